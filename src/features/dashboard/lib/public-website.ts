// The marketplace's public website, where prompt links point to.
// TODO(lead): the shell has the same constant (src/features/shell/lib/external-links.ts); it belongs in the
// runtime config (`publicWebsiteUrl`) or src/lib so both features read one value.

export const PUBLIC_WEBSITE_URL = 'https://www.hochzeitsportal.de';

/** A prompt link: a path on the public website or an absolute https address; anything else gives null. */
export function publicWebsiteUrl(path: string): string | null {
  try {
    const url = new URL(path, PUBLIC_WEBSITE_URL);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Leaves the portal in the same tab; one function so tests can replace it. */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
