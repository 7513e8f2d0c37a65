import type { Middleware } from 'openapi-fetch';
import { type Locale, toLanguageTag } from '@/lib/locale';
import type { StoredSession, SwitchUserSession } from '@/lib/session-store';
import { normaliseNetworkError } from './api-error';

export const HEADER_ACCESS_TOKEN = 'X-Access-Token';
export const HEADER_CONSUMER_KEY = 'X-Consumer-Key';
export const HEADER_SWITCH_USER = 'X-Switch-User';

export interface PortalMiddlewareDeps {
  getLocale: () => Locale;
  getSession: () => StoredSession | null;
  getSwitchUser: () => SwitchUserSession | null;
  /** Called once per 401 answer: the session is over (spec point 4). */
  onUnauthorized: () => void;
}

/**
 * Adds the headers every call carries (spec point 7) and reacts to the answers every call can get:
 * - `Accept-Language` from the chosen language;
 * - `X-Access-Token` and `X-Consumer-Key` when a session exists;
 * - in admin switch-user mode the admin's token as `X-Access-Token` plus `X-Switch-User` (spec point 6);
 * - any 401 ends the session;
 * - a request that never got an answer becomes an ApiError of kind `network` (aborts stay aborts, so
 *   cancelled queries are not reported as failures).
 */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function createPortalMiddleware(deps: PortalMiddlewareDeps): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept-Language', toLanguageTag(deps.getLocale()));
      const session = deps.getSession();
      const switchUser = deps.getSwitchUser();
      if (switchUser) {
        request.headers.set(HEADER_ACCESS_TOKEN, switchUser.adminAccessToken);
        request.headers.set(HEADER_SWITCH_USER, switchUser.switchUser);
      } else if (session) {
        request.headers.set(HEADER_ACCESS_TOKEN, session.accessToken);
      }
      if (session) request.headers.set(HEADER_CONSUMER_KEY, session.consumerKey);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) deps.onUnauthorized();
      return response;
    },
    onError({ error }) {
      // Returning nothing rethrows the original error: aborts must stay aborts.
      if (isAbort(error)) return undefined;
      return normaliseNetworkError(error);
    },
  };
}
