import { matchPath } from 'react-router-dom';
import { allRoutes } from '@/config/paths';
import { publicWebsiteUrl } from '@/lib/public-website';
import { safeRedirect } from '@/lib/safe-redirect';

/** Where a to-do's link leads: a page of the portal itself, or a page of the public website. */
export type PromptLink = { kind: 'portal'; to: string } | { kind: 'website'; url: string };

// Only pages a logged-in user opens in the main layout count as the portal's own; the home page is left out,
// because a bare "/" in a prompt means the public website's start page.
const portalPatterns = () =>
  allRoutes()
    .filter((route) => route.access === 'logged-in' && route.layout === 'main' && route.path !== '/')
    .map((route) => route.path);

/**
 * The API documents `linkData.path` as a path on the public website or an absolute https address. Paths of
 * the portal's own pages (for example `/providers/101/info`) are opened inside the portal instead, normalised
 * by the redirect rule (a dot-segment cannot turn them into `//host`). An empty path, or an address on another
 * host or with another scheme, gives null: the to-do shows the link's text without a link
 * (docs/security.md, "Redirects and links").
 */
export function promptLink(path: string): PromptLink | null {
  const trimmed = path.trim();
  if (trimmed === '') return null;
  const sitePath = safeRedirect(trimmed, '');
  if (sitePath !== '') {
    const { pathname } = new URL(sitePath, 'https://portal.invalid');
    if (portalPatterns().some((pattern) => matchPath(pattern, pathname))) return { kind: 'portal', to: sitePath };
  }
  const url = publicWebsiteUrl(trimmed);
  return url ? { kind: 'website', url } : null;
}
