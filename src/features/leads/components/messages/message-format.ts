// Text helpers of the messages tab: plain text to e-mail HTML, WhatsApp links, loose text comparison.

/** Text as HTML text: every character that could start markup or an attribute escaped. */
export function escapeHtml(text: string): string {
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
