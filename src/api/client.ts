import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { errorReportingMiddleware } from '@/lib/integrations/error-reporting';
import { getCurrentLocale } from '@/lib/locale';
import { resolveApiBaseUrl } from '@/lib/runtime-config';
import { announceSessionExpired } from '@/lib/session-expired-notice';
import { clearSession, readSession, readSwitchUserSession } from '@/lib/session-store';
import { normaliseHttpError } from './api-error';
import type { paths } from './generated/schema';
import { createPortalMiddleware } from './middleware';

export type ApiClient = Client<paths>;

/** Path (and query) of the login page that brings the user back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  if (returnTo === '/' || returnTo.startsWith('/auth/')) return '/auth/login';
  return `/auth/login?${new URLSearchParams({ redirectUrl: returnTo })}`;
}

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** The router registers its navigate function so a 401 moves within the single-page app. */
export function setUnauthorizedNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

/**
 * Ends an expired session on the client: storage (except the kept keys and drafts), cookies, then the login page.
 * When a session was there (a 401 while logged in), the login page says that it expired, once.
 */
export function expireSession(): void {
  const hadSession = readSession() !== null || readSwitchUserSession() !== null;
  clearSession({ keepDrafts: true });
  const { pathname, search } = window.location;
  if (pathname === '/auth/login') return;
  if (hadSession) announceSessionExpired();
  navigateTo(loginPathFor(`${pathname}${search}`));
}

/** What API requests wait for before they are sent: nothing, except in mock mode (`holdRequestsUntil`). */
let apiAnswers: Promise<void> = Promise.resolve();

/**
 * Mock mode: API requests wait until the mock backend in the page answers them (src/mock-mode.ts), so the portal
 * renders its first screen while the mock starts instead of after it (issue 34, `npm run bench:dev-start`). A
 * mock that fails to start lets the requests go (and fail) rather than hold them forever.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  apiAnswers = ready.then(
    () => undefined,
    () => undefined,
  );
}

const waitForApi: Middleware = {
  async onRequest() {
    await apiAnswers;
    return undefined;
  },
};

export interface CreateApiClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  onUnauthorized?: () => void;
}

export function createApiClient(options: CreateApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? resolveApiBaseUrl(),
    // Resolved per call, so test stubs and the mock service worker see every request.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
    // Array query parameters are declared `style: form, explode: false` in the document: `providerIds=1,2`.
    querySerializer: { array: { style: 'form', explode: false } },
  });
  client.use(
    waitForApi,
    createPortalMiddleware({
      getLocale: getCurrentLocale,
      getSession: () => readSession(),
      getSwitchUser: () => readSwitchUserSession(),
      onUnauthorized: options.onUnauthorized ?? expireSession,
    }),
    // Failed answers go to error reporting (spec points 7 and 8: which statuses, docs/integrations.md).
    errorReportingMiddleware,
  );
  return client;
}

let current: { baseUrl: string; client: ApiClient } | null = null;

/**
 * The one client of the portal. The base URL is read from runtime config on use, so a deployment (or a
 * contract test pointing the portal at a Pact mock server) can change it without a rebuild.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- an empty Proxy target: every property is read from the real client below
export const api: ApiClient = new Proxy({} as ApiClient, {
  get(_, property) {
    const baseUrl = resolveApiBaseUrl();
    if (current?.baseUrl !== baseUrl) current = { baseUrl, client: createApiClient({ baseUrl }) };
    const value: unknown = Reflect.get(current.client, property);
    return value;
  },
});

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Returns the body of a successful answer or throws the normalised ApiError. */
export function unwrap<T>(result: FetchResult<T>): T {
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) throw normaliseHttpError(response.status, error);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- openapi-fetch types `data` as the documented body of the answer; it is absent only for bodiless (204) answers, whose T is undefined
  return data as T;
}

/** Builds multipart bodies for upload operations (the generators type binary parts as strings). */
export function formDataSerializer(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) value.forEach((item) => form.append(key, String(item)));
    else form.append(key, String(value));
  }
  return form;
}
