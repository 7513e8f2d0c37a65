/** The addresses a link may have: web pages and e-mail addresses. Anything else (javascript:, data:) is refused. */
const LINK_PROTOCOLS = new Set(['https:', 'http:', 'mailto:']);

/** The address as a link takes it, or null when it is no valid web or e-mail address. */
export function validLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  // "www.example.de" is what people type: it means https.
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname) ? url.href : null;
  // A host with a dot (or localhost is no address for a couple): "https://foo" is a typo, not a link.
  return url.hostname.includes('.') ? url.href : null;
}

export function isValidLinkUrl(input: string): boolean {
  return validLinkUrl(input) !== null;
}
