// Leads: the couples list and lead page, messages (e-mail, SMS), notes, interactions, reminders, status actions,
// lead data, counts and response-time statistics, couple search and last activity.
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
// writes a history entry.
import { type z } from 'zod';
import {
  zApplyLeadActionBody,
  zApplyLeadActionPath,
  zApplyLeadMessageActionBody,
  zApplyLeadMessageActionPath,
  zCreateLeadBody,
  zCreateLeadCommentBody,
  zCreateLeadCommentPath,
  zCreateLeadInteractionBody,
  zCreateLeadInteractionPath,
  zCreateLeadReminderBody,
  zCreateLeadReminderPath,
  zCreateMarketplaceLeadBody,
  zDeleteLeadPath,
  zGetAverageResponseTimeQuery,
  zGetCoupleLastActivityPath,
  zGetCoupleStatsQuery,
  zGetLeadCountsByCallsQuery,
  zGetLeadCountsByReadStatusQuery,
  zGetLeadPath,
  zGetProviderAverageResponseTimeQuery,
  type zLead,
  type zLeadDetail,
  type zLeadMessage,
  zListLeadCommentsPath,
  zListLeadCommentsQuery,
  zListLeadDataQuery,
  zListLeadHistoriesPath,
  zListLeadHistoriesQuery,
  zListLeadItemsPath,
  zListLeadItemsQuery,
  zListLeadMessagesPath,
  zListLeadMessagesQuery,
  zListLeadsQuery,
  zMarkCommentReadPath,
  zSearchCouplesQuery,
  zSendLeadMessageBody,
  zSendLeadMessagePath,
  zSendLeadSmsBody,
  zSendLeadSmsPath,
  zUpdateLeadBody,
  zUpdateLeadDataBody,
  zUpdateLeadDataPath,
  zUpdateLeadMessageBody,
  zUpdateLeadMessagePath,
  zUpdateLeadPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import {
  addHistory,
  ANSWERING_STATUSES,
  canTransition,
  LEAD_TRANSITIONS,
  extensionNumberFor,
  hiddenByPlan,
  historyTexts,
  processStateLabel,
  type LeadRecord,
  type Texts,
  unreadCount,
} from '../db/leads';
import { isoDate, isoDateTime, marketDay, now } from '../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  forbidden,
  messages,
  MockHttpError,
  notFound,
  validationFailed,
} from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate, singlePage } from '../lib/paging';
import { averageResponseTime } from '../lib/response-time';
import { requireNamedProvider, requireProviderRight, RIGHTS_CODES } from '../lib/rights';
import { type Session, visibleProviderIds } from '../lib/session';
import { label, type LanguageKey, languageOf, providerSummary } from '../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../lib/validate';

type Lead = z.infer<typeof zLead>;
type LeadDetail = z.infer<typeof zLeadDetail>;
type LeadMessage = z.infer<typeof zLeadMessage>;
type LeadStatus = Lead['status'];
type ProcessState = NonNullable<Lead['processState']>;
type ConfigType = ReturnType<typeof db.configEntries.all>[number]['type'];

const PLAN_LIMIT_MESSAGE =
  'Ihr Tarif zeigt höchstens 3 Paare pro Monat. Für weitere Anfragen wechseln Sie bitte in einen höheren Tarif.';
const TRANSITION_NOT_ALLOWED = 'Dieser Statuswechsel ist nicht möglich.';
const MESSAGE_NOT_SENT = 'Ihre Nachricht konnte nicht gesendet werden.';

// ---------------------------------------------------------------- access and projection

function nowIso(): string {
  return isoDateTime(now());
}

function userRef(session: Session) {
  return { id: session.user.id, name: session.user.name };
}

/** Leads the basic plan hides; only providers among `providerIds` (all when omitted) are looked at. */
function planHiddenLeadIds(providerIds?: ReadonlySet<number>): Set<number> {
  const basic = new Set(
    db.providers
      .all()
      .filter((p) => p.productFeatures.planTier === 'basic' && (!providerIds || providerIds.has(p.id)))
      .map((p) => p.id),
  );
  // Most users have no provider on the basic plan: skip the scan over every lead then.
  if (basic.size === 0) return new Set();
  return hiddenByPlan(db.leads.all(), basic);
}

/** The leads the user sees in lists: their customer's, their linked providers' (or the requested subset), shown by the plan. */
function visibleLeads(session: Session, requestedProviderIds?: readonly number[]): LeadRecord[] {
  const allowed = new Set(visibleProviderIds(session, requestedProviderIds));
  const hidden = planHiddenLeadIds(allowed);
  return db.leads
    .all()
    .filter(
      (l) =>
        l.deletedAt === null && l.customerId === session.customerId && allowed.has(l.providerId) && !hidden.has(l.id),
    );
}

/** The leads of the inbox list: those the user sees plus, marked locked, those the basic plan withholds. */
function listedLeads(
  session: Session,
  requestedProviderIds?: readonly number[],
): { leads: LeadRecord[]; locked: Set<number> } {
  const allowed = new Set(visibleProviderIds(session, requestedProviderIds));
  const locked = planHiddenLeadIds(allowed);
  const leads = db.leads
    .all()
    .filter((l) => l.deletedAt === null && l.customerId === session.customerId && allowed.has(l.providerId));
  return { leads, locked };
}

/** One lead the user may open, or 404 / 403 (see the top of this file). */
function accessLead(session: Session, id: number): LeadRecord {
  const lead = db.leads.findFirst((q) => q.where({ id }));
  if (!lead || lead.deletedAt !== null || lead.customerId !== session.customerId) {
    throw notFound('Die Anfrage wurde nicht gefunden.');
  }
  requireProviderRight(session, lead.providerId, 'read', { unlinked: 'forbidden' });
  if (planHiddenLeadIds(new Set([lead.providerId])).has(lead.id)) throw forbidden(PLAN_LIMIT_MESSAGE, 'PLAN_LIMIT');
  return lead;
}

/** The next open reminder per lead. */
function nextReminders(leadIds: ReadonlySet<number>): Map<number, string> {
  const current = nowIso();
  const result = new Map<number, string>();
  for (const reminder of db.leadReminders.all()) {
    if (!leadIds.has(reminder.leadId) || reminder.remindAt < current) continue;
    const existing = result.get(reminder.leadId);
    if (!existing || reminder.remindAt < existing) result.set(reminder.leadId, reminder.remindAt);
  }
  return result;
}

/** What a locked lead (beyond the basic plan's monthly quota) shows: that it exists, not who it is. */
const LOCKED_EXTENSION_NUMBER = '*****';

function toLead(lead: LeadRecord, reminderAt: string | null, language: LanguageKey, isLocked = false): Lead {
  const view = unlockedLead(lead, reminderAt, language);
  if (!isLocked) return view;
  return {
    ...view,
    extensionNumber: LOCKED_EXTENSION_NUMBER,
    leadDetails: { name: '', email: null, phone: null, contactVisible: false },
    couple: { ...view.couple, name: null },
    message: '',
    isLocked: true,
  };
}

function unlockedLead(lead: LeadRecord, reminderAt: string | null, language: LanguageKey): Lead {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
    extensionNumber: lead.extensionNumber,
    leadDetails: {
      name: lead.leadDetails.name,
      email: lead.leadDetails.contactVisible ? lead.leadDetails.email : null,
      phone: lead.leadDetails.contactVisible ? lead.leadDetails.phone : null,
      contactVisible: lead.leadDetails.contactVisible,
    },
    couple: { ...lead.couple },
    provider: providerSummary(lead.providerId, language),
    message: lead.message,
    status: lead.status,
    processState: lead.processState,
    rejectReasonId: lead.rejectReasonId,
    dealConfirmed: lead.dealConfirmed,
    unreadMessageCount: lead.unreadMessageCount,
    itemCount: lead.itemCount,
    isPrepaid: lead.isPrepaid,
    firstLeadType: lead.firstLeadType,
    isWedding: lead.isWedding,
    isRead: lead.isRead,
    appointmentAt: lead.appointmentAt,
    appointmentNeedsConfirmation: lead.appointmentNeedsConfirmation,
    reminderAt,
    firstResponseAt: lead.firstResponseAt,
    lastActivityAt: lead.lastActivityAt,
    isLocked: false,
  };
}

function leadView(leadId: number, language: LanguageKey): Lead {
  const lead = db.leads.findFirst((q) => q.where({ id: leadId })) as LeadRecord;
  return toLead(lead, nextReminders(new Set([leadId])).get(leadId) ?? null, language);
}

function leadDetailView(lead: LeadRecord, language: LanguageKey): LeadDetail {
  const interactions = db.leadInteractions
    .all()
    .filter((i) => i.leadId === lead.id)
    .sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : b.id - a.id))
    .map((i) => structuredClone(i));
  return {
    ...toLead(lead, nextReminders(new Set([lead.id])).get(lead.id) ?? null, language),
    interactions,
    // The transitions the status change below enforces: one table, read by the lead page through this field.
    nextStatuses: [...LEAD_TRANSITIONS[lead.status]],
  };
}

function messageView(message: LeadMessage): LeadMessage {
  return structuredClone(message);
}

function configLabels(type: ConfigType, itemId: number): Texts | undefined {
  const entry = db.configEntries.all().find((e) => e.type === type && e.itemId === itemId && e.status === 1);
  return entry ? structuredClone(entry.labels) : undefined;
}

function isUnread(lead: LeadRecord): boolean {
  return !lead.isRead || lead.unreadMessageCount > 0;
}

function matchesCouple(lead: LeadRecord, needle: string): boolean {
  return (
    (lead.couple.name ?? '').toLowerCase().includes(needle) ||
    lead.leadDetails.name.toLowerCase().includes(needle) ||
    lead.extensionNumber.includes(needle)
  );
}

/** `createdAtStart`/`createdAtEnd` filter (inclusive days); the end may not lie before the start. */
function inWindow(
  leads: LeadRecord[],
  query: { createdAtStart?: string | undefined; createdAtEnd?: string | undefined },
): LeadRecord[] {
  const { createdAtStart: start, createdAtEnd: end } = query;
  if (start && end && end < start)
    throw fieldError('createdAtEnd', 'Das Enddatum darf nicht vor dem Startdatum liegen.');
  if (!start && !end) return leads;
  return leads.filter((l) => {
    const day = marketDay(l.createdAt);
    return (!start || day >= start) && (!end || day <= end);
  });
}

const SORTABLE: Record<string, (lead: LeadRecord) => string | null> = {
  createdAt: (l) => l.createdAt,
  weddingDate: (l) => l.couple.weddingDate,
  lastActivityAt: (l) => l.lastActivityAt,
};

/** Sorts by createdAt, weddingDate or lastActivityAt (leading `-` descending); missing values last; ties by id. */
function sortLeads(leads: LeadRecord[], sort: string): LeadRecord[] {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const value = SORTABLE[field];
  if (!value) throw fieldError('sort', 'Sortierbar sind nur createdAt, weddingDate und lastActivityAt.');
  const direction = descending ? -1 : 1;
  return leads
    .map((lead) => ({ lead, key: value(lead) }))
    .sort((a, b) => {
      if (a.key === b.key) return direction * (a.lead.id - b.lead.id);
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return direction * (a.key < b.key ? -1 : 1);
    })
    .map((entry) => entry.lead);
}

// ---------------------------------------------------------------- changes of a lead

interface LeadChange {
  status?: LeadStatus;
  processState?: ProcessState | null;
  rejectReasonId?: number | null;
  dealConfirmed?: boolean;
  appointmentAt?: string | null;
  appointmentNeedsConfirmation?: boolean;
  isRead?: boolean;
  reportedReasonId?: number;
  reportedAt?: string;
  firstResponseAt?: string;
  /** History entries to write, in order. */
  histories: Array<{ type: Parameters<typeof addHistory>[1]; texts: Texts; from?: LeadStatus; to?: LeadStatus }>;
  /** Whether lastActivityAt moves to now. */
  activity: boolean;
}

function assertTransition(from: LeadStatus, to: LeadStatus): void {
  if (!canTransition(from, to)) throw conflict(TRANSITION_NOT_ALLOWED, 'LEAD_TRANSITION_NOT_ALLOWED');
}

/** The status part of a change: the transition, its side rules and its history entry. */
function statusChange(
  lead: LeadRecord,
  change: LeadChange,
  to: LeadStatus,
  processState: ProcessState | null | undefined,
  note?: string,
  rejectReason?: Texts,
): void {
  assertTransition(lead.status, to);
  const processChanged = to === 'negotiating' && processState !== undefined && processState !== lead.processState;
  if (to === lead.status && !processChanged) return;
  change.status = to;
  if (to === 'negotiating')
    change.processState =
      processState !== undefined ? processState : lead.status === 'negotiating' ? lead.processState : null;
  else change.processState = null;
  if (to !== 'rejected') change.rejectReasonId = null;
  if (to !== 'deal') change.dealConfirmed = false;
  if (ANSWERING_STATUSES.includes(to) && lead.firstResponseAt === null) change.firstResponseAt = nowIso();
  const state = change.processState;
  const extra =
    to === 'negotiating' && state
      ? historyTexts.processState(processStateLabel(state))
      : to === 'rejected' && rejectReason
        ? historyTexts.rejectReason(rejectReason)
        : undefined;
  change.histories.push({
    type: 'status_changed',
    texts: historyTexts.withNote(historyTexts.statusChanged(lead.status, to, extra), note),
    from: lead.status,
    to,
  });
  change.activity = true;
}

async function applyChange(lead: LeadRecord, change: LeadChange, session: Session): Promise<void> {
  const at = nowIso();
  const user = userRef(session);
  await db.leads.update((q) => q.where({ id: lead.id }), {
    data(record) {
      if (change.status !== undefined) record.status = change.status;
      if (change.processState !== undefined) record.processState = change.processState;
      if (change.rejectReasonId !== undefined) record.rejectReasonId = change.rejectReasonId;
      if (change.dealConfirmed !== undefined) record.dealConfirmed = change.dealConfirmed;
      if (change.appointmentAt !== undefined) record.appointmentAt = change.appointmentAt;
      if (change.appointmentNeedsConfirmation !== undefined)
        record.appointmentNeedsConfirmation = change.appointmentNeedsConfirmation;
      if (change.isRead !== undefined) record.isRead = change.isRead;
      if (change.reportedReasonId !== undefined) record.reportedReasonId = change.reportedReasonId;
      if (change.reportedAt !== undefined) record.reportedAt = change.reportedAt;
      if (change.firstResponseAt !== undefined) record.firstResponseAt = change.firstResponseAt;
      if (change.activity) record.lastActivityAt = at;
      record.updatedAt = at;
    },
  });
  for (const entry of change.histories) {
    await addHistory(lead.id, entry.type, entry.texts, user, { at, from: entry.from ?? null, to: entry.to ?? null });
  }
}

/** After writing to the couple: contact details show, the first answer is stamped, a new lead becomes pending. */
/** The couple's contact details become visible (spec point 5: once the provider has written to the couple). */
async function revealContact(leadId: number): Promise<void> {
  await db.leads.update((q) => q.where({ id: leadId }), {
    data(record) {
      record.leadDetails.email = record.contactEmail;
      record.leadDetails.phone = record.contactPhone;
      record.leadDetails.contactVisible = true;
    },
  });
}

async function afterOutgoingMessage(
  lead: LeadRecord,
  session: Session,
  historyType: 'message_sent' | 'sms_sent',
): Promise<void> {
  const at = nowIso();
  const user = userRef(session);
  const fromStatus = lead.status;
  await revealContact(lead.id);
  await db.leads.update((q) => q.where({ id: lead.id }), {
    data(record) {
      record.firstResponseAt ??= at;
      record.lastActivityAt = at;
      record.updatedAt = at;
      record.isRead = true;
      if (record.status === 'new') record.status = 'pending';
    },
  });
  await addHistory(
    lead.id,
    historyType,
    historyType === 'sms_sent' ? historyTexts.smsSent() : historyTexts.messageSent(),
    user,
    { at },
  );
  if (fromStatus === 'new') {
    await addHistory(lead.id, 'status_changed', historyTexts.statusChanged('new', 'pending'), user, {
      at,
      from: 'new',
      to: 'pending',
    });
  }
}

function notSent(): MockHttpError {
  return new MockHttpError(502, { message: MESSAGE_NOT_SENT, code: 'MESSAGE_NOT_SENT' });
}

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** The mock's delivery failures: the word "unzustellbar" in the text (README), or an invalid mailbox. */
function undeliverable(text: string): boolean {
  return /(^|[^\p{L}])unzustellbar([^\p{L}]|$)/iu.test(plainText(text));
}

interface AttachmentRecord {
  id: number;
  customerId: number;
  /** null: for every provider of the customer. */
  providerId: number | null;
  name?: string;
  fileName?: string;
  size?: number;
  url?: string;
}

/** The customer's attachments (collection `attachments` of the templates area, when present). */
function customerAttachments(customerId: number): AttachmentRecord[] {
  const store = (db as unknown as Record<string, { all(): unknown[] } | undefined>).attachments;
  if (!store) return [];
  return (store.all() as AttachmentRecord[]).filter((a) => a.customerId === customerId);
}

/** What a message may refer to but does not own (the 422 messages of sendLeadMessage). */
const REFERENCE = {
  signatureUnknown: 'Die Signatur wurde nicht gefunden.',
  signatureForeign: 'Sie können nur Ihre eigene Signatur verwenden.',
  signatureOtherProvider: 'Diese Signatur gehört zu einem anderen Anbieter.',
  templateUnknown: 'Die Vorlage wurde nicht gefunden.',
  templateOtherProvider: 'Diese Vorlage gehört zu einem anderen Anbieter.',
  attachmentUnknown: 'Der Anhang wurde nicht gefunden.',
  attachmentOtherProvider: 'Dieser Anhang gehört zu einem anderen Anbieter.',
} as const;

/** A template or attachment of the account serves one provider, or every provider (`providerId` null). */
function usableFor(record: { providerId: number | null }, providerId: number): boolean {
  return record.providerId === null || record.providerId === providerId;
}

/** A new couple id for a lead a provider adds. */
function nextCoupleId(leadId: number): number {
  let max = 1000 + leadId - 1;
  for (const lead of db.leads.all()) if (lead.couple.id > max) max = lead.couple.id;
  return max + 1;
}

interface ManualLeadInput {
  providerId: number;
  coupleName: string;
  weddingDate?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  message?: string | undefined;
  source?: LeadRecord['source'];
}

/** A couple the provider adds itself (createLead, createMarketplaceLead): manual, new, contact details known. */
async function createManualLead(session: Session, input: ManualLeadInput): Promise<LeadRecord> {
  requireNamedProvider(session, input.providerId);
  if (input.weddingDate && input.weddingDate < isoDate(now())) {
    throw fieldError('weddingDate', 'Das Hochzeitsdatum darf nicht in der Vergangenheit liegen.');
  }
  const provider = db.providers.findFirst((q) => q.where({ id: input.providerId }));
  if (!provider) throw forbidden('Sie haben keine Berechtigung für diesen Anbieter.');
  const at = nowIso();
  const user = userRef(session);
  const id = nextId(db.leads);
  const coupleName = input.coupleName.trim();
  if (!coupleName) throw fieldError('coupleName', messages.required);
  const lead = await db.leads.create({
    id,
    createdAt: at,
    updatedAt: at,
    extensionNumber: extensionNumberFor(id),
    leadDetails: { name: coupleName, email: input.email ?? null, phone: input.phone ?? null, contactVisible: true },
    couple: { id: nextCoupleId(id), name: coupleName, weddingDate: input.weddingDate ?? null, organizationDate: null },
    provider: providerSummary(provider, 'de'),
    message: input.message ?? '',
    status: 'new',
    processState: null,
    rejectReasonId: null,
    dealConfirmed: false,
    unreadMessageCount: 0,
    itemCount: 0,
    isPrepaid: false,
    firstLeadType: 'manual',
    isWedding: true,
    isRead: true,
    appointmentAt: null,
    appointmentNeedsConfirmation: false,
    reminderAt: null,
    firstResponseAt: null,
    lastActivityAt: at,
    customerId: provider.customerId,
    providerId: provider.id,
    contactEmail: input.email ?? null,
    contactPhone: input.phone ?? null,
    coupleLastSeenAt: null,
    reportedReasonId: null,
    reportedAt: null,
    source: input.source ?? null,
    deletedAt: null,
  });
  const source = input.source;
  await addHistory(
    id,
    'created',
    source ? historyTexts.registered(source) : historyTexts.created('manual', user),
    user,
    { at, to: 'new' },
  );
  const interactionType = source === 'phone' ? 'phone_call' : source === 'walk_in' ? 'visit' : 'manual_add';
  const notes: Record<string, string> = {
    phone: 'Paar hat direkt angerufen.',
    fair: 'Auf der Hochzeitsmesse kennengelernt.',
    walk_in: 'Paar ist spontan vorbeigekommen.',
    other: 'Außerhalb des Portals kennengelernt.',
  };
  await db.leadInteractions.create({
    id: nextId(db.leadInteractions),
    leadId: id,
    type: interactionType,
    callResult: interactionType === 'phone_call' ? 'TALKED' : null,
    note: source ? (notes[source] ?? null) : 'Paar manuell hinzugefügt.',
    occurredAt: at,
    createdAt: at,
    customerUser: user,
  });
  await db.leadData.create({
    id: nextId(db.leadData),
    leadId: id,
    budget: null,
    capacity: null,
    organizationType: 1,
    extraServices: [],
  });
  return lead;
}

// ---------------------------------------------------------------- statistics

// ---------------------------------------------------------------- handlers

export function leadsHandlers(http: MockHttp) {
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

    http.post('/leads/{id}/actions', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zApplyLeadActionPath, params);
      const lead = accessLead(session, id);
      const body = await parseJsonBody(zApplyLeadActionBody, request);
      const notForThisAction = 'Dieses Feld ist bei dieser Aktion nicht vorgesehen.';
      const errors = collectFieldErrors();
      const needsReason = body.type === 'reject' || body.type === 'report';
      let reason: Texts | undefined;
      if (needsReason) {
        if (body.reasonId === undefined) errors.add('reasonId', messages.required);
        else {
          reason = configLabels(
            body.type === 'reject' ? 'info_request_reject_reason_id' : 'lead_report_reasons',
            body.reasonId,
          );
          if (!reason) errors.add('reasonId', 'Diesen Grund gibt es nicht.');
        }
      } else if (body.reasonId !== undefined) errors.add('reasonId', notForThisAction);
      if (body.processState !== undefined && body.type !== 'mark_negotiating')
        errors.add('processState', notForThisAction);
      if (body.appointmentAt !== undefined && body.type !== 'confirm_appointment')
        errors.add('appointmentAt', notForThisAction);
      const appointmentAt = body.appointmentAt ? isoDateTime(new Date(body.appointmentAt)) : undefined;
      if (appointmentAt && appointmentAt <= nowIso())
        errors.add('appointmentAt', 'Der Termin muss in der Zukunft liegen.');
      errors.throwIfAny();

      const note = body.note?.trim() || undefined;
      const change: LeadChange = { histories: [], activity: true, isRead: true };
      const targets: Partial<Record<typeof body.type, LeadStatus>> = {
        mark_offered: 'offered',
        mark_negotiating: 'negotiating',
        mark_deal: 'deal',
        reject: 'rejected',
        mark_spam: 'spam',
        mark_not_reached: 'not_reached',
        mark_unreachable: 'unreachable',
      };
      const target = targets[body.type];
      if (target) {
        const sameState =
          lead.status === target &&
          !(target === 'negotiating' && body.processState !== undefined && body.processState !== lead.processState);
        if (sameState) throw conflict('Die Anfrage hat diesen Status bereits.', 'LEAD_TRANSITION_NOT_ALLOWED');
        statusChange(
          lead,
          change,
          target,
          target === 'negotiating' ? body.processState : undefined,
          note,
          target === 'rejected' ? reason : undefined,
        );
        if (target === 'rejected') change.rejectReasonId = body.reasonId ?? null;
      } else if (body.type === 'confirm_deal') {
        if (lead.status !== 'deal' || lead.dealConfirmed)
          throw conflict(TRANSITION_NOT_ALLOWED, 'LEAD_TRANSITION_NOT_ALLOWED');
        change.dealConfirmed = true;
        change.histories.push({
          type: 'deal_confirmed',
          texts: historyTexts.withNote(historyTexts.dealConfirmed(), note),
        });
      } else if (body.type === 'report') {
        if (lead.reportedAt) throw conflict('Diese Anfrage wurde bereits gemeldet.', 'LEAD_ALREADY_REPORTED');
        change.reportedReasonId = body.reasonId as number;
        change.reportedAt = nowIso();
        change.histories.push({
          type: 'reported',
          texts: historyTexts.withNote(historyTexts.reported(reason as Texts), note),
        });
      } else {
        // confirm_appointment: the appointment the couple asked for, or the time given now.
        const when = appointmentAt ?? lead.appointmentAt;
        if (!when) throw conflict('Es gibt keinen Termin, der bestätigt werden kann.', 'LEAD_TRANSITION_NOT_ALLOWED');
        if (!appointmentAt && !lead.appointmentNeedsConfirmation)
          throw conflict('Der Termin ist bereits bestätigt.', 'LEAD_TRANSITION_NOT_ALLOWED');
        change.appointmentAt = when;
        change.appointmentNeedsConfirmation = false;
        change.histories.push({
          type: 'appointment_confirmed',
          texts: historyTexts.withNote(historyTexts.appointmentConfirmed(when), note),
        });
      }
      await applyChange(lead, change, session);
      return response(200).json({ data: leadView(id, languageOf(request)) });
    }),

    http.get('/leads/counts-by-calls', ({ request, response, session }) => {
      const query = parseQuery(zGetLeadCountsByCallsQuery, request);
      const leadIds = new Set(inWindow(visibleLeads(session, query.providerIds), query).map((l) => l.id));
      const lastCall = new Map<
        number,
        { at: string; id: number; result: NonNullable<LeadRecord['status']> | string }
      >();
      for (const interaction of db.leadInteractions.all()) {
        if (interaction.type !== 'phone_call' || !interaction.callResult || !leadIds.has(interaction.leadId)) continue;
        const previous = lastCall.get(interaction.leadId);
        if (
          !previous ||
          interaction.occurredAt > previous.at ||
          (interaction.occurredAt === previous.at && interaction.id > previous.id)
        ) {
          lastCall.set(interaction.leadId, {
            at: interaction.occurredAt,
            id: interaction.id,
            result: interaction.callResult,
          });
        }
      }
      const counts = { BUSY: 0, LINE_CLOSED: 0, NO_ANSWER: 0, TALKED: 0, WAITING: 0, total: 0 };
      for (const { result } of lastCall.values()) {
        counts[result as keyof typeof counts] += 1;
        counts.total += 1;
      }
      return response(200).json({ data: counts });
    }),

    http.get('/leads/counts-by-read-status', ({ request, response, session }) => {
      const query = parseQuery(zGetLeadCountsByReadStatusQuery, request);
      const leads = inWindow(visibleLeads(session, query.providerIds), query);
      const pending = leads.filter((l) => l.status === 'new' || l.status === 'pending').length;
      const unread = leads.filter(isUnread).length;
      return response(200).json({
        data: { infoRequests: { pending, read: leads.length - unread, unread, total: leads.length } },
      });
    }),

    http.get('/leads/couple-stats', ({ request, response, session }) => {
      const query = parseQuery(zGetCoupleStatsQuery, request);
      const leads = inWindow(visibleLeads(session, query.providerIds), query);
      const byStatus = {
        new: 0,
        pending: 0,
        negotiating: 0,
        offered: 0,
        deal: 0,
        rejected: 0,
        spam: 0,
        not_reached: 0,
        unreachable: 0,
      };
      for (const lead of leads) byStatus[lead.status] += 1;
      const dealRate = leads.length === 0 ? 0 : Math.round((byStatus.deal / leads.length) * 10000) / 10000;
      return response(200).json({ data: { total: leads.length, byStatus, dealRate } });
    }),

    http.get('/leads/average-response-time', ({ request, response, session }) => {
      const query = parseQuery(zGetAverageResponseTimeQuery, request);
      return response(200).json({
        data: averageResponseTime(inWindow(visibleLeads(session, query.providerIds), query)),
      });
    }),

    http.get('/leads/provider-average-response-time', ({ request, response, session }) => {
      const query = parseQuery(zGetProviderAverageResponseTimeQuery, request);
      const leads = inWindow(visibleLeads(session, query.providerIds), query);
      const rows = [...visibleProviderIds(session, query.providerIds)]
        .sort((a, b) => a - b)
        .map((providerId) => ({
          providerId,
          ...averageResponseTime(leads.filter((l) => l.providerId === providerId)),
        }));
      return response(200).json(singlePage(rows));
    }),

    http.get('/lead-data', ({ request, response, session }) => {
      const { leadId } = parseQuery(zListLeadDataQuery, request);
      const lead = db.leads.findFirst((q) => q.where({ id: leadId }));
      // A lead that does not exist for this user simply has no data; one of an unlinked provider is forbidden.
      if (!lead || lead.deletedAt !== null || lead.customerId !== session.customerId)
        return response(200).json(singlePage([]));
      accessLead(session, leadId);
      const records = db.leadData
        .all()
        .filter((d) => d.leadId === leadId)
        .map((d) => structuredClone(d));
      return response(200).json(singlePage(records));
    }),

    http.put('/lead-data/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateLeadDataPath, params);
      const existing = db.leadData.findFirst((q) => q.where({ id }));
      if (!existing) throw notFound('Die Anfragedaten wurden nicht gefunden.');
      accessLead(session, existing.leadId);
      const body = await parseJsonBody(zUpdateLeadDataBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      const errors = collectFieldErrors();
      if (
        body.organizationType !== undefined &&
        body.organizationType !== null &&
        !configLabels('organization_type', body.organizationType)
      ) {
        errors.add('organizationType', 'Diese Art der Feier gibt es nicht.');
      }
      const services = body.extraServices?.map((s) => s.trim());
      services?.forEach((service, index) => {
        if (!service) errors.add(`extraServices.${index}`, messages.required);
        else if (services.findIndex((other) => other.toLowerCase() === service.toLowerCase()) !== index) {
          errors.add(`extraServices.${index}`, 'Diese Leistung ist bereits eingetragen.');
        }
      });
      errors.throwIfAny();
      const updated = await db.leadData.update((q) => q.where({ id }), {
        data(record) {
          if (body.budget !== undefined) record.budget = body.budget;
          if (body.capacity !== undefined) record.capacity = body.capacity;
          if (body.organizationType !== undefined) record.organizationType = body.organizationType;
          if (services !== undefined) record.extraServices = services;
        },
      });
      const organizationType = body.organizationType;
      await db.leads.update((q) => q.where({ id: existing.leadId }), {
        data(record) {
          // Wedding and civil ceremony are weddings; engagement and pre-wedding party are not.
          if (organizationType !== undefined && organizationType !== null) record.isWedding = organizationType <= 2;
          record.updatedAt = nowIso();
        },
      });
      return response(200).json({ data: structuredClone(updated ?? existing) });
    }),

    http.get('/search/couple', ({ request, response, session }) => {
      const query = parseQuery(zSearchCouplesQuery, request);
      const needle = query.coupleName.trim().toLowerCase();
      if (needle.length < 2) throw fieldError('coupleName', messages.tooShort(2));
      const matches = sortLeads(
        visibleLeads(session).filter((l) => matchesCouple(l, needle)),
        '-createdAt',
      );
      const page = paginate(matches, { limit: query.limit, page: 1 });
      return response(200).json({
        data: page.data.map((l) => ({
          leadId: l.id,
          coupleName: l.couple.name,
          extensionNumber: l.extensionNumber,
          provider: providerSummary(l.providerId, languageOf(request)),
          status: l.status,
        })),
        paging: page.paging,
      });
    }),

    http.get('/couple/{id}/last-activity', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetCoupleLastActivityPath, params);
      const ofCustomer = db.leads
        .all()
        .filter((l) => l.couple.id === id && l.deletedAt === null && l.customerId === session.customerId);
      if (ofCustomer.length === 0) throw notFound('Das Paar wurde nicht gefunden.');
      const hidden = planHiddenLeadIds();
      const linked = ofCustomer.filter((l) => session.providerIds.includes(l.providerId));
      // The couple wrote only to providers of the account the user has no active link to (docs/security.md).
      if (linked.length === 0) throw forbidden('Sie haben keine Berechtigung für dieses Paar.', RIGHTS_CODES.notLinked);
      const leads = linked.filter((l) => !hidden.has(l.id));
      if (leads.length === 0) throw forbidden(PLAN_LIMIT_MESSAGE, 'PLAN_LIMIT');
      const leadIds = new Set(leads.map((l) => l.id));
      // What the couple did: their own interactions (request, visit, like …) and their messages.
      let lastActivityAt: string | null = null;
      let lastActivityType: z.infer<typeof zLeadDetail>['interactions'][number]['type'] | null = null;
      const consider = (at: string, type: NonNullable<typeof lastActivityType>) => {
        if (!lastActivityAt || at > lastActivityAt) {
          lastActivityAt = at;
          lastActivityType = type;
        }
      };
      for (const interaction of db.leadInteractions.all()) {
        if (leadIds.has(interaction.leadId) && interaction.customerUser === null)
          consider(interaction.occurredAt, interaction.type);
      }
      for (const message of db.leadMessages.all()) {
        if (leadIds.has(message.leadId) && message.direction === 'incoming')
          consider(message.createdAt, message.channel);
      }
      const seen = leads.map((l) => l.coupleLastSeenAt).filter((at): at is string => at !== null);
      const lastSeenAt = seen.length > 0 ? seen.reduce((a, b) => (a > b ? a : b)) : null;
      return response(200).json({ data: { coupleId: id, lastActivityAt, lastActivityType, lastSeenAt } });
    }),

    http.post('/dugun-leads', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateMarketplaceLeadBody, request);
      const lead = await createManualLead(session, body);
      return response(201).json({ data: leadView(lead.id, languageOf(request)) });
    }),
  ];
}
