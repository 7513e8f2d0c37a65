// Customer users: the public invitation link that sets a new user's username and password.
import {
  zAcceptInvitationBody,
  zAcceptInvitationPath,
  zGetInvitationPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { conflict, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { parsePathParams } from '../../lib/validate';
import { USERNAME_TAKEN, credentialOf, usernameTaken, parseUserBody } from './support';

export function customerUserInvitationsHandlers(http: MockHttp) {
  return [
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
