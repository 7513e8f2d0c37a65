// Leads: a reminder on a lead.
import { zCreateLeadReminderBody, zCreateLeadReminderPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addHistory, historyTexts } from '../../db/leads';
import { isoDateTime } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import { accessLead, nextReminders, nowIso, userRef } from './support';

export function leadRemindersHandlers(http: MockHttp) {
  return [
    http.post('/leads/{id}/remind', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zCreateLeadReminderPath, params);
      accessLead(session, id);
      const body = await parseJsonBody(zCreateLeadReminderBody, request);
      const remindAt = isoDateTime(new Date(body.remindAt));
      const at = nowIso();
      if (remindAt <= at) throw fieldError('remindAt', 'Die Erinnerung muss in der Zukunft liegen.');
      const reminder = await db.leadReminders.create({
        id: nextId(db.leadReminders),
        leadId: id,
        remindAt,
        note: body.note?.trim() ? body.note.trim() : null,
        createdAt: at,
        customerUserId: session.user.id,
      });
      await addHistory(id, 'reminder_set', historyTexts.reminderSet(remindAt), userRef(session), { at });
      const next = nextReminders(new Set([id])).get(id) ?? null;
      await db.leads.update((q) => q.where({ id }), {
        data(record) {
          record.reminderAt = next;
          record.updatedAt = at;
        },
      });
      const { customerUserId: _customerUserId, ...data } = reminder;
      return response(201).json({ data: structuredClone(data) });
    }),
  ];
}
