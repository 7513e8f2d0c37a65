// The login lock of the mock (API document: POST /access-tokens and the LoginThrottled answer; decisions in
// docs/security.md, "Login throttling and account enumeration"): 5 failed password or one-time-code logins for
// one username within 15 minutes lock that username's login for 5 minutes. Counted per username, known or
// unknown, so the lock itself tells nothing about which accounts exist. The state lives in the database
// (`loginFailures`), so every reset of the mock (tests, `POST /__mock/reset`, the developer panel) clears it.
import { db } from '../db';
import { nextId } from '../db/collection';
import { addMinutes, now } from './clock';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_LOCK_MINUTES = 5;

export const LOGIN_THROTTLED_CODE = 'LOGIN_THROTTLED';

/** The key of a username: the login compares usernames without case and surrounding spaces. */
function keyOf(username: string): string {
  return username.trim().toLowerCase();
}

function recordOf(username: string) {
  const key = keyOf(username);
  return db.loginFailures.findFirst((q) => q.where({ username: key }));
}

/** Seconds until the username's login lock ends; 0 when it is not locked. */
export function loginLockSecondsLeft(username: string): number {
  const lockedUntil = recordOf(username)?.lockedUntil;
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((Date.parse(lockedUntil) - now().getTime()) / 1000));
}

/** Counts a wrong password or code; the failure that reaches the limit starts the lock. */
export async function recordLoginFailure(username: string): Promise<void> {
  const current = now();
  const existing = recordOf(username);
  if (!existing) {
    await db.loginFailures.create({
      id: nextId(db.loginFailures),
      username: keyOf(username),
      windowStartedAt: current.toISOString(),
      failures: 1,
      lockedUntil: null,
    });
    return;
  }
  const windowOver = addMinutes(new Date(existing.windowStartedAt), LOGIN_FAILURE_WINDOW_MINUTES) <= current;
  const lockOver = existing.lockedUntil !== null && new Date(existing.lockedUntil) <= current;
  await db.loginFailures.update((q) => q.where({ id: existing.id }), {
    data(record) {
      if (windowOver || lockOver) {
        record.windowStartedAt = current.toISOString();
        record.failures = 0;
        record.lockedUntil = null;
      }
      record.failures += 1;
      if (record.failures >= LOGIN_FAILURE_LIMIT) {
        record.lockedUntil = addMinutes(current, LOGIN_LOCK_MINUTES).toISOString();
      }
    },
  });
}

/** A successful login starts the count again. */
export async function clearLoginFailures(username: string): Promise<void> {
  const key = keyOf(username);
  await db.loginFailures.deleteMany((q) => q.where({ username: key }));
}

/** The body of the 429 LOGIN_THROTTLED answer (the handler adds the Retry-After header). */
export function loginThrottledBody(secondsLeft: number) {
  const minutes = Math.ceil(secondsLeft / 60);
  return {
    message: `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    code: LOGIN_THROTTLED_CODE,
  };
}
