// Leads: what the lead handlers share: visibility of leads, their views, status changes, messages sent and
// leads added by hand (the rules are described in leads.ts).
import { type z } from 'zod';
import type { zLead, zLeadDetail, zLeadMessage } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
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
} from '../../db/leads';
import { calendarDaysOnEarth, isoDate, isoDateTime, marketDay, now } from '../../lib/clock';
import { isValidPhone } from '../../lib/phone';
import { conflict, fieldError, forbidden, messages, MockHttpError, notFound } from '../../lib/errors';
import { requireNamedProvider, requireProviderRight } from '../../lib/rights';
import { type Session, visibleProviderIds } from '../../lib/session';
import { type LanguageKey, providerSummary } from '../../lib/views';

type Lead = z.infer<typeof zLead>;
type LeadDetail = z.infer<typeof zLeadDetail>;
export type LeadMessage = z.infer<typeof zLeadMessage>;
export type LeadStatus = Lead['status'];
type ProcessState = NonNullable<Lead['processState']>;
type ConfigType = ReturnType<typeof db.configEntries.all>[number]['type'];

export const PLAN_LIMIT_MESSAGE =
  'Ihr Tarif zeigt höchstens 3 Paare pro Monat. Für weitere Anfragen wechseln Sie bitte in einen höheren Tarif.';
export const TRANSITION_NOT_ALLOWED = 'Dieser Statuswechsel ist nicht möglich.';
const MESSAGE_NOT_SENT = 'Ihre Nachricht konnte nicht gesendet werden.';

// ---------------------------------------------------------------- access and projection

export function nowIso(): string {
  return isoDateTime(now());
}

export function userRef(session: Session) {
  return { id: session.user.id, name: session.user.name };
}

/** Leads the basic plan hides; only providers among `providerIds` (all when omitted) are looked at. */
export function planHiddenLeadIds(providerIds?: ReadonlySet<number>): Set<number> {
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
export function visibleLeads(session: Session, requestedProviderIds?: readonly number[]): LeadRecord[] {
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
export function listedLeads(
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
export function accessLead(session: Session, id: number): LeadRecord {
  const lead = db.leads.findFirst((q) => q.where({ id }));
  if (!lead || lead.deletedAt !== null || lead.customerId !== session.customerId) {
    throw notFound('Die Anfrage wurde nicht gefunden.');
  }
  requireProviderRight(session, lead.providerId, 'read', { unlinked: 'forbidden' });
  if (planHiddenLeadIds(new Set([lead.providerId])).has(lead.id)) throw forbidden(PLAN_LIMIT_MESSAGE, 'PLAN_LIMIT');
  return lead;
}

/** The next open reminder per lead. */
export function nextReminders(leadIds: ReadonlySet<number>): Map<number, string> {
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

export function toLead(lead: LeadRecord, reminderAt: string | null, language: LanguageKey, isLocked = false): Lead {
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

export function leadView(leadId: number, language: LanguageKey): Lead {
  const lead = db.leads.findFirst((q) => q.where({ id: leadId })) as LeadRecord;
  return toLead(lead, nextReminders(new Set([leadId])).get(leadId) ?? null, language);
}

export function leadDetailView(lead: LeadRecord, language: LanguageKey): LeadDetail {
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

export function messageView(message: LeadMessage): LeadMessage {
  return structuredClone(message);
}

export function configLabels(type: ConfigType, itemId: number): Texts | undefined {
  const entry = db.configEntries.all().find((e) => e.type === type && e.itemId === itemId && e.status === 1);
  return entry ? structuredClone(entry.labels) : undefined;
}

export function isUnread(lead: LeadRecord): boolean {
  return !lead.isRead || lead.unreadMessageCount > 0;
}

export function matchesCouple(lead: LeadRecord, needle: string): boolean {
  return (
    (lead.couple.name ?? '').toLowerCase().includes(needle) ||
    lead.leadDetails.name.toLowerCase().includes(needle) ||
    lead.extensionNumber.includes(needle)
  );
}

/** `createdAtStart`/`createdAtEnd` filter (inclusive days); the end may not lie before the start. */
export function inWindow(
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
export function sortLeads(leads: LeadRecord[], sort: string): LeadRecord[] {
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

export interface LeadChange {
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
export function statusChange(
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

export async function applyChange(lead: LeadRecord, change: LeadChange, session: Session): Promise<void> {
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
export async function revealContact(leadId: number): Promise<void> {
  await db.leads.update((q) => q.where({ id: leadId }), {
    data(record) {
      record.leadDetails.email = record.contactEmail;
      record.leadDetails.phone = record.contactPhone;
      record.leadDetails.contactVisible = true;
    },
  });
}

export async function afterOutgoingMessage(
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

export function notSent(): MockHttpError {
  return new MockHttpError(502, { message: MESSAGE_NOT_SENT, code: 'MESSAGE_NOT_SENT' });
}

export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** The mock's delivery failures: the word "unzustellbar" in the text (README), or an invalid mailbox. */
export function undeliverable(text: string): boolean {
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
export function customerAttachments(customerId: number): AttachmentRecord[] {
  const store = (db as unknown as Record<string, { all(): unknown[] } | undefined>).attachments;
  if (!store) return [];
  return (store.all() as AttachmentRecord[]).filter((a) => a.customerId === customerId);
}

/** What a message may refer to but does not own (the 422 messages of sendLeadMessage). */
export const REFERENCE = {
  signatureUnknown: 'Die Signatur wurde nicht gefunden.',
  signatureForeign: 'Sie können nur Ihre eigene Signatur verwenden.',
  signatureOtherProvider: 'Diese Signatur gehört zu einem anderen Anbieter.',
  templateUnknown: 'Die Vorlage wurde nicht gefunden.',
  templateOtherProvider: 'Diese Vorlage gehört zu einem anderen Anbieter.',
  attachmentUnknown: 'Der Anhang wurde nicht gefunden.',
  attachmentOtherProvider: 'Dieser Anhang gehört zu einem anderen Anbieter.',
} as const;

/** A template or attachment of the account serves one provider, or every provider (`providerId` null). */
export function usableFor(record: { providerId: number | null }, providerId: number): boolean {
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
export async function createManualLead(session: Session, input: ManualLeadInput): Promise<LeadRecord> {
  requireNamedProvider(session, input.providerId);
  // A calendar day: refused only when it is past everywhere on earth (docs/dates.md, "Today"); the portal checks
  // the user's today.
  if (input.weddingDate && input.weddingDate < isoDate(calendarDaysOnEarth().earliest)) {
    throw fieldError('weddingDate', 'Das Hochzeitsdatum darf nicht in der Vergangenheit liegen.');
  }
  // The portal's phone rule (src/lib/phone-rule.ts): a valid number of some country, not only the pattern.
  if (input.phone && !isValidPhone({ number: input.phone })) throw fieldError('phone', messages.phone);
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
