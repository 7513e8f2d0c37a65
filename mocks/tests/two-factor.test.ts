// Two-factor login of the mock (mocks/handlers/two-factor.ts): every answer the document declares for
// GET /auth/two-factor, POST /auth/two-factor/setup, POST /auth/two-factor and POST /auth/two-factor/disable, with
// codes computed here from the secret the set-up answered, as an authenticator app computes them (RFC 6238).
import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { addMinutes, now, setMockNow } from '../lib/clock';
import { MOCK_TWO_FACTOR_CODE } from '../handlers/two-factor';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import { call, login, type LoggedIn } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  setMockNow(null);
  server.close();
});
beforeEach(async () => {
  // A pinned clock: the codes below are computed for the instant the mock checks them at.
  setMockNow(new Date('2026-11-22T12:00:10Z'));
  await resetDatabase('default');
});

/** The code an authenticator app shows for the secret `seconds` from the mock's now. */
function codeOf(secret: string, seconds = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now().getTime() + seconds * 1000 });
}

/** A code of the secret that is none of the codes the mock accepts now (the current step ±1). */
function wrongCodeOf(secret: string): string {
  const accepted = new Set([codeOf(secret, -30), codeOf(secret), codeOf(secret, 30)]);
  for (let n = 0; ; n += 1) {
    const code = String(100000 + n);
    if (!accepted.has(code) && code !== MOCK_TWO_FACTOR_CODE) return code;
  }
}

async function setUp(session: LoggedIn): Promise<string> {
  const { status, body } = await call('POST', '/auth/two-factor/setup', { token: session.accessToken });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.secret as string;
}

async function enable(session: LoggedIn, code: string) {
  return call('POST', '/auth/two-factor', { token: session.accessToken, body: { code } });
}

async function disable(session: LoggedIn, code: string) {
  return call('POST', '/auth/two-factor/disable', { token: session.accessToken, body: { code } });
}

async function state(session: LoggedIn) {
  return (await call('GET', '/auth/two-factor', { token: session.accessToken })).body.data;
}

describe('GET /auth/two-factor', () => {
  it('answers off for a user who never set it up, and 401 without a session', async () => {
    const demo = await login('demo');
    expect(await state(demo)).toEqual({ enabled: false });
    expect((await call('GET', '/auth/two-factor')).status).toBe(401);
  });
});

describe('POST /auth/two-factor/setup', () => {
  it('answers a random base32 secret of 20 bytes and its otpauth URI with issuer and username', async () => {
    const demo = await login('demo');
    const { body } = await call('POST', '/auth/two-factor/setup', { token: demo.accessToken });
    const { secret, otpauthUri, issuer, accountName } = body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect({ issuer, accountName }).toEqual({ issuer: 'Hochzeitsportal', accountName: 'demo' });
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Hochzeitsportal:demo\?/);
    const parsed = URI.parse(otpauthUri);
    if (!(parsed instanceof TOTP)) throw new Error('The URI is no TOTP.');
    expect({
      issuer: parsed.issuer,
      label: parsed.label,
      secret: parsed.secret.base32,
      algorithm: parsed.algorithm,
      digits: parsed.digits,
      period: parsed.period,
    }).toEqual({ issuer: 'Hochzeitsportal', label: 'demo', secret, algorithm: 'SHA1', digits: 6, period: 30 });
    // Started, not confirmed: still off.
    expect(await state(demo)).toEqual({ enabled: false });
  });

  it('makes a new secret each time and voids the one before', async () => {
    const demo = await login('demo');
    const first = await setUp(demo);
    const second = await setUp(demo);
    expect(second).not.toBe(first);
    const old = await enable(demo, codeOf(first));
    expect(old.status).toBe(422);
    expect(old.body.errors.code).toMatch(/^Der Code ist falsch/);
    expect((await enable(demo, codeOf(second))).status).toBe(200);
  });

  it('keeps each user to their own secret', async () => {
    const demo = await login('demo');
    const basic = await login('basic');
    const secret = await setUp(demo);
    await setUp(basic);
    expect((await enable(basic, codeOf(secret))).status).toBe(422);
    expect((await enable(demo, codeOf(secret))).status).toBe(200);
    expect(await state(basic)).toEqual({ enabled: false });
  });
});

describe('POST /auth/two-factor (confirm)', () => {
  it('turns two-factor on with the code of the current step and remembers since when', async () => {
    const demo = await login('demo');
    const secret = await setUp(demo);
    const { status, body } = await enable(demo, codeOf(secret));
    expect(status).toBe(200);
    expect(body.data).toEqual({ enabled: true, enabledAt: '2026-11-22T12:00:10Z' });
    setMockNow(addMinutes(now(), 60));
    expect(await state(demo)).toEqual({ enabled: true, enabledAt: '2026-11-22T12:00:10Z' });
    // The secret never leaves the set-up's answer.
    expect(JSON.stringify(await state(demo))).not.toContain(secret);
  });

  it('accepts the code of the step before and after (clocks a little off), not two steps away', async () => {
    const demo = await login('demo');
    const secret = await setUp(demo);
    expect((await enable(demo, codeOf(secret, -60))).status).toBe(422);
    expect((await enable(demo, codeOf(secret, 60))).status).toBe(422);
    expect((await enable(demo, codeOf(secret, -30))).status).toBe(200);
  });

  it('accepts the demo code of the README', async () => {
    const demo = await login('demo');
    await setUp(demo);
    expect((await enable(demo, MOCK_TWO_FACTOR_CODE)).body.data.enabled).toBe(true);
  });

  it('puts a wrong code on the field code (422) and changes nothing', async () => {
    const demo = await login('demo');
    const secret = await setUp(demo);
    const { status, body } = await enable(demo, wrongCodeOf(secret));
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      code: 'Der Code ist falsch. Bitte geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.',
    });
    expect(await state(demo)).toEqual({ enabled: false });
  });

  it('refuses a code that is not 6 digits (422) and a body that is not JSON (415)', async () => {
    const demo = await login('demo');
    await setUp(demo);
    const short = await enable(demo, '12345');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['code']);
    expect(
      (await call('POST', '/auth/two-factor', { token: demo.accessToken, body: { code: '123456', x: 1 } })).status,
    ).toBe(422);
    const text = await call('POST', '/auth/two-factor', {
      token: demo.accessToken,
      headers: { 'Content-Type': 'text/plain' },
      body: { code: '123456' },
    });
    expect(text.status).toBe(415);
  });

  it('answers 409 without a set-up, 409 when it is on already, and 401 without a session', async () => {
    const demo = await login('demo');
    const none = await enable(demo, '123456');
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const secret = await setUp(demo);
    expect((await enable(demo, codeOf(secret))).status).toBe(200);
    const again = await enable(demo, codeOf(secret, 30));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await call('POST', '/auth/two-factor', { body: { code: '123456' } })).status).toBe(401);
  });

  it('answers the set-up 409 while two-factor is on, and 401 without a session', async () => {
    const demo = await login('demo');
    const secret = await setUp(demo);
    await enable(demo, codeOf(secret));
    const { status, body } = await call('POST', '/auth/two-factor/setup', { token: demo.accessToken });
    expect(status).toBe(409);
    expect(body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await call('POST', '/auth/two-factor/setup')).status).toBe(401);
  });

  it('blocks codes for 5 minutes after 5 wrong ones (429 with Retry-After), the right one too', async () => {
    const demo = await login('demo');
    const secret = await setUp(demo);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await enable(demo, wrongCodeOf(secret))).status, `attempt ${attempt}`).toBe(422);
    const response = await fetch(`${TEST_API_BASE_URL}/auth/two-factor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Access-Token': demo.accessToken },
      body: JSON.stringify({ code: codeOf(secret) }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('300');
    expect(((await response.json()) as { code: string }).code).toBe('TWO_FACTOR_THROTTLED');
    expect((await disable(demo, codeOf(secret))).status).toBe(409);

    setMockNow(addMinutes(now(), 5));
    expect((await enable(demo, codeOf(secret))).status).toBe(200);
  });
});

describe('POST /auth/two-factor/disable', () => {
  it('turns two-factor off with a current code, each code once (RFC 6238, 5.2)', async () => {
    const demo = await login('demo');
    const secret = await setUp(demo);
    const used = codeOf(secret);
    expect((await enable(demo, used)).status).toBe(200);
    const replay = await disable(demo, used);
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code).toMatch(/^Der Code ist falsch/);
    expect((await state(demo)).enabled).toBe(true);

    setMockNow(new Date(now().getTime() + 30_000));
    const { status, body } = await disable(demo, codeOf(secret));
    expect(status).toBe(200);
    expect(body.data).toEqual({ enabled: false });
    expect(await state(demo)).toEqual({ enabled: false });
    expect(db.twoFactors.findFirst((q) => q.where({ customerUserId: demo.customerUserId }))?.secret).toBeNull();
    // Off again: the old secret is void, a new set-up makes a new one.
    expect(await setUp(demo)).not.toBe(secret);
  });

  it('puts a wrong code on the field code (422), answers 409 when off and 429 when blocked', async () => {
    const demo = await login('demo');
    const off = await disable(demo, '123456');
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('TWO_FACTOR_NOT_ENABLED');
    const secret = await setUp(demo);
    await enable(demo, MOCK_TWO_FACTOR_CODE);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await disable(demo, wrongCodeOf(secret));
      expect(wrong.status, `attempt ${attempt}`).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    }
    const blocked = await disable(demo, codeOf(secret));
    expect(blocked.status).toBe(429);
    expect((await state(demo)).enabled).toBe(true);
    const text = await call('POST', '/auth/two-factor/disable', {
      token: demo.accessToken,
      headers: { 'Content-Type': 'text/plain' },
      body: { code: '123456' },
    });
    expect(text.status).toBe(415);
    expect((await call('POST', '/auth/two-factor/disable', { body: { code: '123456' } })).status).toBe(401);
  });

  it('accepts the demo code of the README', async () => {
    const demo = await login('demo');
    await setUp(demo);
    await enable(demo, MOCK_TWO_FACTOR_CODE);
    expect((await disable(demo, MOCK_TWO_FACTOR_CODE)).body.data).toEqual({ enabled: false });
  });
});

describe('admin switch-user mode', () => {
  it('shows the state of the switched-to user but refuses to change their second factor (403)', async () => {
    const admin = await login('admin');
    const asDemo = { token: admin.accessToken, headers: { 'X-Switch-User': 'demo' } };
    expect((await call('GET', '/auth/two-factor', asDemo)).body.data).toEqual({ enabled: false });
    const setup = await call('POST', '/auth/two-factor/setup', asDemo);
    expect(setup.status).toBe(403);
    expect(setup.body.code).toBe('SWITCHED_USER');
    expect((await call('POST', '/auth/two-factor', { ...asDemo, body: { code: '123456' } })).status).toBe(403);
    expect((await call('POST', '/auth/two-factor/disable', { ...asDemo, body: { code: '123456' } })).status).toBe(403);
  });
});
