/**
 * Returns `target` when it is a path on this site (`/leads?x=1`), else `fallback`. Rejects absolute URLs,
 * protocol-relative `//host` and backslash tricks, so a crafted `redirectUrl` cannot send users elsewhere.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.includes('\\')) {
    return fallback;
  }
  try {
    const base = 'https://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
