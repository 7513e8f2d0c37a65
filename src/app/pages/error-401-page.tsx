// /errors/error-401 (issue 37.15d): "Erneut anmelden" beside "Zur Startseite". A chunk of its own: the way back
// and its safe-redirect check are for this page only, not for every first visit (the other error pages load with
// the app).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSearchParam } from '@/lib/search-params';
import { ErrorPage } from './error-pages';

/** Pages a login does not lead back to: the home page (the default), the logged-out pages, the error pages. */
const NO_RETURN = /^\/(?:$|[?#]|auth\/|errors\/)/;

/**
 * The page the visitor was on before the 401 page: its `redirectUrl` (whoever sends a visitor here names the page,
 * as for the login), else the page of this site that linked here (the referrer). Only a path of this site, through
 * the one safe-redirect rule (src/lib/safe-redirect.ts, docs/security.md).
 */
function pageBefore(redirectUrl: string | null): string | null {
  const named = safeRedirect(redirectUrl, '');
  if (named) return NO_RETURN.test(named) ? null : named;
  let referrer: URL;
  try {
    referrer = new URL(document.referrer);
  } catch {
    return null;
  }
  if (referrer.origin !== window.location.origin) return null;
  const path = safeRedirect(`${referrer.pathname}${referrer.search}${referrer.hash}`, '');
  return path && !NO_RETURN.test(path) ? path : null;
}

/** "Erneut anmelden": the login page, which leads back to the page the visitor was on. */
function LogInAgain() {
  const { t } = useTranslation();
  const back = pageBefore(useSearchParam('redirectUrl'));
  return (
    <Link to={back ? href.login(back) : href.login()} className={buttonVariants()}>
      {t('status.logInAgain')}
    </Link>
  );
}

export default function Error401Page() {
  return <ErrorPage status={401} action={<LogInAgain />} />;
}
