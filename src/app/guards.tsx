import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { href, routes } from '@/config/paths';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSearchParam } from '@/lib/search-params';
import { requiredCheckoutPayments } from '@/lib/session/pending-payments';
import { useSession } from '@/lib/session/session-query';

/**
 * Whether the guards show the known login state: not before a render with it has finished (the loader until then).
 * The login state arrives as a store update, which React renders synchronously, and what replaces the loader is
 * the whole layout and page: on a slow phone one task of about 200 ms (issue 23, total blocking time). Deferred,
 * React renders it as a transition, in slices, and shows it when it is complete.
 */
function useLoginStateShown(status: 'unknown' | 'logged-in' | 'logged-out'): boolean {
  return useDeferredValue(status) !== 'unknown';
}

/**
 * Login-required routes (spec point 2): a loader while the login state is unknown, the login page (with the
 * original path and query in `redirectUrl`) for anonymous visitors, and /password-renew while a password
 * change is required.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const shown = useLoginStateShown(session.status);
  if (session.status === 'unknown' || !shown) return <PageLoader />;
  if (session.status === 'logged-out') {
    const original = `${location.pathname}${location.search}`;
    return <Navigate to={original === '/' ? href.login() : href.login(original)} replace />;
  }
  if (session.accessToken.passwordChangeRequired && location.pathname !== routes.passwordRenew.path) {
    return <Navigate to={href.passwordRenew()} replace />;
  }
  return <Outlet />;
}

/**
 * Logged-out routes: a logged-in visitor goes to `/`, or right after login to the `redirectUrl` they came
 * from, when that is a path on this site.
 */
export function RequireAnonymous() {
  const session = useSession();
  const redirectUrl = useSearchParam('redirectUrl');
  const shown = useLoginStateShown(session.status);
  if (session.status === 'unknown' || !shown) return <PageLoader />;
  if (session.status === 'logged-in') return <Navigate to={safeRedirect(redirectUrl, href.home())} replace />;
  return <Outlet />;
}

/**
 * Main-layout routes while the login holds overdue payments (docs/payments.md, "Checkout"): /checkout, with the
 * wanted path in `next`, until they are paid. Logout stays possible there; the checkout layout's routes (the
 * 3-D Secure result) are not held.
 */
export function RequirePaidUp() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'logged-in' && requiredCheckoutPayments(session.accessToken).length > 0) {
    const original = `${location.pathname}${location.search}`;
    return <Navigate to={href.checkout(original === '/' ? undefined : original)} replace />;
  }
  return <Outlet />;
}
