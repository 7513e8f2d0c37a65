// The marketplace's public website, where prompt links (to-dos, notifications) point to. The dashboard, the
// shell and the To-do page read this one value; its origin comes from the runtime config (`publicWebsiteUrl`).
import { getRuntimeConfig } from './runtime-config';
import { hasUnsafeUrlCharacters } from './safe-redirect';

/** The default origin of the public website (the runtime config may name another one per deployment). */
export const PUBLIC_WEBSITE_URL = 'https://www.hochzeitsportal.de';

/** The configured public website's origin; an unusable configured value falls back to the default. */
export function publicWebsiteOrigin(): string {
  try {
    const configured = new URL(getRuntimeConfig().publicWebsiteUrl);
    if (configured.protocol === 'https:' || configured.protocol === 'http:') return configured.origin;
  } catch {
    // Not a URL: the default below.
  }
  return PUBLIC_WEBSITE_URL;
}

/**
 * The public-website address of a prompt link: a path on the website, or an absolute address on the website
 * itself (the API allows both). A link to any other host or scheme gives null: the portal shows its text but
 * does not link it (docs/security.md, "Redirects and links").
 */
export function publicWebsiteUrl(path: string): string | null {
  const value = path.trim();
  // Control characters and backslashes let a browser read another host or scheme than the text shows.
  if (hasUnsafeUrlCharacters(value)) return null;
  const origin = publicWebsiteOrigin();
  try {
    const url = new URL(value, origin);
    return url.origin === origin && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Leaves the portal in the same tab. One function so tests can replace it (jsdom does not let
 * `window.location.assign` be spied on).
 */
export function leavePortal(url: string): void {
  window.location.assign(url);
}

/** Opens a public-website page in a new tab; the opened page gets no handle back to the portal. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
