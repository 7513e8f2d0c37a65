import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_WEBSITE_URL, publicWebsiteOrigin, publicWebsiteUrl } from './public-website';

afterEach(() => {
  delete window.__PORTAL_CONFIG__;
});

describe('publicWebsiteUrl', () => {
  it('links paths and addresses of the default public website', () => {
    expect(publicWebsiteOrigin()).toBe(PUBLIC_WEBSITE_URL);
    expect(publicWebsiteUrl('/fotos?x=1#a')).toBe(`${PUBLIC_WEBSITE_URL}/fotos?x=1#a`);
    expect(publicWebsiteUrl(`${PUBLIC_WEBSITE_URL}/magazin`)).toBe(`${PUBLIC_WEBSITE_URL}/magazin`);
  });

  it.each([
    'https://evil.example/',
    'http://www.hochzeitsportal.de/fotos',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://x@www.hochzeitsportal.de/',
  ])('refuses %s', (path) => {
    expect(publicWebsiteUrl(path)).toBeNull();
  });

  it('follows the website the runtime config names, and only that one', () => {
    window.__PORTAL_CONFIG__ = { publicWebsiteUrl: 'https://staging.hochzeitsportal.example/' };
    expect(publicWebsiteOrigin()).toBe('https://staging.hochzeitsportal.example');
    expect(publicWebsiteUrl('/fotos')).toBe('https://staging.hochzeitsportal.example/fotos');
    expect(publicWebsiteUrl(`${PUBLIC_WEBSITE_URL}/fotos`)).toBeNull();
  });

  it('falls back to the default website when the configured value is not an http(s) address', () => {
    window.__PORTAL_CONFIG__ = { publicWebsiteUrl: 'javascript:alert(1)' };
    expect(publicWebsiteOrigin()).toBe(PUBLIC_WEBSITE_URL);
  });
});
