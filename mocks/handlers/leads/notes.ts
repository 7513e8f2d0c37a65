// Leads: the notes of the team on a lead and who has read them.
import {
  zCreateLeadCommentBody,
  zCreateLeadCommentPath,
  zListLeadCommentsPath,
  zListLeadCommentsQuery,
  zMarkCommentReadPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addHistory, historyTexts } from '../../db/leads';
import { fieldError, messages, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { accessLead, nowIso, userRef } from './support';

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
        .map((c) => ({
          id: c.id,
          leadId: c.leadId,
          createdAt: c.createdAt,
          body: c.body,
          isRead: c.readByUserIds.includes(session.user.id),
          author: { ...c.author },
        }));
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
        body: text,
        author: userRef(session),
        readByUserIds: [session.user.id],
      });
      await addHistory(id, 'note_added', historyTexts.noteAdded(), userRef(session), { at });
      await db.leads.update((q) => q.where({ id }), {
        data(record) {
          record.updatedAt = at;
        },
      });
      return response(201).json({
        data: {
          id: comment.id,
          leadId: id,
          createdAt: at,
          body: comment.body,
          isRead: true,
          author: { ...comment.author },
        },
      });
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
