// Client-side rules equal server-side rules (issue 37, "How to make it stay right"): every form that sends a request
// body, each of its fields mapped to the body's property, fed the boundaries of the property's documented rule
// (src/testing/rule-parity.ts) through the form's own rules and transform and through the mock backend's handler.
// Both must accept or both refuse. A property the document adds to a form's operation fails the test until it is a
// field here or listed as not typed by the user.
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { db } from '@mocks/db';
import { DEMO_LOGINS, PROVIDER } from '@mocks/db/core';
import { listProviderDataUpdatesQueryLimits, ProviderWizardSubmitLimits } from '@/api/generated/limits';
import type { Catalog } from '@/api/queries/catalogs';
import type { CustomerUser } from '@/api/queries/customer-users';
import {
  expireWindow,
  priceUpdateBody,
  priceUpdateSchema,
  type PriceUpdateValues,
  priceUpdateValuesOf,
  WEEK_PERIODS,
} from '@/components/catalogs/price-rules';
import {
  birthDateRange,
  createBody as createCustomerUserBody,
  type CustomerUserFormValues,
  emptyValues as emptyCustomerUser,
  updateBody as updateCustomerUserBody,
  valuesOf as customerUserValuesOf,
} from '@/components/customer-user/customer-user-form';
import { customerUserSchema } from '@/components/customer-user/customer-user-rules';
import {
  AVAILABILITIES,
  createBody as createEventBody,
  emptyEvent,
  eventFormSchema,
  type EventFormValues,
} from '@/features/calendar/lib/event-form';
import { bodyOf, createSchema, type CreateValues, emptyRow } from '@/features/catalogues/lib/catalog-create';
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
import type { ProviderData, ProviderDataUpdate, ProviderForm } from '@/features/listing/api/provider-content';
import type { ProviderDetail } from '@/features/listing/api/providers';
import { AREA_TYPES, EMPTY_HALL, hallCreateBody, type HallValues, validateHall } from '@/features/listing/lib/halls';
import { type AnswerValue, initialValues, type ProfileValues, startPhoneOf } from '@/features/listing/lib/profile';
import { changesOf } from '@/features/listing/lib/profile-changes';
import { profileSchema } from '@/features/listing/lib/profile-schema';
import { answerFieldsOf, pendingByField } from '@/features/listing/lib/profile-tabs';
import { typedVideoLink } from '@/features/media/lib/video-link';
import {
  discountFormSchema,
  type DiscountFormValues,
  discountSave,
  discountValuesOf,
} from '@/features/payments/lib/discount-rules';
import {
  createBody as createProductBody,
  EMPTY_PRODUCT,
  productFormSchema,
  type ProductFormValues,
} from '@/features/products/lib/product-form';
import { type CoupleValues, coupleRequest } from '@/features/reviews/lib/add-couple';
import { replyBody, replyProblem } from '@/features/reviews/lib/reply';
import type { WizardValues } from '@/features/signup/lib/wizard-form';
import { toSubmitBody, wizardSchema } from '@/features/signup/lib/wizard-rules';
import {
  templateCreateBody,
  templateFormSchema,
  type TemplateValues,
} from '@/features/templates/components/template-form';
import { couponBody, couponSchema } from '@/features/payments/components/coupons-dialog';
import { type LeadData } from '@/features/leads/api/lead-data';
import { leadDataChanges, type LeadDataFormValues } from '@/features/leads/components/detail/lead-data-fields';
import { leadDataSchema } from '@/features/leads/components/detail/lead-data-rules';
import { reasonFormSchema, type ReasonFormValues } from '@/features/leads/components/detail/outcomes/form-schemas';
import { reasonBody } from '@/features/leads/components/detail/outcomes/reason-dialog';
import {
  EMPTY_REFERRAL,
  REFERRAL_CAMPAIGN_ITEM_ID,
  referralBody,
  type ReferralFormValues,
} from '@/features/referral/api/referral';
import { referralFormSchema } from '@/features/referral/lib/referral-rules';
import { passwordChangeBody, passwordChangeSchema } from '@/features/settings/components/password-tab';
import {
  type UpgradeFormValues,
  upgradeFormSchema,
  upgradeRequestBody,
} from '@/components/upgrade/api/create-upgrade-request';
import { UPGRADE_CAMPAIGN_ITEM_ID } from '@/components/upgrade/api/get-upgrade-campaign';
import { forgottenUsernameBody } from '@/features/auth/api/forgot-username';
import { invitationAcceptBody } from '@/features/auth/api/invitation';
import { passwordResetBody, passwordResetRequestBody } from '@/features/auth/api/password-reset';
import { renewPasswordBody } from '@/features/auth/api/renew-password';
import {
  type AcceptInvitationInput,
  acceptInvitationSchema,
  type ForgotUsernameInput,
  forgotUsernameSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  passwordResetRequestSchema,
  passwordResetSchema,
  type RenewPasswordInput,
  renewPasswordSchema,
} from '@/features/auth/lib/account-rules';
import { NEW_PASSWORD_MAX_LENGTH } from '@/lib/forms/new-password';
import { addDays } from '@/lib/calendar-day';
import { SUPPORTED_LOCALES } from '@/lib/locale';
import { isCountryCode } from '@/lib/phone';
import { numberAnswerRange } from '@/lib/provider-answer-range';
import { replyBlock } from '@/lib/review-reply';
import { loadStoredPhones } from '@/lib/stored-phone';
import { TEST_API_BASE_URL } from '@/testing/mock-server';
import {
  checkParity,
  type LoggedIn,
  type ParityField,
  type ParityOutcome,
  type ParitySpec,
  prepareParity,
  type SharedCase,
} from '@/testing/rule-parity';

// ---------------------------------------------------------------- how controls hold a value

/** The form's values with `value` at `path` (`prices.0.price`). */
function setIn<V>(values: V, path: string, value: unknown): V {
  const copy = structuredClone(values) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy as V;
}

type Typer<V, C = unknown> = ParityField<V, C>['type'];

/** A text field: the text as typed; left out or null is the empty field. */
const text =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null) return setIn(values, path, '');
    return typeof value === 'string' ? setIn(values, path, value) : null;
  };

/** A number field (NumberInput): the number; left out or null is the empty field. */
const number =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null) return setIn(values, path, null);
    return typeof value === 'number' ? setIn(values, path, value) : null;
  };

/**
 * A select: only its options' values (`toForm` turns the body's value into the option's, e.g. an id into its
 * text); left out or null is its empty option (`empty`: the value the form holds for it), unless it has none
 * (`required`).
 */
const choice =
  <V, C = unknown>(
    path: string,
    options: (context: C) => readonly unknown[],
    {
      toForm = (value: unknown) => value,
      required = false,
      empty = '',
    }: { toForm?: (value: unknown) => unknown; required?: boolean; empty?: string | null } = {},
  ): Typer<V, C> =>
  (values, value, context) => {
    if (value === undefined || value === null || value === '') return required ? null : setIn(values, path, empty);
    return options(context).includes(value) ? setIn(values, path, toForm(value)) : null;
  };

/** A checkbox: checked or not; left out is not checked. */
const checkbox =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined) return setIn(values, path, false);
    return typeof value === 'boolean' ? setIn(values, path, value) : null;
  };

/** A date picker (`<input type="date">`): a real day as YYYY-MM-DD or empty; it cannot hold anything else. */
const datePicker =
  <V>(path: string): Typer<V> =>
  (values, value) => {
    if (value === undefined || value === null || value === '') return setIn(values, path, '');
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const date = new Date(`${value}T00:00:00Z`);
    return date.toISOString().slice(0, 10) === value ? setIn(values, path, value) : null;
  };

/**
 * The days of a window the portal checks in the user's calendar and the server in every time zone on earth
 * (docs/dates.md, "Today"): its first and last day are taken by both, and four days beyond it by neither. The days
 * just beyond are the portal's alone to refuse (the strict side), so they are no case here.
 */
function dayWindow<V>(path: string, window: { min: string; max: string }): Array<SharedCase<V>> {
  const type = datePicker<V>(path);
  return [
    { name: `window: first day ${window.min}`, day: window.min },
    { name: `window: last day ${window.max}`, day: window.max },
    { name: 'window: four days before it', day: addDays(window.min, -4) },
    { name: 'window: four days after it', day: addDays(window.max, 4) },
  ].map(({ name, day }) => ({ name, type: (values) => type(values, day, undefined), body: day }));
}

/**
 * Phone numbers against the portal's one phone rule (src/lib/phone-rule.ts, issue 37.13): a German mobile number,
 * "12345" and an Austrian number typed for Germany, the Austrian number for Austria and, where the body names the
 * country, the Austrian number with its prefix while Germany is chosen. `type` puts a number and a country into the
 * form (null when the form has no such country); `body` is what the request carries for the number.
 */
function phoneCases<V>(
  type: (values: V, number: string, country: string) => V | null,
  body: (e164: string, country: string) => unknown,
  { bodyNamesCountry }: { bodyNamesCountry: boolean },
): Array<SharedCase<V>> {
  return [
    { name: 'phone: a German mobile number', number: '0151 12345678', country: 'DE', e164: '+4915112345678' },
    { name: 'phone: "12345" for Germany', number: '12345', country: 'DE', e164: '+4912345' },
    { name: 'phone: "0660 1234567" for Germany', number: '0660 1234567', country: 'DE', e164: '+496601234567' },
    { name: 'phone: "0660 1234567" for Austria', number: '0660 1234567', country: 'AT', e164: '+436601234567' },
    ...(bodyNamesCountry
      ? [
          {
            name: 'phone: "+43 660 1234567" for Germany',
            number: '+43 660 1234567',
            country: 'DE',
            e164: '+436601234567',
          },
        ]
      : []),
  ].map((phone) => ({
    name: phone.name,
    type: (values: V) => type(values, phone.number, phone.country),
    body: body(phone.e164, phone.country),
  }));
}

/**
 * Video links against the portal's one video rule (src/lib/video-link.ts, issue 37.13): the two services' links,
 * YouTube's short link from "Teilen", a link of a third host and a YouTube link without a video id. The body carries
 * the link as typed (the form may send it on the service's main host when it takes it).
 */
function videoCases<V>(type: (values: V, link: string) => V | null): Array<SharedCase<V>> {
  return [
    { name: 'video: a YouTube link', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { name: 'video: a youtu.be short link', link: 'https://youtu.be/dQw4w9WgXcQ' },
    { name: 'video: a Vimeo link', link: 'https://vimeo.com/76979871' },
    { name: 'video: a third host', link: 'https://example.com/video' },
    { name: 'video: YouTube without a video id', link: 'https://www.youtube.com/watch?v=kurz' },
  ].map((video) => ({ name: video.name, type: (values: V) => type(values, video.link), body: video.link }));
}

/** A YouTube link of `length` characters (a parameter after the video's own), for a video field's length limits. */
function youtubeLinkOfLength(length: number): string | null {
  const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=';
  return length < link.length ? null : `${link}${'1'.repeat(length - link.length)}`;
}

/** A GET of the API as the user (the views the forms start from). */
async function apiGet<T>(session: LoggedIn | null, path: string): Promise<T> {
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, {
    headers: session ? { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey } : {},
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

function needSession(session: LoggedIn | null): LoggedIn {
  if (!session) throw new Error('This form needs a logged-in user.');
  return session;
}

// ---------------------------------------------------------------- listing: halls

const hall: ParitySpec<HallValues, { providerId: number }> = {
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

interface ListingContext {
  tab: string;
  provider: ProviderDetail;
  forms: ProviderForm[];
  answers: ProviderData[];
  pending: Map<string, ProviderDataUpdate>;
  /** The values the tab started with: unlike any typed value, so every typed value is a change the form sends. */
  start: ProfileValues;
}

async function listingContext(session: LoggedIn | null, tab: string): Promise<ListingContext> {
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
function listingChanges(values: ProfileValues, context: ListingContext, checked: boolean) {
  if (checked && !profileSchema(context.tab, context.forms).safeParse(values).success) return null;
  return changesOf(context.tab, context.start, values, context.forms, context.answers, context.pending);
}

function listingBody(values: ProfileValues, context: ListingContext, checked: boolean) {
  const changes = listingChanges(values, context, checked);
  if (!changes) return null;
  const change = changes.find((candidate) => candidate.kind === 'listing');
  return change?.kind === 'listing' ? change.body : null;
}

/** A text field of the listing; left out of the update, it keeps what it started with (no change is sent). */
const listingText =
  (key: keyof ProfileValues['listing']): Typer<ProfileValues, ListingContext> =>
  (values, value, context) =>
    value === undefined
      ? { ...values, listing: { ...values.listing, [key]: context.start.listing[key] } }
      : text<ProfileValues>(`listing.${key}`)(values, value, context);

function listingTab(
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

const listingGeneral = listingTab('general', [{ property: 'name', type: listingText('name') }]);
const listingDescription = listingTab('description', [{ property: 'description', type: listingText('description') }]);
const listingContact = listingTab('contact', [
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
const WAITING_LISTING = {
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
function listingCorrectionSpec(
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
function answerText(form: ProviderForm, length: number): string {
  if (form.type !== 'url') return 'a'.repeat(length);
  const start = 'https://www.example.de/';
  return length >= start.length ? `${start}${'a'.repeat(length - start.length)}` : start.slice(0, length);
}

/** The form's values with an answer typed into its control, or null when the control cannot hold it. */
function typeAnswer(form: ProviderForm, values: ProfileValues, value: unknown): ProfileValues | null {
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
function answerBoundaries(form: ProviderForm): Array<{ name: string; value: unknown }> {
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
function validAnswer(form: ProviderForm, stored: AnswerValue): AnswerValue {
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

interface AnswerContext extends ListingContext {
  form: ProviderForm;
}

function answerChange(values: ProfileValues, context: AnswerContext, checked: boolean) {
  const changes = listingChanges(values, context, checked);
  const change = changes?.find(
    (candidate) => candidate.kind !== 'listing' && candidate.fieldName === context.form.fieldName,
  );
  if (!change || change.kind === 'listing') return null;
  return change.kind === 'answer' ? { value: change.value } : { newValue: change.value };
}

/** The info page's answer of one form field: PUT /provider-data/{id}, or the queue's entry while one waits. */
function answerSpec(tab: string, form: ProviderForm, waiting: boolean): ParitySpec<ProfileValues, AnswerContext> {
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

// ---------------------------------------------------------------- catalogues

interface CatalogContext {
  customerId: number;
  providerId: number;
  /** The catalogue types offered: those with rows for the provider's category (issue 37.11). */
  typeIds: number[];
  optionIds: number[];
  currencyIds: number[];
}

function catalogContext(session: LoggedIn | null): CatalogContext {
  const provider = db.providers.findFirst((q) => q.where({ id: PROVIDER.havelblick }));
  if (!provider) throw new Error('The catalogue form needs the venue.');
  const options = db.catalogItemOptions
    .all()
    .filter((option) => option.providerCategoryIds.includes(provider.categoryId));
  const typeIds = [...new Set(options.map((option) => option.catalogTypeId))].sort((a, b) => a - b);
  const typeId = typeIds[0] as number;
  return {
    customerId: needSession(session).customerId,
    providerId: provider.id,
    typeIds,
    optionIds: options.filter((option) => option.catalogTypeId === typeId).map((option) => option.id),
    currencyIds: db.configEntries
      .all()
      .filter((entry) => entry.type === 'currency' && entry.status === 1)
      .map((entry) => Number(entry.itemId)),
  };
}

const catalogCreate: ParitySpec<CreateValues, CatalogContext> = {
  form: 'Catalogues: new catalogue',
  operationId: 'createCatalog',
  as: 'demo',
  context: catalogContext,
  params: ({ customerId }) => ({ customerId }),
  valid: (context) => ({
    name: 'Hochzeitsmenü 2027',
    catalogTypeId: String(context.typeIds[0]),
    pricingType: 'per_person',
    guests: 20,
    isMain: false,
    notes: '',
    expireAt: addDays(expireWindow().min, 30),
    prices: [
      { ...emptyRow(context.currencyIds[0] ?? null), catalogItemOptionId: context.optionIds[0] ?? null, price: 89 },
    ],
  }),
  client: (values, { providerId }) => {
    const parsed = createSchema.safeParse(values);
    return parsed.success ? bodyOf(providerId, parsed.data) : null;
  },
  unchecked: (values, { providerId }) => bodyOf(providerId, values),
  fields: [
    { property: 'name', type: text('name') },
    {
      property: 'catalogTypeId',
      type: choice<CreateValues, CatalogContext>('catalogTypeId', ({ typeIds }) => typeIds, { toForm: String }),
    },
    { property: 'pricingType', type: choice('pricingType', () => ['package', 'per_person']) },
    {
      property: 'minGuests',
      type: (values, value) => number<CreateValues>('guests')({ ...values, pricingType: 'per_person' }, value, null),
    },
    {
      property: 'maxGuests',
      type: (values, value) => number<CreateValues>('guests')({ ...values, pricingType: 'package' }, value, null),
    },
    { property: 'isMain', type: checkbox('isMain') },
    { property: 'notes', type: text('notes') },
    {
      property: 'expireAt',
      type: datePicker('expireAt'),
      shared: () => dayWindow<CreateValues>('expireAt', expireWindow()),
    },
    { property: 'prices.0.weekPeriod', type: choice('prices.0.weekPeriod', () => WEEK_PERIODS, { required: true }) },
    { property: 'prices.0.price', type: number('prices.0.price') },
    { property: 'prices.0.discountedPrice', type: number('prices.0.discountedPrice') },
    { property: 'prices.0.unit', type: number('prices.0.unit') },
    {
      property: 'prices.0.catalogItemOptionId',
      type: choice<CreateValues, CatalogContext>('prices.0.catalogItemOptionId', ({ optionIds }) => optionIds, {
        empty: null,
      }),
    },
    {
      property: 'prices.0.currency',
      type: choice<CreateValues, CatalogContext>('prices.0.currency', ({ currencyIds }) => currencyIds, {
        empty: null,
      }),
    },
  ],
  notTyped: { providerId: 'the page of the provider the catalogue belongs to' },
};

const catalogPriceUpdate: ParitySpec<PriceUpdateValues, { customerId: number; catalog: Catalog }> = {
  form: 'Catalogues: price update',
  operationId: 'updateCatalog',
  as: 'demo',
  context: async (session) => {
    const customerId = needSession(session).customerId;
    const id = db.catalogs.all().find((catalog) => catalog.providerId === PROVIDER.havelblick)?.id;
    return { customerId, catalog: await apiGet<Catalog>(session, `/customers/${customerId}/catalogs/${id}`) };
  },
  params: ({ customerId, catalog }) => ({ customerId, catalogId: catalog.id }),
  valid: ({ catalog }) => ({ ...priceUpdateValuesOf(catalog), expireAt: addDays(expireWindow().min, 30) }),
  client: (values) => {
    const parsed = priceUpdateSchema().safeParse(values);
    return parsed.success ? priceUpdateBody(parsed.data) : null;
  },
  unchecked: (values) => priceUpdateBody(values),
  fields: [
    {
      property: 'expireAt',
      type: datePicker('expireAt'),
      shared: () => dayWindow<PriceUpdateValues>('expireAt', expireWindow()),
    },
    {
      // A regular price comes without the discount it would have to stay above (that rule is the discount's).
      property: 'prices.0.price',
      type: (values, value) => number<PriceUpdateValues>('prices.0.price')(values, value, null),
    },
    { property: 'prices.0.discountedPrice', type: number('prices.0.discountedPrice') },
  ],
};

// ---------------------------------------------------------------- products

const product: ParitySpec<ProductFormValues, { providerId: number }> = {
  form: 'Products: new product',
  operationId: 'createProviderItem',
  as: 'demo',
  context: () => ({ providerId: PROVIDER.brautsalon }),
  params: () => ({}),
  valid: () => ({ ...EMPTY_PRODUCT, name: 'Brautkleid Aurora', price: 1890 }),
  client: (values, { providerId }) => {
    const parsed = productFormSchema.safeParse(values);
    return parsed.success ? { ...createProductBody(parsed.data), providerId } : null;
  },
  fields: [
    { property: 'name', type: text('name') },
    { property: 'description', type: text('description') },
    { property: 'price', type: number('price') },
    { property: 'discountedPrice', type: number('discountedPrice') },
    {
      property: 'status',
      type: (values, value) =>
        value === 'active' || value === 'passive' ? { ...values, active: value === 'active' } : null,
    },
    { property: 'isBiddable', type: checkbox('isBiddable') },
  ],
  notTyped: { providerId: 'the page of the provider the product belongs to' },
};

// ---------------------------------------------------------------- discounts

function discountSpec(
  discountType: 'discount' | 'installment',
): ParitySpec<DiscountFormValues, { providerIds: number[] }> {
  const label = discountType === 'discount' ? 'discount' : 'installment campaign';
  return {
    form: `Discounts: new ${label}`,
    operationId: 'createDiscount',
    as: 'demo',
    context: () => ({ providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon] }),
    params: () => ({}),
    valid: () => ({
      ...discountValuesOf(null, PROVIDER.havelblick),
      discountType,
      ...(discountType === 'discount' ? { discountRatio: 10 } : { installmentCount: 6 }),
      intro: 'Frühbucher-Rabatt für Hochzeiten im Herbst',
      validFrom: addDays(expireWindow().min, 2),
      validUntil: addDays(expireWindow().min, 60),
    }),
    client: (values) => {
      const parsed = discountFormSchema.safeParse(values);
      return parsed.success ? (discountSave(parsed.data, null)?.body ?? null) : null;
    },
    unchecked: (values) => discountSave({ ...values, discountType }, null)?.body,
    fields: [
      {
        property: 'providerId',
        type: choice<DiscountFormValues, { providerIds: number[] }>('providerId', ({ providerIds }) => providerIds, {
          toForm: String,
        }),
      },
      {
        property: 'discountType',
        type: choice('discountType', () => ['discount', 'installment'], { required: true }),
      },
      { property: 'discountRatio', type: number('discountRatio') },
      { property: 'installmentCount', type: number('installmentCount') },
      { property: 'intro', type: text('intro') },
      { property: 'giftText', type: text('giftText') },
      { property: 'popupShowcaseTitle', type: text('popupShowcaseTitle') },
      { property: 'popupShowcaseDescription', type: text('popupShowcaseDescription') },
      {
        // Label prices come in pairs, the price after lower than the one before.
        property: 'priceBefore',
        type: (values, value) => {
          const typed = number<DiscountFormValues>('priceBefore')(values, value, null);
          return typed && { ...typed, priceAfter: typed.priceBefore === null ? null : 0 };
        },
      },
      {
        property: 'priceAfter',
        type: (values, value) => {
          const typed = number<DiscountFormValues>('priceAfter')(values, value, null);
          return typed && { ...typed, priceBefore: typed.priceAfter === null ? null : typed.priceAfter + 100 };
        },
      },
      { property: 'validFrom', type: datePicker('validFrom') },
      {
        property: 'validUntil',
        type: datePicker('validUntil'),
        shared: () => [
          {
            name: 'until: the day it starts',
            type: (values: DiscountFormValues) => ({ ...values, validUntil: values.validFrom }),
            body: addDays(expireWindow().min, 2),
          },
          {
            name: 'until: the day before it starts',
            type: (values: DiscountFormValues) => ({ ...values, validUntil: addDays(values.validFrom, -1) }),
            body: addDays(expireWindow().min, 1),
          },
        ],
      },
      { property: 'isPrimary', type: checkbox('isPrimary') },
    ],
  };
}

// ---------------------------------------------------------------- team and settings

const roleIds = () => [1, 2, 3];
const titleIds = () =>
  db.configEntries
    .all()
    .filter((entry) => entry.type === 'customer_user_title' && entry.status === 1)
    .map((entry) => Number(entry.itemId));

/** The form's values a body property comes from (left out of an update: they keep their start). */
const CUSTOMER_USER_KEYS: Record<string, ReadonlyArray<keyof CustomerUserFormValues>> = {
  password: ['oldPassword', 'password', 'passwordRepeat'],
  passwordMatch: ['oldPassword', 'password', 'passwordRepeat'],
  'emails.0': ['emails'],
  'phones.0': ['phones'],
  'phones.0.number': ['phones'],
  'phones.0.countryCode': ['phones'],
};

/**
 * The customer-user form's fields, shared by the team dialog and the own profile. A property left out of the own
 * profile's update is a field the user did not change: it keeps the value it started with (`start`).
 */
function customerUserFields<C>(
  mode: 'create' | 'update',
  start: (context: C) => CustomerUserFormValues = () => emptyCustomerUser('de_DE'),
): Array<ParityField<CustomerUserFormValues, C>> {
  const fields = customerUserFieldsTyped(mode);
  if (mode === 'create') return fields;
  return fields.map((field) => ({
    ...field,
    type: (values, value, context) => {
      if (value !== undefined) return field.type(values, value, context);
      const keys = CUSTOMER_USER_KEYS[field.property] ?? [field.property as keyof CustomerUserFormValues];
      const from = start(context);
      return { ...values, ...Object.fromEntries(keys.map((key) => [key, from[key]])) };
    },
  }));
}

function customerUserFieldsTyped(mode: 'create' | 'update'): Array<ParityField<CustomerUserFormValues, unknown>> {
  const phone = (values: CustomerUserFormValues, number: string, country: string) => ({
    ...values,
    phones: [{ number, country }],
  });
  return [
    { property: 'name', type: text('name') },
    { property: 'username', type: text('username') },
    ...(mode === 'update'
      ? [
          {
            property: 'oldPassword',
            type: (values: CustomerUserFormValues, value: unknown) =>
              text<CustomerUserFormValues>('oldPassword')(
                { ...values, password: 'neues-geheimnis', passwordRepeat: 'neues-geheimnis' },
                value,
                null,
              ),
            skip: {
              'minLength 6: 6 characters': "an old password the server takes is the user's own, no text of a length",
              'maxLength 128: 128 characters':
                "an old password the server takes is the user's own, no text of a length",
            },
          },
        ]
      : []),
    {
      property: 'password',
      // The repeat is typed alike; a new password on the own profile comes with the old one.
      type: (values, value) => {
        const typed = text<CustomerUserFormValues>('password')(values, value, null);
        return (
          typed && {
            ...typed,
            passwordRepeat: typed.password,
            ...(mode === 'update' ? { oldPassword: DEMO_LOGINS.demo } : {}),
          }
        );
      },
    },
    {
      // The repeat is typed like the password: a repeat unlike it is a rule of its own (below).
      property: 'passwordMatch',
      type: (values, value) => {
        const typed = text<CustomerUserFormValues>('passwordRepeat')(values, value, null);
        return (
          typed && {
            ...typed,
            password: typed.passwordRepeat,
            ...(mode === 'update' ? { oldPassword: DEMO_LOGINS.demo } : {}),
          }
        );
      },
      shared: () => [
        {
          name: 'repeat unlike the password',
          type: (values: CustomerUserFormValues) => ({
            ...values,
            password: 'geheim123',
            passwordRepeat: 'geheim124',
            ...(mode === 'update' ? { oldPassword: DEMO_LOGINS.demo } : {}),
          }),
          body: 'geheim124',
        },
      ],
    },
    { property: 'titleId', type: choice('titleId', titleIds, { toForm: String }) },
    { property: 'roleId', type: choice('roleId', roleIds, { toForm: String, required: true }) },
    { property: 'preferredLanguage', type: choice('preferredLanguage', () => SUPPORTED_LOCALES, { required: true }) },
    {
      property: 'emails.0',
      // A row is removed with its button.
      type: (values, value) =>
        value === undefined
          ? { ...values, emails: [] }
          : text<CustomerUserFormValues>('emails.0.value')(values, value, null),
    },
    {
      property: 'phones.0.number',
      type: (values, value) => (typeof value === 'string' ? phone(values, value, 'DE') : null),
    },
    {
      property: 'phones.0',
      // A row is removed with its button; a number typed for a country is the shared rule's.
      type: (values, value) => (value === undefined ? { ...values, phones: [] } : null),
      shared: () =>
        phoneCases<CustomerUserFormValues>(phone, (number, countryCode) => ({ number, countryCode }), {
          bodyNamesCountry: true,
        }),
    },
    {
      property: 'phones.0.countryCode',
      type: (values, value) =>
        typeof value === 'string' && isCountryCode(value)
          ? { ...values, phones: values.phones.map((row) => ({ ...row, country: value })) }
          : null,
    },
    {
      property: 'birthDate',
      type: datePicker('birthDate'),
      shared: () => dayWindow<CustomerUserFormValues>('birthDate', birthDateRange()),
    },
    { property: 'identityNumber', type: text('identityNumber') },
    {
      property: 'profileVideo',
      type: text('profileVideo'),
      textOfLength: youtubeLinkOfLength,
      shared: () => videoCases<CustomerUserFormValues>((values, link) => ({ ...values, profileVideo: link })),
    },
    { property: 'bio', type: text('bio') },
  ];
}

const teamUser: ParitySpec<CustomerUserFormValues, { customerId: number }> = {
  form: 'Team: new user',
  operationId: 'createCustomerUser',
  as: 'demo',
  context: (session) => ({ customerId: needSession(session).customerId }),
  params: ({ customerId }) => ({ customerId }),
  valid: () => ({
    ...emptyCustomerUser('de_DE'),
    name: 'Anna Berg',
    username: 'anna.berg',
    password: 'geheim123',
    passwordRepeat: 'geheim123',
    emails: [{ value: 'anna.berg@example.de' }],
    phones: [{ number: '0151 12345678', country: 'DE' }],
  }),
  client: (values) => (customerUserSchema('create').safeParse(values).success ? createCustomerUserBody(values) : null),
  unchecked: (values) => createCustomerUserBody(values),
  fields: customerUserFields('create'),
  touches: ['customerUsers', 'credentials'],
};

interface ProfileContext {
  customerId: number;
  userId: number;
  start: CustomerUserFormValues;
}

const settingsProfile: ParitySpec<CustomerUserFormValues, ProfileContext> = {
  form: 'Settings: own profile',
  operationId: 'updateCustomerUser',
  as: 'demo',
  context: async (session) => {
    const { customerId, customerUserId } = needSession(session);
    const user = await apiGet<CustomerUser>(session, `/customers/${customerId}/users/${customerUserId}`);
    // Each typed value is unlike the start, so the form sends it (only changed fields go).
    return {
      customerId,
      userId: customerUserId,
      start: {
        ...customerUserValuesOf(user),
        name: 'Anfang',
        username: 'anfang',
        bio: 'Anfang',
        birthDate: '1980-01-01',
      },
    };
  },
  params: ({ customerId, userId }) => ({ customerId, userId }),
  valid: ({ start }) => ({
    ...start,
    name: 'Demo Nutzerin',
    username: 'demo.nutzerin',
    bio: 'Hochzeitsplanerin',
    birthDate: '1985-05-05',
    emails: [{ value: 'demo@example.de' }],
    phones: [{ number: '0151 12345678', country: 'DE' }],
  }),
  client: (values, { start }) =>
    customerUserSchema('update').safeParse(values).success
      ? updateCustomerUserBody(start, values, { mayChangeRole: true })
      : null,
  unchecked: (values, { start }) => updateCustomerUserBody(start, values, { mayChangeRole: true }),
  fields: customerUserFields<ProfileContext>('update', ({ start }) => start),
  touches: ['customerUsers', 'credentials'],
};

// ---------------------------------------------------------------- reviews

const reviewReply: ParitySpec<{ text: string }, { testimonialId: number }> = {
  form: 'Reviews: reply',
  operationId: 'replyToProviderTestimonial',
  as: 'demo',
  context: () => {
    const testimonial = db.testimonials
      .all()
      .find((candidate) => candidate.providerId === PROVIDER.havelblick && replyBlock(candidate) === null);
    if (!testimonial) throw new Error('No review of the venue waits for a reply.');
    return { testimonialId: testimonial.id };
  },
  params: ({ testimonialId }) => ({ id: testimonialId }),
  valid: () => ({ text: 'Vielen Dank für Ihre freundlichen Worte!' }),
  client: ({ text: reply }) => (replyProblem(reply) === null ? replyBody(reply) : null),
  unchecked: ({ text: reply }) => replyBody(reply),
  fields: [{ property: 'body', type: text('text') }],
  touches: ['testimonials'],
};

const addCouple: ParitySpec<CoupleValues, { providerIds: number[] }> = {
  form: 'Reviews: add a couple',
  operationId: 'createCoupleProvider',
  as: 'demo',
  context: () => ({ providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon] }),
  params: () => ({}),
  valid: () => ({
    providerId: PROVIDER.havelblick,
    coupleName: 'Anna & Ben Berg',
    weddingDate: '',
    email: '',
    phone: '',
  }),
  client: (values) => {
    const request = coupleRequest(values);
    return 'body' in request ? request.body : null;
  },
  fields: [
    {
      property: 'providerId',
      type: choice<CoupleValues, { providerIds: number[] }>('providerId', ({ providerIds }) => providerIds, {
        required: true,
      }),
    },
    { property: 'coupleName', type: text('coupleName') },
    { property: 'weddingDate', type: datePicker('weddingDate') },
    { property: 'email', type: text('email') },
    { property: 'phone.number', type: text('phone') },
    {
      property: 'phone',
      type: (values, value) => (value === undefined ? { ...values, phone: '' } : null),
      shared: () =>
        phoneCases<CoupleValues>(
          // The dialog reads German numbers only.
          (values, phone, country) => (country === 'DE' ? { ...values, phone } : null),
          (number, countryCode) => ({ number, countryCode }),
          { bodyNamesCountry: true },
        ),
    },
  ],
  notTyped: { leadId: 'couples from the marketplace come with their lead, not through this dialog' },
  touches: ['coupleProviders'],
};

// ---------------------------------------------------------------- templates

const mailTemplate: ParitySpec<TemplateValues, { customerId: number; providerIds: number[] }> = {
  form: 'Templates: new mail template',
  operationId: 'createMailTemplate',
  as: 'demo',
  context: (session) => ({
    customerId: needSession(session).customerId,
    providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon],
  }),
  params: ({ customerId }) => ({ customerId }),
  valid: () => ({ name: 'Angebot Sommer', subject: 'Ihr Angebot', content: '<p>Hallo</p>', providerId: '' }),
  client: (values) => (templateFormSchema.safeParse(values).success ? templateCreateBody(values) : null),
  unchecked: (values) => templateCreateBody(values),
  fields: [
    { property: 'name', type: text('name') },
    { property: 'subject', type: text('subject') },
    { property: 'content', type: text('content') },
    {
      property: 'providerId',
      type: choice<TemplateValues, { providerIds: number[] }>('providerId', ({ providerIds }) => providerIds, {
        toForm: String,
      }),
    },
  ],
  touches: ['mailTemplates'],
};

// ---------------------------------------------------------------- leads

interface LeadContext {
  leadId: number;
}

function leadContext(): LeadContext {
  const lead = db.leads
    .all()
    .find((candidate) => candidate.providerId === PROVIDER.havelblick && candidate.contactPhone);
  if (!lead) throw new Error('No lead of the venue with a phone number.');
  return { leadId: lead.id };
}

type EmailValues = z.input<typeof emailFormSchema>;

const leadEmail: ParitySpec<EmailValues, LeadContext> = {
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

const leadSms: ParitySpec<TextDraft, LeadContext> = {
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

const leadNote: ParitySpec<{ body: string }, LeadContext> = {
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

/** What `<input type="datetime-local">` holds for an instant, in the test's time zone. */
function localInput(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

const leadReminder: ParitySpec<ReminderFormValues, LeadContext> = {
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

const leadInteraction: ParitySpec<InteractionFormValues, LeadContext> = {
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

// ---------------------------------------------------------------- signup, calendar, media

const WIZARD_HASH = 'antrag-blumenwerk-2026';

const signupWizard: ParitySpec<WizardValues, { categoryIds: number[]; cityIds: number[]; districtIds: number[] }> = {
  form: 'Signup: application wizard',
  operationId: 'submitProviderWizard',
  as: null,
  context: () => ({
    categoryIds: db.configEntries
      .all()
      .filter((entry) => entry.type === 'allowed_provider_category_ids' && entry.status === 1)
      .map((entry) => Number(entry.itemId)),
    cityIds: db.cities.all().map((city) => city.id),
    districtIds: db.districts
      .all()
      .filter((district) => district.cityId === 2)
      .map((district) => district.id),
  }),
  params: () => ({ hash: WIZARD_HASH }),
  valid: ({ categoryIds }) => ({
    companyName: 'Blumenwerk Potsdam',
    contactName: 'Johanna Richter',
    email: 'johanna.richter@blumenwerk-potsdam.de',
    phone: '0331 2004567',
    phoneCountry: 'DE',
    categoryId: String(categoryIds[0]),
    cityId: '2',
    districtId: '',
    address: 'Brandenburger Straße 1, 14467 Potsdam',
    description: 'Wir binden Brautsträuße und schmücken Hochzeiten in Potsdam. '.repeat(6).trim(),
    images:
      db.providerWizards
        .all()
        .find((wizard) => wizard.hash === WIZARD_HASH)
        ?.images.map((image) => ({ ...image, fileName: null })) ?? [],
    acceptedPreliminaryInformation: true,
  }),
  client: (values) =>
    wizardSchema(ProviderWizardSubmitLimits.properties.description.minLength).safeParse(values).success
      ? toSubmitBody(values)
      : null,
  unchecked: (values) => toSubmitBody(values),
  fields: [
    { property: 'companyName', type: text('companyName') },
    { property: 'contactName', type: text('contactName') },
    { property: 'email', type: text('email') },
    {
      property: 'phone',
      type: text('phone'),
      shared: () =>
        phoneCases<WizardValues>(
          (values, phone, phoneCountry) => ({ ...values, phone, phoneCountry }),
          (e164) => e164,
          {
            bodyNamesCountry: false,
          },
        ),
    },
    {
      property: 'categoryId',
      type: choice('categoryId', ({ categoryIds }: { categoryIds: number[] }) => categoryIds, { toForm: String }),
    },
    { property: 'cityId', type: choice('cityId', ({ cityIds }: { cityIds: number[] }) => cityIds, { toForm: String }) },
    {
      property: 'districtId',
      type: choice('districtId', ({ districtIds }: { districtIds: number[] }) => districtIds, { toForm: String }),
    },
    { property: 'address', type: text('address') },
    { property: 'description', type: text('description') },
    {
      property: 'imageIds',
      // Photos are added by uploading them; the form holds those it uploaded.
      type: (values, value) =>
        value === undefined || (Array.isArray(value) && value.length === 0) ? { ...values, images: [] } : null,
    },
    { property: 'acceptedPreliminaryInformation', type: checkbox('acceptedPreliminaryInformation') },
  ],
  touches: ['providerWizards', 'providers', 'changeRequests'],
};

const calendarEvent: ParitySpec<EventFormValues, { providerId: number }> = {
  form: 'Calendar: new entry',
  operationId: 'createCalendarEvent',
  as: 'demo',
  context: () => ({ providerId: PROVIDER.havelblick }),
  params: ({ providerId }) => ({ id: providerId }),
  valid: () => ({ ...emptyEvent(addDays(expireWindow().min, 10)), title: 'Hochzeit Berg' }),
  client: (values) => (eventFormSchema().safeParse(values).success ? createEventBody(values) : null),
  unchecked: (values) => createEventBody(values),
  fields: [
    { property: 'title', type: text('title') },
    {
      property: 'startDate',
      type: (values, value) => {
        const typed = datePicker<EventFormValues>('startDate')(values, value, null);
        return typed && typed.startDate > typed.endDate ? { ...typed, endDate: typed.startDate } : typed;
      },
    },
    {
      property: 'endDate',
      type: datePicker('endDate'),
      shared: () => [
        {
          name: 'end: the day before the start',
          type: (values: EventFormValues) => ({ ...values, endDate: addDays(values.startDate, -1) }),
          body: addDays(addDays(expireWindow().min, 10), -1),
        },
      ],
    },
    { property: 'availability', type: choice('availability', () => AVAILABILITIES, { required: true }) },
    { property: 'note', type: text('note') },
  ],
  notTyped: {
    allDay: 'every entry of the calendar is a whole day',
    leadId: "set when an entry is made from a lead's booking, not in this dialog",
    customerSpaceId: "set when an entry is made from a lead's booking, not in this dialog",
  },
};

interface VideoValues {
  link: string;
  type: (typeof VIDEO_TYPES)[number];
}
const VIDEO_TYPES = ['video', '360video', 'video_self'] as const;

function videoBody(values: VideoValues, galleryId: number) {
  const parsed = typedVideoLink(values.link);
  return 'problem' in parsed ? null : { videoUrl: parsed.url, galleryId, videoType: values.type };
}

const galleryVideo: ParitySpec<VideoValues, { galleryId: number }> = {
  form: 'Media: video by link',
  operationId: 'uploadProviderMedia',
  as: 'demo',
  context: () => {
    const gallery = db.galleries
      .all()
      .find((candidate) => candidate.providerId === PROVIDER.havelblick && candidate.type === 'video');
    if (!gallery) throw new Error('The venue has no video gallery.');
    return { galleryId: gallery.id };
  },
  params: () => ({ id: PROVIDER.havelblick }),
  valid: () => ({ link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', type: 'video' }),
  client: (values, { galleryId }) => videoBody(values, galleryId),
  fields: [
    {
      property: 'videoUrl',
      type: text('link'),
      shared: () => videoCases<VideoValues>((values, link) => ({ ...values, link })),
    },
    { property: 'videoType', type: choice('type', () => VIDEO_TYPES, { required: true }) },
  ],
  notTyped: { galleryId: 'the gallery the link is added to', image: 'the upload of a photo, not a video link' },
  touches: ['medias'],
};

// ---------------------------------------------------------------- more forms of the account

const ownPassword: ParitySpec<z.input<typeof passwordChangeSchema>, { customerId: number; userId: number }> = {
  form: 'Settings: own password',
  operationId: 'updateCustomerUser',
  as: 'demo',
  context: (session) => ({ customerId: needSession(session).customerId, userId: needSession(session).customerUserId }),
  params: ({ customerId, userId }) => ({ customerId, userId }),
  valid: () => ({ oldPassword: DEMO_LOGINS.demo, password: 'neues-geheimnis', passwordRepeat: 'neues-geheimnis' }),
  client: (values) => {
    const parsed = passwordChangeSchema.safeParse(values);
    return parsed.success ? passwordChangeBody(parsed.data) : null;
  },
  unchecked: (values) => passwordChangeBody(values),
  fields: [
    {
      property: 'oldPassword',
      type: text('oldPassword'),
      skip: {
        'minLength 6: 6 characters': "an old password the server takes is the user's own, no text of a length",
        'maxLength 128: 128 characters': "an old password the server takes is the user's own, no text of a length",
      },
    },
    {
      // The repeat is typed like the password.
      property: 'password',
      type: (values, value) => {
        const typed = text<z.input<typeof passwordChangeSchema>>('password')(values, value, null);
        return typed && { ...typed, passwordRepeat: typed.password };
      },
    },
    {
      property: 'passwordMatch',
      type: (values, value) => {
        const typed = text<z.input<typeof passwordChangeSchema>>('passwordRepeat')(values, value, null);
        return typed && { ...typed, password: typed.passwordRepeat };
      },
      shared: () => [
        {
          name: 'repeat unlike the password',
          type: (values: z.input<typeof passwordChangeSchema>) => ({ ...values, passwordRepeat: 'neues-geheimnix' }),
          body: 'neues-geheimnix',
        },
      ],
    },
  ],
  notTyped: Object.fromEntries(
    ['name', 'username', 'titleId', 'roleId', 'preferredLanguage', 'emails', 'phones', 'birthDate', 'identityNumber']
      .concat(['profileVideo', 'bio'])
      .map((key) => [key, 'the profile tab (Settings: own profile)']),
  ),
  touches: ['customerUsers', 'credentials'],
};

interface ProposalContext {
  customerId: number;
  customerUserId: number;
  categoryIds: number[];
}

function proposalContext(session: LoggedIn | null): ProposalContext {
  const { customerId, customerUserId } = needSession(session);
  return {
    customerId,
    customerUserId,
    categoryIds: db.configEntries
      .all()
      .filter((entry) => entry.type === 'allowed_provider_category_ids' && entry.status === 1)
      .map((entry) => Number(entry.itemId)),
  };
}

const referral: ParitySpec<ReferralFormValues, ProposalContext> = {
  form: 'Referral: recommend a company',
  operationId: 'createProposal',
  as: 'demo',
  context: proposalContext,
  params: () => ({}),
  valid: ({ categoryIds }) => ({
    ...EMPTY_REFERRAL,
    companyName: 'Blumenhaus Sacrow',
    name: 'Jana Wolf',
    phone: '0331 2011234',
    categoryId: String(categoryIds[0]),
    acceptTerms: true,
  }),
  client: (values, context) => {
    // Sending waits for the terms to be accepted.
    const parsed = referralFormSchema().safeParse(values);
    if (!parsed.success || !values.acceptTerms) return null;
    return referralBody({ values: parsed.data, campaignId: REFERRAL_CAMPAIGN_ITEM_ID, ...context });
  },
  unchecked: (values, context) => referralBody({ values, campaignId: REFERRAL_CAMPAIGN_ITEM_ID, ...context }),
  fields: [
    { property: 'companyName', type: text('companyName') },
    { property: 'name', type: text('name') },
    {
      property: 'phone',
      type: text('phone'),
      shared: () =>
        phoneCases<ReferralFormValues>(
          (values, phone, phoneCountry) => ({ ...values, phone, phoneCountry }),
          (e164) => e164,
          { bodyNamesCountry: false },
        ),
    },
    {
      property: 'category.id',
      type: choice<ReferralFormValues, ProposalContext>('categoryId', ({ categoryIds }) => categoryIds, {
        toForm: String,
      }),
    },
  ],
  notTyped: {
    type: 'the form sends referrals',
    campaign: 'the referral campaign of the configs',
    customerUserId: 'the user who recommends',
    customerId: "the user's account",
  },
};

const upgradeRequest: ParitySpec<UpgradeFormValues, ProposalContext> = {
  form: 'Upgrade dialog: request an offer',
  operationId: 'createProposal',
  as: 'demo',
  context: proposalContext,
  params: () => ({}),
  valid: () => ({ companyName: 'Schlossgut Havelblick GmbH', name: 'Katharina Vogt', message: '' }),
  client: (values, context) => {
    const parsed = upgradeFormSchema().safeParse(values);
    return parsed.success ? upgradeRequestBody({ ...parsed.data, ...upgradeInput(context) }) : null;
  },
  unchecked: (values, context) => upgradeRequestBody({ ...values, ...upgradeInput(context) }),
  fields: [
    { property: 'companyName', type: text('companyName') },
    { property: 'name', type: text('name') },
    { property: 'message', type: text('message') },
  ],
  notTyped: {
    type: 'the dialog sends upgrade requests',
    campaign: 'the upgrade campaign of the configs',
    customer: "the user's account",
    customerUser: 'the user who asks',
    feature: 'the feature the dialog was opened for',
    providerId: 'the provider the dialog was opened for',
  },
  // One open request per feature: each accepted one is taken back.
  touches: ['proposals'],
};

function upgradeInput({ customerId, customerUserId }: ProposalContext) {
  return {
    campaignId: UPGRADE_CAMPAIGN_ITEM_ID,
    customerId,
    customerUserId,
    feature: 'discounts' as const,
    providerId: PROVIDER.havelblick,
  };
}

type CouponValues = z.input<typeof couponSchema>;

const coupon: ParitySpec<CouponValues, { discountId: number }> = {
  form: 'Discounts: new coupon code',
  operationId: 'createDiscountCoupon',
  as: 'demo',
  context: () => {
    const today = addDays(expireWindow().min, 1);
    const discount = db.discounts
      .all()
      .find((candidate) => candidate.providerId === PROVIDER.havelblick && candidate.validUntil >= today);
    if (!discount) throw new Error('The venue has no running discount.');
    return { discountId: discount.id };
  },
  params: () => ({}),
  valid: () => ({ code: 'SOMMER-2027', maxUsage: null }),
  client: (values, { discountId }) => {
    const parsed = couponSchema.safeParse(values);
    return parsed.success ? couponBody(discountId, parsed.data) : null;
  },
  unchecked: (values, { discountId }) =>
    couponBody(discountId, { code: values.code, maxUsage: values.maxUsage ?? null }),
  fields: [
    { property: 'code', type: text('code') },
    { property: 'maxUsage', type: number('maxUsage') },
  ],
  notTyped: {
    discountId: 'the discount the dialog is for',
    validUntil: 'the dialog offers none: a code runs as long as its discount (docs/payments.md)',
  },
  touches: ['discountCoupons'],
};

const leadData: ParitySpec<LeadDataFormValues, { record: LeadData; organizationTypes: number[] }> = {
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

function leadReason(kind: 'reject' | 'report'): ParitySpec<ReasonFormValues, LeadContext & { reasonIds: number[] }> {
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

// ---------------------------------------------------------------- account forms outside the login

/**
 * The account's longest password and one character more (CustomerUserCreate.password): the rule every form that sets
 * a password follows, also where an operation's own schema names only the least length.
 */
function accountPasswordCases<V>(type: (values: V, password: string) => V): Array<SharedCase<V>> {
  const max = NEW_PASSWORD_MAX_LENGTH;
  return [
    { name: `account password: ${max} characters`, password: 'a'.repeat(max) },
    { name: `account password: ${max + 1} characters`, password: 'a'.repeat(max + 1) },
  ].map(({ name, password }) => ({ name, type: (values: V) => type(values, password), body: password }));
}

const forgotUsername: ParitySpec<ForgotUsernameInput, null> = {
  form: 'Login: forgotten username',
  operationId: 'requestForgottenUsername',
  as: null,
  context: () => null,
  params: () => ({}),
  valid: () => ({ email: 'demo@example.de' }),
  client: (values) => (forgotUsernameSchema.safeParse(values).success ? forgottenUsernameBody(values) : null),
  unchecked: (values) => forgottenUsernameBody(values),
  fields: [{ property: 'email', type: text('email') }],
  notTyped: { userType: 'the portal of providers' },
};

function passwordResetRequest(by: 'username' | 'email'): ParitySpec<PasswordResetRequestInput, null> {
  return {
    form: `Login: password recovery by ${by === 'email' ? 'e-mail address' : 'username'}`,
    operationId: 'requestPasswordReset',
    as: null,
    context: () => null,
    params: () => ({}),
    valid: () => ({ identifier: by === 'email' ? 'demo@example.de' : 'demo' }),
    client: (values) => {
      const parsed = passwordResetRequestSchema.safeParse(values);
      return parsed.success ? passwordResetRequestBody(parsed.data) : null;
    },
    unchecked: (values) => passwordResetRequestBody(values),
    fields: [
      {
        // One field takes both: an `@` makes it an e-mail address, so each variant gets the texts of its kind.
        property: by,
        type: (_values, value) => {
          if (value === undefined || value === null) return { identifier: '' };
          if (typeof value !== 'string' || value.includes('@') !== (by === 'email')) return null;
          return { identifier: value };
        },
      },
    ],
    notTyped: { userType: 'the portal of providers' },
  };
}

const passwordReset: ParitySpec<PasswordResetInput, { key: string }> = {
  form: 'Login: new password from the recovery link',
  operationId: 'resetPassword',
  as: null,
  context: () => {
    const key = db.recoveryKeys.all().find((candidate) => !candidate.used)?.key;
    if (!key) throw new Error('No unused recovery key.');
    return { key };
  },
  params: ({ key }) => ({ recoveryKey: key }),
  valid: () => ({ password: 'neues-geheimnis', passwordRepeat: 'neues-geheimnis' }),
  client: (values) => (passwordResetSchema.safeParse(values).success ? passwordResetBody(values) : null),
  unchecked: (values) => passwordResetBody(values),
  fields: [
    {
      property: 'password',
      type: (_values, value) =>
        typeof value === 'string' || value === undefined
          ? { password: value ?? '', passwordRepeat: value ?? '' }
          : null,
      shared: () => accountPasswordCases<PasswordResetInput>((_, password) => ({ password, passwordRepeat: password })),
    },
  ],
  notTyped: { userType: 'the portal of providers' },
  touches: ['recoveryKeys', 'credentials'],
};

const invitation: ParitySpec<AcceptInvitationInput, { customerId: number; userId: number; hash: string }> = {
  form: 'Register: accept the invitation',
  operationId: 'acceptInvitation',
  as: null,
  context: () => {
    const found = db.invitations.all().find((candidate) => !candidate.used);
    if (!found) throw new Error('No open invitation.');
    return { customerId: found.customerId, userId: found.customerUserId, hash: found.hash };
  },
  params: ({ customerId, userId, hash }) => ({ customerId, userId, hash }),
  valid: () => ({ username: 'lena.hoffmann', password: 'geheim123', passwordRepeat: 'geheim123' }),
  client: (values) => (acceptInvitationSchema.safeParse(values).success ? invitationAcceptBody(values) : null),
  unchecked: (values) => invitationAcceptBody(values),
  fields: [
    { property: 'username', type: text('username') },
    {
      property: 'password',
      type: (values, value) => {
        const typed = text<AcceptInvitationInput>('password')(values, value, null);
        return typed && { ...typed, passwordRepeat: typed.password };
      },
    },
  ],
  touches: ['invitations', 'customerUsers', 'credentials'],
};

const renewal: ParitySpec<RenewPasswordInput, { customerId: number; userId: number }> = {
  form: 'Login: forced password renewal',
  operationId: 'updateCustomerUser',
  as: 'renew',
  context: (session) => ({ customerId: needSession(session).customerId, userId: needSession(session).customerUserId }),
  params: ({ customerId, userId }) => ({ customerId, userId }),
  valid: () => ({ oldPassword: DEMO_LOGINS.renew, password: 'neues-geheimnis', passwordRepeat: 'neues-geheimnis' }),
  client: (values) => (renewPasswordSchema.safeParse(values).success ? renewPasswordBody(values) : null),
  unchecked: (values) => renewPasswordBody(values),
  fields: [
    {
      property: 'oldPassword',
      type: text('oldPassword'),
      skip: {
        'minLength 6: 6 characters': "an old password the server takes is the user's own, no text of a length",
        'maxLength 128: 128 characters': "an old password the server takes is the user's own, no text of a length",
      },
    },
    {
      property: 'password',
      type: (values, value) => {
        const typed = text<RenewPasswordInput>('password')(values, value, null);
        return typed && { ...typed, passwordRepeat: typed.password };
      },
      shared: () => [
        {
          name: 'the old password again',
          type: (values: RenewPasswordInput) => ({
            ...values,
            password: values.oldPassword,
            passwordRepeat: values.oldPassword,
          }),
          body: DEMO_LOGINS.renew,
        },
      ],
    },
    {
      property: 'passwordMatch',
      type: (values, value) => {
        const typed = text<RenewPasswordInput>('passwordRepeat')(values, value, null);
        return typed && { ...typed, password: typed.passwordRepeat };
      },
    },
  ],
  notTyped: Object.fromEntries(
    ['name', 'username', 'titleId', 'roleId', 'preferredLanguage', 'emails', 'phones', 'birthDate', 'identityNumber']
      .concat(['profileVideo', 'bio'])
      .map((key) => [key, 'the renewal page sets the password only']),
  ),
  touches: ['customerUsers', 'credentials'],
};

// ---------------------------------------------------------------- the table

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of forms of different value types
const FORMS: Array<ParitySpec<any, any>> = [
  hall,
  listingGeneral,
  listingDescription,
  listingContact,
  catalogCreate,
  catalogPriceUpdate,
  product,
  discountSpec('discount'),
  discountSpec('installment'),
  teamUser,
  settingsProfile,
  reviewReply,
  addCouple,
  mailTemplate,
  leadEmail,
  leadSms,
  leadNote,
  leadReminder,
  leadInteraction,
  signupWizard,
  calendarEvent,
  galleryVideo,
  ownPassword,
  referral,
  upgradeRequest,
  coupon,
  leadData,
  leadReason('reject'),
  leadReason('report'),
  forgotUsername,
  passwordResetRequest('username'),
  passwordResetRequest('email'),
  passwordReset,
  invitation,
  renewal,
];

/** The listing's own fields while a change of theirs waits for approval. */
const LISTING_CORRECTIONS = [listingGeneral, listingDescription, listingContact].flatMap((spec) =>
  spec.fields.map((field) => listingCorrectionSpec(spec.form.replace('Listing info, tab ', ''), field)),
);

/** The info page's tabs of form fields (the listing's own tabs hold some too). */
const ANSWER_TABS = ['general', 'budget', 'capacity', 'services'];

const tally = { cases: 0, untypeable: 0 };

function report(name: string, outcome: ParityOutcome) {
  tally.cases += outcome.cases;
  tally.untypeable += outcome.untypeable;
  if (process.env.RULE_PARITY_LOG) process.stdout.write(`\n# ${name}\n${outcome.log.join('\n')}\n`);
}

describe('client-side rules equal server-side rules', () => {
  it.each(FORMS.map((spec) => [spec.form, spec] as const))('%s', async (_name, spec) => {
    const outcome = await checkParity(spec);
    report(spec.form, outcome);
    expect(outcome.problems).toEqual([]);
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBeGreaterThan(0);
  });

  it.each(LISTING_CORRECTIONS.map((spec) => [spec.form, spec] as const))('%s', async (_name, spec) => {
    const outcome = await checkParity(spec);
    report(spec.form, outcome);
    expect(outcome.problems).toEqual([]);
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBeGreaterThan(0);
  });

  it.each(ANSWER_TABS)('Listing info, the form fields of tab %s', async (tab) => {
    const session = await prepareParity('demo');
    const id = PROVIDER.havelblick;
    const forms = await apiGet<ProviderForm[]>(session, `/provider-forms?providerId=${id}`);
    const pending = pendingByField(
      await apiGet<ProviderDataUpdate[]>(
        session,
        `/provider-data-update-queue?providerIds=${id}&status=pending&limit=${listProviderDataUpdatesQueryLimits.limit.maximum}`,
      ),
    );
    const fields = answerFieldsOf(tab, forms);
    expect(fields.length).toBeGreaterThan(0);
    const found: ParityOutcome = { cases: 0, untypeable: 0, disagreements: [], gaps: [], problems: [], log: [] };
    for (const form of fields) {
      const spec = answerSpec(tab, form, pending.has(form.fieldName));
      const outcome = await checkParity(spec, session);
      report(spec.form, outcome);
      found.cases += outcome.cases;
      found.problems.push(...outcome.problems.map((problem) => `${form.fieldName}: ${problem}`));
      found.disagreements.push(...outcome.disagreements.map((disagreement) => `${form.fieldName}: ${disagreement}`));
    }
    expect(found.problems).toEqual([]);
    expect(found.disagreements).toEqual([]);
    expect(found.cases).toBeGreaterThan(0);
  });

  afterAll(() => {
    if (process.env.RULE_PARITY_LOG)
      process.stdout.write(`\n${tally.cases} cases fed to both sides, ${tally.untypeable} inputs no control holds\n`);
  });
});
