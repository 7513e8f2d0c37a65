import { describe, expect, it } from 'vitest';
import { clearSession, readCookie, readSession, readSwitchUserSession, writeSession } from './session-store';

describe('session store', () => {
  it('round-trips a session through local storage', () => {
    writeSession({ accessToken: 't', accessTokenId: 12, consumerKey: 'c' });
    expect(readSession()).toEqual({ accessToken: 't', accessTokenId: 12, consumerKey: 'c' });
  });

  it('has no session when a part is missing or the id is not a positive integer', () => {
    expect(readSession()).toBeNull();
    window.localStorage.setItem('accessToken', 't');
    window.localStorage.setItem('consumerKey', 'c');
    window.localStorage.setItem('accessTokenId', 'abc');
    expect(readSession()).toBeNull();
    window.localStorage.setItem('accessTokenId', '0');
    expect(readSession()).toBeNull();
  });

  it('reads and decodes cookies by exact name', () => {
    const cookies = 'switch_user_old=x; switch_user=anna%40schlossgut.de; admin_access_token=abc=def';
    expect(readCookie('switch_user', cookies)).toBe('anna@schlossgut.de');
    expect(readCookie('admin_access_token', cookies)).toBe('abc=def');
    expect(readCookie('missing', cookies)).toBeNull();
  });

  it('is in switch-user mode only with both cookies', () => {
    expect(readSwitchUserSession('switch_user=a')).toBeNull();
    expect(readSwitchUserSession('admin_access_token=b')).toBeNull();
    expect(readSwitchUserSession('switch_user=a; admin_access_token=b')).toEqual({
      adminAccessToken: 'b',
      switchUser: 'a',
    });
  });

  it('clears everything but the language and the modal history of each user', () => {
    writeSession({ accessToken: 't', accessTokenId: 12, consumerKey: 'c' });
    window.localStorage.setItem('lng', 'tr_TR');
    window.localStorage.setItem('modalHistory:7', '{}');
    window.localStorage.setItem('modalHistory:8', '{}');
    window.localStorage.setItem('configs:de_DE', '{}');
    window.localStorage.setItem('draft:7:lead:email:42', 'Liebe Anna');
    window.sessionStorage.setItem('x', '1');
    document.cookie = 'switch_user=a; path=/';
    document.cookie = 'admin_access_token=b; path=/';
    clearSession();
    expect(readSession()).toBeNull();
    expect(Object.keys(window.localStorage).sort()).toEqual(['lng', 'modalHistory:7', 'modalHistory:8']);
    expect(window.sessionStorage.length).toBe(0);
    expect(readSwitchUserSession()).toBeNull();
  });

  it('keeps unsent drafts when only the session expired', () => {
    window.localStorage.setItem('lng', 'de_DE');
    window.localStorage.setItem('draft:7:lead:note:42', 'Rückruf am Montag');
    window.localStorage.setItem('configs:de_DE', '{}');
    clearSession({ keepDrafts: true });
    expect(Object.keys(window.localStorage).sort()).toEqual(['draft:7:lead:note:42', 'lng']);
  });
});
