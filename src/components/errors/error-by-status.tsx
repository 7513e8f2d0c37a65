// Errors by status in one place (issue 39.3, after epic-stack's GeneralErrorBoundary with `statusHandlers`): what
// the user sees for an error follows from its HTTP status (ApiError, src/api/api-error.ts), the same on every page.
// 401: the login, which leads back here; 403: the page saying the user has no rights to it; 404: the not-found page;
// anything else (a 5xx, no connection, a bug): "Erneut versuchen" where there is something to retry, else the 500
// page. A page overrides a status with its own words (`statusHandlers`: the lead page's "not linked to the
// provider", a provider that is gone).
import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { href } from '@/config/paths';
import { ErrorPage } from './error-page';
import { LoadError } from './load-error';

/**
 * What the user sees for one status; it gets the error and whether it is shown inside a page (a part of it failed
 * to load) rather than in place of the page.
 */
export type ErrorStatusHandler = (error: unknown, embedded: boolean) => ReactNode;

/** Handlers by HTTP status, over the defaults. */
export type StatusHandlers = Partial<Record<number, ErrorStatusHandler>>;

/** The HTTP status of an error: the ApiError's (0 when the request got no answer), null for anything else. */
export function errorStatus(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}

/** 401 while the page was open: to the login, which returns to this page (the API middleware ends the session). */
function ToLogin() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return <Navigate to={here === '/' ? href.login() : href.login(here)} replace />;
}

/** The defaults: the login for 401, the rights page for 403, the not-found page for 404. */
export const defaultStatusHandlers: StatusHandlers = {
  401: () => <ToLogin />,
  403: (_error, embedded) => <ErrorPage status={403} embedded={embedded} />,
  404: (_error, embedded) => <ErrorPage status={404} embedded={embedded} />,
};

/**
 * What the user sees for `error`: the handler of its status (the page's own, else the default), else a load error
 * with "Erneut versuchen" when `onRetry` is given, else the 500 page (with `retryAction` as its way on, if any).
 */
export function ErrorByStatus({
  error,
  statusHandlers,
  onRetry,
  retrying = false,
  layout,
  retryAction,
}: {
  error: unknown;
  statusHandlers?: StatusHandlers;
  onRetry?: () => void;
  retrying?: boolean;
  /** How the load error is laid out (see LoadError). */
  layout?: 'inline' | 'stacked';
  /** The 500 page's own way on (the root boundary's "Erneut versuchen"). */
  retryAction?: ReactNode;
}) {
  const status = errorStatus(error);
  const handler = status === null ? undefined : (statusHandlers?.[status] ?? defaultStatusHandlers[status]);
  // With something to retry, the error is shown inside the page; without, in its place.
  if (handler) return <>{handler(error, onRetry !== undefined)}</>;
  if (onRetry) return <LoadError onRetry={onRetry} retrying={retrying} layout={layout} />;
  return <ErrorPage status={500} action={retryAction} />;
}
