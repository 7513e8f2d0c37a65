// Error reporting (spec points 7 and 8, issue 22): the hooks and the queue, small enough for the boot chunk. The
// SDK (Sentry, sentry-client.ts) loads after the first render and only when a DSN is configured; until then what
// happens is queued (at most 20), and without a DSN the queue is dropped once the runtime has read the config.
import type { Middleware } from 'openapi-fetch';
import { readSession } from '../session-store';

/** What point 7 names for a failed call: URL (scrubbed when sent), method, status, logged in or not. */
export interface ApiFailure {
  url: string;
  method: string;
  status: number;
  loggedIn: boolean;
}

export type Report = { kind: 'api'; failure: ApiFailure } | { kind: 'error'; error: unknown; loggedIn: boolean };

type Sink = (report: Report) => void;
const REPORTS_KEPT_BEFORE_LOAD = 20;
let queue: Report[] | null = [];
let sink: Sink | null = null;
const reportedErrors = new WeakSet<object>();

/**
 * The loaded SDK takes over: it receives the queue, then every report as it happens. Without a DSN the runtime
 * connects a sink that drops everything (the few reports queued since boot never leave the page).
 */
export function connectErrorReporting(next: Sink): void {
  sink = next;
  const waiting = queue ?? [];
  queue = null;
  waiting.forEach(next);
}

/** Back to the state before boot (tests). */
export function resetErrorReporting(): void {
  sink = null;
  queue = [];
}

function submit(report: Report): void {
  if (sink) sink(report);
  else if (queue && queue.length < REPORTS_KEPT_BEFORE_LOAD) queue.push(report);
}

function loggedIn(): boolean {
  return readSession() !== null;
}

/** A failed call of the API client; the SDK's side applies the status rules (sentry-client.ts, `isReportedStatus`). */
export function reportApiFailure(failure: Omit<ApiFailure, 'loggedIn'>): void {
  if (sink || queue) submit({ kind: 'api', failure: { ...failure, loggedIn: loggedIn() } });
}

/**
 * An error a route threw (caught by the root error boundary): reported once, however often the boundary renders
 * it. The API's own errors are not reported here: the client reports those per call. (Network failures are dropped
 * by the SDK's side, sentry-client.ts, which keeps this boot-time module small.)
 */
export function reportRouteError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (error instanceof Error && error.name === 'ApiError') return;
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  submit({ kind: 'error', error, loggedIn: loggedIn() });
}

/** The API client's part: every answer with an error status goes to the rules above. */
export const errorReportingMiddleware: Middleware = {
  onResponse({ request, response }) {
    if (!response.ok) reportApiFailure({ url: request.url, method: request.method, status: response.status });
    return undefined;
  },
};
