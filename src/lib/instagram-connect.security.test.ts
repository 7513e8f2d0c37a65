import { afterEach, describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL } from '@/testing/mock-server';
import { beginInstagramConnect, instagramConnectAvailable, takeInstagramConnect } from './instagram-connect';

afterEach(() => {
  window.sessionStorage.clear();
  window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL };
});

function stateOf(url: string | null): string | null {
  return new URL(url ?? '', window.location.origin).searchParams.get('state');
}

describe('connecting Instagram: state and return target', () => {
  it('is not offered without an Instagram app id outside mock mode', () => {
    expect(instagramConnectAvailable()).toBe(false);
    expect(beginInstagramConnect(101, '/providers/101/gallery')).toBeNull();
  });

  it("sends the browser to Instagram's authorization page with the app id, the callback and a fresh state", () => {
    window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL, instagramAppId: '990011' };
    const first = new URL(beginInstagramConnect(101, '/providers/101/gallery') ?? '');
    const second = new URL(beginInstagramConnect(101, '/providers/101/gallery') ?? '');
    expect(first.origin).toBe('https://www.instagram.com');
    expect(first.searchParams.get('client_id')).toBe('990011');
    expect(first.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/instagram/callback`);
    expect(first.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    // Only the latest start is answered.
    expect(takeInstagramConnect(first.searchParams.get('state'))).toEqual({ ok: false, reason: 'unknown' });
    expect(takeInstagramConnect(second.searchParams.get('state'))).toMatchObject({ ok: true, providerId: 101 });
  });

  it("sends the browser to the authorization page the runtime configuration names (the preview's stand-in)", () => {
    window.__PORTAL_CONFIG__ = {
      apiBaseUrl: TEST_API_BASE_URL,
      instagramAppId: 'portal-preview',
      instagramAuthorizeUrl: '/__mock/instagram-connect.html',
    };
    const url = new URL(beginInstagramConnect(101, '/providers/101/gallery') ?? '');
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/__mock/instagram-connect.html`);
    expect(url.searchParams.get('client_id')).toBe('portal-preview');
    expect(takeInstagramConnect(url.searchParams.get('state'))).toMatchObject({ ok: true, providerId: 101 });
  });

  it('accepts a state once', () => {
    window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL, mockApi: true };
    const state = stateOf(beginInstagramConnect(101, '/providers/101/gallery/301?status=active'));
    expect(takeInstagramConnect(state)).toEqual({
      ok: true,
      providerId: 101,
      returnTo: '/providers/101/gallery/301?status=active',
    });
    expect(takeInstagramConnect(state)).toEqual({ ok: false, reason: 'unknown' });
  });

  it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example', '/%2f%2fevil.example'])(
    'returns to the galleries instead of %s',
    (target) => {
      window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL, mockApi: true };
      const state = stateOf(beginInstagramConnect(101, target));
      expect(takeInstagramConnect(state)).toMatchObject({ ok: true, returnTo: '/galleries' });
    },
  );

  it('returns to the galleries when the stored start was tampered with', () => {
    window.sessionStorage.setItem(
      'portal.instagramConnect',
      JSON.stringify({ state: 'abc', providerId: 101, returnTo: 'javascript:alert(1)', startedAt: Date.now() }),
    );
    expect(takeInstagramConnect('abc')).toMatchObject({ ok: true, returnTo: '/galleries' });
  });
});
