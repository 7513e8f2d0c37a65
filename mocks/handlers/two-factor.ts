// Two-factor login with an authenticator app (API document: /auth/two-factor, …/setup, …/disable; decisions in
// docs/security.md, "Two-factor login"). The mock does what a real server does: a random secret per set-up (base32,
// 20 bytes), an `otpauth://totp/` URI of it, TOTP codes of RFC 6238 (HMAC-SHA1, 6 digits, 30-second steps, the
// current step ±1) checked with the `otpauth` library, each code accepted once, and 5 wrong codes within 15 minutes
// blocking codes for 5 minutes. Besides real codes it accepts the README's demo code, so a walk through the demo
// needs no authenticator app. The secret never leaves the set-up's answer and is never printed.
import { Secret, TOTP } from 'otpauth';
import { zDisableTwoFactorBody, zEnableTwoFactorBody } from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { addMinutes, isoDateTime, now } from '../lib/clock';
import { conflict, fieldError, forbidden } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import type { Session } from '../lib/session';
import { parseJsonBody } from '../lib/validate';

/** The code the mock accepts besides the authenticator's (README, "Other mock inputs"). */
export const MOCK_TWO_FACTOR_CODE = '246810';
/** The service name authenticator apps show for the portal's entry. */
export const TWO_FACTOR_ISSUER = 'Hochzeitsportal';
/** RFC 6238's parameters, the defaults every authenticator app supports. */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Codes of the step before and after the server's current one count too (clocks a little off). */
const TOTP_WINDOW = 1;
/** 20 random bytes: 160 bits, the secret length RFC 4226 recommends (32 base32 characters). */
const SECRET_BYTES = 20;
export const TWO_FACTOR_FAILURE_LIMIT = 5;
const FAILURE_WINDOW_MINUTES = 15;
const LOCK_MINUTES = 5;

const WRONG_CODE = 'Der Code ist falsch. Bitte geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.';

type TwoFactorRecord = ReturnType<typeof db.twoFactors.all>[number];
/** What a change may set: the record's fields without its keys (and without the database's own marks). */
interface TwoFactorFields {
  secret: string | null;
  enabledAt: string | null;
  pendingSecret: string | null;
  lastUsedStep: number | null;
  failures: number;
  failureWindowStartedAt: string | null;
  lockedUntil: string | null;
}

function recordOf(customerUserId: number): TwoFactorRecord | undefined {
  return db.twoFactors.findFirst((q) => q.where({ customerUserId }));
}

async function update(customerUserId: number, change: (record: TwoFactorFields) => void): Promise<TwoFactorRecord> {
  if (!recordOf(customerUserId)) {
    await db.twoFactors.create({
      id: nextId(db.twoFactors),
      customerUserId,
      secret: null,
      enabledAt: null,
      pendingSecret: null,
      lastUsedStep: null,
      failures: 0,
      failureWindowStartedAt: null,
      lockedUntil: null,
    });
  }
  await db.twoFactors.update((q) => q.where({ customerUserId }), {
    data(record) {
      change(record);
    },
  });
  const record = recordOf(customerUserId);
  if (!record) throw new Error(`No two-factor record of customer user ${customerUserId}.`);
  return record;
}

/** The TOTP of a secret for the portal's entry of a user, as authenticator apps compute it. */
export function totpOf(secret: string, accountName: string): TOTP {
  return new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label: accountName,
    issuerInLabel: true,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMETERS,
  });
}

/** The only user whose second factor a session may change is its own: not in admin switch-user mode. */
function requireOwnLogin(session: Session): void {
  if (session.isSwitchedUser)
    throw forbidden('Im Benutzerwechsel können Sie die Anmeldung dieses Benutzers nicht ändern.', 'SWITCHED_USER');
}

/** Seconds left of the wrong-code block; 0 when codes may be tried. */
function lockSecondsLeft(record: TwoFactorRecord | undefined): number {
  if (!record?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((Date.parse(record.lockedUntil) - now().getTime()) / 1000));
}

async function recordFailure(customerUserId: number): Promise<void> {
  const current = now();
  await update(customerUserId, (record) => {
    const windowOver =
      record.failureWindowStartedAt === null ||
      addMinutes(new Date(record.failureWindowStartedAt), FAILURE_WINDOW_MINUTES) <= current;
    const lockOver = record.lockedUntil !== null && new Date(record.lockedUntil) <= current;
    if (windowOver || lockOver) {
      record.failureWindowStartedAt = current.toISOString();
      record.failures = 0;
      record.lockedUntil = null;
    }
    record.failures += 1;
    if (record.failures >= TWO_FACTOR_FAILURE_LIMIT)
      record.lockedUntil = addMinutes(current, LOCK_MINUTES).toISOString();
  });
}

/**
 * The TOTP step a code of the secret belongs to (the current step ±1), or null when it is wrong or was used already
 * (RFC 6238, 5.2: a code is accepted once). The demo code fits any secret and is never used up (step -1).
 */
function acceptedStep(code: string, secret: string, lastUsedStep: number | null): number | null {
  if (code === MOCK_TWO_FACTOR_CODE) return -1;
  const timestamp = now().getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMETERS,
    timestamp,
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PARAMETERS.period, timestamp }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/**
 * Checks a code of `secret` for the session's user: 429 while blocked, 422 on `code` when it does not fit (counted
 * towards the block). Returns the accepted step (to be stored as the last used one; the demo code leaves it).
 */
async function checkCode(
  session: Session,
  code: string,
  secret: string,
  lastUsedStep: number | null,
): Promise<{ step: number } | { lockedSeconds: number }> {
  const locked = lockSecondsLeft(recordOf(session.user.id));
  if (locked > 0) return { lockedSeconds: locked };
  const step = acceptedStep(code, secret, lastUsedStep);
  if (step === null) {
    await recordFailure(session.user.id);
    throw fieldError('code', WRONG_CODE);
  }
  return { step };
}

function throttledAnswer(seconds: number) {
  return {
    body: {
      message: 'Zu viele falsche Codes. Bitte versuchen Sie es in 5 Minuten erneut.',
      code: 'TWO_FACTOR_THROTTLED',
    },
    init: { headers: { 'Retry-After': String(Math.max(1, seconds)) } },
  };
}

export function twoFactorHandlers(http: MockHttp) {
  return [
    http.get('/auth/two-factor', ({ response, session }) => {
      const record = recordOf(session.user.id);
      if (record?.secret && record.enabledAt)
        return response(200).json({ data: { enabled: true, enabledAt: record.enabledAt } });
      return response(200).json({ data: { enabled: false } });
    }),

    http.post('/auth/two-factor/setup', async ({ response, session }) => {
      requireOwnLogin(session);
      if (recordOf(session.user.id)?.secret)
        throw conflict('Die Zwei-Faktor-Anmeldung ist bereits aktiviert.', 'TWO_FACTOR_ALREADY_ENABLED');
      // A new secret each time: the one shown before is void (a scan of an old QR code gives wrong codes).
      const secret = new Secret({ size: SECRET_BYTES }).base32;
      await update(session.user.id, (record) => {
        record.pendingSecret = secret;
        record.lastUsedStep = null;
      });
      const accountName = session.credential.username;
      return response(200).json({
        data: { secret, otpauthUri: totpOf(secret, accountName).toString(), issuer: TWO_FACTOR_ISSUER, accountName },
      });
    }),

    http.post('/auth/two-factor', async ({ request, response, session }) => {
      const body = await parseJsonBody(zEnableTwoFactorBody, request);
      requireOwnLogin(session);
      const record = recordOf(session.user.id);
      if (record?.secret)
        throw conflict('Die Zwei-Faktor-Anmeldung ist bereits aktiviert.', 'TWO_FACTOR_ALREADY_ENABLED');
      if (!record?.pendingSecret)
        throw conflict('Bitte richten Sie die Zwei-Faktor-Anmeldung zuerst ein.', 'TWO_FACTOR_SETUP_REQUIRED');
      const checked = await checkCode(session, body.code, record.pendingSecret, record.lastUsedStep);
      if ('lockedSeconds' in checked) {
        const { body: answer, init } = throttledAnswer(checked.lockedSeconds);
        return response(429).json(answer, init);
      }
      const enabledAt = isoDateTime(now());
      await update(session.user.id, (stored) => {
        stored.secret = stored.pendingSecret;
        stored.pendingSecret = null;
        stored.enabledAt = enabledAt;
        if (checked.step >= 0) stored.lastUsedStep = checked.step;
        stored.failures = 0;
        stored.failureWindowStartedAt = null;
      });
      return response(200).json({ data: { enabled: true, enabledAt } });
    }),

    http.post('/auth/two-factor/disable', async ({ request, response, session }) => {
      const body = await parseJsonBody(zDisableTwoFactorBody, request);
      requireOwnLogin(session);
      const record = recordOf(session.user.id);
      if (!record?.secret) throw conflict('Die Zwei-Faktor-Anmeldung ist nicht aktiviert.', 'TWO_FACTOR_NOT_ENABLED');
      const checked = await checkCode(session, body.code, record.secret, record.lastUsedStep);
      if ('lockedSeconds' in checked) {
        const { body: answer, init } = throttledAnswer(checked.lockedSeconds);
        return response(429).json(answer, init);
      }
      await update(session.user.id, (stored) => {
        stored.secret = null;
        stored.enabledAt = null;
        stored.pendingSecret = null;
        stored.lastUsedStep = null;
        stored.failures = 0;
        stored.failureWindowStartedAt = null;
        stored.lockedUntil = null;
      });
      return response(200).json({ data: { enabled: false } });
    }),
  ];
}
