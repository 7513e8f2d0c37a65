import { draftKey } from '@/lib/drafts';

/** Where the unsaved text of a new note waits, per user and lead, until it is saved (survives errors and reloads). */
export const noteDraftKey = (userId: number, leadId: number) => draftKey(userId, 'lead', 'note', leadId);

export function readNoteDraft(userId: number, leadId: number): string {
  try {
    return window.localStorage.getItem(noteDraftKey(userId, leadId)) ?? '';
  } catch {
    return '';
  }
}

export function writeNoteDraft(userId: number, leadId: number, text: string): void {
  try {
    if (text) window.localStorage.setItem(noteDraftKey(userId, leadId), text);
    else window.localStorage.removeItem(noteDraftKey(userId, leadId));
  } catch {
    // Storage full or blocked: the text stays in the form, it just does not survive a reload.
  }
}
