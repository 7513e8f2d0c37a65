// Connecting a provider's Instagram account (issue 17, point 8). The gallery page starts it (media feature), the
// /instagram/callback page finishes it (instagram feature); this module is what both share: the `state` that ties
// Instagram's answer to the start, with the provider and the gallery to return to, kept in this tab's
// sessionStorage. Decisions: docs/media.md, "Instagram".
import { isRecord } from '@/lib/guards';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { safeRedirect } from '@/lib/safe-redirect';
import { instagramConnectAvailable } from './instagram-connect-available';

const STORAGE_KEY = 'portal.instagramConnect';
/** Instagram's answer must come back within this time; an older start counts as expired. */
export const INSTAGRAM_CONNECT_TTL_MS = 15 * 60 * 1000;
/** Where the callback returns when the start is unknown. */
export const INSTAGRAM_FALLBACK_RETURN = '/galleries';
const CALLBACK_PATH = '/instagram/callback';
/** The mock's stand-in for Instagram's authorization page (mock mode only: mocks/browser/instagram-connect.html). */
export const MOCK_INSTAGRAM_CONSENT_PATH = '/__mock/instagram-connect.html';

interface PendingConnect {
  state: string;
  providerId: number;
  returnTo: string;
  startedAt: number;
}

/** What the callback learns from the state Instagram returned. */
export type InstagramConnectStart =
  { ok: true; providerId: number; returnTo: string } | { ok: false; reason: 'unknown' | 'expired' };

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export { instagramConnectAvailable } from './instagram-connect-available';

/**
 * Remembers the start (provider, gallery path to return to) under a fresh random state and returns the address of
 * the authorization page to send the browser to; null when this installation cannot connect Instagram.
 */
export function beginInstagramConnect(providerId: number, returnTo: string): string | null {
  if (!instagramConnectAvailable()) return null;
  const config = getRuntimeConfig();
  const pending: PendingConnect = {
    state: randomState(),
    providerId,
    returnTo: safeRedirect(returnTo, INSTAGRAM_FALLBACK_RETURN),
    startedAt: Date.now(),
  };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const redirectUri = `${window.location.origin}${CALLBACK_PATH}`;
  if (config.mockApi) {
    return `${MOCK_INSTAGRAM_CONSENT_PATH}?${new URLSearchParams({ state: pending.state, redirect_uri: redirectUri })}`;
  }
  const query = new URLSearchParams({
    client_id: config.instagramAppId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'instagram_business_basic',
    state: pending.state,
  });
  // Instagram's authorization page (Instagram API with Instagram Login: profile and media of the account), or the
  // stand-in the runtime configuration names (the production preview's).
  const authorize = new URL(config.instagramAuthorizeUrl, window.location.origin);
  for (const [name, value] of query) authorize.searchParams.set(name, value);
  return authorize.href;
}

function readPending(): PendingConnect | null {
  let value: unknown;
  try {
    value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { state, providerId, returnTo, startedAt } = value;
  if (typeof state !== 'string' || typeof providerId !== 'number' || typeof startedAt !== 'number') return null;
  return { state, providerId, returnTo: safeRedirect(returnTo, INSTAGRAM_FALLBACK_RETURN), startedAt };
}

/**
 * The start Instagram's answer belongs to, without consuming it (a render may read it twice): unknown when nothing
 * was started in this tab or the state differs (a forged or stale answer), expired after
 * {@link INSTAGRAM_CONNECT_TTL_MS}. The return target is a path of this site in every case ({@link safeRedirect}).
 */
export function readInstagramConnect(state: string | null, now = Date.now()): InstagramConnectStart {
  const pending = readPending();
  if (!pending || state === null || pending.state !== state) return { ok: false, reason: 'unknown' };
  if (now - pending.startedAt > INSTAGRAM_CONNECT_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, providerId: pending.providerId, returnTo: pending.returnTo };
}

/** Forgets the pending start: a state is good for one answer. */
export function forgetInstagramConnect(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

/** {@link readInstagramConnect}, consumed when the state matched. */
export function takeInstagramConnect(state: string | null, now = Date.now()): InstagramConnectStart {
  const start = readInstagramConnect(state, now);
  if (start.ok || start.reason === 'expired') forgetInstagramConnect();
  return start;
}

/** The gallery the pending start returns to, whatever its state (for the way back after a failure). */
export function pendingInstagramReturn(): string {
  return readPending()?.returnTo ?? INSTAGRAM_FALLBACK_RETURN;
}
