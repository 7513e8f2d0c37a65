// The rule parity specs of the application wizard, the calendar, gallery videos and the account forms outside the
// login (src/lib/forms/rule-parity.test.ts).
import { db } from '@mocks/db';
import { DEMO_LOGINS, PROVIDER } from '@mocks/db/core';
import { ProviderWizardSubmitLimits } from '@/api/generated/limits';
import { expireWindow } from '@/components/catalogs/price-rules';
import {
  AVAILABILITIES,
  createBody as createEventBody,
  emptyEvent,
  eventFormSchema,
  type EventFormValues,
} from '@/features/calendar/lib/event-form';
import { typedVideoLink } from '@/features/media/lib/video-link';
import type { WizardValues } from '@/features/signup/lib/wizard-form';
import { toSubmitBody, wizardSchema } from '@/features/signup/lib/wizard-rules';
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
import { type ParitySpec, type SharedCase } from '@/testing/rule-parity';
import {
  text,
  choice,
  checkbox,
  datePicker,
  timePicker,
  oldPasswordField,
  phoneCases,
  typedTwice,
  videoCases,
  needSession,
} from './rule-parity-inputs';

// ---------------------------------------------------------------- signup, calendar, media

export const WIZARD_HASH = 'antrag-blumenwerk-2026';

export const signupWizard: ParitySpec<
  WizardValues,
  { categoryIds: number[]; cityIds: number[]; districtIds: number[] }
> = {
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

/** The calendar's new entry, timed (the fuller case): an afternoon on a day ten days on. */
const TIMED_DAY = () => addDays(expireWindow().min, 10);

export const calendarEvent: ParitySpec<EventFormValues, { providerId: number }> = {
  form: 'Calendar: new entry',
  operationId: 'createCalendarEvent',
  as: 'demo',
  context: () => ({ providerId: PROVIDER.havelblick }),
  params: ({ providerId }) => ({ id: providerId }),
  valid: () => ({
    ...emptyEvent(TIMED_DAY()),
    title: 'Hochzeit Berg',
    allDay: false,
    startTime: '14:00',
    endTime: '18:00',
  }),
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
          body: addDays(TIMED_DAY(), -1),
        },
      ],
    },
    {
      property: 'allDay',
      // A checkbox the form always sends: left out, it stays as it is. Switched on, the form sends no times (the ones
      // typed before stay in the hidden fields); switched off without times is the times' own "left out".
      type: (values, value) => {
        if (value === undefined) return values;
        return typeof value === 'boolean' ? { ...values, allDay: value } : null;
      },
    },
    { property: 'startTime', type: timePicker('startTime') },
    {
      property: 'endTime',
      type: timePicker('endTime'),
      shared: () =>
        [
          { name: 'times: end after the start on one day', start: '14:00', end: '14:01', days: 0 },
          { name: 'times: end at the start on one day', start: '14:00', end: '14:00', days: 0 },
          { name: 'times: end before the start on one day', start: '14:00', end: '13:59', days: 0 },
          { name: 'times: the whole day from 00:00 to 23:59', start: '00:00', end: '23:59', days: 0 },
          { name: 'times: over midnight into the next day', start: '18:00', end: '02:00', days: 1 },
        ].map(({ name, start, end, days }) => ({
          name,
          type: (values: EventFormValues) => ({
            ...values,
            endDate: addDays(values.startDate, days),
            startTime: start,
            endTime: end,
          }),
          // The body the server gets when the form refuses: the valid one (14:00 on one day) with this end.
          body: start === '14:00' && days === 0 ? end : null,
        })),
    },
    { property: 'availability', type: choice('availability', () => AVAILABILITIES, { required: true }) },
    { property: 'note', type: text('note') },
  ],
  notTyped: {
    leadId: "set when an entry is made from a lead's booking, not in this dialog",
    customerSpaceId: "set when an entry is made from a lead's booking, not in this dialog",
  },
};

export interface VideoValues {
  link: string;
  type: (typeof VIDEO_TYPES)[number];
}
export const VIDEO_TYPES = ['video', '360video', 'video_self'] as const;

export function videoBody(values: VideoValues, galleryId: number) {
  const parsed = typedVideoLink(values.link);
  return 'problem' in parsed ? null : { videoUrl: parsed.url, galleryId, videoType: values.type };
}

export const galleryVideo: ParitySpec<VideoValues, { galleryId: number }> = {
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

// ---------------------------------------------------------------- account forms outside the login

/**
 * The account's longest password and one character more (CustomerUserCreate.password): the rule every form that sets
 * a password follows, also where an operation's own schema names only the least length.
 */
export function accountPasswordCases<V>(type: (values: V, password: string) => V): Array<SharedCase<V>> {
  const max = NEW_PASSWORD_MAX_LENGTH;
  return [
    { name: `account password: ${max} characters`, password: 'a'.repeat(max) },
    { name: `account password: ${max + 1} characters`, password: 'a'.repeat(max + 1) },
  ].map(({ name, password }) => ({ name, type: (values: V) => type(values, password), body: password }));
}

export const forgotUsername: ParitySpec<ForgotUsernameInput, null> = {
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

export function passwordResetRequest(by: 'username' | 'email'): ParitySpec<PasswordResetRequestInput, null> {
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

export const passwordReset: ParitySpec<PasswordResetInput, { key: string }> = {
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

export const invitation: ParitySpec<AcceptInvitationInput, { customerId: number; userId: number; hash: string }> = {
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

export const renewal: ParitySpec<RenewPasswordInput, { customerId: number; userId: number }> = {
  form: 'Login: forced password renewal',
  operationId: 'updateCustomerUser',
  as: 'renew',
  context: (session) => ({ customerId: needSession(session).customerId, userId: needSession(session).customerUserId }),
  params: ({ customerId, userId }) => ({ customerId, userId }),
  valid: () => ({ oldPassword: DEMO_LOGINS.renew, password: 'neues-geheimnis', passwordRepeat: 'neues-geheimnis' }),
  client: (values) => (renewPasswordSchema.safeParse(values).success ? renewPasswordBody(values) : null),
  unchecked: (values) => renewPasswordBody(values),
  fields: [
    oldPasswordField(),
    {
      property: 'password',
      type: typedTwice('password'),
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
      type: typedTwice('passwordRepeat'),
    },
  ],
  notTyped: Object.fromEntries(
    ['name', 'username', 'titleId', 'roleId', 'preferredLanguage', 'emails', 'phones', 'birthDate', 'identityNumber']
      .concat(['profileVideo', 'bio'])
      .map((key) => [key, 'the renewal page sets the password only']),
  ),
  touches: ['customerUsers', 'credentials'],
};
