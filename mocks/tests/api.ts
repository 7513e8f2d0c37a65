// Test helpers for calling the mock backend over MSW's Node interceptor.
import { expect } from 'vitest';
import { TEST_API_BASE_URL } from '../node';

export interface CallInit {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
export interface CallResult<T = any> {
  status: number;
  contentType: string | null;
  body: T;
}

/** Calls the API; JSON bodies are sent and parsed, FormData is sent as multipart. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see CallResult
export async function call<T = any>(method: string, path: string, init: CallInit = {}): Promise<CallResult<T>> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, {
    method,
    headers: {
      ...(init.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { 'X-Access-Token': init.token } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const contentType = response.headers.get('Content-Type');
  const text = contentType?.includes('json') ? await response.text() : '';
  return { status: response.status, contentType, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface LoggedIn {
  id: number;
  accessToken: string;
  consumerKey: string;
  customerId: number;
  customerUserId: number;
}

export async function login(username = 'demo', password?: string): Promise<LoggedIn> {
  const passwords: Record<string, string> = {
    demo: 'demo1234',
    basic: 'basic1234',
    neu: 'neu12345',
    renew: 'renew1234',
    admin: 'admin1234',
  };
  const { status, body } = await call('POST', '/access-tokens', {
    body: { username, password: password ?? passwords[username] ?? '', userType: 'provider' },
  });
  expect(status).toBe(201);
  return body.data as LoggedIn;
}

/** The access token of a fresh login of the demo user. */
export async function demoToken(): Promise<string> {
  return (await login('demo')).accessToken;
}

/** A user's session and the API called with it (a header of a write, `Idempotency-Key` for one, is optional). */
export async function as(username = 'demo', password?: string) {
  const session = await login(username, password);
  const token = session.accessToken;
  const withHeaders = (headers?: Record<string, string>) => (headers ? { headers } : {});
  return {
    session,
    get: (path: string) => call('GET', path, { token }),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, { token, body, ...withHeaders(headers) }),
    put: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('PUT', path, { token, body, ...withHeaders(headers) }),
    del: (path: string) => call('DELETE', path, { token }),
  };
}
