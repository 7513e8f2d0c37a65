// The marketplace's public website, where prompt links (to-dos, notifications) point to. The dashboard, the
// shell and the To-do page read this one value.

export const PUBLIC_WEBSITE_URL = 'https://www.hochzeitsportal.de';

/**
 * The public-website address of a prompt link: a path on the website, or an absolute https address (the API
 * allows both). Anything else (another scheme) gives null and is not followed.
 */
export function publicWebsiteUrl(path: string): string | null {
  try {
    const url = new URL(path, PUBLIC_WEBSITE_URL);
    return url.protocol === 'https:' ? url.href : null;
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
