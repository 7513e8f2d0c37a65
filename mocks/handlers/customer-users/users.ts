// Customer users: the users of the own customer (list, create, read, delete). A user's profile, login and
// picture: profile.ts.
import {
  zCreateCustomerUserBody,
  zCreateCustomerUserPath,
  zDeleteCustomerUserPath,
  zGetCustomerUserPath,
  zListCustomerUsersPath,
  zListCustomerUsersQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, conflict, fieldError, forbidden, messages } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate, sortBy } from '../../lib/paging';
import { requireOwnCustomer } from '../../lib/session';
import { ADMIN_ROLE, requireAccountAdmin } from '../../lib/rights';
import { languageOf } from '../../lib/views';
import { parsePathParams, parseQuery } from '../../lib/validate';
import {
  USERNAME_TAKEN,
  toCustomerUser,
  findUser,
  credentialOf,
  usernameTaken,
  parseUserBody,
  checkProfile,
} from './support';

const DEFAULT_ROLE = 2;

const SORTABLE = ['id', 'name', 'username', 'createdAt', 'roleId', 'titleId', 'status'];

export function customerUsersListHandlers(http: MockHttp) {
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
  ];
}
