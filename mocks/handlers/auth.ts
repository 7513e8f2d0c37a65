// Auth: password, one-time-code and social logins, sessions, password and username recovery. Two-factor: two-factor.ts.
import type { z } from 'zod';
import {
  type zAccessTokenPendingPayment,
  zConnectInstagramBody,
  zConnectSocialAccountBody,
  zConnectSocialAccountPath,
  zCreateAccessTokenBody,
  zCheckPasswordRecoveryKeyQuery,
  zDeleteAccessTokenPath,
  zGetAccessTokenPath,
  zLoginWithFacebookBody,
  zLoginWithGoogleBody,
  zRequestForgottenUsernameBody,
  zRequestPasswordResetBody,
  zRequestQuickLoginCodeBody,
  zResetPasswordBody,
  zVerifyQuickLoginCodeBody,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { addDays, addMinutes, isoDate, isoDateTime, isoMonth, now } from '../lib/clock';
import { fieldError, forbidden, gone, notFound, tooManyRequests, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import {
  clearLoginFailures,
  loginLockSecondsLeft,
  loginThrottledBody,
  recordLoginFailure,
} from '../lib/login-throttle';
import { type CredentialRecord } from '../lib/session';
import { requireProviderRight } from '../lib/rights';
import { standInOrigin } from '../lib/stand-in-origin';
import { languageOf, toProvider } from '../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../lib/validate';

/** One-time codes: 6 digits, valid 2 minutes; a new code after 30 seconds (spec points 4 and 9). */

/**
 * Where the login with Google starts. Beside a portal (the browser's service worker in `npm run dev` and the
 * demo build, jsdom in route tests, and the production preview, which serves the page) it is the mock's consent
 * page on the portal's origin (`mocks/browser/google-consent.html`, never in a deployment), which returns to the
 * portal's /auth/google with a code `google:<username>` or `error=access_denied`, so the whole login runs without
 * a network. The HTTP server alone has no portal beside it and answers with Google's address, like a real server.
 */
function googleConsentUrl(): string {
  const portalOrigin = standInOrigin();
  const consent = new URL(
    portalOrigin ? `${portalOrigin}/__mock/google-consent.html` : 'https://accounts.google.com/o/oauth2/v2/auth',
  );
  consent.searchParams.set('client_id', 'anbieterportal-mock');
  consent.searchParams.set('response_type', 'code');
  consent.searchParams.set('scope', 'openid email profile');
  if (portalOrigin) consent.searchParams.set('redirect_uri', `${portalOrigin}/auth/google`);
  return consent.href;
}

export const QUICK_LOGIN_VALID_SECONDS = 120;
export const QUICK_LOGIN_RESEND_SECONDS = 30;
const QUICK_LOGIN_MAX_ATTEMPTS = 5;

const WRONG_CREDENTIALS = 'Benutzername oder Passwort ist falsch.';

type PendingPayment = z.infer<typeof zAccessTokenPendingPayment>;

function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function pendingPayments(customerId: number) {
  // The customer's payments not paid yet (pending, or failed and still owed: what GET /payments?state=pending lists),
  // with what each pays for, the most urgent first. The billing month is the due date's month (the document).
  const payments =
    'payments' in db ? (db as unknown as { payments: { all(): Array<Record<string, unknown>> } }).payments.all() : [];
  return payments
    .filter((p) => p.customerId === customerId && (p.status === 'pending' || p.status === 'failed'))
    .map((p) => ({
      id: p.id as number,
      providerId: p.providerId as number,
      type: p.type as PendingPayment['type'],
      servicePeriod: p.servicePeriod as PendingPayment['servicePeriod'],
      amount: p.amount as number,
      currency: 'EUR',
      dueDate: p.dueDate as string,
      recurringMonth: isoMonth(new Date(`${p.dueDate as string}T00:00:00Z`)),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
}

async function createSession(credential: CredentialRecord) {
  if (credential.customerUserId !== null) {
    const userId = credential.customerUserId;
    const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
    if (user?.status === 'pending_approval') {
      throw forbidden('Ihr Zugang wurde noch nicht von einem Administrator freigegeben.', 'USER_NOT_APPROVED');
    }
  }
  const created = now();
  const token = await db.accessTokens.create({
    id: nextId(db.accessTokens),
    token: randomToken('at'),
    consumerKey: randomToken('ck').slice(0, 32),
    credentialId: credential.id,
    createdAt: isoDateTime(created),
    expiresAt: isoDateTime(addDays(created, 30)),
    deleted: false,
  });
  const user =
    credential.customerUserId === null
      ? null
      : db.customerUsers.findFirst((q) => q.where({ id: credential.customerUserId as number }));
  return {
    id: token.id,
    accessToken: token.token,
    consumerKey: token.consumerKey,
    passwordChangeRequired: credential.passwordChangeRequired,
    pendingPayments: user ? pendingPayments(user.customerId) : [],
    // The admin acts through switch-user; its own token still names a customer for the document's shape.
    customerId: user?.customerId ?? 1,
    customerUserId: user?.id ?? 1,
  };
}

function credentialByUsername(username: string): CredentialRecord | undefined {
  const wanted = username.trim().toLowerCase();
  return db.credentials.all().find((c) => c.username.toLowerCase() === wanted);
}

/**
 * The key one-time codes are stored under: the account's username, or for a name without an account the name
 * itself (lower case). Unknown names get a code record too, so that the countdown, the wrong-code answers and
 * expiry look the same for them (docs/security.md, "Login throttling and account enumeration").
 */
function quickLoginKey(username: string, credential: CredentialRecord | undefined): string {
  return credential?.username ?? username.trim().toLowerCase();
}

/** The phone a one-time code of this account goes to; null when there is none (no code is sent then). */
function quickLoginPhone(credential: CredentialRecord | undefined): string | null {
  if (!credential?.customerUserId) return null;
  const userId = credential.customerUserId;
  return db.customerUsers.findFirst((q) => q.where({ id: userId }))?.phones[0]?.number ?? null;
}

/** Headers of a 429 that says when to try again. */
function retryAfter(seconds: number) {
  return { headers: { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) } };
}

export function authHandlers(http: MockHttp) {
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

    http.public.post('/auth/facebook', async ({ request, response }) => {
      const body = await parseJsonBody(zLoginWithFacebookBody, request);
      // The mock accepts tokens of the form `facebook:<username>` (README).
      const username = body.accessToken.startsWith('facebook:') ? body.accessToken.slice('facebook:'.length) : '';
      const credential = username ? credentialByUsername(username) : undefined;
      if (!credential)
        throw fieldError('accessToken', 'FACEBOOK_CONNECT_ERROR', 'Die Anmeldung mit Facebook ist fehlgeschlagen.');
      return response(201).json({ data: await createSession(credential) });
    }),

    http.public.post('/auth/google', async ({ request, response }) => {
      const body = await parseJsonBody(zLoginWithGoogleBody, request);
      if (!body.accessToken) return response(200).json({ data: { authUrl: googleConsentUrl() } });
      // The mock accepts tokens of the form `google:<username>` (README).
      const username = body.accessToken.startsWith('google:') ? body.accessToken.slice('google:'.length) : '';
      const credential = username ? credentialByUsername(username) : undefined;
      if (!credential)
        throw fieldError('accessToken', 'GOOGLE_CONNECT_ERROR', 'Die Anmeldung mit Google ist fehlgeschlagen.');
      return response(200).json({ data: await createSession(credential) });
    }),

    http.post('/auth/instagram', async ({ request, response, session }) => {
      const body = await parseJsonBody(zConnectInstagramBody, request);
      if (!session.providerIds.includes(body.providerId)) {
        throw fieldError('providerId', 'Der Anbieter gehört nicht zu Ihrem Konto.');
      }
      // A change of the provider's listing: can-manage and a role that may write, as every provider write.
      requireProviderRight(session, body.providerId, 'manage');
      if (body.accessToken === 'invalid') throw fieldError('accessToken', 'Instagram hat die Verbindung abgelehnt.');
      const provider = db.providers.findFirst((q) => q.where({ id: body.providerId }));
      const username = (provider?.name ?? 'anbieter').toLowerCase().replace(/[^a-z0-9]+/g, '.');
      return response(200).json({ data: { providerId: body.providerId, username, connectedAt: isoDateTime(now()) } });
    }),

    http.public.post('/auth/quick/request', async ({ request, response }) => {
      const body = await parseJsonBody(zRequestQuickLoginCodeBody, request);
      // Known and unknown usernames, with or without a phone, go the same way and get the same answer.
      const credential = credentialByUsername(body.username);
      const key = quickLoginKey(body.username, credential);
      const current = now();
      const previous = db.quickLoginCodes.findMany((q) => q.where({ username: key })).at(-1);
      if (previous && !previous.used) {
        const waited = (current.getTime() - new Date(previous.issuedAt).getTime()) / 1000;
        if (waited < QUICK_LOGIN_RESEND_SECONDS) {
          const left = Math.ceil(QUICK_LOGIN_RESEND_SECONDS - waited);
          return response(429).json(
            {
              message: `Bitte warten Sie noch ${left} Sekunden, bevor Sie einen neuen Code anfordern.`,
              code: 'QUICK_LOGIN_RESEND_TOO_EARLY',
            },
            retryAfter(left),
          );
        }
      }
      const code = String(Math.floor(100000 + Math.random() * 900000));
      await db.quickLoginCodes.deleteMany((q) => q.where({ username: key }));
      await db.quickLoginCodes.create({
        id: nextId(db.quickLoginCodes),
        username: key,
        code,
        issuedAt: current.toISOString(),
        expiresAt: addMinutes(current, QUICK_LOGIN_VALID_SECONDS / 60).toISOString(),
        attempts: 0,
        used: false,
      });
      // Where a real server sends an SMS, the mock prints the code (README: "One-time code"); a name without an
      // account or phone gets nothing, and its code can never log in.
      if (credential && quickLoginPhone(credential)) {
        console.info(`[mock] Einmalcode für ${credential.username}: ${code} (gültig 2 Minuten)`);
      }
      return response(202).json({
        data: {
          validForSeconds: QUICK_LOGIN_VALID_SECONDS,
          resendAfterSeconds: QUICK_LOGIN_RESEND_SECONDS,
          codeLength: 6,
        },
      });
    }),

    http.public.post('/auth/quick/verify', async ({ request, response }) => {
      const body = await parseJsonBody(zVerifyQuickLoginCodeBody, request);
      const locked = loginLockSecondsLeft(body.username);
      if (locked > 0) return response(429).json(loginThrottledBody(locked), retryAfter(locked));
      const credential = credentialByUsername(body.username);
      const issued = db.quickLoginCodes.findFirst((q) =>
        q.where({ username: quickLoginKey(body.username, credential), used: false }),
      );
      if (!issued) {
        await recordLoginFailure(body.username);
        throw fieldError('code', 'Der Code ist falsch. Bitte fordern Sie einen neuen Code an.');
      }
      if (issued.expiresAt < now().toISOString()) {
        throw gone('Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.', 'QUICK_LOGIN_CODE_EXPIRED');
      }
      if (issued.attempts >= QUICK_LOGIN_MAX_ATTEMPTS) {
        throw tooManyRequests(
          'Zu viele falsche Versuche. Bitte fordern Sie einen neuen Code an.',
          'QUICK_LOGIN_TOO_MANY_ATTEMPTS',
        );
      }
      // A code of a name without an account, or of an account without a phone, was never sent: it never fits.
      if (!credential || !quickLoginPhone(credential) || issued.code !== body.code) {
        await db.quickLoginCodes.update((q) => q.where({ id: issued.id }), {
          data(record) {
            record.attempts += 1;
          },
        });
        await recordLoginFailure(body.username);
        throw fieldError('code', 'Der Code ist falsch.');
      }
      await db.quickLoginCodes.update((q) => q.where({ id: issued.id }), {
        data(record) {
          record.used = true;
        },
      });
      await clearLoginFailures(body.username);
      return response(201).json({ data: await createSession(credential) });
    }),

    http.public.get('/password-reset', ({ request, response }) => {
      const { recoveryKey } = parseQuery(zCheckPasswordRecoveryKeyQuery, request);
      const record = db.recoveryKeys.findFirst((q) => q.where({ key: recoveryKey, used: false }));
      if (!record || record.expiresAt < isoDateTime(now())) throw notFound('Der Link ist ungültig oder abgelaufen.');
      const credential = db.credentials.findFirst((q) => q.where({ id: record.credentialId }));
      if (!credential) throw notFound('Der Link ist ungültig oder abgelaufen.');
      return response(200).json({ data: { valid: true, username: credential.username } });
    }),

    http.public.post('/password-reset', async ({ request, response }) => {
      const body = await parseJsonBody(zRequestPasswordResetBody, request);
      const credential =
        'username' in body
          ? credentialByUsername(body.username)
          : db.credentials.all().find((c) => {
              const user =
                c.customerUserId === null
                  ? undefined
                  : db.customerUsers.findFirst((q) => q.where({ id: c.customerUserId as number }));
              return user?.emails.some((email) => email.toLowerCase() === body.email.toLowerCase());
            });
      if (credential) {
        const key = randomToken('rk').slice(0, 40);
        await db.recoveryKeys.create({
          id: nextId(db.recoveryKeys),
          key,
          credentialId: credential.id,
          expiresAt: isoDateTime(addDays(now(), 2)),
          used: false,
        });
        console.info(`[mock] Link zum Zurücksetzen für ${credential.username}: /password-reset/${key}`);
      }
      // Same answer whether or not an account matched, so accounts cannot be probed.
      return response(202).empty();
    }),

    http.public.put('/password-reset/{recoveryKey}', async ({ request, params, response }) => {
      const body = await parseJsonBody(zResetPasswordBody, request);
      const record = db.recoveryKeys.findFirst((q) => q.where({ key: String(params.recoveryKey), used: false }));
      if (!record || record.expiresAt < isoDateTime(now())) throw notFound('Der Link ist ungültig oder abgelaufen.');
      await db.credentials.update((q) => q.where({ id: record.credentialId }), {
        data(credential) {
          credential.password = body.password;
          credential.passwordChangeRequired = false;
        },
      });
      await db.recoveryKeys.update((q) => q.where({ id: record.id }), {
        data(key) {
          key.used = true;
        },
      });
      return response(204).empty();
    }),

    http.public.post('/users/forgot-username', async ({ request, response }) => {
      const body = await parseJsonBody(zRequestForgottenUsernameBody, request);
      const user = db.customerUsers
        .all()
        .find((u) => u.emails.some((email) => email.toLowerCase() === body.email.toLowerCase()));
      if (user) console.info(`[mock] Benutzername für ${body.email}: ${user.username}`);
      return response(202).empty();
    }),

    http.post(
      '/customers/{customerId}/users/{userId}/social-accounts',
      async ({ request, params, response, session }) => {
        const { customerId, userId } = parsePathParams(zConnectSocialAccountPath, params);
        const target = db.customerUsers.findFirst((q) => q.where({ id: userId, customerId }));
        if (!target || customerId !== session.customerId) throw notFound('Der Benutzer wurde nicht gefunden.');
        if (target.id !== session.user.id)
          throw forbidden('Soziale Konten können Sie nur mit Ihrem eigenen Benutzer verbinden.');
        const body = await parseJsonBody(zConnectSocialAccountBody, request);
        if (body.token === 'invalid') {
          const code = body.type === 'facebook' ? 'FACEBOOK_CONNECT_ERROR' : 'GOOGLE_CONNECT_ERROR';
          throw fieldError('token', code, 'Das Konto konnte nicht verbunden werden.');
        }
        const externalId = `${body.type}-${isoDate(now()).replace(/-/g, '')}-${target.id}`;
        await db.customerUsers.update((q) => q.where({ id: target.id }), {
          data(user) {
            if (body.type === 'google') user.googleId = externalId;
            else user.facebookId = externalId;
          },
        });
        return response(201).json({ data: { type: body.type, connectedAt: isoDateTime(now()) } });
      },
    ),
  ];
}
