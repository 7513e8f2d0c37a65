// The lead data form's values (spec point 3) and what is made of them: the values of a record, the changes to
// send, the server's field paths, and the draft that keeps typed values across a reload. No texts: the fields that
// show them are lead-data-fields.tsx.
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { LeadDataUpdateLimits } from '@/api/generated/limits';
import { draftKey, useDraft } from '@/lib/drafts';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { isRecord, isStringList } from '@/lib/guards';
import { useCurrentUser } from '@/lib/session/session-query';
import type { LeadData, LeadDataUpdate } from '../../api/lead-data';

const limits = LeadDataUpdateLimits.properties;
export const SERVICES_MAX = limits.extraServices.maxItems;
export const SERVICE_MAX_LENGTH = limits.extraServices.items.maxLength;

/** The form's values: numbers stay numbers (the API's); `NumberInput` hands NaN for text that is not a number. */
export interface LeadDataFormValues {
  budget: number | null;
  capacity: number | null;
  organizationType: string;
  extraServices: string[];
}
type FormValues = LeadDataFormValues;

export function leadDataValuesOf(record: LeadData): FormValues {
  return {
    budget: record.budget ? record.budget.amount : null,
    capacity: record.capacity,
    organizationType: record.organizationType === null ? '' : String(record.organizationType),
    extraServices: [...record.extraServices],
  };
}

/** Only what the user changed is sent (PUT /lead-data/{id} is a partial update). */
export function leadDataChanges(record: LeadData, values: FormValues): LeadDataUpdate {
  const body: LeadDataUpdate = {};
  const { budget, capacity } = values;
  if (budget !== (record.budget?.amount ?? null))
    body.budget = budget === null ? null : { amount: budget, currency: 'EUR' };
  if (capacity !== record.capacity) body.capacity = capacity;
  const organizationType = values.organizationType === '' ? null : Number(values.organizationType);
  if (organizationType !== record.organizationType) body.organizationType = organizationType;
  if (values.extraServices.join('\n') !== record.extraServices.join('\n')) body.extraServices = values.extraServices;
  return body;
}

// The draft of the form (issue 12, point 7; docs/leads.md): only the fields the user changed against the record,
// so a restored draft lays the user's own edits over the current record and never writes back values a colleague
// changed meanwhile. Kept per user and lead until a save succeeds; a failed save keeps it.
const leadDataDraftKey = (userId: number, leadId: number) => draftKey(userId, 'lead', 'data', leadId);
type LeadDataDraft = Partial<FormValues>;

const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

/** A stored draft: any of the form's fields with its type; anything else in storage is discarded. */
function leadDataDraft(stored: unknown): LeadDataDraft | null {
  if (!isRecord(stored)) return null;
  const { budget, capacity, organizationType, extraServices } = stored;
  if (budget !== undefined && !isNumberOrNull(budget)) return null;
  if (capacity !== undefined && !isNumberOrNull(capacity)) return null;
  if (organizationType !== undefined && typeof organizationType !== 'string') return null;
  if (extraServices !== undefined && !isStringList(extraServices)) return null;
  const draft: LeadDataDraft = {};
  if (typeof budget === 'number' || budget === null) draft.budget = budget;
  if (typeof capacity === 'number' || capacity === null) draft.capacity = capacity;
  if (typeof organizationType === 'string') draft.organizationType = organizationType;
  if (isStringList(extraServices)) draft.extraServices = extraServices;
  return draft;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` that differ from `base` (NaN, text that is no number, is kept as null). */
function draftOf(base: FormValues, values: Partial<FormValues>): LeadDataDraft {
  const draft: LeadDataDraft = {};
  for (const name of ['budget', 'capacity', 'organizationType', 'extraServices'] as const) {
    const value = values[name];
    if (value !== undefined && !sameValue(value, base[name])) Object.assign(draft, { [name]: value });
  }
  return draft;
}

/** The server's field paths (`budget.amount`, `extraServices.2`) to the form's fields. */
export const LEAD_DATA_SERVER_FIELDS: ServerFieldMap<FormValues> = {
  budget: 'budget',
  'budget.amount': 'budget',
  capacity: 'capacity',
  organizationType: 'organizationType',
  extraServices: 'extraServices',
  ...Object.fromEntries(
    Array.from({ length: SERVICES_MAX }, (_, index) => [`extraServices.${index}`, `extraServices.${index}`]),
  ),
};

/**
 * The form's draft: a draft from before a reload goes over the record (the form stays dirty against the record, so
 * Save is enabled), and every change lands in it; back at the saved values there is nothing to keep. Returns the
 * draft's `clear`, for a successful save.
 */
export function useLeadDataDraft(
  form: UseFormReturn<FormValues>,
  leadId: number,
  initialValues: FormValues,
  savedValues: FormValues,
) {
  const user = useCurrentUser();
  const draft = useDraft<LeadDataDraft>(leadDataDraftKey(user.id, leadId), {}, leadDataDraft);
  const { restored, wasRestored, save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    if (wasRestored) form.reset({ ...initialValues, ...restored }, { keepDefaultValues: true });
  }, [form, initialValues, restored, wasRestored]);
  // (On the first render the values are still the record's and the draft is cleared, then the restored values
  // store it again.)
  const values = useWatch({ control: form.control });
  useEffect(() => {
    const changed = draftOf(savedValues, values);
    if (Object.keys(changed).length === 0) clearDraft();
    else saveDraft(changed);
  }, [savedValues, values, saveDraft, clearDraft]);
  return clearDraft;
}
