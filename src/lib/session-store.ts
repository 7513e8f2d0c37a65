import { LOCALE_STORAGE_KEY } from './locale';

// Where the session lives. Tokens go to localStorage (shared by tabs, so a logout in one tab reaches the
// others through the `storage` event) and into request headers, never into URLs or logs.
export const ACCESS_TOKEN_KEY = 'accessToken';
export const ACCESS_TOKEN_ID_KEY = 'accessTokenId';
export const CONSUMER_KEY_KEY = 'consumerKey';

/**
 * Local storage keys of the modal queue's history (once flags and closing times, spec point 4), one per user: a
 * second person at the same browser has their own, so a modal the first dismissed "once ever" still shows to them.
 */
export const MODAL_HISTORY_KEY_PREFIX = 'modalHistory:';
export const modalHistoryKey = (userId: number) => `${MODAL_HISTORY_KEY_PREFIX}${userId}`;

/** Local storage key of the visitor's consent choice (docs/integrations.md): categories and date, no personal data. */
export const CONSENT_STORAGE_KEY = 'consent';

/**
 * The keys that survive a logout (spec point 4): the chosen language, so the login page keeps speaking the user's
 * language, and the consent choice, which belongs to the browser, not to the session (asking again after every
 * logout would be a nag). The modal histories survive too (`MODAL_HISTORY_KEY_PREFIX`), so a modal dismissed "once
 * ever" stays dismissed for its user.
 */
export const KEPT_STORAGE_KEYS = [LOCALE_STORAGE_KEY, CONSENT_STORAGE_KEY] as const;

/** Cookies of the admin switch-user (impersonation) mode (spec point 6). */
export const SWITCH_USER_COOKIE = 'switch_user';
export const ADMIN_ACCESS_TOKEN_COOKIE = 'admin_access_token';

export interface StoredSession {
  accessToken: string;
  accessTokenId: number;
  consumerKey: string;
}

export function readSession(storage: Storage = window.localStorage): StoredSession | null {
  const accessToken = storage.getItem(ACCESS_TOKEN_KEY);
  const accessTokenId = Number(storage.getItem(ACCESS_TOKEN_ID_KEY));
  const consumerKey = storage.getItem(CONSUMER_KEY_KEY);
  if (!accessToken || !consumerKey || !Number.isInteger(accessTokenId) || accessTokenId < 1) return null;
  return { accessToken, accessTokenId, consumerKey };
}

/**
 * Local storage key of the logged-in user's provider ids, from the last session answer of this login (issue 23):
 * route loaders start a page's data requests with them at boot, beside the session request, instead of after its
 * answer. Ids only (no names, nothing personal); tied to the access token id, gone with the session.
 */
export const PROVIDER_IDS_KEY = 'providerIds';

export function readRememberedProviderIds(
  accessTokenId: number,
  storage: Storage = window.localStorage,
): number[] | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(PROVIDER_IDS_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('accessTokenId' in stored) || !('ids' in stored))
      return null;
    const { ids } = stored;
    if (stored.accessTokenId !== accessTokenId || !Array.isArray(ids)) return null;
    return ids.every((id): id is number => Number.isInteger(id) && id > 0) ? ids : null;
  } catch {
    return null;
  }
}

/** Remembers the provider ids of a session answer; `null` forgets them (no usable session, a password change due). */
export function rememberProviderIds(
  accessTokenId: number,
  ids: number[] | null,
  storage: Storage = window.localStorage,
): void {
  if (ids === null) storage.removeItem(PROVIDER_IDS_KEY);
  else storage.setItem(PROVIDER_IDS_KEY, JSON.stringify({ accessTokenId, ids }));
}

/** Fired on window whenever this tab writes or clears the session (other tabs get the `storage` event). */
export const SESSION_CHANGED_EVENT = 'portal:session-changed';

export function writeSession(session: StoredSession, storage: Storage = window.localStorage): void {
  storage.setItem(ACCESS_TOKEN_KEY, session.accessToken);
  storage.setItem(ACCESS_TOKEN_ID_KEY, String(session.accessTokenId));
  storage.setItem(CONSUMER_KEY_KEY, session.consumerKey);
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface SwitchUserSession {
  adminAccessToken: string;
  switchUser: string;
}

/** Admin switch-user mode is on when both cookies are present. */
export function readSwitchUserSession(cookies: string = document.cookie): SwitchUserSession | null {
  const adminAccessToken = readCookie(ADMIN_ACCESS_TOKEN_COOKIE, cookies);
  const switchUser = readCookie(SWITCH_USER_COOKIE, cookies);
  return adminAccessToken && switchUser ? { adminAccessToken, switchUser } : null;
}

/**
 * Unsent texts (a message to a couple, a note) are stored under this prefix and the user's id (see
 * `src/lib/drafts/`). They survive an expired session, so nothing typed is lost when the user logs in again,
 * and go with an explicit logout, so the next person at a shared computer does not find them.
 */
export const DRAFT_KEY_PREFIX = 'draft:';

/**
 * Clears local and session storage except the kept keys (and, when the session merely expired, the drafts),
 * and expires every cookie this page can see.
 */
export function clearSession(options: { keepDrafts?: boolean } = {}): void {
  const kept = new Map<string, string>();
  for (const key of KEPT_STORAGE_KEYS) {
    const value = window.localStorage.getItem(key);
    if (value !== null) kept.set(key, value);
  }
  for (let index = 0; index < window.localStorage.length; index++) {
    const key = window.localStorage.key(index);
    const keep =
      key?.startsWith(MODAL_HISTORY_KEY_PREFIX) || (options.keepDrafts === true && key?.startsWith(DRAFT_KEY_PREFIX));
    if (key && keep) kept.set(key, window.localStorage.getItem(key) ?? '');
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const [key, value] of kept) window.localStorage.setItem(key, value);

  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
