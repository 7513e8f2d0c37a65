// Attack suite (issue 12, point 4): the logins tell nobody which accounts exist, and guessing is stopped by a
// per-username lock (docs/security.md, "Login throttling and account enumeration").
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchScenario } from '../control';
import { db, resetDatabase } from '../db';
import { addMinutes, now, setMockNow } from '../lib/clock';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_LOCK_MINUTES } from '../lib/login-throttle';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import { call } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});
afterEach(() => setMockNow(null));

/** Moves the mock's clock forward (the lock and the window are counted on it). */
function advanceMinutes(minutes: number) {
  setMockNow(addMinutes(now(), minutes));
}

const passwordLogin = (username: string, password: string) =>
  call('POST', '/access-tokens', { body: { username, password, userType: 'provider' } });

/** Status, headers and body of a raw call (the helper in ./api does not hand out headers). */
async function raw(path: string, body: unknown) {
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.json() };
}

async function failPasswordLogins(username: string, times = LOGIN_FAILURE_LIMIT) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await passwordLogin(username, `falsch-${attempt}`)).status).toBe(422);
  }
}

/** A shape of a JSON value: its keys and value types, recursively (values themselves left out). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return typeof value;
}

describe('account enumeration', () => {
  it('answers a one-time code request for a known and an unknown username identically', async () => {
    const known = await raw('/auth/quick/request', { username: 'demo' });
    const unknown = await raw('/auth/quick/request', { username: 'niemand-hier' });
    expect(known.status).toBe(202);
    expect(unknown).toEqual(known);
    expect(shapeOf(unknown.body)).toEqual(shapeOf(known.body));
  });

  it('answers a known username whose login has no phone (the marketplace admin) like any other', async () => {
    const known = await raw('/auth/quick/request', { username: 'demo' });
    expect(await raw('/auth/quick/request', { username: 'admin' })).toEqual(known);
  });

  it('counts down a second request within 30 seconds for unknown usernames too', async () => {
    await raw('/auth/quick/request', { username: 'demo' });
    await raw('/auth/quick/request', { username: 'niemand-hier' });
    const known = await raw('/auth/quick/request', { username: 'demo' });
    const unknown = await raw('/auth/quick/request', { username: 'niemand-hier' });
    expect(known.status).toBe(429);
    expect(Number(known.retryAfter)).toBeGreaterThan(0);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.code).toBe(known.body.code);
    expect(unknown.retryAfter).not.toBeNull();
  });

  it('answers a wrong code for a known and an unknown username identically', async () => {
    await raw('/auth/quick/request', { username: 'demo' });
    await raw('/auth/quick/request', { username: 'niemand-hier' });
    const issued = db.quickLoginCodes.findFirst((q) => q.where({ username: 'demo' }))?.code;
    const wrong = issued === '000000' ? '111111' : '000000';
    const known = await raw('/auth/quick/verify', { username: 'demo', code: wrong });
    const unknown = await raw('/auth/quick/verify', { username: 'niemand-hier', code: wrong });
    expect(known.status).toBe(422);
    expect(unknown).toEqual(known);
  });

  it('answers a wrong password for a known and an unknown username identically', async () => {
    const known = await passwordLogin('demo', 'falsch');
    const unknown = await passwordLogin('niemand-hier', 'falsch');
    expect(known.status).toBe(422);
    expect(unknown).toEqual(known);
  });
});

describe('login lock', () => {
  it(`locks after ${LOGIN_FAILURE_LIMIT} wrong passwords, even for the right one, with Retry-After`, async () => {
    await failPasswordLogins('demo');
    const locked = await raw('/access-tokens', { username: 'demo', password: 'demo1234', userType: 'provider' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LOGIN_THROTTLED');
    expect(locked.body.message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\./);
    expect(Number(locked.retryAfter)).toBe(LOGIN_LOCK_MINUTES * 60);
    // The lock is per username: another user logs in as usual.
    expect((await passwordLogin('basic', 'basic1234')).status).toBe(201);
  });

  it('does not lock after one failure fewer, and a successful login starts the count again', async () => {
    await failPasswordLogins('demo', LOGIN_FAILURE_LIMIT - 1);
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(201);
    await failPasswordLogins('demo', LOGIN_FAILURE_LIMIT - 1);
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(201);
  });

  it('counts usernames without case and surrounding spaces, and unknown usernames alike', async () => {
    for (const spelling of ['demo', 'DEMO', ' Demo ', 'dEmO', 'demo']) await passwordLogin(spelling, 'falsch');
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(429);
    await failPasswordLogins('niemand-hier');
    expect((await passwordLogin('niemand-hier', 'egal')).status).toBe(429);
  });

  it('counts wrong one-time codes towards the same lock, which also holds the code login', async () => {
    await raw('/auth/quick/request', { username: 'demo' });
    const issued = db.quickLoginCodes.findFirst((q) => q.where({ username: 'demo' }))?.code ?? '';
    const wrong = issued === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT - 1; attempt += 1)
      expect((await raw('/auth/quick/verify', { username: 'demo', code: wrong })).status).toBe(422);
    expect((await passwordLogin('demo', 'falsch')).status).toBe(422);
    const byCode = await raw('/auth/quick/verify', { username: 'demo', code: issued });
    expect(byCode.status).toBe(429);
    expect(byCode.body.code).toBe('LOGIN_THROTTLED');
    expect(Number(byCode.retryAfter)).toBe(LOGIN_LOCK_MINUTES * 60);
  });

  it('ends the lock when its time is over, and Retry-After counts down on the clock', async () => {
    await failPasswordLogins('demo');
    advanceMinutes(LOGIN_LOCK_MINUTES - 1);
    const later = await raw('/access-tokens', { username: 'demo', password: 'demo1234', userType: 'provider' });
    expect(later.status).toBe(429);
    expect(Number(later.retryAfter)).toBe(60);
    advanceMinutes(1);
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(201);
  });

  it(`forgets failures older than the ${LOGIN_FAILURE_WINDOW_MINUTES}-minute window`, async () => {
    await failPasswordLogins('demo', LOGIN_FAILURE_LIMIT - 1);
    advanceMinutes(LOGIN_FAILURE_WINDOW_MINUTES);
    await failPasswordLogins('demo', LOGIN_FAILURE_LIMIT - 1);
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(201);
  });

  it('is lifted by a reset of the mock (control API), so demos and journeys can log in again', async () => {
    await failPasswordLogins('demo');
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(429);
    await switchScenario('default');
    expect((await passwordLogin('demo', 'demo1234')).status).toBe(201);
  });
});
