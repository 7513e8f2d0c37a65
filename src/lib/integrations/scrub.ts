// What leaves the page for error reporting and analytics carries no personal data (spec point 7; issue 22): no
// tokens, no e-mail addresses, no couple or user names. URLs keep their shape (paths, numeric ids such as lead
// ids, the few query parameters whose values are the portal's own words); everything else is replaced.

/** Routes whose non-numeric path segments are secrets (invitation hashes, recovery keys, wizard hashes). */
const SECRET_ROOTS = new Set(['register', 'password-reset', 'signup-wizard', 'auth', 'instagram']);

/** Query parameters whose values are the portal's own words or numbers (tabs, filters, paging), kept as they are. */
const SAFE_QUERY_KEYS = new Set([
  'activeTab',
  'tab',
  'status',
  'sort',
  'order',
  'page',
  'limit',
  'window',
  'type',
  'itemTypes',
  'providerId',
  'providerIds',
  'createdAtStart',
  'createdAtEnd',
  'mockScenario',
]);

export const REDACTED = '[redacted]';
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Token-shaped runs: 20 or more letters, digits, `-`, `_` or `.` with both letters and digits (JWTs, API keys). */
const TOKEN_SHAPED = /[A-Za-z0-9_.-]{20,}/g;

function looksLikeToken(run: string): boolean {
  return /[A-Za-z]/.test(run) && /\d/.test(run) && !/^[\w-]+\.(?:js|mjs|css|tsx?|map)$/.test(run);
}

/** Free text (a message, a breadcrumb): e-mail addresses, token-shaped runs and the given secrets replaced. */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) if (secret.length >= 6) result = result.split(secret).join(REDACTED);
  return result.replace(EMAIL, REDACTED).replace(TOKEN_SHAPED, (run) => (looksLikeToken(run) ? REDACTED : run));
}

function scrubPath(pathname: string): string {
  const segments = pathname.split('/');
  const root = segments.find((segment) => segment !== '') ?? '';
  const secretRoute = SECRET_ROOTS.has(root);
  return segments
    .map((segment, index) => {
      if (segment === '' || /^\d+$/.test(segment)) return segment;
      const isRoot = segments.slice(0, index).every((before) => before === '');
      // A path word of the portal or its API: lower-case letters and dashes only, never after a secret route's root.
      if (/^[a-z][a-z-]*$/.test(segment) && (isRoot || !secretRoute)) return segment;
      return REDACTED;
    })
    .join('/');
}

/**
 * A URL as it may be reported: the path with every segment that is not a number or a plain path word replaced,
 * the query's values replaced unless numeric or of a known safe parameter, no fragment, no credentials.
 * Relative URLs stay relative.
 */
export function scrubUrl(url: string, secrets: readonly string[] = []): string {
  let parsed: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(url);
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return scrubText(url, secrets);
  }
  const pairs: string[] = [];
  for (const [key, value] of parsed.searchParams) {
    const keep = /^\d+(,\d+)*$/.test(value) || (SAFE_QUERY_KEYS.has(key) && /^[\w,:.-]*$/.test(value));
    pairs.push(`${encodeURIComponent(key)}=${keep ? encodeURIComponent(value) : REDACTED}`);
  }
  const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  const path = `${scrubPath(parsed.pathname)}${search}`;
  return relative ? path : `${parsed.protocol}//${parsed.host}${path}`;
}

const URL_KEYS = new Set(['url', 'from', 'to', 'referrer', 'page_location', 'page_path']);
/** Identifiers the SDK generates (random hex, token-shaped but no secret): kept as they are. */
const SDK_ID_KEYS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid']);
/** Keys whose values are dropped whole: headers and cookies carry the session; user data is personal. */
const DROPPED_KEYS = new Set(['headers', 'cookies', 'user', 'ip_address', 'query_string', 'data_body', 'body']);

/**
 * Any reported object (an error event, a breadcrumb) with every string scrubbed: URL-valued keys as URLs, other
 * strings as text; headers, cookies and user data removed. Returns a copy.
 */
export function scrubDeep<T>(value: T, secrets: readonly string[] = [], key = ''): T {
  if (typeof value === 'string') {
    if (SDK_ID_KEYS.has(key)) return value;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a string in, a string out
    return (URL_KEYS.has(key) ? scrubUrl(value, secrets) : scrubText(value, secrets)) as T;
  }
  if (Array.isArray(value)) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the same array shape, each item scrubbed
    return value.map((item: unknown) => scrubDeep(item, secrets, key)) as T;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [entryKey, entry] of Object.entries(value)) {
      if (DROPPED_KEYS.has(entryKey)) continue;
      copy[entryKey] = scrubDeep(entry, secrets, entryKey);
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the same object shape, each value scrubbed
    return copy as T;
  }
  return value;
}
