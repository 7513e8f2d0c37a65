// The rule parity specs of a lead: messages, notes, reminders, interactions, its data and the reasons of a
// rejection or report (src/lib/forms/rule-parity.test.ts).
import type { z } from 'zod';
import { db } from '@mocks/db';
import { nextId } from '@mocks/db/collection';
import { PROVIDER } from '@mocks/db/core';
import { addDays, isoDateTime, now } from '@mocks/lib/clock';
import { noteFormSchema } from '@/features/leads/api/comments';
import {
  CALL_RESULTS,
  INTERACTION_TYPES,
  interactionFormSchema,
  type InteractionFormValues,
} from '@/features/leads/api/interactions';
import { interactionBody } from '@/features/leads/components/detail/interaction-form';
import { type ReminderFormValues, reminderFormSchema } from '@/features/leads/api/reminders';
import { reminderBody } from '@/features/leads/components/detail/outcomes/reminder-dialog';
import { emailFormSchema, emailRequestBody } from '@/features/leads/components/messages/email-form';
import { smsFormSchema, smsRequestBody } from '@/features/leads/components/messages/sms-composer';
import type { TextDraft } from '@/features/leads/components/messages/use-composer';
import { type LeadData } from '@/features/leads/api/lead-data';
import { leadDataChanges, type LeadDataFormValues } from '@/features/leads/components/detail/lead-data-fields';
import { leadDataSchema } from '@/features/leads/components/detail/lead-data-rules';
import { reasonFormSchema, type ReasonFormValues } from '@/features/leads/components/detail/outcomes/form-schemas';
import { reasonBody } from '@/features/leads/components/detail/outcomes/reason-dialog';
import { type ParitySpec } from '@/testing/rule-parity';
import { addCoupleRequest, type AddCoupleValues, emptyAddCouple } from '@/features/leads/lib/add-couple';
import { loadAllPhoneMetadata } from '@/lib/phone';
import { text, number, choice, apiGet, datePicker, phoneCases } from './rule-parity-inputs';

// ---------------------------------------------------------------- leads

export interface LeadContext {
  leadId: number;
}

export function leadContext(): LeadContext {
  const lead = db.leads
    .all()
    .find((candidate) => candidate.providerId === PROVIDER.havelblick && candidate.contactPhone);
  if (!lead) throw new Error('No lead of the venue with a phone number.');
  return { leadId: lead.id };
}

export type EmailValues = z.input<typeof emailFormSchema>;

export const leadEmail: ParitySpec<EmailValues, LeadContext> = {
  form: 'Lead: e-mail reply',
  operationId: 'sendLeadMessage',
  as: 'demo',
  context: leadContext,
  params: ({ leadId }) => ({ id: leadId }),
  valid: () => ({
    subject: '',
    body: 'Vielen Dank für Ihre Anfrage.',
    templateId: '',
    signatureId: '',
    attachmentIds: [],
  }),
  client: (values) => {
    const parsed = emailFormSchema.safeParse(values);
    return parsed.success ? emailRequestBody(parsed.data) : null;
  },
  unchecked: (values) => emailRequestBody(values),
  fields: [
    { property: 'subject', type: text('subject') },
    { property: 'body', type: text('body') },
  ],
  notTyped: {
    mailTemplateId: "picked from the account's templates",
    signatureId: "picked from the user's signatures",
    attachmentIds: "picked from the account's attachments",
  },
};

export const leadSms: ParitySpec<TextDraft, LeadContext> = {
  form: 'Lead: SMS',
  operationId: 'sendLeadSms',
  as: 'demo',
  context: leadContext,
  params: ({ leadId }) => ({ id: leadId }),
  valid: () => ({ body: 'Wir melden uns morgen bei Ihnen.' }),
  client: (values) => (smsFormSchema.safeParse(values).success ? smsRequestBody(values) : null),
  unchecked: (values) => smsRequestBody(values),
  fields: [{ property: 'body', type: text('body') }],
};

export const leadNote: ParitySpec<{ body: string }, LeadContext> = {
  form: 'Lead: internal note',
  operationId: 'createLeadComment',
  as: 'demo',
  context: leadContext,
  params: ({ leadId }) => ({ id: leadId }),
  valid: () => ({ body: 'Paar ruft am Montag zurück.' }),
  client: (values) => {
    const parsed = noteFormSchema.safeParse(values);
    return parsed.success ? { body: parsed.data.body } : null;
  },
  fields: [{ property: 'body', type: text('body') }],
};

/** "Paar hinzufügen" in the inbox (issue 41.6): the providers the demo user is linked to. */
export const leadAdd: ParitySpec<AddCoupleValues, { providerIds: number[] }> = {
  form: 'Leads: add a couple by hand',
  operationId: 'createLead',
  as: 'demo',
  context: async () => {
    // The phone rule reads numbers of any country (src/lib/phone-rule.ts).
    await loadAllPhoneMetadata();
    return { providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon] };
  },
  params: () => ({}),
  valid: () => ({ ...emptyAddCouple(PROVIDER.havelblick), coupleName: 'Julia Wagner & Tim Hoffmann' }),
  client: (values) => {
    const request = addCoupleRequest(values);
    return 'body' in request ? request.body : null;
  },
  fields: [
    {
      property: 'providerId',
      type: choice<AddCoupleValues, { providerIds: number[] }>('providerId', ({ providerIds }) => providerIds, {
        required: true,
      }),
    },
    { property: 'coupleName', type: text('coupleName') },
    { property: 'weddingDate', type: datePicker('weddingDate') },
    { property: 'email', type: text('email') },
    {
      property: 'phone',
      type: text('phone'),
      shared: () =>
        phoneCases<AddCoupleValues>(
          (values, phone, phoneCountry) => ({ ...values, phone, phoneCountry }),
          (e164) => e164,
          { bodyNamesCountry: false },
        ),
    },
    { property: 'message', type: text('message') },
  ],
  touches: ['leads', 'leadHistories', 'leadInteractions', 'leadData'],
};

/** A note the logged-in user wrote on the lead (only its author changes a note's text). */
interface OwnNoteContext extends LeadContext {
  commentId: number;
}

export const leadNoteEdit: ParitySpec<{ body: string }, OwnNoteContext> = {
  form: 'Lead: changing an own note',
  operationId: 'updateLeadComment',
  as: 'demo',
  context: async (session) => {
    const { leadId } = leadContext();
    if (!session) throw new Error('changing a note needs a logged-in user');
    const user = db.customerUsers.findFirst((q) => q.where({ id: session.customerUserId }));
    if (!user) throw new Error('the logged-in user is not in the seed');
    const note = await db.leadComments.create({
      id: nextId(db.leadComments),
      leadId,
      createdAt: isoDateTime(addDays(now(), -1)),
      body: 'Paar ruft am Montag zurück.',
      author: { id: user.id, name: user.name },
      readByUserIds: [user.id],
    });
    return { leadId, commentId: note.id };
  },
  params: ({ leadId, commentId }) => ({ id: leadId, commentId }),
  valid: () => ({ body: 'Paar ruft am Dienstag zurück.' }),
  // The same rules as a new note's: the edit form reads the new note's schema.
  client: (values) => {
    const parsed = noteFormSchema.safeParse(values);
    return parsed.success ? { body: parsed.data.body } : null;
  },
  fields: [{ property: 'body', type: text('body') }],
};

/** What `<input type="datetime-local">` holds for an instant, in the test's time zone. */
export function localInput(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

export const leadReminder: ParitySpec<ReminderFormValues, LeadContext> = {
  form: 'Lead: reminder',
  operationId: 'createLeadReminder',
  as: 'demo',
  context: leadContext,
  params: ({ leadId }) => ({ id: leadId }),
  valid: () => ({ remindAt: localInput(new Date(Date.now() + 2 * 86_400_000)), note: '' }),
  client: (values) => (reminderFormSchema.safeParse(values).success ? reminderBody(values) : null),
  fields: [
    {
      property: 'remindAt',
      type: (values, value) => (value === undefined ? { ...values, remindAt: '' } : null),
      shared: () =>
        [
          { name: 'remindAt: in an hour', at: new Date(Date.now() + 3_600_000) },
          { name: 'remindAt: an hour ago', at: new Date(Date.now() - 3_600_000) },
        ].map(({ name, at }) => ({
          name,
          type: (values: ReminderFormValues) => ({ ...values, remindAt: localInput(at) }),
          body: reminderBody({ remindAt: localInput(at), note: '' }).remindAt,
        })),
    },
    { property: 'note', type: text('note') },
  ],
};

export const leadInteraction: ParitySpec<InteractionFormValues, LeadContext> = {
  form: 'Lead: interaction',
  operationId: 'createLeadInteraction',
  as: 'demo',
  context: leadContext,
  params: ({ leadId }) => ({ id: leadId }),
  valid: () => ({
    type: 'phone_call',
    callResult: 'TALKED',
    note: '',
    occurredAt: localInput(new Date(Date.now() - 3_600_000)),
  }),
  client: (values) => (interactionFormSchema.safeParse(values).success ? interactionBody(values) : null),
  unchecked: (values) => interactionBody(values),
  fields: [
    { property: 'type', type: choice('type', () => INTERACTION_TYPES, { required: true }) },
    { property: 'callResult', type: choice('callResult', () => CALL_RESULTS) },
    { property: 'note', type: text('note') },
    {
      property: 'occurredAt',
      type: (values, value) => (value === undefined ? { ...values, occurredAt: '' } : null),
      shared: () =>
        [
          { name: 'occurredAt: an hour ago', at: new Date(Date.now() - 3_600_000) },
          { name: 'occurredAt: in an hour', at: new Date(Date.now() + 3_600_000) },
        ].map(({ name, at }) => ({
          name,
          type: (values: InteractionFormValues) => ({ ...values, occurredAt: localInput(at) }),
          body: interactionBody({ type: 'phone_call', callResult: 'TALKED', note: '', occurredAt: localInput(at) })
            .occurredAt,
        })),
    },
  ],
};

export const leadData: ParitySpec<LeadDataFormValues, { record: LeadData; organizationTypes: number[] }> = {
  form: 'Lead: data of the wedding',
  operationId: 'updateLeadData',
  as: 'demo',
  context: async (session) => {
    const { leadId } = leadContext();
    const records = await apiGet<LeadData[]>(session, `/lead-data?leadId=${leadId}`);
    const record = records.find((candidate) => candidate.leadId === leadId);
    if (!record) throw new Error(`Lead ${leadId} has no data.`);
    const organizationTypes = db.configEntries
      .all()
      .filter((entry) => entry.type === 'organization_type' && entry.status === 1)
      .map((entry) => Number(entry.itemId));
    // Unlike every typed value, so each is a change the form sends.
    return {
      record: { ...record, budget: null, capacity: 77, organizationType: null, extraServices: ['Anfang'] },
      organizationTypes,
    };
  },
  params: ({ record }) => ({ id: record.id }),
  valid: () => ({ budget: 18000, capacity: 120, organizationType: '', extraServices: ['Fotobox'] }),
  client: (values, { record }) => (leadDataSchema.safeParse(values).success ? leadDataChanges(record, values) : null),
  unchecked: (values, { record }) => leadDataChanges(record, values),
  fields: [
    { property: 'budget.amount', type: number('budget') },
    { property: 'capacity', type: number('capacity') },
    {
      property: 'organizationType',
      type: choice<LeadDataFormValues, { organizationTypes: number[] }>(
        'organizationType',
        (context) => context.organizationTypes,
        {
          toForm: String,
        },
      ),
    },
    {
      property: 'extraServices.0',
      // A service is added by its button, which takes no empty text.
      type: (values, value) =>
        value === undefined
          ? { ...values, extraServices: [] }
          : typeof value === 'string' && value.trim() !== ''
            ? { ...values, extraServices: [value] }
            : null,
    },
    {
      property: 'extraServices',
      type: (values, value) =>
        Array.isArray(value) && value.every((item) => typeof item === 'string')
          ? { ...values, extraServices: value as string[] }
          : value === undefined
            ? values
            : null,
    },
  ],
};

export function leadReason(
  kind: 'reject' | 'report',
): ParitySpec<ReasonFormValues, LeadContext & { reasonIds: number[] }> {
  const configType = kind === 'reject' ? 'info_request_reject_reason_id' : 'lead_report_reasons';
  return {
    form: kind === 'reject' ? 'Lead: reject' : 'Lead: report',
    operationId: 'applyLeadAction',
    as: 'demo',
    context: () => {
      const lead = db.leads
        .all()
        .find((candidate) => candidate.providerId === PROVIDER.havelblick && candidate.status === 'pending');
      if (!lead) throw new Error('No pending lead of the venue.');
      const reasonIds = db.configEntries
        .all()
        .filter((entry) => entry.type === configType && entry.status === 1)
        .map((entry) => Number(entry.itemId));
      return { leadId: lead.id, reasonIds };
    },
    params: ({ leadId }) => ({ id: leadId }),
    valid: ({ reasonIds }) => ({ reasonId: String(reasonIds[0]), note: '' }),
    client: (values) => (reasonFormSchema.safeParse(values).success ? reasonBody(kind, values) : null),
    unchecked: (values) => reasonBody(kind, values),
    fields: [
      {
        property: 'reasonId',
        type: choice<ReasonFormValues, { reasonIds: number[] }>('reasonId', ({ reasonIds }) => reasonIds, {
          toForm: String,
        }),
      },
      { property: 'note', type: text('note') },
    ],
    notTyped: {
      type: `the dialog's action (${kind})`,
      processState: 'the negotiation dialog, not this one',
      appointmentAt: 'the appointment dialog, not this one',
    },
    touches: ['leads', 'leadHistories', 'leadMessages'],
  };
}
