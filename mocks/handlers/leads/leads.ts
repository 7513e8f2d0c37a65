// Leads: the couples list and lead page (list, create, read, update, delete, its items and history). The other
// sub-resources have a module each in this folder: messages (e-mail), sms-actions, notes, interactions, reminders,
// actions (status actions), counts (counts and response-time statistics), data, couple-search (couple search and
// last activity) and marketplace-leads; support.ts holds what they share, index.ts registers them. The rules below
// hold for all of them.
//
// Visibility: a user sees the leads of their own customer's providers they are linked to. Another customer's
// lead (or a deleted one) does not exist for them (404); a lead of their customer whose provider they are not
// linked to answers 403, and so does a lead the basic plan does not show (403 PLAN_LIMIT: at most 3 couples per
// German calendar month and provider, by arrival; couples the provider added itself do not count). Lists,
// counts and statistics leave such leads out.
//
// Status transitions (PUT /leads/{id} and POST /leads/{id}/actions; anything else answers 409
// LEAD_TRANSITION_NOT_ALLOWED; `new` is only the initial status):
//   new          -> pending, negotiating, offered, deal, rejected, spam, not_reached, unreachable
//   pending      -> negotiating, offered, deal, rejected, spam, not_reached, unreachable
//   negotiating  -> offered, deal, rejected, not_reached, unreachable   (and a new processState while negotiating)
//   offered      -> negotiating, deal, rejected, not_reached, unreachable
//   deal         -> rejected                                           (the couple cancelled)
//   rejected     -> pending, negotiating                               (reopened)
//   spam         -> pending                                            (not spam after all)
//   not_reached  -> pending, negotiating, offered, deal, rejected, unreachable
//   unreachable  -> pending, negotiating, rejected
// Side rules: rejected needs a reason (config info_request_reject_reason_id); processState exists only while
// negotiating; dealConfirmed only on a deal (confirm_deal before mark_deal is 409) and is dropped when the lead
// leaves deal; moving to negotiating, offered, deal or rejected counts as the first answer (firstResponseAt),
// like writing to the couple does. Every status change, action, message sent, note, interaction and reminder
import {
  zCreateLeadBody,
  zDeleteLeadPath,
  zGetLeadPath,
  zListLeadHistoriesPath,
  zListLeadHistoriesQuery,
  zListLeadItemsPath,
  zListLeadItemsQuery,
  zListLeadsQuery,
  zUpdateLeadBody,
  zUpdateLeadPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { historyTexts } from '../../db/leads';
import { isoDateTime } from '../../lib/clock';
import { collectFieldErrors, conflict, messages, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { label, languageOf } from '../../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import {
  accessLead,
  applyChange,
  configLabels,
  createManualLead,
  inWindow,
  isUnread,
  leadDetailView,
  leadView,
  listedLeads,
  matchesCouple,
  nextReminders,
  nowIso,
  sortLeads,
  statusChange,
  toLead,
  TRANSITION_NOT_ALLOWED,
  type LeadChange,
} from './support';

export function leadsListHandlers(http: MockHttp) {
  return [
    http.get('/leads', ({ request, response, session }) => {
      const query = parseQuery(zListLeadsQuery, request);
      const listed = listedLeads(session, query.providerIds);
      let leads = inWindow(listed.leads, query);
      if (query.status && query.status.length > 0) {
        const statuses = new Set(query.status);
        leads = leads.filter((l) => statuses.has(l.status));
      }
      const needle = query.coupleName?.trim().toLowerCase();
      // A locked lead's name is withheld, so searching by name cannot find it either.
      if (needle) leads = leads.filter((l) => !listed.locked.has(l.id) && matchesCouple(l, needle));
      if (query.unread !== undefined) leads = leads.filter((l) => isUnread(l) === query.unread);
      if (query.isPrepaid !== undefined) leads = leads.filter((l) => l.isPrepaid === query.isPrepaid);
      const page = paginate(sortLeads(leads, query.sort), query);
      const reminders = nextReminders(new Set(page.data.map((l) => l.id)));
      return response(200).json({
        data: page.data.map((l) =>
          toLead(l, reminders.get(l.id) ?? null, languageOf(request), listed.locked.has(l.id)),
        ),
        paging: page.paging,
      });
    }),

    http.post('/leads', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateLeadBody, request);
      const lead = await createManualLead(session, body);
      return response(201).json({ data: leadView(lead.id, languageOf(request)) });
    }),

    http.get('/leads/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetLeadPath, params);
      return response(200).json({ data: leadDetailView(accessLead(session, id), languageOf(request)) });
    }),

    http.put('/leads/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateLeadPath, params);
      const lead = accessLead(session, id);
      const body = await parseJsonBody(zUpdateLeadBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      const target = body.status ?? lead.status;
      // Field rules first (422), then the transition (409); nothing is written before every check passed.
      const errors = collectFieldErrors();
      if (body.rejectReasonId !== undefined && body.rejectReasonId !== null) {
        if (target !== 'rejected')
          errors.add('rejectReasonId', 'Ein Absagegrund ist nur bei abgesagten Anfragen möglich.');
        else if (!configLabels('info_request_reject_reason_id', body.rejectReasonId))
          errors.add('rejectReasonId', 'Diesen Absagegrund gibt es nicht.');
      }
      const entersRejected = target === 'rejected' && lead.status !== 'rejected';
      if (
        (entersRejected && (body.rejectReasonId === undefined || body.rejectReasonId === null)) ||
        (target === 'rejected' && body.rejectReasonId === null)
      ) {
        errors.add('rejectReasonId', messages.required);
      }
      if (body.processState !== undefined && body.processState !== null && target !== 'negotiating') {
        errors.add('processState', 'Einen Bearbeitungsstand gibt es nur, solange die Anfrage in Verhandlung ist.');
      }
      errors.throwIfAny();
      if (body.dealConfirmed === true && target !== 'deal')
        throw conflict(TRANSITION_NOT_ALLOWED, 'LEAD_TRANSITION_NOT_ALLOWED');

      const change: LeadChange = { histories: [], activity: false };
      if (body.status !== undefined || (body.processState !== undefined && target === 'negotiating')) {
        const reason = body.rejectReasonId
          ? configLabels('info_request_reject_reason_id', body.rejectReasonId)
          : undefined;
        statusChange(lead, change, target, body.processState, undefined, reason);
      }
      if (target === 'rejected' && body.rejectReasonId) change.rejectReasonId = body.rejectReasonId;
      if (body.dealConfirmed !== undefined && (change.dealConfirmed === undefined || target === 'deal')) {
        if (body.dealConfirmed && !lead.dealConfirmed) {
          change.histories.push({ type: 'deal_confirmed', texts: historyTexts.dealConfirmed() });
          change.activity = true;
        }
        change.dealConfirmed = body.dealConfirmed;
      }
      if (body.appointmentAt !== undefined) {
        const appointmentAt = body.appointmentAt === null ? null : isoDateTime(new Date(body.appointmentAt));
        change.appointmentAt = appointmentAt;
        change.appointmentNeedsConfirmation = appointmentAt !== null && appointmentAt > nowIso();
        change.activity = true;
      }
      if (body.isRead !== undefined) change.isRead = body.isRead;
      await applyChange(lead, change, session);
      return response(200).json({ data: leadView(id, languageOf(request)) });
    }),

    http.delete('/leads/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteLeadPath, params);
      accessLead(session, id);
      await db.leads.update((q) => q.where({ id }), {
        data(record) {
          record.deletedAt = nowIso();
        },
      });
      return response(204).empty();
    }),

    http.get('/leads/{id}/items', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListLeadItemsPath, params);
      accessLead(session, id);
      const query = parseQuery(zListLeadItemsQuery, request);
      const items = db.leadItems
        .all()
        .filter((i) => i.leadId === id)
        .sort((a, b) => a.id - b.id)
        .map(({ leadId: _leadId, ...item }) => structuredClone(item));
      return response(200).json(paginate(items, query));
    }),

    http.get('/leads/{id}/histories', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListLeadHistoriesPath, params);
      accessLead(session, id);
      const query = parseQuery(zListLeadHistoriesQuery, request);
      const language = languageOf(request);
      const histories = db.leadHistories
        .all()
        .filter((h) => h.leadId === id)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
      const page = paginate(histories, query);
      return response(200).json({
        data: page.data.map((h) => ({
          id: h.id,
          createdAt: h.createdAt,
          type: h.type,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          text: label(h.texts, language),
          customerUser: h.customerUser ? { ...h.customerUser } : null,
        })),
        paging: page.paging,
      });
    }),
  ];
}
