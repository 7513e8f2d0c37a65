// Auth: the login with a one-time code sent by SMS (request a code, verify it).
import { zRequestQuickLoginCodeBody, zVerifyQuickLoginCodeBody } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addMinutes, now } from '../../lib/clock';
import { fieldError, gone, tooManyRequests } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import {
  clearLoginFailures,
  loginLockSecondsLeft,
  loginThrottledBody,
  recordLoginFailure,
} from '../../lib/login-throttle';
import { type CredentialRecord } from '../../lib/session';
import { parseJsonBody } from '../../lib/validate';
import { createSession, credentialByUsername, retryAfter } from './support';

/** One-time codes: 6 digits, valid 2 minutes; a new code after 30 seconds (spec points 4 and 9). */
export const QUICK_LOGIN_VALID_SECONDS = 120;
export const QUICK_LOGIN_RESEND_SECONDS = 30;
const QUICK_LOGIN_MAX_ATTEMPTS = 5;

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

export function quickLoginHandlers(http: MockHttp) {
  return [
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
  ];
}
