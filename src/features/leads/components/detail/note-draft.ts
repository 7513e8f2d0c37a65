/** Where the unsaved text of a new note waits, per lead, until it is saved (survives errors and reloads). */
export const noteDraftKey = (leadId: number) => `leadDraft:note:${leadId}`;

export function readNoteDraft(leadId: number): string {
  try {
    return window.localStorage.getItem(noteDraftKey(leadId)) ?? '';
  } catch {
    return '';
  }
}

export function writeNoteDraft(leadId: number, text: string): void {
  try {
    if (text) window.localStorage.setItem(noteDraftKey(leadId), text);
    else window.localStorage.removeItem(noteDraftKey(leadId));
  } catch {
    // Storage full or blocked: the text stays in the form, it just does not survive a reload.
  }
}
