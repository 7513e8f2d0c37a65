// Attack suite (issue 12, point 2): redirect payloads that must not take a user off the portal after login.
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect } from './safe-redirect';

const FALLBACK = '/fallback';

/** Payloads that must give the fallback. */
const refused: Array<[label: string, payload: string]> = [
  ['absolute https URL', 'https://evil.example/phish'],
  ['absolute http URL', 'http://evil.example'],
  ['javascript: scheme', 'javascript:alert(1)'],
  ['javascript: scheme in capitals', 'JaVaScRiPt:alert(1)'],
  ['javascript: after a slash-free path', 'javascript://%0aalert(1)'],
  ['data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript: scheme', 'vbscript:msgbox(1)'],
  ['protocol-relative', '//evil.example/phish'],
  ['protocol-relative with three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash later in the path', '/leads\\..\\..\\evil'],
  ['tab inside the scheme', 'java\tscript:alert(1)'],
  ['newline inside the scheme', 'java\nscript:alert(1)'],
  ['tab between the slashes', '/\t/evil.example'],
  ['carriage return between the slashes', '/\r/evil.example'],
  ['NUL byte', '/leads\u0000//evil.example'],
  ['dot-segment to a protocol-relative URL', '/a/..//evil.example/phish'],
  ['dot-segment in a deeper path', '/leads/42/../..//evil.example'],
  ['encoded dot-segment', '/%2e%2e//evil.example/phish'],
  ['half-encoded dot-segment', '/.%2E//evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded slash and backslash', '/%2F%5Cevil.example'],
  ['double-encoded dot-segment', '/%252e%252e//evil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['triple-encoded backslash', '/%25255Cevil.example'],
  ['encoded newline', '/%0a/evil.example'],
  ['malformed percent-encoding', '/%E0%A4%A'],
  ['userinfo on an absolute URL', 'https://portal.invalid@evil.example/'],
  ['userinfo protocol-relative', '//user:pass@evil.example'],
  ['relative path without a slash', 'leads'],
  ['host without scheme', 'evil.example/phish'],
  ['empty', ''],
  ['only spaces', '   '],
  ['longer than the limit', `/leads?q=${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
];

/** Payloads that stay on the portal: the answer is the normalised path (query and hash kept). */
const kept: Array<[label: string, payload: string, expected: string]> = [
  ['the home page', '/', '/'],
  ['a list with its query', '/leads?x=1', '/leads?x=1'],
  ['a lead tab with query and hash', '/leads/42?activeTab=messages#composer', '/leads/42?activeTab=messages#composer'],
  ['an encoded query value', '/leads?coupleName=Anna%20%26%20Lukas', '/leads?coupleName=Anna%20%26%20Lukas'],
  ['a query that names another host', '/leads?next=%2F%2Fevil.example', '/leads?next=%2F%2Fevil.example'],
  ['surrounding spaces', '  /todo  ', '/todo'],
  ['a harmless dot-segment', '/leads/42/../43', '/leads/43'],
  ['a single-dot segment', '/./leads', '/leads'],
  ['an at sign in the path (no userinfo on a path)', '/@evil.example', '/@evil.example'],
  // A fullwidth solidus is an ordinary character in a path: it is percent-encoded and stays on the site.
  ['a fullwidth solidus look-alike', '/\uff0fevil.example', '/%EF%BC%8Fevil.example'],
  ['a division-slash look-alike', '/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
  ['a long but allowed value', `/leads?q=${'a'.repeat(200)}`, `/leads?q=${'a'.repeat(200)}`],
];

describe('safeRedirect against redirect payloads', () => {
  it.each(refused)('refuses %s', (_label, payload) => {
    expect(safeRedirect(payload, FALLBACK)).toBe(FALLBACK);
  });

  it.each(kept)('keeps %s', (_label, payload, expected) => {
    expect(safeRedirect(payload, FALLBACK)).toBe(expected);
  });

  it('never answers a value that a browser would resolve to another origin', () => {
    const origin = 'https://portal.example';
    for (const [, payload] of [...refused, ...kept.map(([label, value]) => [label, value] as const)]) {
      const answer = safeRedirect(payload, FALLBACK);
      const resolved = new URL(answer, origin);
      expect(resolved.origin, payload).toBe(origin);
      expect(resolved.pathname.startsWith('//'), payload).toBe(false);
    }
  });
});
