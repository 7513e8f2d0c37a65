// Auth: the password login (with its throttling of wrong passwords) and the session: read and end it.
import {
  zCreateAccessTokenBody,
  zDeleteAccessTokenPath,
  zGetAccessTokenPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import {
  clearLoginFailures,
  loginLockSecondsLeft,
  loginThrottledBody,
  recordLoginFailure,
} from '../../lib/login-throttle';
import { languageOf, toProvider } from '../../lib/views';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import { pendingPayments, createSession, credentialByUsername, retryAfter } from './support';

const WRONG_CREDENTIALS = 'Benutzername oder Passwort ist falsch.';

export function sessionsHandlers(http: MockHttp) {
  return [
    http.public.post('/access-tokens', async ({ request, response }) => {
      const body = await parseJsonBody(zCreateAccessTokenBody, request);
      // A locked username is refused before the password is looked at: the right one does not open it early.
      const locked = loginLockSecondsLeft(body.username);
      if (locked > 0) return response(429).json(loginThrottledBody(locked), retryAfter(locked));
      const credential = credentialByUsername(body.username);
      if (!credential || credential.password !== body.password) {
        await recordLoginFailure(body.username);
        throw validationFailed({ password: WRONG_CREDENTIALS }, WRONG_CREDENTIALS);
      }
      await clearLoginFailures(body.username);
      return response(201).json({ data: await createSession(credential) });
    }),

    http.get('/access-tokens/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetAccessTokenPath, params);
      if (session.token.id !== id) throw notFound('Die Sitzung wurde nicht gefunden.');
      const { user } = session;
      const customer = db.customers.findFirst((q) => q.where({ id: user.customerId }));
      if (!customer) throw notFound('Der Kunde wurde nicht gefunden.');
      const { accountManager, ...customerData } = customer;
      const city =
        user.cityId === null ? null : (db.cities.findFirst((q) => q.where({ id: user.cityId as number })) ?? null);
      const providers = session.providerIds
        .map((providerId) => db.providers.findFirst((q) => q.where({ id: providerId })))
        .filter((p) => p !== undefined)
        .map((p) => toProvider(p, languageOf(request)));
      return response(200).json({
        data: {
          id: session.token.id,
          passwordChangeRequired: session.credential.passwordChangeRequired,
          pendingPayments: pendingPayments(user.customerId),
          expiresAt: session.token.expiresAt,
          isSwitchedUser: session.isSwitchedUser,
          user: {
            id: user.id,
            name: user.name,
            username: user.username,
            customerId: user.customerId,
            customer: customerData,
            email: user.emails[0] ?? null,
            phone: user.phones[0]?.number ?? null,
            city: city ? { ...city } : null,
            providers,
            details: { titleId: user.titleId, roleId: user.roleId, preferredLanguage: user.preferredLanguage },
            permission: { advisorService: user.advisorService },
            accountManager: accountManager ? { ...accountManager } : null,
            uuid: user.uuid,
          },
        },
      });
    }),

    http.delete('/access-tokens/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteAccessTokenPath, params);
      if (session.token.id !== id) throw notFound('Die Sitzung wurde nicht gefunden.');
      await db.accessTokens.update((q) => q.where({ id }), {
        data(token) {
          token.deleted = true;
        },
      });
      return response(204).empty();
    }),
  ];
}
