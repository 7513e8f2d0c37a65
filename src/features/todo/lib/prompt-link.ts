import { matchPath } from 'react-router-dom';
import { allRoutes } from '@/config/paths';
import { publicWebsiteUrl } from '@/lib/public-website';

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
 * the portal's own pages (for example `/providers/101/info`) are opened inside the portal instead. An empty
 * path, or an address with another scheme, gives null: the to-do has no link to follow.
 */
export function promptLink(path: string): PromptLink | null {
  const trimmed = path.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    const { pathname } = new URL(trimmed, 'https://portal.invalid');
    if (portalPatterns().some((pattern) => matchPath(pattern, pathname))) return { kind: 'portal', to: trimmed };
  }
  const url = publicWebsiteUrl(trimmed);
  return url ? { kind: 'website', url } : null;
}
