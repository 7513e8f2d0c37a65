// The rule parity specs of the account: team and settings, reviews, templates, password, referral, upgrade and
// coupons (src/lib/forms/rule-parity.test.ts).
import type { z } from 'zod';
import { db } from '@mocks/db';
import { CUSTOMER, DEMO_LOGINS, PROVIDER } from '@mocks/db/core';
import type { CustomerUser } from '@/api/queries/customer-users';
import { expireWindow } from '@/components/catalogs/price-rules';
import {
  birthDateRange,
  createBody as createCustomerUserBody,
  type CustomerUserFormValues,
  emptyValues as emptyCustomerUser,
  updateBody as updateCustomerUserBody,
  valuesOf as customerUserValuesOf,
} from '@/components/customer-user/customer-user-form';
import { customerUserSchema } from '@/components/customer-user/customer-user-rules';
import { type CoupleValues, coupleRequest } from '@/features/reviews/lib/add-couple';
import { replyBody, replyProblem } from '@/features/reviews/lib/reply';
import {
  templateCreateBody,
  templateFormSchema,
  type TemplateValues,
} from '@/features/templates/components/template-form';
import { couponBody, couponSchema } from '@/features/payments/components/coupons-dialog';
import { cardNameSchema } from '@/features/payments/lib/card-name';
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
import { addDays } from '@/lib/calendar-day';
import { SUPPORTED_LOCALES } from '@/lib/locale';
import { isCountryCode } from '@/lib/phone';
import { replyBlock } from '@/lib/review-reply';
import { type LoggedIn, type ParityField, type ParitySpec } from '@/testing/rule-parity';
import {
  text,
  number,
  choice,
  datePicker,
  dayWindow,
  oldPasswordField,
  phoneCases,
  typedTwice,
  videoCases,
  youtubeLinkOfLength,
  apiGet,
  needSession,
} from './rule-parity-inputs';

// ---------------------------------------------------------------- team and settings

export const roleIds = () => [1, 2, 3];
export const titleIds = () =>
  db.configEntries
    .all()
    .filter((entry) => entry.type === 'customer_user_title' && entry.status === 1)
    .map((entry) => Number(entry.itemId));

/** The form's values a body property comes from (left out of an update: they keep their start). */
export const CUSTOMER_USER_KEYS: Record<string, ReadonlyArray<keyof CustomerUserFormValues>> = {
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
export function customerUserFields<C>(
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

export function customerUserFieldsTyped(
  mode: 'create' | 'update',
): Array<ParityField<CustomerUserFormValues, unknown>> {
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

export const teamUser: ParitySpec<CustomerUserFormValues, { customerId: number }> = {
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

export interface ProfileContext {
  customerId: number;
  userId: number;
  start: CustomerUserFormValues;
}

export const settingsProfile: ParitySpec<CustomerUserFormValues, ProfileContext> = {
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

export const reviewReply: ParitySpec<{ text: string }, { testimonialId: number }> = {
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

export const addCouple: ParitySpec<CoupleValues, { providerIds: number[] }> = {
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

export const mailTemplate: ParitySpec<TemplateValues, { customerId: number; providerIds: number[] }> = {
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

// ---------------------------------------------------------------- more forms of the account

export const ownPassword: ParitySpec<z.input<typeof passwordChangeSchema>, { customerId: number; userId: number }> = {
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
    oldPasswordField(),
    {
      // The repeat is typed like the password.
      property: 'password',
      type: typedTwice('password'),
    },
    {
      property: 'passwordMatch',
      type: typedTwice('passwordRepeat'),
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

export interface ProposalContext {
  customerId: number;
  customerUserId: number;
  categoryIds: number[];
}

export function proposalContext(session: LoggedIn | null): ProposalContext {
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

export const referral: ParitySpec<ReferralFormValues, ProposalContext> = {
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

export const upgradeRequest: ParitySpec<UpgradeFormValues, ProposalContext> = {
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

export function upgradeInput({ customerId, customerUserId }: ProposalContext) {
  return {
    campaignId: UPGRADE_CAMPAIGN_ITEM_ID,
    customerId,
    customerUserId,
    feature: 'discounts' as const,
    providerId: PROVIDER.havelblick,
  };
}

export type CouponValues = z.input<typeof couponSchema>;

export const coupon: ParitySpec<CouponValues, { discountId: number }> = {
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

// ---------------------------------------------------------------- saved cards

export const cardRename: ParitySpec<{ name: string }, { cardId: number }> = {
  form: 'Saved cards: rename',
  operationId: 'updateCreditCard',
  as: 'demo',
  context: () => {
    const card = db.creditCards.all().find((candidate) => candidate.customerId === CUSTOMER.schlossgut);
    if (!card) throw new Error('The demo account has no saved card.');
    return { cardId: card.id };
  },
  params: ({ cardId }) => ({ customerId: CUSTOMER.schlossgut, cardId }),
  valid: () => ({ name: 'Geschäftskonto' }),
  client: (values) => {
    const parsed = cardNameSchema.safeParse(values);
    return parsed.success ? { name: parsed.data.name } : null;
  },
  fields: [{ property: 'name', type: text('name') }],
  notTyped: { isPrimary: 'its own button in the list ("Als Hauptkarte festlegen")' },
  touches: ['creditCards'],
};
