// Text helpers of the messages tab: plain text to e-mail HTML, WhatsApp links, template text.
import { parseSanitizedHtml } from '@/lib/sanitize-html';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The e-mail body for the text the user typed: every character escaped (the user writes text, not markup),
 * blank lines start a new paragraph, single line breaks stay line breaks.
 */
export function textToEmailHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A mail template's HTML as text for the plain text field: paragraphs and lists separated by a blank line (so
 * they come back as paragraphs on send), a bullet before each list item. Sanitized first: template HTML is
 * untrusted like any other.
 */
export function templateText(html: string): string {
  const doc = parseSanitizedHtml(html);
  for (const lineBreak of doc.body.querySelectorAll('br')) lineBreak.replaceWith('\n');
  for (const item of doc.body.querySelectorAll('li')) {
    item.prepend('• ');
    item.append('\n');
  }
  for (const block of doc.body.querySelectorAll('p, div, ul, ol, h1, h2, h3, h4, blockquote, table, tr')) {
    block.append(block.tagName === 'TR' ? '\n' : '\n\n');
  }
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text compared loosely: the same words with any whitespace between them. */
export function sameText(a: string, b: string): boolean {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  return normalise(a) === normalise(b);
}

/** wa.me wants the number as digits only, with country code and without the plus. */
export function whatsappUrl(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  const trimmed = text.trim();
  return trimmed ? `https://wa.me/${digits}?text=${encodeURIComponent(trimmed)}` : `https://wa.me/${digits}`;
}
