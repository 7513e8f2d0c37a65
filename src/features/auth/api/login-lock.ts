// The login lock (POST /access-tokens and /auth/quick/verify, answer LoginThrottled): after 5 failed logins for a
// username the server answers 429 LOGIN_THROTTLED with a Retry-After header until the lock ends. The error the
// portal throws keeps that wait, which the login forms count down (docs/security.md).
import { ApiError, isApiError } from '@/api/api-error';
import { unwrap } from '@/api/client';
import { currentInstant, parseInstant } from '@/lib/calendar-day';

export const LOGIN_THROTTLED = 'LOGIN_THROTTLED';

/** A 429 LOGIN_THROTTLED with the seconds until the lock ends (null when the answer did not say). */
export class LoginLockedError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(error: ApiError, retryAfterSeconds: number | null) {
    super({
      kind: error.kind,
      status: error.status,
      message: error.serverMessage,
      code: error.code,
      fieldErrors: { ...error.fieldErrors },
      errorFormat: error.errorFormat,
      body: error.body,
    });
    this.name = 'LoginLockedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Seconds of a Retry-After header: delta-seconds or an HTTP date (RFC 9110); null when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = currentInstant().getTime()): number | null {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const date = value === '' ? Number.NaN : parseInstant(value).getTime();
  if (Number.isNaN(date)) return null;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

interface LoginResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** `unwrap` for the login calls: a login lock becomes a LoginLockedError that carries the wait. */
export function unwrapLogin<T>(result: LoginResult<T>): T {
  try {
    return unwrap(result);
  } catch (error) {
    if (isApiError(error) && error.status === 429 && error.code === LOGIN_THROTTLED) {
      throw new LoginLockedError(error, retryAfterSeconds(result.response.headers.get('Retry-After')));
    }
    throw error;
  }
}

/** The seconds to wait when `error` is a login lock with a known wait; null for any other failure. */
export function loginLockSeconds(error: unknown): number | null {
  return error instanceof LoginLockedError ? error.retryAfterSeconds : null;
}
