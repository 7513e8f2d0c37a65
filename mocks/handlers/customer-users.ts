// Customer users (spec points 3-6): the users of the own customer, their provider links, contacts, profile
// picture, and the public invitation link that sets username and password. Users, links, logins and
// invitations live in the core collections (customerUsers, credentials, invitations).
import type { z } from 'zod';
import {
  type zContact,
  type zCustomerUser,
  type zCustomerUserProvider,
  type zPhoneNumber,
  zAcceptInvitationBody,
  zAcceptInvitationPath,
  zAddCustomerUserProviderBody,
  zAddCustomerUserProviderPath,
  zCreateCustomerUserBody,
  zCreateCustomerUserPath,
  zDeleteCustomerUserPath,
  zDeleteCustomerUserProviderPath,
  zGetCustomerUserPath,
  zGetInvitationPath,
  zListCustomerUserContactsPath,
  zListCustomerUsersPath,
  zListCustomerUsersQuery,
  zReplaceCustomerUserContactsBody,
  zReplaceCustomerUserContactsPath,
  zUpdateCustomerUserBody,
  zUpdateCustomerUserPath,
  zUpdateCustomerUserProviderBody,
  zUpdateCustomerUserProviderPath,
  zUploadCustomerUserImagePath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { addMonths, calendarDaysOnEarth, isoDate, isoDateTime, now } from '../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  type FieldErrorCollector,
  forbidden,
  messages,
  notFound,
  validationFailed,
} from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { mediaPath } from '../lib/media-placeholder';
import { paginate, singlePage, sortBy } from '../lib/paging';
import { isValidPhone } from '../lib/phone';
import { parseVideoLink } from '../../src/lib/video-link';
import { type Session, requireOwnCustomer } from '../lib/session';
import { ADMIN_ROLE, isAccountAdmin, requireAccountAdmin, RIGHTS_CODES } from '../lib/rights';
import {
  type CustomerUserRecord,
  type LanguageKey,
  languageOf,
  localizedCategory,
  providerSummary,
} from '../lib/views';
import { parseJsonBodyReworded, parsePathParams, parseQuery, readMultipart } from '../lib/validate';

type LinkRecord = CustomerUserRecord['customerUserProviders'][number];
type Contact = z.infer<typeof zContact>;
type PhoneNumber = z.infer<typeof zPhoneNumber>;

const DEFAULT_ROLE = 2;
/** Profile pictures: JPEG, PNG or WebP, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const SORTABLE = ['id', 'name', 'username', 'createdAt', 'roleId', 'titleId', 'status'];

const USERNAME_TAKEN = 'Dieser Benutzername ist bereits vergeben.';
const messagesFor = {
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

function toLink(link: LinkRecord, language: LanguageKey): z.infer<typeof zCustomerUserProvider> {
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
function toCustomerUser(u: CustomerUserRecord, language: LanguageKey): z.infer<typeof zCustomerUser> {
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
function findUser(session: Session, customerId: number, userId: number): CustomerUserRecord {
  requireOwnCustomer(session, customerId);
  const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
  if (!user || user.customerId !== customerId) throw notFound('Der Benutzer wurde nicht gefunden.');
  return user;
}

/** Users may change their own harmless fields; changing anyone else of the customer needs an account administrator. */
function requireSelfOrAdmin(session: Session, user: CustomerUserRecord, message: string): void {
  if (user.id !== session.user.id) requireAccountAdmin(session, message);
}

/**
 * The fields of a provider link a user may change on their own link while they work for the provider: the
 * name and the signature they send with. Everything else on a link is a right or a flag the account's
 * administrators decide (spec point 6): can-manage, receiving leads by e-mail or SMS, being shown as contact,
 * "left the job" (docs/security.md, "Rights inside one account").
 */
const OWN_LINK_FIELDS = new Set(['name', 'signatureContent', 'signatureImage']);

function requireLinkChange(session: Session, user: CustomerUserRecord, link: LinkRecord, fields: string[]): void {
  if (isAccountAdmin(session)) return;
  requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen die Zuordnungen anderer Benutzer ändern.');
  const adminOnly = fields.filter((field) => !OWN_LINK_FIELDS.has(field));
  if (adminOnly.length > 0) {
    requireAccountAdmin(
      session,
      'Rechte und Einstellungen Ihrer Zuordnung zum Anbieter ändert ein Administrator. Sie selbst können Name und Signatur ändern.',
    );
  }
  if (link.hasLeftJob) {
    throw forbidden('Sie arbeiten nicht mehr für diesen Anbieter.', RIGHTS_CODES.notLinked);
  }
}

function findLink(user: CustomerUserRecord, linkId: number): LinkRecord {
  const link = user.customerUserProviders.find((l) => l.id === linkId);
  if (!link) throw notFound('Die Zuordnung zum Anbieter wurde nicht gefunden.');
  return link;
}

function credentialOf(userId: number) {
  return db.credentials.findFirst((q) => q.where({ customerUserId: userId }));
}

/** Login names are unique over every login, compared without case (the login compares without case too). */
function usernameTaken(username: string, exceptUserId?: number): boolean {
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
function parseUserBody<S extends z.ZodType>(schema: S, request: Request): Promise<z.output<S>> {
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
function checkProfile(body: ProfileFields, errors: FieldErrorCollector): void {
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

function nextLinkId(): number {
  let max = 0;
  for (const user of db.customerUsers.all())
    for (const link of user.customerUserProviders) max = Math.max(max, link.id);
  return max + 1;
}

function nextContactId(): number {
  let max = 0;
  for (const user of db.customerUsers.all()) for (const contact of user.contacts) max = Math.max(max, contact.id ?? 0);
  return max + 1;
}

const IMAGE_TYPES: Record<string, { ext: string; magic: (bytes: Uint8Array) => boolean }> = {
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': { ext: 'png', magic: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  'image/webp': {
    ext: 'webp',
    magic: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
};

// ---------------------------------------------------------------- handlers

export function customerUsersHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/users', ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zListCustomerUsersPath, params);
      requireOwnCustomer(session, customerId);
      const query = parseQuery(zListCustomerUsersQuery, request);
      const field = query.sort.replace(/^-/, '');
      if (!SORTABLE.includes(field)) throw fieldError('sort', `Nach „${field}“ kann nicht sortiert werden.`);
      const users = db.customerUsers.all().filter((u) => u.customerId === customerId);
      return response(200).json(
        paginate(
          sortBy(users, query.sort).map((u) => toCustomerUser(u, languageOf(request))),
          query,
        ),
      );
    }),

    http.post('/customers/{customerId}/users', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zCreateCustomerUserPath, params);
      requireOwnCustomer(session, customerId);
      requireAccountAdmin(session, 'Nur Administratoren dürfen Benutzer hinzufügen.');
      const body = await parseUserBody(zCreateCustomerUserBody, request);
      const errors = collectFieldErrors();
      checkProfile(body, errors);
      if (!body.username.trim()) errors.add('username', messages.required);
      if (body.passwordMatch !== body.password) errors.add('passwordMatch', messages.passwordsDiffer);
      errors.throwIfAny();
      if (usernameTaken(body.username)) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');

      const userId = nextId(db.customerUsers);
      const created = await db.customerUsers.create({
        id: userId,
        customerId,
        name: body.name.trim(),
        titleId: body.titleId ?? null,
        roleId: body.roleId ?? DEFAULT_ROLE,
        username: body.username,
        preferredLanguage: body.preferredLanguage ?? 'de_DE',
        profileVideo: body.profileVideo ?? null,
        bio: body.bio ?? null,
        image: null,
        emails: body.emails ?? [],
        phones: body.phones ?? [],
        birthDate: body.birthDate ?? null,
        identityNumber: body.identityNumber ?? null,
        googleId: null,
        facebookId: null,
        contacts: [],
        customerUserProviders: [],
        status: 'pending_approval',
        createdAt: isoDateTime(now()),
        uuid: crypto.randomUUID(),
        advisorService: false,
        cityId: null,
      });
      await db.credentials.create({
        id: nextId(db.credentials),
        username: body.username,
        password: body.password,
        customerUserId: userId,
        isAdmin: false,
        passwordChangeRequired: false,
      });
      // Spec point 6: the account administrators get a confirmation mail; the mock prints it (README).
      const admins = db.customerUsers
        .all()
        .filter((u) => u.customerId === customerId && u.roleId === ADMIN_ROLE && u.status === 'active');
      for (const admin of admins) {
        console.info(
          `[mock] Bestätigungs-Mail an ${admin.emails[0] ?? admin.username}: ${session.user.name} hat den Benutzer „${created.name}“ (${created.username}) angelegt. Bitte geben Sie den Zugang frei.`,
        );
      }
      return response(201).json({ data: toCustomerUser(created, languageOf(request)) });
    }),

    http.get('/customers/{customerId}/users/{userId}', ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zGetCustomerUserPath, params);
      return response(200).json({ data: toCustomerUser(findUser(session, customerId, userId), languageOf(request)) });
    }),

    http.put('/customers/{customerId}/users/{userId}', async ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zUpdateCustomerUserPath, params);
      const user = findUser(session, customerId, userId);
      requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen andere Benutzer bearbeiten.');
      const body = await parseUserBody(zUpdateCustomerUserBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      if (body.roleId !== undefined && body.roleId !== user.roleId) {
        requireAccountAdmin(session, 'Nur Administratoren dürfen Rollen ändern.');
      }

      const errors = collectFieldErrors();
      checkProfile(body, errors);
      const credential = credentialOf(user.id);
      if (body.password !== undefined) {
        if (body.oldPassword === undefined) errors.add('oldPassword', messages.required);
        else if (!credential || credential.password !== body.oldPassword)
          errors.add('oldPassword', messagesFor.wrongOldPassword);
        // A renewal that keeps the current password is no renewal (issue 11, point 7).
        else if (body.password === credential.password) errors.add('password', messagesFor.passwordUnchanged);
        if (body.passwordMatch === undefined) errors.add('passwordMatch', messages.required);
        else if (body.passwordMatch !== body.password) errors.add('passwordMatch', messages.passwordsDiffer);
      } else if (body.oldPassword !== undefined || body.passwordMatch !== undefined) {
        errors.add('password', messages.required);
      }
      if (user.roleId === ADMIN_ROLE && body.roleId !== undefined && body.roleId !== ADMIN_ROLE) {
        const otherAdmins = db.customerUsers
          .all()
          .filter(
            (u) => u.customerId === customerId && u.id !== user.id && u.roleId === ADMIN_ROLE && u.status === 'active',
          );
        if (otherAdmins.length === 0) errors.add('roleId', messagesFor.lastAdmin);
      }
      errors.throwIfAny();
      if (body.username !== undefined && usernameTaken(body.username, user.id))
        throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');

      const updated = await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          if (body.name !== undefined) u.name = body.name.trim();
          if (body.username !== undefined) u.username = body.username;
          if (body.titleId !== undefined) u.titleId = body.titleId;
          if (body.roleId !== undefined) u.roleId = body.roleId;
          if (body.preferredLanguage !== undefined) u.preferredLanguage = body.preferredLanguage;
          if (body.emails !== undefined) u.emails = body.emails;
          if (body.phones !== undefined) u.phones = body.phones;
          if (body.birthDate !== undefined) u.birthDate = body.birthDate;
          if (body.identityNumber !== undefined) u.identityNumber = body.identityNumber;
          if (body.profileVideo !== undefined) u.profileVideo = body.profileVideo;
          if (body.bio !== undefined) u.bio = body.bio;
        },
      });
      if (credential && (body.username !== undefined || body.password !== undefined)) {
        await db.credentials.update((q) => q.where({ id: credential.id }), {
          data(c) {
            if (body.username !== undefined) c.username = body.username;
            if (body.password !== undefined) {
              c.password = body.password;
              c.passwordChangeRequired = false;
            }
          },
        });
      }
      return response(200).json({ data: toCustomerUser(updated ?? user, languageOf(request)) });
    }),

    http.delete('/customers/{customerId}/users/{userId}', async ({ params, response, session }) => {
      const { customerId, userId } = parsePathParams(zDeleteCustomerUserPath, params);
      const user = findUser(session, customerId, userId);
      requireAccountAdmin(session, 'Nur Administratoren dürfen Benutzer löschen.');
      if (user.id === session.user.id) throw forbidden('Sie können sich nicht selbst löschen.');
      const credential = credentialOf(user.id);
      if (credential) {
        await db.accessTokens.updateMany((q) => q.where({ credentialId: credential.id }), {
          data(token) {
            token.deleted = true;
          },
        });
        db.credentials.delete((q) => q.where({ id: credential.id }));
      }
      db.invitations.deleteMany((q) => q.where({ customerUserId: user.id }));
      db.customerUsers.delete((q) => q.where({ id: user.id }));
      return response(204).empty();
    }),

    http.post('/customers/{customerId}/users/{userId}/image', async ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zUploadCustomerUserImagePath, params);
      const user = findUser(session, customerId, userId);
      requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen das Bild anderer Benutzer ändern.');
      const form = await readMultipart(request);
      const image = form.image;
      if (image === undefined) throw fieldError('image', messages.required);
      if (Array.isArray(image) || typeof image === 'string')
        throw fieldError('image', 'Bitte laden Sie genau eine Bilddatei hoch.');
      const type = IMAGE_TYPES[image.type.toLowerCase()];
      if (!type) throw fieldError('image', 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.');
      if (image.size === 0) throw fieldError('image', 'Die Datei ist leer.');
      if (image.size > MAX_IMAGE_BYTES) throw fieldError('image', 'Das Bild darf höchstens 5 MB groß sein.');
      const head = new Uint8Array(await image.slice(0, 12).arrayBuffer());
      if (!type.magic(head)) throw fieldError('image', 'Die Datei ist kein gültiges Bild.');
      const stamp = isoDateTime(now()).replace(/[-:TZ]/g, '');
      const path = mediaPath('customer-users', user.id, `profil-${stamp}.${type.ext}`);
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.image = { path };
        },
      });
      return response(200).json({ data: { path } });
    }),

    http.post('/customers/{customerId}/users/{userId}/providers', async ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zAddCustomerUserProviderPath, params);
      const user = findUser(session, customerId, userId);
      // Also for the user themself: a link gives access to a provider's couples, so only administrators link.
      requireAccountAdmin(session, 'Nur Administratoren dürfen Benutzer Anbietern zuordnen.');
      const body = await parseUserBody(zAddCustomerUserProviderBody, request);
      const provider = db.providers.findFirst((q) => q.where({ id: body.providerId }));
      if (!provider || provider.customerId !== customerId) {
        throw fieldError('providerId', 'Dieser Anbieter gehört nicht zu Ihrem Kundenkonto.');
      }
      if (user.customerUserProviders.some((l) => l.providerId === provider.id)) {
        throw conflict('Der Benutzer ist diesem Anbieter bereits zugeordnet.', 'PROVIDER_ALREADY_LINKED');
      }
      const link: LinkRecord = {
        id: nextLinkId(),
        providerId: provider.id,
        provider: providerSummary(provider, 'de'),
        name: user.name,
        canReceiveLeads: body.canReceiveLeads,
        canReceiveLeadsSms: body.canReceiveLeadsSms,
        showAsContact: body.showAsContact,
        // Edit rights only when the administrator grants them; a link alone lets the user answer couples.
        canManage: body.canManage,
        hasLeftJob: false,
        signatureContent: null,
        signatureImage: null,
      };
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.customerUserProviders = [...u.customerUserProviders, link];
        },
      });
      return response(201).json({ data: toLink(link, languageOf(request)) });
    }),

    http.put(
      '/customers/{customerId}/users/{userId}/providers/{linkId}',
      async ({ request, params, response, session }) => {
        const { customerId, userId, linkId } = parsePathParams(zUpdateCustomerUserProviderPath, params);
        const user = findUser(session, customerId, userId);
        const link = findLink(user, linkId);
        requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen die Zuordnungen anderer Benutzer ändern.');
        const body = await parseUserBody(zUpdateCustomerUserProviderBody, request);
        if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
        requireLinkChange(session, user, link, Object.keys(body));
        if (body.name !== undefined && !body.name.trim()) throw fieldError('name', messages.required);
        // The signature image is shown under e-mails: a path on the portal's host or an https address, nothing
        // a browser would run or fetch in the clear (javascript:, data:, http:).
        if (body.signatureImage != null && !/^(\/(?!\/)|https:\/\/)\S+$/i.test(body.signatureImage))
          throw fieldError('signatureImage', 'Das Bild muss ein Pfad oder eine https-Adresse sein.');
        const changed: LinkRecord = {
          ...structuredClone(link),
          ...(body.canReceiveLeads !== undefined && { canReceiveLeads: body.canReceiveLeads }),
          ...(body.canReceiveLeadsSms !== undefined && { canReceiveLeadsSms: body.canReceiveLeadsSms }),
          ...(body.showAsContact !== undefined && { showAsContact: body.showAsContact }),
          ...(body.name !== undefined && { name: body.name.trim() }),
          // HTML is stored as given; the portal sanitizes it before rendering.
          ...(body.signatureContent !== undefined && { signatureContent: body.signatureContent }),
          ...(body.signatureImage !== undefined && { signatureImage: body.signatureImage }),
          ...(body.canManage !== undefined && { canManage: body.canManage }),
          ...(body.hasLeftJob !== undefined && { hasLeftJob: body.hasLeftJob }),
        };
        await db.customerUsers.update((q) => q.where({ id: user.id }), {
          data(u) {
            u.customerUserProviders = u.customerUserProviders.map((l) => (l.id === link.id ? changed : l));
          },
        });
        return response(200).json({ data: toLink(changed, languageOf(request)) });
      },
    ),

    http.delete('/customers/{customerId}/users/{userId}/providers/{linkId}', async ({ params, response, session }) => {
      const { customerId, userId, linkId } = parsePathParams(zDeleteCustomerUserProviderPath, params);
      const user = findUser(session, customerId, userId);
      const link = findLink(user, linkId);
      // Also for the user themself: unlinking and linking again must not reset the rights an administrator set.
      requireAccountAdmin(session, 'Nur Administratoren dürfen Zuordnungen zu Anbietern entfernen.');
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.customerUserProviders = u.customerUserProviders.filter((l) => l.id !== link.id);
        },
      });
      return response(204).empty();
    }),

    http.get('/customers/{customerId}/users/{userId}/contacts', ({ params, response, session }) => {
      const { customerId, userId } = parsePathParams(zListCustomerUserContactsPath, params);
      const user = findUser(session, customerId, userId);
      return response(200).json(singlePage(structuredClone(user.contacts)));
    }),

    http.put('/customers/{customerId}/users/{userId}/contacts', async ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zReplaceCustomerUserContactsPath, params);
      const user = findUser(session, customerId, userId);
      requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen die Kontakte anderer Benutzer ändern.');
      const body = await parseUserBody(zReplaceCustomerUserContactsBody, request);
      const known = new Set(user.contacts.map((c) => c.id));
      const seen = new Set<number>();
      const errors = collectFieldErrors();
      body.contacts.forEach((contact, i) => {
        if (contact.id !== undefined) {
          if (!known.has(contact.id)) errors.add(`contacts.${i}.id`, 'Dieser Kontakt gehört nicht zu dem Benutzer.');
          else if (seen.has(contact.id)) errors.add(`contacts.${i}.id`, 'Dieser Kontakt ist doppelt aufgeführt.');
          seen.add(contact.id);
        }
        if (contact.type === 'email' && !contact.value.trim()) errors.add(`contacts.${i}.value`, messages.required);
        if (contact.type !== 'email' && !isValidPhone(contact.value))
          errors.add(`contacts.${i}.value.number`, messages.phone);
      });
      errors.throwIfAny();
      let id = nextContactId();
      const contacts: Contact[] = body.contacts.map((contact) => ({ ...contact, id: contact.id ?? id++ }));
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.contacts = contacts;
        },
      });
      return response(200).json(singlePage(structuredClone(contacts)));
    }),

    http.public.get('/customers/{customerId}/users/{userId}/invitations/{hash}', ({ params, response }) => {
      const { customerId, userId, hash } = parsePathParams(zGetInvitationPath, params);
      const invitation = db.invitations.findFirst((q) =>
        q.where({ customerId, customerUserId: userId, hash, used: false }),
      );
      const user = invitation ? db.customerUsers.findFirst((q) => q.where({ id: userId, customerId })) : undefined;
      if (!invitation || !user)
        throw notFound('Der Einladungslink ist ungültig oder wurde bereits verwendet.', 'INVITATION_INVALID');
      return response(200).json({
        data: { customerId, customerUserId: user.id, username: user.username || null, name: user.name },
      });
    }),

    http.public.put(
      '/customers/{customerId}/users/{userId}/invitations/{hash}',
      async ({ request, params, response }) => {
        const { customerId, userId, hash } = parsePathParams(zAcceptInvitationPath, params);
        const invitation = db.invitations.findFirst((q) =>
          q.where({ customerId, customerUserId: userId, hash, used: false }),
        );
        const user = invitation ? db.customerUsers.findFirst((q) => q.where({ id: userId, customerId })) : undefined;
        if (!invitation || !user)
          throw notFound('Der Einladungslink ist ungültig oder wurde bereits verwendet.', 'INVITATION_INVALID');
        const body = await parseUserBody(zAcceptInvitationBody, request);
        if (usernameTaken(body.username, user.id)) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
        const credential = credentialOf(user.id);
        if (credential) {
          await db.credentials.update((q) => q.where({ id: credential.id }), {
            data(c) {
              c.username = body.username;
              c.password = body.password;
              c.passwordChangeRequired = false;
            },
          });
        } else {
          await db.credentials.create({
            id: nextId(db.credentials),
            username: body.username,
            password: body.password,
            customerUserId: user.id,
            isAdmin: false,
            passwordChangeRequired: false,
          });
        }
        await db.customerUsers.update((q) => q.where({ id: user.id }), {
          data(u) {
            u.username = body.username;
          },
        });
        await db.invitations.update((q) => q.where({ id: invitation.id }), {
          data(i) {
            i.used = true;
          },
        });
        return response(204).empty();
      },
    ),
  ];
}
