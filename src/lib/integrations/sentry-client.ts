// The error-reporting SDK (Sentry), loaded after the first render when a DSN is configured (error-reporting.ts).
// In mock mode it sends to the in-page stand-in (`window.__errorReports`), which tests and journeys read; nothing
// leaves the page.
import {
  type BrowserOptions,
  breadcrumbsIntegration,
  captureException,
  captureMessage,
  dedupeIntegration,
  type ErrorEvent,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
  withScope,
} from '@sentry/browser';
import type { IntegrationsConfig } from '../runtime-config';
import { readSession, readSwitchUserSession } from '../session-store';
import { type ApiFailure, connectErrorReporting, type Report } from './error-reporting';
import { scrubDeep, scrubUrl } from './scrub';

declare global {
  interface Window {
    /** Mock mode: the events the error-reporting stand-in received (docs/integrations.md). */
    __errorReports?: ErrorEvent[];
  }
}

type Transport = NonNullable<BrowserOptions['transport']>;

/** Answers that are part of normal use or reported elsewhere (spec point 8): never reported. */
export const SKIPPED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 500, 503]);

/** Whether an answer with this status is reported: error statuses except the skipped ones. */
export function isReportedStatus(status: number): boolean {
  return status >= 400 && !SKIPPED_STATUSES.has(status);
}

/** The messages browsers and clients give a request that got no answer (spec point 8): never reported. */
export const NETWORK_FAILURE_MESSAGES = ['Network request failed', 'Failed to fetch', 'Network Error'] as const;

/** Whether an error is a network failure (no answer at all), which is never reported. */
export function isNetworkFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (NETWORK_FAILURE_MESSAGES.some((text) => message.includes(text))) return true;
  // The portal's own normalised failure of a request without answer (src/api/api-error.ts: kind network, status 0).
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'network';
}

/** The in-page transport of mock mode: keeps each event of an envelope in `window.__errorReports`. */
export const inPageTransport: Transport = () => ({
  send: (envelope) => {
    const store = (window.__errorReports ??= []);
    for (const [header, payload] of envelope[1]) {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- an envelope item of type "event" carries an error event
      if (header.type === 'event') store.push(payload as ErrorEvent);
    }
    return Promise.resolve({ statusCode: 200 });
  },
  flush: () => Promise.resolve(true),
});

/** The session's secrets as they are in this moment: they must appear in no event. */
function sessionSecrets(): string[] {
  const session = readSession();
  const switchUser = readSwitchUserSession();
  return [session?.accessToken, session?.consumerKey, switchUser?.adminAccessToken].filter(
    (secret): secret is string => typeof secret === 'string' && secret !== '',
  );
}

/** The last line of defence before an event leaves the page: every string scrubbed, network failures dropped. */
export function beforeSend(event: ErrorEvent): ErrorEvent | null {
  const messages = [event.message, ...(event.exception?.values ?? []).map((value) => value.value)];
  if (messages.some((message) => message !== undefined && isNetworkFailure(message))) return null;
  return scrubDeep(event, sessionSecrets());
}

function apiFailureMessage(failure: ApiFailure): string {
  return `API ${failure.method} ${scrubUrl(failure.url)} answered ${failure.status}`;
}

function send(report: Report): void {
  if (report.kind === 'api' && !isReportedStatus(report.failure.status)) return;
  withScope((scope) => {
    if (report.kind === 'api') {
      const { failure } = report;
      scope.setTag('loggedIn', String(failure.loggedIn));
      scope.setTag('method', failure.method);
      scope.setTag('status', String(failure.status));
      scope.setContext('request', { url: scrubUrl(failure.url), method: failure.method, status: failure.status });
      // One issue per operation and status, not per lead id.
      const path = scrubUrl(new URL(failure.url, window.location.origin).pathname);
      scope.setFingerprint([failure.method, path.replace(/\/\d+/g, '/:id'), String(failure.status)]);
      captureMessage(apiFailureMessage(failure), 'error');
    } else {
      if (isNetworkFailure(report.error)) return;
      scope.setTag('loggedIn', String(report.loggedIn));
      scope.setTag('source', 'route-error-boundary');
      captureException(report.error);
    }
  });
}

/** Starts the SDK and hands it what was queued since boot. */
export function startSentry(config: IntegrationsConfig['errorReporting'], options: { standIn: boolean }): void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    transport: options.standIn ? inPageTransport : makeFetchTransport,
    // No user, cookies, headers or bodies: the logged-in flag is the only thing said about the user (spec point 7);
    // query strings are scrubbed by beforeSend (scrub.ts) rather than dropped, so their shape stays readable.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    // Only what point 7 asks: errors with their breadcrumbs. The default set (sessions, HTTP context with the full
    // URL and user agent, wrapped timers) is left out; the route errors come from the error boundary.
    defaultIntegrations: false,
    integrations: [
      breadcrumbsIntegration({ dom: false, fetch: true, history: true, xhr: true, sentry: false }),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    ignoreErrors: [...NETWORK_FAILURE_MESSAGES],
    beforeSend,
    beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb, sessionSecrets()),
  });
  connectErrorReporting(send);
}
