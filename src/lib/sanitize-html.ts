import DOMPurify from 'dompurify';

// Message bodies, signatures and mail templates are HTML written by couples or vendors: untrusted. Only
// formatting survives; links open outside the portal without handing it a reference.
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

let hooked = false;

function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Remote images only over https (no tracking over plain http, no data: payloads beyond images). An image
    // left without a source would show as a broken icon with its alt text, so it goes altogether.
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!/^https:\/\//i.test(src) && !/^data:image\/(png|jpe?g|gif|webp);/i.test(src)) node.remove();
    }
  });
}

const OPTIONS = { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'] };

/** The sanitized HTML as a string (for comparisons and tests); never hand it to innerHTML, use `trustedHtml`. */
export function sanitizeHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, OPTIONS);
}

/**
 * The sanitized HTML for `dangerouslySetInnerHTML`: a TrustedHTML of DOMPurify's Trusted Types policy
 * ("dompurify"), so the page's CSP can require Trusted Types for every HTML sink (docs/security.md). Where the
 * browser has no Trusted Types (Firefox, jsdom) DOMPurify returns the string, which innerHTML takes alike.
 */
export function trustedHtml(html: string): TrustedHTML {
  ensureLinkHook();
  return DOMPurify.sanitize(html, { ...OPTIONS, RETURN_TRUSTED_TYPE: true });
}

/** A document of the sanitized HTML, to read text out of it (parsing a string is a Trusted Types sink too). */
export function parseSanitizedHtml(html: string): Document {
  // DOMParser takes TrustedHTML; the DOM typings of TypeScript only name strings.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a TrustedHTML is what the sink wants
  return new DOMParser().parseFromString(trustedHtml(html) as unknown as string, 'text/html');
}

/** The text of an HTML fragment, for previews and for plain-text channels (SMS, WhatsApp). */
export function htmlToText(html: string): string {
  const doc = parseSanitizedHtml(html.replace(/<br\s*\/?>/gi, '\n'));
  for (const block of doc.body.querySelectorAll('p, div, li, tr, h1, h2, h3, h4')) block.append('\n');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
