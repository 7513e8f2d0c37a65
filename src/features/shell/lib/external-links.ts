// Addresses outside the portal that the shell links to.

/** The marketplace's public website: notification links point to pages there. */
export const PUBLIC_WEBSITE_URL = 'https://www.hochzeitsportal.de';

/** Remote-desktop support (spec point 2, Support group). */
export const REMOTE_SUPPORT_URL = 'https://get.teamviewer.com/anbieterportal';

/** WhatsApp help line of the support team. */
export const WHATSAPP_SUPPORT_NUMBER = '4930123456789';

export function whatsAppHelpUrl(message: string): string {
  return `https://wa.me/${WHATSAPP_SUPPORT_NUMBER}?${new URLSearchParams({ text: message })}`;
}

/**
 * The public-website address of a notification link: a path on the website, or an absolute https address
 * (the API allows both). Anything else (another scheme) gives null and is not followed.
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
