import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/lib/locale';
import { sessionExpiredAnnounced } from '@/lib/session-expired-notice';
import { writeSession } from '@/lib/session-store';
import { ApiError } from './api-error';
import {
  createApiClient,
  expireSession,
  holdRequestsUntil,
  loginPathFor,
  setUnauthorizedNavigator,
  unwrap,
} from './client';

const BASE_URL = 'http://api.portal.test';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake network: records each request and answers with the next queued response. */
function fakeNetwork(...answers: Array<Response | Error | DOMException>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request);
    const answer = answers.shift() ?? json(200, { data: {} });
    if (!(answer instanceof Response)) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const session = { accessToken: 'token-abc', accessTokenId: 7, consumerKey: 'consumer-xyz' };

beforeEach(() => {
  setCurrentLocale('de_DE');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('request headers', () => {
  it('sends Accept-Language from the current language', async () => {
    const net = fakeNetwork();
    setCurrentLocale('ar_SA');
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(net.requests[0]?.headers.get('Accept-Language')).toBe('ar-SA');
  });

  it('sends no token headers when logged out', async () => {
    const net = fakeNetwork();
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(net.requests[0]?.headers.get('X-Access-Token')).toBeNull();
    expect(net.requests[0]?.headers.get('X-Consumer-Key')).toBeNull();
    expect(net.requests[0]?.headers.get('X-Switch-User')).toBeNull();
  });

  it('sends the access token and consumer key of the session', async () => {
    writeSession(session);
    const net = fakeNetwork();
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(net.requests[0]?.headers.get('X-Access-Token')).toBe('token-abc');
    expect(net.requests[0]?.headers.get('X-Consumer-Key')).toBe('consumer-xyz');
    expect(net.requests[0]?.headers.get('X-Switch-User')).toBeNull();
  });

  it('sends the admin token and the switch-user header in switch-user mode', async () => {
    writeSession(session);
    document.cookie = 'admin_access_token=admin-token-1; path=/';
    document.cookie = 'switch_user=schlossgut.demo; path=/';
    const net = fakeNetwork();
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(net.requests[0]?.headers.get('X-Access-Token')).toBe('admin-token-1');
    expect(net.requests[0]?.headers.get('X-Switch-User')).toBe('schlossgut.demo');
    expect(net.requests[0]?.headers.get('X-Consumer-Key')).toBe('consumer-xyz');
  });

  it('ignores a lone switch_user cookie without the admin token', async () => {
    writeSession(session);
    document.cookie = 'switch_user=schlossgut.demo; path=/';
    const net = fakeNetwork();
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(net.requests[0]?.headers.get('X-Access-Token')).toBe('token-abc');
    expect(net.requests[0]?.headers.get('X-Switch-User')).toBeNull();
  });

  it('serialises array query parameters comma separated, as the document declares', async () => {
    const net = fakeNetwork();
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads', {
      params: { query: { providerIds: [101, 102], coupleName: 'Schmidt' } },
    });
    const url = new URL(net.requests[0]!.url);
    expect(url.pathname).toBe('/leads');
    expect(url.searchParams.get('providerIds')).toBe('101,102');
    expect(url.searchParams.get('coupleName')).toBe('Schmidt');
  });
});

describe('a 401 answer', () => {
  it('calls onUnauthorized once and still hands the answer to the caller', async () => {
    const onUnauthorized = vi.fn();
    const net = fakeNetwork(json(401, { message: 'Sitzung abgelaufen' }));
    const result = await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch, onUnauthorized }).GET('/leads');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(() => unwrap(result)).toThrowError(expect.objectContaining({ kind: 'unauthorized', status: 401 }));
  });

  it('does not end the session on other errors', async () => {
    const onUnauthorized = vi.fn();
    const net = fakeNetwork(
      json(403, { message: 'Nein' }),
      json(404, { message: 'Weg' }),
      json(500, { message: 'Kaputt' }),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: net.fetch, onUnauthorized });
    await client.GET('/leads');
    await client.GET('/leads');
    await client.GET('/leads');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('by default clears the session but keeps the two kept keys and unsent drafts, and goes to login with the original path', async () => {
    writeSession(session);
    window.localStorage.setItem('lng', 'en_US');
    window.localStorage.setItem('modalHistory:7', '{"priceUpdate":1}');
    window.localStorage.setItem('draft:7:lead:email:42', 'Liebe Anna');
    window.localStorage.setItem('recentSearch', 'Anna');
    window.sessionStorage.setItem('scroll', '200');
    document.cookie = 'tracking=1; path=/';
    window.history.replaceState(null, '', '/leads?status=new&page=2');
    const navigate = vi.fn();
    setUnauthorizedNavigator(navigate);

    const net = fakeNetwork(json(401, { message: 'Sitzung abgelaufen' }));
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');

    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('consumerKey')).toBeNull();
    expect(window.localStorage.getItem('recentSearch')).toBeNull();
    // Nothing typed is lost when a session expires: the draft waits for the next login.
    expect(window.localStorage.getItem('draft:7:lead:email:42')).toBe('Liebe Anna');
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('lng')).toBe('en_US');
    expect(window.localStorage.getItem('modalHistory:7')).toBe('{"priceUpdate":1}');
    expect(document.cookie).not.toContain('tracking=1');
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fleads%3Fstatus%3Dnew%26page%3D2');
    // The login page says that the session expired.
    expect(sessionExpiredAnnounced()).toBe(true);
  });

  it('announces no expired session to a visitor who had none', () => {
    setUnauthorizedNavigator(vi.fn());
    window.history.replaceState(null, '', '/leads');
    expireSession();
    expect(sessionExpiredAnnounced()).toBe(false);
  });

  it('does not navigate again when already on the login page', () => {
    const navigate = vi.fn();
    setUnauthorizedNavigator(navigate);
    window.history.replaceState(null, '', '/auth/login?redirectUrl=%2Fleads');
    expireSession();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('loginPathFor', () => {
  it('keeps path and query of the page the user was on', () => {
    expect(loginPathFor('/leads/42?activeTab=messages')).toBe(
      '/auth/login?redirectUrl=%2Fleads%2F42%3FactiveTab%3Dmessages',
    );
  });
  it('needs no redirectUrl for the home page or a logged-out page', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(loginPathFor('/auth/forgot-password')).toBe('/auth/login');
  });
});

describe('network failures', () => {
  it('become an ApiError of kind network with status 0', async () => {
    const net = fakeNetwork(new TypeError('Failed to fetch'));
    const promise = createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ kind: 'network', status: 0, serverMessage: null });
  });

  it('leave aborted requests as aborts, so cancelled searches are not errors', async () => {
    const net = fakeNetwork(new DOMException('The operation was aborted.', 'AbortError'));
    const promise = createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    await expect(promise).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('unwrap', () => {
  it('returns the body of a successful answer', async () => {
    const body = { data: [], paging: { page: 1, limit: 25, total: 0, pageCount: 0 } };
    const net = fakeNetwork(json(200, body));
    const result = await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(unwrap(result)).toEqual(body);
  });

  it('throws field errors of error format 1 for a 422', async () => {
    const net = fakeNetwork(
      json(422, {
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        errors: { password: 'Benutzername oder Passwort ist falsch.' },
      }),
    );
    const result = await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).POST('/access-tokens', {
      body: { username: 'demo', password: 'falsch12', userType: 'provider' },
    });
    expect(() => unwrap(result)).toThrowError(
      expect.objectContaining({
        kind: 'validation',
        errorFormat: 1,
        serverMessage: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { password: 'Benutzername oder Passwort ist falsch.' },
      }),
    );
  });
});

describe('requests held until the mock backend answers (mock mode)', () => {
  afterEach(() => holdRequestsUntil(Promise.resolve()));

  it('sends a request only once the hold is over, and lets requests go when the mock fails to start', async () => {
    const net = fakeNetwork(json(200, { data: [] }), json(200, { data: [] }));
    let start!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (start = resolve)));
    const pending = createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    // One macrotask: every microtask of the request chain has run by then, so a request not held would be sent.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(net.requests).toHaveLength(0);
    start();
    await pending;
    expect(net.requests).toHaveLength(1);

    holdRequestsUntil(Promise.reject(new Error('the service worker could not be registered')));
    await createApiClient({ baseUrl: BASE_URL, fetch: net.fetch }).GET('/leads');
    expect(net.requests).toHaveLength(2);
  });
});
