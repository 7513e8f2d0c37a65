// Addresses outside the portal that the shell links to. The public website is shared with the dashboard and
// the To-do page (src/lib/public-website.ts); this module stays the shell's seam that tests replace.

export { leavePortal, PUBLIC_WEBSITE_URL, publicWebsiteUrl } from '@/lib/public-website';

/** Remote-desktop support (spec point 2, Support group). */
export const REMOTE_SUPPORT_URL = 'https://get.teamviewer.com/anbieterportal';

/** WhatsApp help line of the support team. */
export const WHATSAPP_SUPPORT_NUMBER = '4930123456789';

export function whatsAppHelpUrl(message: string): string {
  return `https://wa.me/${WHATSAPP_SUPPORT_NUMBER}?${new URLSearchParams({ text: message })}`;
}
