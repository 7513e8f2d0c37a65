// Who may change or delete a note of the team on a lead (docs/leads.md, "Notes"). One rule for the portal, which
// offers "Bearbeiten" and "Löschen" only where it holds, and the mock backend, which refuses the rest (403
// COMMENT_AUTHOR_REQUIRED). Both sides need an active link to the lead's provider besides, as every note does
// (docs/security.md: answering couples and writing notes is the daily work of every linked user).
//   - A note carries its author's name, so only the author changes its words: nobody edits text under another
//     person's name, an administrator neither.
//   - The author deletes their own note; an account administrator may delete anyone's (a note with wrong or
//     personal content, one of a colleague who has left), and the lead's history says who did.

/** The user looking at the note: their id and whether they are an account administrator (role 1). */
export interface NoteViewer {
  userId: number;
  isAccountAdmin: boolean;
}

interface NoteAuthorship {
  author: { id: number };
}

/** Whether the viewer wrote the note. */
export function isNoteAuthor(note: NoteAuthorship, viewer: Pick<NoteViewer, 'userId'>): boolean {
  return note.author.id === viewer.userId;
}

/** Whether the viewer may change the note's text: its author only. */
export function mayEditNote(note: NoteAuthorship, viewer: NoteViewer): boolean {
  return isNoteAuthor(note, viewer);
}

/** Whether the viewer may delete the note: its author, or an account administrator. */
export function mayDeleteNote(note: NoteAuthorship, viewer: NoteViewer): boolean {
  return isNoteAuthor(note, viewer) || viewer.isAccountAdmin;
}
