// The analytics tag (issue 22, point 3): Google's tag manager script (gtag.js) with the configured measurement id,
// injected only after statistics consent; a page view per route change, its URL scrubbed of personal data (lead
// ids stay, names and e-mail addresses go: scrub.ts). In mock mode nothing is loaded: the tag's queue
// (`window.dataLayer`) is the stand-in that tests and journeys read.
import type { IntegrationsConfig } from '../runtime-config';
import { hasConsent, onConsentChange } from './consent';
import { scrubUrl } from './scrub';
import { allowScriptOrigin, loadScript } from './trusted-scripts';

declare global {
  interface Window {
    /** The tag manager's command queue (and the stand-in of mock mode). */
    dataLayer?: unknown[];
  }
}

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** What a page view needs of the router: its current location and changes to it. */
export interface LocationSource {
  state: { location: { pathname: string; search: string } };
  subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;
}

function gtag(...command: unknown[]): void {
  const queue = (window.dataLayer ??= []);
  // gtag.js reads each command as an `arguments` object, not as an array (Google's own snippet pushes `arguments`).
  queue.push(
    (function collect(..._: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- the tag script needs the arguments object itself
      return arguments;
    })(...command),
  );
}

/** The page view command for a location: scrubbed path and query, and the path as the title (titles name couples). */
export function pageViewCommand(location: { pathname: string; search: string }): unknown[] {
  const path = scrubUrl(`${location.pathname}${location.search}`);
  return [
    'event',
    'page_view',
    { page_location: `${window.location.origin}${path}`, page_path: path, page_title: path.split('?')[0] },
  ];
}

/**
 * Starts the tag when the statistics category is (or becomes) consented, and reports page views while it is.
 * Withdrawn consent stops the page views and tells the tag (`ga-disable-<id>`); the script already loaded stays
 * until the next page load. Returns the function that stops listening.
 */
export function startAnalytics(config: IntegrationsConfig, router: LocationSource): () => void {
  const id = config.analytics.measurementId;
  if (!id) return () => undefined;
  let started = false;
  let lastPath = '';
  const track = (location: { pathname: string; search: string }) => {
    if (!started || !hasConsent('statistics')) return;
    const path = `${location.pathname}${location.search}`;
    if (path === lastPath) return;
    lastPath = path;
    gtag(...pageViewCommand(location));
  };
  const update = () => {
    Reflect.set(window, `ga-disable-${id}`, !hasConsent('statistics'));
    if (started || !hasConsent('statistics')) return;
    started = true;
    gtag('js', new Date());
    // No automatic page view (its URL and title would be unscrubbed); no advertising signals, no IP.
    gtag('config', id, { send_page_view: false, allow_google_signals: false, anonymize_ip: true });
    if (!config.standIn) {
      const url = `${TAG_MANAGER_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
      allowScriptOrigin(url);
      // A failed load (blocker, offline) only means no statistics.
      void loadScript(url).catch(() => undefined);
    }
    track(router.state.location);
  };
  update();
  const stopConsent = onConsentChange(update);
  const stopRouter = router.subscribe((state) => track(state.location));
  return () => {
    stopConsent();
    stopRouter();
  };
}
