// Leads: the notes of the team on a lead, who has read them, and changing or deleting one. Who may change or
// delete a note is the rule of src/lib/lead-note-rights.ts, shared with the portal (docs/leads.md, "Notes").
import {
  zCreateLeadCommentBody,
  zCreateLeadCommentPath,
  zDeleteLeadCommentPath,
  zListLeadCommentsPath,
  zListLeadCommentsQuery,
  zMarkCommentReadPath,
  zUpdateLeadCommentBody,
  zUpdateLeadCommentPath,
} from '../../../src/api/generated/zod/zod.gen';
import { isNoteAuthor, mayDeleteNote, mayEditNote, type NoteViewer } from '../../../src/lib/lead-note-rights';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addHistory, historyTexts } from '../../db/leads';
import { fieldError, forbidden, messages, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { isAccountAdmin } from '../../lib/rights';
import type { Session } from '../../lib/session';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { accessLead, nowIso, userRef } from './support';

type CommentRecord = ReturnType<typeof db.leadComments.all>[number];

const NOTE_NOT_FOUND = 'Die Notiz wurde nicht gefunden.';
const AUTHOR_REQUIRED = 'COMMENT_AUTHOR_REQUIRED';
const EDIT_REFUSED = 'Nur die Person, die die Notiz geschrieben hat, kann sie ändern.';
const DELETE_REFUSED = 'Nur die Person, die die Notiz geschrieben hat, und Administratoren können sie löschen.';

/** The note as the user reads it (read state per user). */
function commentView(comment: CommentRecord, session: Session) {
  return {
    id: comment.id,
    leadId: comment.leadId,
    createdAt: comment.createdAt,
    editedAt: comment.editedAt,
    body: comment.body,
    isRead: comment.readByUserIds.includes(session.user.id),
    author: { ...comment.author },
  };
}

/**
 * A note of a lead the user may open: the lead's rules first (404 another account's, 403 not linked or beyond the
 * plan), then 404 for a note that is not this lead's.
 */
function accessComment(session: Session, leadId: number, commentId: number): CommentRecord {
  accessLead(session, leadId);
  const comment = db.leadComments.findFirst((q) => q.where({ id: commentId }));
  if (!comment || comment.leadId !== leadId) throw notFound(NOTE_NOT_FOUND);
  return comment;
}

/** A note added, changed or deleted changes the lead (its updatedAt), as the note's history entry says. */
async function touchLead(leadId: number, at: string): Promise<void> {
  await db.leads.update((q) => q.where({ id: leadId }), {
    data(record) {
      record.updatedAt = at;
    },
  });
}

const viewerOf = (session: Session): NoteViewer => ({
  userId: session.user.id,
  isAccountAdmin: isAccountAdmin(session),
});

export function leadNotesHandlers(http: MockHttp) {
  return [
    http.get('/leads/{id}/comments', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListLeadCommentsPath, params);
      accessLead(session, id);
      const query = parseQuery(zListLeadCommentsQuery, request);
      const comments = db.leadComments
        .all()
        .filter((c) => c.leadId === id)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
        .map((c) => commentView(c, session));
      return response(200).json(paginate(comments, query));
    }),

    http.post('/leads/{id}/comments', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zCreateLeadCommentPath, params);
      accessLead(session, id);
      const body = await parseJsonBody(zCreateLeadCommentBody, request);
      const text = body.body.trim();
      if (!text) throw fieldError('body', messages.required);
      const at = nowIso();
      const comment = await db.leadComments.create({
        id: nextId(db.leadComments),
        leadId: id,
        createdAt: at,
        editedAt: null,
        body: text,
        author: userRef(session),
        readByUserIds: [session.user.id],
      });
      await addHistory(id, 'note_added', historyTexts.noteAdded(), userRef(session), { at });
      await touchLead(id, at);
      return response(201).json({ data: commentView(comment, session) });
    }),

    // Only the author changes the words; the body follows a new note's rules. The colleagues' read state stays:
    // a changed note is not new again (docs/leads.md, "Notes").
    http.patch('/leads/{id}/comments/{commentId}', async ({ request, params, response, session }) => {
      const { id, commentId } = parsePathParams(zUpdateLeadCommentPath, params);
      const comment = accessComment(session, id, commentId);
      if (!mayEditNote(comment, viewerOf(session))) throw forbidden(EDIT_REFUSED, AUTHOR_REQUIRED);
      const body = await parseJsonBody(zUpdateLeadCommentBody, request);
      const text = body.body.trim();
      if (!text) throw fieldError('body', messages.required);
      if (text === comment.body) return response(200).json({ data: commentView(comment, session) });
      const at = nowIso();
      const updated = await db.leadComments.update((q) => q.where({ id: commentId }), {
        data(record) {
          record.body = text;
          record.editedAt = at;
        },
      });
      await touchLead(id, at);
      return response(200).json({ data: commentView(updated ?? comment, session) });
    }),

    // The author, or an account administrator; the history says it, naming the author when someone else deleted it.
    http.delete('/leads/{id}/comments/{commentId}', async ({ params, response, session }) => {
      const { id, commentId } = parsePathParams(zDeleteLeadCommentPath, params);
      const comment = accessComment(session, id, commentId);
      const viewer = viewerOf(session);
      if (!mayDeleteNote(comment, viewer)) throw forbidden(DELETE_REFUSED, AUTHOR_REQUIRED);
      await db.leadComments.deleteMany((q) => q.where({ id: commentId }));
      const texts = isNoteAuthor(comment, viewer)
        ? historyTexts.noteDeleted()
        : historyTexts.noteDeleted(comment.author.name);
      const at = nowIso();
      await addHistory(id, 'note_deleted', texts, userRef(session), { at });
      await touchLead(id, at);
      return response(204).empty();
    }),

    http.put('/comments/{id}/read', async ({ params, response, session }) => {
      const { id } = parsePathParams(zMarkCommentReadPath, params);
      const comment = db.leadComments.findFirst((q) => q.where({ id }));
      if (!comment) throw notFound('Die Notiz wurde nicht gefunden.');
      accessLead(session, comment.leadId);
      if (!comment.readByUserIds.includes(session.user.id)) {
        await db.leadComments.update((q) => q.where({ id }), {
          data(record) {
            record.readByUserIds = [...record.readByUserIds, session.user.id].sort((a, b) => a - b);
          },
        });
      }
      return response(204).empty();
    }),
  ];
}
