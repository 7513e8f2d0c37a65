// Leads: an SMS to the couple and the action on a lead's messages (marking every incoming message read).
import {
  zApplyLeadMessageActionBody,
  zApplyLeadMessageActionPath,
  zSendLeadSmsBody,
  zSendLeadSmsPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { unreadCount } from '../../db/leads';
import { fieldError, messages } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import { accessLead, afterOutgoingMessage, messageView, notSent, nowIso, undeliverable } from './support';

export function leadSmsActionsHandlers(http: MockHttp) {
  return [
    http.post('/leads/{id}/messages/sms', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zSendLeadSmsPath, params);
      const lead = accessLead(session, id);
      const body = await parseJsonBody(zSendLeadSmsBody, request);
      if (!body.body.trim()) throw fieldError('body', messages.required);
      if (!lead.contactPhone) throw fieldError('_', 'Für dieses Paar ist keine Mobilnummer hinterlegt.');
      if (undeliverable(body.body)) throw notSent();
      const message = await db.leadMessages.create({
        id: nextId(db.leadMessages),
        leadId: id,
        createdAt: nowIso(),
        direction: 'outgoing',
        channel: 'sms',
        subject: null,
        body: body.body,
        isRead: true,
        attachments: [],
        senderName: session.user.name,
        deliveryStatus: 'sent',
      });
      await afterOutgoingMessage(lead, session, 'sms_sent');
      return response(201).json({ data: messageView(message) });
    }),

    http.post('/leads/{id}/messages/actions', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zApplyLeadMessageActionPath, params);
      accessLead(session, id);
      await parseJsonBody(zApplyLeadMessageActionBody, request);
      await db.leadMessages.updateMany(
        (q) => q.where((m) => m.leadId === id && m.direction === 'incoming' && !m.isRead),
        {
          data(record) {
            record.isRead = true;
          },
        },
      );
      const updated = await db.leads.update((q) => q.where({ id }), {
        data(record) {
          record.unreadMessageCount = unreadCount(id);
          record.isRead = true;
          record.updatedAt = nowIso();
        },
      });
      return response(200).json({ data: { unreadMessageCount: updated?.unreadMessageCount ?? 0 } });
    }),
  ];
}
