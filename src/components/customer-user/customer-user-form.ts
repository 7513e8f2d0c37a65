// The customer-user form (spec points 3 and 5) as data: its values, every rule of point 5, and what a save
// sends. Shared by the team dialog (/customer-users) and the own profile (/settings/profile), so both check
// and send alike. Rules and messages: docs/team.md.
import { today, yearsBefore } from '@/lib/calendar-day';
import { CustomerUserCreateLimits } from '@/api/generated/limits';
import {
  type CustomerUser,
  type CustomerUserCreate,
  type CustomerUserProvider,
  type CustomerUserProviderUpdate,
  type CustomerUserUpdate,
  NEW_USER_ROLE_ID,
} from '@/api/queries/customer-users';
import type { TextKey } from '@/i18n/text-keys';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { isLocale, type Locale } from '@/lib/locale';
import { DEFAULT_PHONE_COUNTRY, fromE164, isCountryCode, toE164 } from '@/lib/phone';

const limits = CustomerUserCreateLimits.properties;
export const NAME_MAX_LENGTH = limits.name.maxLength;
export const USERNAME_MIN_LENGTH = limits.username.minLength;
export const USERNAME_MAX_LENGTH = limits.username.maxLength;
export const EMAIL_MAX_LENGTH = limits.emails.items.maxLength;
export const BIO_MAX_LENGTH = limits.bio.maxLength;
export const PROFILE_VIDEO_MAX_LENGTH = limits.profileVideo.maxLength;
export const USERNAME_PATTERN = new RegExp(limits.username.pattern);
/** The identity number's length, read from the document's pattern `^[0-9]{11}$` (spec point 9: 11 digits). */
export const IDENTITY_NUMBER_LENGTH = Number(/\{(\d+)\}/.exec(limits.identityNumber.pattern)?.[1]);
/** Spec point 9: adult age 18 years, birth dates back 100 years. */
export const ADULT_AGE_YEARS = 18;
export const OLDEST_BIRTH_YEARS = 100;
/** Image types the upload takes (the document: JPEG, PNG or WebP). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Feature messages that are not among the shared `validation.*` texts: the field components translate them. */
export const customerUserMessage = {
  imageType: 'team.form.errors.imageType',
  username: 'team.form.errors.username',
  profileVideo: 'team.form.errors.profileVideo',
} as const satisfies Record<string, TextKey>;

export interface PhoneRow {
  number: string;
  country: string;
}

export interface LinkValues {
  providerId: number;
  linkId: number | null;
  canManage: boolean;
  canReceiveLeads: boolean;
  canReceiveLeadsSms: boolean;
  showAsContact: boolean;
  hasLeftJob: boolean;
}

export interface CustomerUserFormValues {
  name: string;
  /** itemId of customer_user_title as text; '' for none. */
  titleId: string;
  /** itemId of customer_user_role as text. */
  roleId: string;
  username: string;
  oldPassword: string;
  password: string;
  passwordRepeat: string;
  preferredLanguage: string;
  profileVideo: string;
  bio: string;
  emails: Array<{ value: string }>;
  phones: PhoneRow[];
  birthDate: string;
  identityNumber: string;
  image: File | null;
}

export type FormMode = 'create' | 'update';

/**
 * The birth-date picker's range (spec point 5): 100 years ago to 18 years ago, as YYYY-MM-DD, counted from today in
 * the user's time zone (docs/dates.md). On 29 February the same day 18 years ago is 28 February: someone born on
 * 1 March turns 18 tomorrow.
 */
export function birthDateRange(day: string = today()): { min: string; max: string } {
  return { min: yearsBefore(day, OLDEST_BIRTH_YEARS), max: yearsBefore(day, ADULT_AGE_YEARS) };
}

export function emptyValues(preferredLanguage: Locale): CustomerUserFormValues {
  return {
    name: '',
    titleId: '',
    roleId: String(NEW_USER_ROLE_ID),
    username: '',
    oldPassword: '',
    password: '',
    passwordRepeat: '',
    preferredLanguage,
    profileVideo: '',
    bio: '',
    emails: [],
    phones: [],
    birthDate: '',
    identityNumber: '',
    image: null,
  };
}

export function valuesOf(user: CustomerUser): CustomerUserFormValues {
  return {
    name: user.name,
    titleId: user.titleId === null ? '' : String(user.titleId),
    roleId: String(user.roleId),
    username: user.username,
    oldPassword: '',
    password: '',
    passwordRepeat: '',
    preferredLanguage: user.preferredLanguage,
    profileVideo: user.profileVideo ?? '',
    bio: user.bio ?? '',
    emails: user.emails.map((value) => ({ value })),
    phones: user.phones.map((phone) => fromE164(phone.number, phone.countryCode)),
    birthDate: user.birthDate ?? '',
    identityNumber: user.identityNumber ?? '',
    image: null,
  };
}

export function linkValuesOf(link: CustomerUserProvider): LinkValues {
  return {
    providerId: link.providerId,
    linkId: link.id,
    canManage: link.canManage,
    canReceiveLeads: link.canReceiveLeads,
    canReceiveLeadsSms: link.canReceiveLeadsSms,
    showAsContact: link.showAsContact,
    hasLeftJob: link.hasLeftJob,
  };
}

/** The country a phone row's number is read in. */
export function phoneCountryOf(row: PhoneRow) {
  return isCountryCode(row.country) ? row.country : DEFAULT_PHONE_COUNTRY;
}

function emailsOf(values: CustomerUserFormValues): string[] {
  return values.emails.map((email) => email.value.trim());
}

function phonesOf(values: CustomerUserFormValues) {
  return values.phones.flatMap((row) => {
    const country = phoneCountryOf(row);
    const number = toE164(row.number, country);
    return number ? [{ number, countryCode: country }] : [];
  });
}

const sameList = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const optionalId = (text: string) => (text === '' ? null : Number(text));

/** A new user: every filled field; empty optional fields are left out (the document: omitted, not null). */
export function createBody(values: CustomerUserFormValues): CustomerUserCreate {
  const body: CustomerUserCreate = {
    name: values.name.trim(),
    username: values.username.trim(),
    password: values.password,
    passwordMatch: values.passwordRepeat,
  };
  if (values.titleId !== '') body.titleId = Number(values.titleId);
  if (values.roleId !== '') body.roleId = Number(values.roleId);
  if (isLocale(values.preferredLanguage)) body.preferredLanguage = values.preferredLanguage;
  if (values.profileVideo.trim() !== '') body.profileVideo = values.profileVideo.trim();
  if (values.bio.trim() !== '') body.bio = values.bio;
  if (values.emails.length > 0) body.emails = emailsOf(values);
  if (values.phones.length > 0) body.phones = phonesOf(values);
  if (values.birthDate !== '') body.birthDate = values.birthDate;
  if (values.identityNumber !== '') body.identityNumber = values.identityNumber;
  return body;
}

/**
 * Only the changed fields (spec point 5); an emptied optional field is sent as null, which clears it. A new
 * password goes with the old one and its repeat. `mayChangeRole`: only administrators send a role.
 */
export function updateBody(
  start: CustomerUserFormValues,
  values: CustomerUserFormValues,
  { mayChangeRole }: { mayChangeRole: boolean },
): CustomerUserUpdate {
  const body: CustomerUserUpdate = {};
  if (values.name.trim() !== start.name.trim()) body.name = values.name.trim();
  if (values.username.trim() !== start.username.trim()) body.username = values.username.trim();
  if (values.password !== '') {
    body.oldPassword = values.oldPassword;
    body.password = values.password;
    body.passwordMatch = values.passwordRepeat;
  }
  if (values.titleId !== start.titleId) body.titleId = optionalId(values.titleId);
  if (mayChangeRole && values.roleId !== start.roleId && values.roleId !== '') body.roleId = Number(values.roleId);
  if (values.preferredLanguage !== start.preferredLanguage && isLocale(values.preferredLanguage))
    body.preferredLanguage = values.preferredLanguage;
  if (values.profileVideo.trim() !== start.profileVideo.trim())
    body.profileVideo = values.profileVideo.trim() === '' ? null : values.profileVideo.trim();
  if (values.bio !== start.bio) body.bio = values.bio.trim() === '' ? null : values.bio;
  if (!sameList(emailsOf(values), emailsOf(start))) body.emails = emailsOf(values);
  if (!sameList(phonesOf(values), phonesOf(start))) body.phones = phonesOf(values);
  if (values.birthDate !== start.birthDate) body.birthDate = values.birthDate === '' ? null : values.birthDate;
  if (values.identityNumber !== start.identityNumber)
    body.identityNumber = values.identityNumber === '' ? null : values.identityNumber;
  return body;
}

const LINK_FLAGS = ['canManage', 'canReceiveLeads', 'canReceiveLeadsSms', 'showAsContact', 'hasLeftJob'] as const;

/** The flags of a link that changed, or null when none did. */
export function linkChanges(start: LinkValues, values: LinkValues): CustomerUserProviderUpdate | null {
  const body: CustomerUserProviderUpdate = {};
  for (const flag of LINK_FLAGS) if (values[flag] !== start[flag]) body[flag] = values[flag];
  return Object.keys(body).length > 0 ? body : null;
}

/** The server's field paths to the form's fields (error format 1). */
export function serverFields(values: CustomerUserFormValues): ServerFieldMap<CustomerUserFormValues> {
  return {
    name: 'name',
    username: 'username',
    oldPassword: 'oldPassword',
    password: 'password',
    passwordMatch: 'passwordRepeat',
    titleId: 'titleId',
    roleId: 'roleId',
    preferredLanguage: 'preferredLanguage',
    profileVideo: 'profileVideo',
    bio: 'bio',
    birthDate: 'birthDate',
    identityNumber: 'identityNumber',
    image: 'image',
    ...Object.fromEntries(values.emails.map((_, index) => [`emails.${index}`, `emails.${index}.value` as const])),
    ...Object.fromEntries(
      values.phones.flatMap((_, index) => [
        [`phones.${index}`, `phones.${index}.number` as const],
        [`phones.${index}.number`, `phones.${index}.number` as const],
      ]),
    ),
  };
}
