// Unsent texts in localStorage (per user, kept through errors, reloads and an expired session): the key and
// the hook that restores and stores a typed draft.
export { draftKey } from './draft-key';
export { type Draft, type DraftParser, useDraft } from './use-draft';
export { useDraftOnChange } from './use-draft-on-change';
export { flatDraft, type FlatDraftShape } from './flat-draft';
