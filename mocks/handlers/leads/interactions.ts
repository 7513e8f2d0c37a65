// Leads: interactions with the couple (calls, visits, messages outside the portal) entered by the team.
import { zCreateLeadInteractionBody, zCreateLeadInteractionPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addHistory, historyTexts } from '../../db/leads';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, messages } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import { accessLead, nowIso, userRef } from './support';

export function leadInteractionsHandlers(http: MockHttp) {
  return [
    http.post('/leads/{id}/interactions', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zCreateLeadInteractionPath, params);
      const lead = accessLead(session, id);
      const body = await parseJsonBody(zCreateLeadInteractionBody, request);
      const at = nowIso();
      const errors = collectFieldErrors();
      if (body.type === 'phone_call' && !body.callResult) errors.add('callResult', messages.required);
      const occurredAt = body.occurredAt ? isoDateTime(new Date(body.occurredAt)) : at;
      if (new Date(occurredAt).getTime() > now().getTime() + 5 * 60_000) {
        errors.add('occurredAt', 'Der Zeitpunkt darf nicht in der Zukunft liegen.');
      }
      errors.throwIfAny();
      const callResult = body.type === 'phone_call' ? (body.callResult ?? null) : null;
      const user = userRef(session);
      const interaction = await db.leadInteractions.create({
        id: nextId(db.leadInteractions),
        leadId: id,
        type: body.type,
        callResult,
        note: body.note?.trim() ? body.note.trim() : null,
        occurredAt,
        createdAt: at,
        customerUser: user,
      });
      await addHistory(id, 'interaction_added', historyTexts.interactionAdded(body.type, callResult), user, { at });
      // A conversation on the phone answers a new request.
      const talked = callResult === 'TALKED' && lead.status === 'new';
      if (talked)
        await addHistory(id, 'status_changed', historyTexts.statusChanged('new', 'pending'), user, {
          at,
          from: 'new',
          to: 'pending',
        });
      await db.leads.update((q) => q.where({ id }), {
        data(record) {
          if (occurredAt > record.lastActivityAt) record.lastActivityAt = occurredAt;
          record.updatedAt = at;
          record.isRead = true;
          if (talked) {
            record.status = 'pending';
            record.firstResponseAt ??= occurredAt > record.createdAt ? occurredAt : at;
          }
        },
      });
      return response(201).json({ data: structuredClone(interaction) });
    }),
  ];
}
