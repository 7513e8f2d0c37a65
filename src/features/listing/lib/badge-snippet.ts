// The HTML a vendor pastes into their own website to show an earned badge (docs/listing.md "Badges"): one link to
// the provider's public listing. Everything that comes from data is escaped for an HTML attribute or text, and the
// link is an https address on the public website or there is no snippet at all.
import { publicWebsiteOrigin, publicWebsiteUrl } from '@/lib/public-website';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The https address of the provider's public listing, or null (no slug, another host, not https). */
export function publicListingUrl(slug: string | undefined): string | null {
  if (!slug) return null;
  const url = publicWebsiteUrl(slug);
  return url?.startsWith('https://') ? url : null;
}

/** "hochzeitsportal.de": the public website's name as couples know it. */
export function publicWebsiteName(): string {
  return new URL(publicWebsiteOrigin()).hostname.replace(/^www\./, '');
}

/** The inline style of the snippet: it must look the same on any website, without a stylesheet of ours. */
const LINK_STYLE = [
  'display:inline-flex',
  'align-items:center',
  'gap:8px',
  'padding:8px 14px',
  'border:1px solid #d9c6a5',
  'border-radius:999px',
  'background:#fffaf2',
  'color:#5a3c12',
  'font:600 14px/1.3 system-ui,-apple-system,Segoe UI,sans-serif',
  'text-decoration:none',
].join(';');

export interface SnippetInput {
  /** https address of the public listing (`publicListingUrl`). */
  url: string;
  /** The badge's name, e.g. "Schnelle Antwort". */
  label: string;
  /** The link's title, e.g. "Schlossgut Havelblick auf hochzeitsportal.de". */
  title: string;
  /** The website's name shown after the badge. */
  site: string;
}

/** One line of HTML: a styled link with the badge's name; opens the listing in a new tab. */
export function badgeSnippet({ url, label, title, site }: SnippetInput): string {
  return (
    `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" title="${escapeHtml(title)}" ` +
    `style="${LINK_STYLE}"><span aria-hidden="true">&#9733;</span> ${escapeHtml(label)} · ${escapeHtml(site)}</a>`
  );
}
