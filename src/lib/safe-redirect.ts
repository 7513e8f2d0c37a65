// Where the portal may send a user after login (`redirectUrl`). The rule (docs/security.md, "Redirects and links"):
// normalise first, then decide. A value is kept only when it is a path of this site both as written and after
// its percent-encoding has been undone (repeatedly, for double encoding) and its dot-segments resolved; the
// answer is the normalised path, never the raw input.

/** Stands in for the portal's origin while resolving; any value that leaves it is not a path of this site. */
const BASE = 'https://portal.invalid';

/** Longer values are not a path a user came from; they are refused instead of parsed. */
export const MAX_REDIRECT_LENGTH = 2048;

/** Rounds of percent-decoding before a value counts as hiding too many layers of encoding. */
const MAX_DECODING_ROUNDS = 4;

// Control characters (a tab or newline inside `java\tscript:` or `/\t/host` is dropped by URL parsers, which
// turns harmless text into a scheme or `//host`) and backslashes (browsers read `/\host` as `//host`).
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/** Whether a link or redirect target holds a control character or backslash (never in a link we follow). */
export function hasUnsafeUrlCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** The value with its percent-encoding undone until nothing changes; null when malformed or nested too deep. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The resolved path, query and hash of `value` when it is a path of this site, else null. */
function resolveSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || FORBIDDEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // Dot-segments are resolved now: `/a/..//evil.example` has become `//evil.example`.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Returns `target`, normalised, when it is a path on this site (`/leads?x=1#top`), else `fallback`. Refuses
 * absolute and protocol-relative URLs, backslashes and control characters, dot-segments and percent-encoding
 * (also double) that lead to `//host` or `/\host`, and values longer than {@link MAX_REDIRECT_LENGTH}.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  const value = target.trim();
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  const resolved = resolveSitePath(value);
  if (resolved === null) return fallback;
  // The path part decoded must still be a path of this site: `/%2e%2e%2f%2fevil.example` or `/%255c…` hide the
  // same tricks one or two layers down, and some servers and routers decode before they route.
  const pathEnd = value.search(/[?#]/);
  const decodedPath = fullyDecoded(pathEnd === -1 ? value : value.slice(0, pathEnd));
  if (decodedPath === null || resolveSitePath(decodedPath) === null) return fallback;
  return resolved;
}
