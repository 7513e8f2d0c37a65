import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each(['/leads?x=1', '/leads/42?activeTab=messages', '/settings/profile#bio', '/'])(
    'accepts the site path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'leads',
    '',
    '   ',
  ])('rejects %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('rejects values that are not strings and uses the given fallback', () => {
    expect(safeRedirect(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeRedirect(['/leads'], '/dashboard')).toBe('/dashboard');
  });
});
