// Customer users: a user's profile, login name and password (PUT) and profile picture.
import {
  zUpdateCustomerUserBody,
  zUpdateCustomerUserPath,
  zUploadCustomerUserImagePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, conflict, fieldError, messages, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { mediaPath } from '../../lib/media-placeholder';
import { ADMIN_ROLE, requireAccountAdmin } from '../../lib/rights';
import { languageOf } from '../../lib/views';
import { parsePathParams, readMultipart } from '../../lib/validate';
import {
  USERNAME_TAKEN,
  messagesFor,
  toCustomerUser,
  findUser,
  requireSelfOrAdmin,
  credentialOf,
  usernameTaken,
  parseUserBody,
  checkProfile,
} from './support';

/** Profile pictures: JPEG, PNG or WebP, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const IMAGE_TYPES: Record<string, { ext: string; magic: (bytes: Uint8Array) => boolean }> = {
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': { ext: 'png', magic: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  'image/webp': {
    ext: 'webp',
    magic: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
};

export function customerUserProfileHandlers(http: MockHttp) {
  return [
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
  ];
}
