// The rule parity specs of the listing: halls and the info page (src/lib/forms/rule-parity.test.ts).
import { PROVIDER } from '@mocks/db/core';
import { listProviderDataUpdatesQueryLimits } from '@/api/generated/limits';
import type { ProviderData, ProviderDataUpdate, ProviderForm } from '@/features/listing/api/provider-content';
import type { ProviderDetail } from '@/features/listing/api/providers';
import { AREA_TYPES, EMPTY_HALL, hallCreateBody, type HallValues, validateHall } from '@/features/listing/lib/halls';
import { type AnswerValue, initialValues, type ProfileValues, startPhoneOf } from '@/features/listing/lib/profile';
import { changesOf } from '@/features/listing/lib/profile-changes';
import { profileSchema } from '@/features/listing/lib/profile-schema';
import { pendingByField } from '@/features/listing/lib/profile-tabs';
import { numberAnswerRange } from '@/lib/provider-answer-range';
import { loadStoredPhones } from '@/lib/stored-phone';
import { TEST_API_BASE_URL } from '@/testing/mock-server';
import { type LoggedIn, type ParityField, type ParitySpec } from '@/testing/rule-parity';
import { type Typer, text, number, choice, phoneCases, apiGet, needSession } from './rule-parity-inputs';

// ---------------------------------------------------------------- listing: halls

export const hall: ParitySpec<HallValues, { providerId: number }> = {
  form: 'Halls: new hall',
  operationId: 'createCustomerSpace',
  as: 'demo',
  context: () => ({ providerId: PROVIDER.havelblick }),
  params: () => ({}),
  valid: () => ({
    ...EMPTY_HALL,
    name: 'Saal Havel',
    areaType: 'indoor',
    minCapacity: 40,
    maxCapacity: 120,
    mealCapacity: 100,
  }),
  client: (values, { providerId }) =>
    Object.keys(validateHall(values)).length > 0 ? null : hallCreateBody(providerId, values),
  unchecked: (values, { providerId }) => hallCreateBody(providerId, values),
  fields: [
    { property: 'name', type: text('name') },
    { property: 'areaType', type: choice('areaType', () => AREA_TYPES) },
    {
      property: 'minCapacity',
      // A larger minimum comes with a maximum that allows it (the order rule is the maximum's).
      type: (values, value) => {
        const typed = number<HallValues>('minCapacity')(values, value, undefined);
        return typed && typeof value === 'number' && value > (typed.maxCapacity ?? 0)
          ? { ...typed, maxCapacity: value }
          : typed;
      },
    },
    {
      property: 'maxCapacity',
      type: (values, value) => {
        const typed = number<HallValues>('maxCapacity')(values, value, undefined);
        return typed && typeof value === 'number' && value < (typed.minCapacity ?? 0)
          ? { ...typed, minCapacity: value }
          : typed;
      },
    },
    { property: 'mealCapacity', type: number('mealCapacity') },
    { property: 'cocktailCapacity', type: number('cocktailCapacity') },
  ],
  notTyped: { providerId: 'the page of the provider the hall belongs to' },
  touches: ['customerSpaces'],
};

// ---------------------------------------------------------------- listing: info page

export interface ListingContext {
  tab: string;
  provider: ProviderDetail;
  forms: ProviderForm[];
  answers: ProviderData[];
  pending: Map<string, ProviderDataUpdate>;
  /** The values the tab started with: unlike any typed value, so every typed value is a change the form sends. */
  start: ProfileValues;
}

export async function listingContext(session: LoggedIn | null, tab: string): Promise<ListingContext> {
  const user = needSession(session);
  const id = PROVIDER.havelblick;
  const provider = await apiGet<ProviderDetail>(user, `/providers/${id}`);
  const forms = await apiGet<ProviderForm[]>(user, `/provider-forms?providerId=${id}`);
  const answers = await apiGet<ProviderData[]>(user, `/provider-data?providerId=${id}`);
  const pending = pendingByField(
    await apiGet<ProviderDataUpdate[]>(
      user,
      `/provider-data-update-queue?providerIds=${id}&status=pending&limit=${listProviderDataUpdatesQueryLimits.limit.maximum}`,
    ),
  );
  // The contact tab starts with the stored number, read with the phone library.
  await loadStoredPhones([startPhoneOf(provider, pending)]);
  const values = initialValues(tab, provider, forms, answers, pending);
  const start: ProfileValues = {
    listing: {
      name: 'Anfang',
      description: 'Anfang',
      address: 'Anfang',
      phone: '030 7654321',
      phoneCountry: 'DE',
      email: 'anfang@example.de',
      website: 'https://anfang.example.de',
    },
    answers: Object.fromEntries(Object.keys(values.answers).map((name) => [name, -1_000_000])),
  };
  return { tab, provider, forms, answers, pending, start };
}

/** The tab's changes as the form sends them, or null when its rules refuse the values. */
export function listingChanges(values: ProfileValues, context: ListingContext, checked: boolean) {
  if (checked && !profileSchema(context.tab, context.forms).safeParse(values).success) return null;
  return changesOf(context.tab, context.start, values, context.forms, context.answers, context.pending);
}

export function listingBody(values: ProfileValues, context: ListingContext, checked: boolean) {
  const changes = listingChanges(values, context, checked);
  if (!changes) return null;
  const change = changes.find((candidate) => candidate.kind === 'listing');
  return change?.kind === 'listing' ? change.body : null;
}

/** A text field of the listing; left out of the update, it keeps what it started with (no change is sent). */
export const listingText =
  (key: keyof ProfileValues['listing']): Typer<ProfileValues, ListingContext> =>
  (values, value, context) =>
    value === undefined
      ? { ...values, listing: { ...values.listing, [key]: context.start.listing[key] } }
      : text<ProfileValues>(`listing.${key}`)(values, value, context);

export function listingTab(
  tab: string,
  fields: Array<ParityField<ProfileValues, ListingContext>>,
): ParitySpec<ProfileValues, ListingContext> {
  return {
    form: `Listing info, tab ${tab}`,
    operationId: 'updateProvider',
    as: 'demo',
    context: (session) => listingContext(session, tab),
    params: () => ({ id: PROVIDER.havelblick }),
    valid: (context) => ({
      ...initialValues(tab, context.provider, context.forms, context.answers, context.pending),
      listing: {
        name: 'Schlossgut Havelblick',
        description: 'Das Schlossgut liegt direkt an der Havel. '.repeat(8).trim(),
        address: 'Am Havelufer 12, 14469 Potsdam',
        phone: '0331 20045670',
        phoneCountry: 'DE',
        email: 'hochzeit@schlossgut-havelblick.de',
        website: 'https://www.schlossgut-havelblick.de',
      },
    }),
    client: (values, context) => listingBody(values, context, true),
    unchecked: (values, context) => listingBody(values, context, false),
    fields,
    notTyped: {
      ...Object.fromEntries(
        ['name', 'description', 'address', 'phone', 'email', 'website']
          .filter((key) => !fields.some((field) => field.property === key))
          .map((key) => [key, 'another tab of the info page']),
      ),
      districtId: 'set by the marketplace team, not on the info page',
    },
    touches: ['providerDataUpdates', 'changeRequests', 'providers'],
  };
}

export const listingGeneral = listingTab('general', [{ property: 'name', type: listingText('name') }]);
export const listingDescription = listingTab('description', [
  { property: 'description', type: listingText('description') },
]);
export const listingContact = listingTab('contact', [
  { property: 'address', type: listingText('address') },
  {
    property: 'phone',
    type: listingText('phone'),
    shared: () =>
      phoneCases<ProfileValues>(
        (values, phone, phoneCountry) => ({ ...values, listing: { ...values.listing, phone, phoneCountry } }),
        (e164) => e164,
        { bodyNamesCountry: false },
      ),
  },
  { property: 'email', type: listingText('email') },
  { property: 'website', type: listingText('website') },
]);

/** Values the listing's fields wait for approval with, so the form corrects them in the queue. */
export const WAITING_LISTING = {
  name: 'Schlossgut Havelblick am See',
  description: 'Das Schlossgut liegt direkt an der Havel und hat einen Festsaal. '.repeat(6).trim(),
  address: 'Am Havelufer 14, 14469 Potsdam',
  phone: '+4933120045671',
  email: 'feiern@schlossgut-havelblick.de',
  website: 'https://feiern.schlossgut-havelblick.de',
};

/**
 * A listing field whose change still waits for approval: the form corrects the waiting entry (PUT
 * /provider-data-update-queue/{id}, `newValue`) instead of sending the listing again.
 */
export function listingCorrectionSpec(
  tab: string,
  field: ParityField<ProfileValues, ListingContext>,
): ParitySpec<ProfileValues, ListingContext> {
  const key = field.property as keyof typeof WAITING_LISTING;
  const correction = (values: ProfileValues, context: ListingContext, checked: boolean) => {
    const change = listingChanges(values, context, checked)?.find(
      (candidate) => candidate.kind === 'correction' && candidate.fieldName === key,
    );
    return change?.kind === 'correction' ? { newValue: change.value } : null;
  };
  return {
    form: `Listing info, tab ${tab}: ${key} (waiting for approval)`,
    operationId: 'updateProviderDataUpdate',
    as: 'demo',
    context: async (session) => {
      const user = needSession(session);
      await fetch(`${TEST_API_BASE_URL}/providers/${PROVIDER.havelblick}`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Token': user.accessToken,
          'X-Consumer-Key': user.consumerKey,
        },
        body: JSON.stringify({ [key]: WAITING_LISTING[key] }),
      });
      return listingContext(session, tab);
    },
    params: (context) => {
      const id = context.pending.get(key)?.id;
      if (id === undefined) throw new Error(`No change of ${key} waits.`);
      return { id };
    },
    valid: (context) => initialValues(tab, context.provider, context.forms, context.answers, context.pending),
    client: (values, context) => correction(values, context, true),
    unchecked: (values, context) => correction(values, context, false),
    fields: [{ ...field, property: 'newValue', ruleOf: { operationId: 'updateProvider', property: key } }],
    touches: ['providerDataUpdates', 'changeRequests', 'providers'],
  };
}

// The answers of the info page's form fields (budget, capacity, …): each field's rule is its ProviderForm definition
// (required, minLength, maxLength, minimum, maximum, options), the document's way of stating it.

/** A text of `length` characters the answer's type takes (an address for a url field). */
export function answerText(form: ProviderForm, length: number): string {
  if (form.type !== 'url') return 'a'.repeat(length);
  const start = 'https://www.example.de/';
  return length >= start.length ? `${start}${'a'.repeat(length - start.length)}` : start.slice(0, length);
}

/** The form's values with an answer typed into its control, or null when the control cannot hold it. */
export function typeAnswer(form: ProviderForm, values: ProfileValues, value: unknown): ProfileValues | null {
  const set = (answer: AnswerValue) => ({ ...values, answers: { ...values.answers, [form.fieldName]: answer } });
  const options = form.options.map((option) => option.value);
  const empty = value === undefined || value === null;
  switch (form.type) {
    case 'number':
      return empty ? set(null) : typeof value === 'number' ? set(value) : null;
    case 'boolean':
      return empty ? set(false) : typeof value === 'boolean' ? set(value) : null;
    case 'select':
      return empty || value === '' ? set('') : typeof value === 'string' && options.includes(value) ? set(value) : null;
    case 'multiselect':
      return empty
        ? set([])
        : Array.isArray(value) && value.every((item) => typeof item === 'string' && options.includes(item))
          ? set(value as string[])
          : null;
    default:
      return empty ? set('') : typeof value === 'string' ? set(value) : null;
  }
}

/** The edges of an answer's definition. */
export function answerBoundaries(form: ProviderForm): Array<{ name: string; value: unknown }> {
  const cases: Array<{ name: string; value: unknown }> = [];
  if (form.type === 'number') {
    const { min, max } = numberAnswerRange(form);
    cases.push({ name: `minimum ${min}: ${min}`, value: min }, { name: `minimum ${min}: ${min - 1}`, value: min - 1 });
    if (max !== null)
      cases.push(
        { name: `maximum ${max}: ${max}`, value: max },
        { name: `maximum ${max}: ${max + 1}`, value: max + 1 },
      );
    cases.push({ name: 'a fraction', value: min + 1.5 });
  }
  if (form.type === 'text' || form.type === 'textarea' || form.type === 'url') {
    if (form.minLength !== null && form.minLength > 1)
      cases.push(
        { name: `minLength ${form.minLength}: ${form.minLength}`, value: answerText(form, form.minLength) },
        { name: `minLength ${form.minLength}: ${form.minLength - 1}`, value: answerText(form, form.minLength - 1) },
      );
    if (form.maxLength !== null)
      cases.push(
        { name: `maxLength ${form.maxLength}: ${form.maxLength}`, value: answerText(form, form.maxLength) },
        { name: `maxLength ${form.maxLength}: ${form.maxLength + 1}`, value: answerText(form, form.maxLength + 1) },
      );
    if (form.type === 'url') cases.push({ name: 'url without its scheme', value: 'www.example.de' });
  }
  if (form.type === 'select')
    for (const option of form.options) cases.push({ name: `option ${option.value}`, value: option.value });
  if (form.type === 'multiselect' && form.options[0])
    cases.push({ name: `option ${form.options[0].value}`, value: [form.options[0].value] });
  cases.push({ name: form.required ? 'required: empty' : 'optional: empty', value: null });
  return cases;
}

/** A valid answer unlike the stored one (so the form sends it). */
export function validAnswer(form: ProviderForm, stored: AnswerValue): AnswerValue {
  switch (form.type) {
    case 'number': {
      const { min, max } = numberAnswerRange(form);
      const candidate = typeof stored === 'number' && stored + 1 <= (max ?? Infinity) ? stored + 1 : min;
      return candidate === stored ? min + 1 : candidate;
    }
    case 'boolean':
      return stored !== true;
    case 'select':
      return form.options.map((option) => option.value).find((value) => value !== stored) ?? '';
    case 'multiselect':
      return form.options[0] ? [form.options[0].value] : [];
    default:
      return answerText(form, Math.max(form.minLength ?? 0, 30));
  }
}

export interface AnswerContext extends ListingContext {
  form: ProviderForm;
}

export function answerChange(values: ProfileValues, context: AnswerContext, checked: boolean) {
  const changes = listingChanges(values, context, checked);
  const change = changes?.find(
    (candidate) => candidate.kind !== 'listing' && candidate.fieldName === context.form.fieldName,
  );
  if (!change || change.kind === 'listing') return null;
  return change.kind === 'answer' ? { value: change.value } : { newValue: change.value };
}

/** The info page's answer of one form field: PUT /provider-data/{id}, or the queue's entry while one waits. */
export function answerSpec(
  tab: string,
  form: ProviderForm,
  waiting: boolean,
): ParitySpec<ProfileValues, AnswerContext> {
  const property = waiting ? 'newValue' : 'value';
  return {
    form: `Listing info, tab ${tab}: ${form.fieldName}${waiting ? ' (waiting for approval)' : ''}`,
    operationId: waiting ? 'updateProviderDataUpdate' : 'updateProviderData',
    as: 'demo',
    context: async (session) => ({ ...(await listingContext(session, tab)), form }),
    params: (context) => {
      const id = waiting
        ? context.pending.get(form.fieldName)?.id
        : context.answers.find((answer) => answer.fieldName === form.fieldName)?.id;
      if (id === undefined) throw new Error(`No stored answer of ${form.fieldName}.`);
      return { id };
    },
    valid: (context) => {
      const values = initialValues(tab, context.provider, context.forms, context.answers, context.pending);
      const answer = validAnswer(form, values.answers[form.fieldName] ?? null);
      return { ...values, answers: { ...values.answers, [form.fieldName]: answer } };
    },
    client: (values, context) => answerChange(values, context, true),
    unchecked: (values, context) => answerChange(values, context, false),
    fields: [
      {
        property,
        type: (values, value) => typeAnswer(form, values, value),
        shared: () =>
          answerBoundaries(form).map((boundary) => ({
            name: `${form.type} ${boundary.name}`,
            type: (values: ProfileValues) => typeAnswer(form, values, boundary.value),
            body: boundary.value,
          })),
      },
    ],
    touches: ['providerDataUpdates', 'changeRequests', 'providerData'],
  };
}
