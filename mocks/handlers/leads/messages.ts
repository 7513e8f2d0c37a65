// Leads: a lead's messages: the list, an e-mail to the couple and a message's read state (the SMS and the actions
// on messages are in sms-actions.ts).
import {
  zListLeadMessagesPath,
  zListLeadMessagesQuery,
  zSendLeadMessageBody,
  zSendLeadMessagePath,
  zUpdateLeadMessageBody,
  zUpdateLeadMessagePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { unreadCount } from '../../db/leads';
import { collectFieldErrors, messages, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import {
  accessLead,
  afterOutgoingMessage,
  customerAttachments,
  messageView,
  notSent,
  nowIso,
  plainText,
  REFERENCE,
  revealContact,
  type LeadMessage,
  undeliverable,
  usableFor,
} from './support';

export function leadMessagesHandlers(http: MockHttp) {
  return [
    http.get('/leads/{id}/messages', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListLeadMessagesPath, params);
      accessLead(session, id);
      const query = parseQuery(zListLeadMessagesQuery, request);
      const list = db.leadMessages
        .all()
        .filter((m) => m.leadId === id)
        .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id))
        .map(messageView);
      return response(200).json(paginate(list, query));
    }),

    http.post('/leads/{id}/messages', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zSendLeadMessagePath, params);
      const lead = accessLead(session, id);
      const body = await parseJsonBody(zSendLeadMessageBody, request);
      const errors = collectFieldErrors();
      if (!plainText(body.body).trim()) errors.add('body', messages.required);
      // Ownership of the references (issue 12, point 5; the operation's description): the signature is the
      // sender's own, for the lead's provider; template and attachments are the account's, for the lead's provider
      // or for every provider. Anything else is a wrong value of its field (422), unknown or foreign alike.
      let signature: { content: string; image: string | null } | null = null;
      if (body.signatureId !== undefined) {
        const owner = db.customerUsers
          .all()
          .find(
            (u) =>
              u.customerId === session.customerId && u.customerUserProviders.some((l) => l.id === body.signatureId),
          );
        const link = owner?.customerUserProviders.find((l) => l.id === body.signatureId);
        if (!owner || !link) errors.add('signatureId', REFERENCE.signatureUnknown);
        else if (owner.id !== session.user.id) errors.add('signatureId', REFERENCE.signatureForeign);
        else if (link.providerId !== lead.providerId || link.hasLeftJob)
          errors.add('signatureId', REFERENCE.signatureOtherProvider);
        else if (!link.signatureContent)
          errors.add('signatureId', 'Für diese Verknüpfung ist keine Signatur hinterlegt.');
        else signature = { content: link.signatureContent, image: link.signatureImage };
      }
      if (body.mailTemplateId !== undefined) {
        const template = db.mailTemplates.findFirst((q) =>
          q.where({ id: body.mailTemplateId, customerId: session.customerId }),
        );
        if (!template) errors.add('mailTemplateId', REFERENCE.templateUnknown);
        else if (!usableFor(template, lead.providerId)) errors.add('mailTemplateId', REFERENCE.templateOtherProvider);
      }
      const attachments: LeadMessage['attachments'] = [];
      const available = body.attachmentIds?.length ? customerAttachments(session.customerId) : [];
      body.attachmentIds?.forEach((attachmentId, index) => {
        if (body.attachmentIds?.indexOf(attachmentId) !== index) {
          errors.add(`attachmentIds.${index}`, 'Dieser Anhang ist bereits ausgewählt.');
          return;
        }
        const attachment = available.find((a) => a.id === attachmentId);
        if (!attachment) {
          errors.add(`attachmentIds.${index}`, REFERENCE.attachmentUnknown);
          return;
        }
        if (!usableFor(attachment, lead.providerId)) {
          errors.add(`attachmentIds.${index}`, REFERENCE.attachmentOtherProvider);
          return;
        }
        const name = attachment.name ?? attachment.fileName ?? `Anhang-${attachment.id}`;
        attachments.push({
          id: attachment.id,
          name,
          url:
            attachment.url ?? `https://cdn.hochzeitsportal.de/attachments/${attachment.id}/${encodeURIComponent(name)}`,
          size: attachment.size ?? 0,
        });
      });
      if (!lead.contactEmail) errors.add('_', 'Für dieses Paar ist keine E-Mail-Adresse hinterlegt.');
      errors.throwIfAny();
      if (undeliverable(body.body) || lead.contactEmail?.toLowerCase().endsWith('@ungueltig.de')) {
        // The provider did write to the couple: their contact details show, so the portal can offer the phone.
        await revealContact(lead.id);
        throw notSent();
      }

      const previous = db.leadMessages.all().filter((m) => m.leadId === id && m.subject);
      const firstSubject = previous[0]?.subject;
      const subject =
        body.subject?.trim() ||
        (firstSubject ? (firstSubject.startsWith('Re: ') ? firstSubject : `Re: ${firstSubject}`) : null);
      const signatureHtml = signature
        ? `${signature.content}${signature.image ? `<p><img src="${signature.image}" alt="Signatur"></p>` : ''}`
        : '';
      const message = await db.leadMessages.create({
        id: nextId(db.leadMessages),
        leadId: id,
        createdAt: nowIso(),
        direction: 'outgoing',
        channel: 'email',
        subject,
        body: `${body.body}${signatureHtml}`,
        isRead: true,
        attachments,
        senderName: session.user.name,
        deliveryStatus: 'sent',
      });
      await afterOutgoingMessage(lead, session, 'message_sent');
      return response(201).json({ data: messageView(message) });
    }),

    http.patch('/leads/{id}/messages/{messageId}', async ({ request, params, response, session }) => {
      const { id, messageId } = parsePathParams(zUpdateLeadMessagePath, params);
      accessLead(session, id);
      const existing = db.leadMessages.findFirst((q) => q.where({ id: messageId, leadId: id }));
      if (!existing) throw notFound('Die Nachricht wurde nicht gefunden.');
      const body = await parseJsonBody(zUpdateLeadMessageBody, request);
      const updated = await db.leadMessages.update((q) => q.where({ id: messageId }), {
        data(record) {
          record.isRead = body.isRead;
        },
      });
      await db.leads.update((q) => q.where({ id }), {
        data(record) {
          record.unreadMessageCount = unreadCount(id);
          record.updatedAt = nowIso();
        },
      });
      return response(200).json({ data: messageView(updated ?? existing) });
    }),
  ];
}
