// Customer users: the projections, lookups and rules the users, their links, contacts and invitations share
// (the API shape of a user and a link, who may change whom, unique login names, the profile rules of spec
// point 5).
import type { z } from 'zod';
import {
  type zCustomerUser,
  type zCustomerUserProvider,
  type zPhoneNumber,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { addMonths, calendarDaysOnEarth, isoDate } from '../../lib/clock';
import { type FieldErrorCollector, messages, notFound } from '../../lib/errors';
import { isValidPhone } from '../../lib/phone';
import { parseVideoLink } from '../../../src/lib/video-link';
import { type Session, requireOwnCustomer } from '../../lib/session';
import { requireAccountAdmin } from '../../lib/rights';
import { type CustomerUserRecord, type LanguageKey, localizedCategory, providerSummary } from '../../lib/views';
import { parseJsonBodyReworded } from '../../lib/validate';

export type LinkRecord = CustomerUserRecord['customerUserProviders'][number];

type PhoneNumber = z.infer<typeof zPhoneNumber>;

export const USERNAME_TAKEN = 'Dieser Benutzername ist bereits vergeben.';
export const messagesFor = {
  identityNumber: 'Die Identitätsnummer besteht aus genau 11 Ziffern.',
  username: 'Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Unterstrich und Bindestrich enthalten.',
  birthDate: 'Das Geburtsdatum muss zwischen 100 und 18 Jahren zurückliegen.',
  profileVideo: 'Bitte geben Sie einen Link zu einem Video auf YouTube oder Vimeo ein.',
  wrongOldPassword: 'Das bisherige Passwort ist nicht korrekt.',
  passwordUnchanged: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  role: 'Bitte wählen Sie eine Rolle aus der Liste.',
  title: 'Bitte wählen Sie einen Titel aus der Liste.',
  lastAdmin: 'Das Kundenkonto braucht mindestens einen aktiven Administrator.',
};

// ---------------------------------------------------------------- projections and lookups

export function toLink(link: LinkRecord, language: LanguageKey): z.infer<typeof zCustomerUserProvider> {
  const provider = db.providers.findFirst((q) => q.where({ id: link.providerId }));
  return {
    id: link.id,
    providerId: link.providerId,
    provider: provider
      ? providerSummary(provider, language)
      : { ...structuredClone(link.provider), category: localizedCategory(link.provider.category, language) },
    name: link.name,
    canReceiveLeads: link.canReceiveLeads,
    canReceiveLeadsSms: link.canReceiveLeadsSms,
    showAsContact: link.showAsContact,
    canManage: link.canManage,
    hasLeftJob: link.hasLeftJob,
    signatureContent: link.signatureContent,
    signatureImage: link.signatureImage,
  };
}

/** The API shape: storage keys (uuid, advisorService, cityId) stay in storage. */
export function toCustomerUser(u: CustomerUserRecord, language: LanguageKey): z.infer<typeof zCustomerUser> {
  return {
    id: u.id,
    customerId: u.customerId,
    name: u.name,
    titleId: u.titleId,
    roleId: u.roleId,
    username: u.username,
    preferredLanguage: u.preferredLanguage,
    profileVideo: u.profileVideo,
    bio: u.bio,
    image: u.image ? { path: u.image.path } : null,
    emails: [...u.emails],
    phones: structuredClone(u.phones),
    birthDate: u.birthDate,
    identityNumber: u.identityNumber,
    googleId: u.googleId,
    facebookId: u.facebookId,
    contacts: structuredClone(u.contacts),
    customerUserProviders: u.customerUserProviders.map((link) => toLink(link, language)),
    status: u.status,
    createdAt: u.createdAt,
  };
}

/** A user of the own customer, or 404 (users of other customers do not exist for the caller). */
export function findUser(session: Session, customerId: number, userId: number): CustomerUserRecord {
  requireOwnCustomer(session, customerId);
  const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
  if (!user || user.customerId !== customerId) throw notFound('Der Benutzer wurde nicht gefunden.');
  return user;
}

/** Users may change their own harmless fields; changing anyone else of the customer needs an account administrator. */
export function requireSelfOrAdmin(session: Session, user: CustomerUserRecord, message: string): void {
  if (user.id !== session.user.id) requireAccountAdmin(session, message);
}

export function credentialOf(userId: number) {
  return db.credentials.findFirst((q) => q.where({ customerUserId: userId }));
}

/** Login names are unique over every login, compared without case (the login compares without case too). */
export function usernameTaken(username: string, exceptUserId?: number): boolean {
  const wanted = username.toLowerCase();
  return (
    db.credentials
      .all()
      .some(
        (c) => c.username.toLowerCase() === wanted && (exceptUserId === undefined || c.customerUserId !== exceptUserId),
      ) || db.customerUsers.all().some((u) => u.username.toLowerCase() === wanted && u.id !== exceptUserId)
  );
}

function isConfigItem(type: 'customer_user_role' | 'customer_user_title', itemId: number): boolean {
  return db.configEntries.all().some((e) => e.type === type && e.status === 1 && e.itemId === itemId);
}

// ---------------------------------------------------------------- validation of the business rules (spec point 5)

/** Birth dates lie between 100 and 18 years ago (the picker's range). */
function isAdultBirthDate(value: string): boolean {
  // 18 to 100 years before today in the user's calendar, whichever time zone that is (docs/dates.md).
  const { earliest, latest } = calendarDaysOnEarth();
  return value >= isoDate(addMonths(earliest, -100 * 12)) && value <= isoDate(addMonths(latest, -18 * 12));
}

/** Profile videos come from YouTube or Vimeo, short links included: the portal's rule (src/lib/video-link.ts). */
function isSupportedVideo(link: string): boolean {
  return !('problem' in parseVideoLink(link));
}

/** Replaces zod's generic message for fields with a specific one. */
export function parseUserBody<S extends z.ZodType>(schema: S, request: Request): Promise<z.output<S>> {
  return parseJsonBodyReworded(schema, request, (path, message) => {
    if (message !== messages.invalid) return undefined;
    if (path === 'identityNumber') return messagesFor.identityNumber;
    if (path === 'username') return messagesFor.username;
    if (path === 'profileVideo') return messagesFor.profileVideo;
    if (/^phones\.\d+(\.number)?$/.test(path) || /^contacts\.\d+\.value\.number$/.test(path)) return messages.phone;
    return undefined;
  });
}

interface ProfileFields {
  name?: string | undefined;
  emails?: string[] | undefined;
  phones?: PhoneNumber[] | undefined;
  birthDate?: string | null | undefined;
  profileVideo?: string | null | undefined;
  titleId?: number | null | undefined;
  roleId?: number | undefined;
}

/** The rules create and update share. */
export function checkProfile(body: ProfileFields, errors: FieldErrorCollector): void {
  if (body.name !== undefined && !body.name.trim()) errors.add('name', messages.required);
  body.emails?.forEach((email, i) => {
    if (!email.trim()) errors.add(`emails.${i}`, messages.required);
  });
  body.phones?.forEach((phone, i) => {
    if (!isValidPhone(phone)) errors.add(`phones.${i}.number`, messages.phone);
  });
  if (body.birthDate && !isAdultBirthDate(body.birthDate)) errors.add('birthDate', messagesFor.birthDate);
  if (body.profileVideo && !isSupportedVideo(body.profileVideo)) errors.add('profileVideo', messagesFor.profileVideo);
  if (body.titleId != null && !isConfigItem('customer_user_title', body.titleId))
    errors.add('titleId', messagesFor.title);
  if (body.roleId !== undefined && !isConfigItem('customer_user_role', body.roleId))
    errors.add('roleId', messagesFor.role);
}
