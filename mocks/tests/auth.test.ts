import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../db';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

describe('mock auth', () => {
  it('logs the demo user in and loads the logged-in user with their three providers', async () => {
    const token = await login('demo');
    const { status, body } = await call('GET', `/access-tokens/${token.id}`, { token: token.accessToken });
    expect(status).toBe(200);
    expect(body.data.user.customer.name).toBe('Schlossgut Havelblick GmbH');
    expect(body.data.user.providers.map((p: { name: string }) => p.name)).toEqual([
      'Schlossgut Havelblick',
      'Lichtwerk Fotografie',
      'Brautsalon Altona',
    ]);
  });

  it('answers a wrong password with a format-1 error on the password field', async () => {
    const { status, body } = await call('POST', '/access-tokens', {
      body: { username: 'demo', password: 'falsch', userType: 'provider' },
    });
    expect(status).toBe(422);
    expect(body.errors.password).toBe('Benutzername oder Passwort ist falsch.');
  });

  it('flags the renew user for a password change', async () => {
    expect(((await login('renew')) as unknown as { passwordChangeRequired: boolean }).passwordChangeRequired).toBe(
      true,
    );
  });

  it('ends the session on DELETE and then answers 401', async () => {
    const token = await login('demo');
    expect((await call('DELETE', `/access-tokens/${token.id}`, { token: token.accessToken })).status).toBe(204);
    expect((await call('GET', `/access-tokens/${token.id}`, { token: token.accessToken })).status).toBe(401);
  });

  it('answers 401 without or with an unknown token', async () => {
    expect((await call('GET', '/access-tokens/1')).status).toBe(401);
    expect((await call('GET', '/access-tokens/1', { token: 'at_unknown_token_1234567890' })).status).toBe(401);
  });

  it('lets the admin switch into a user with the switch-user header', async () => {
    const admin = await login('admin');
    const { status, body } = await call('GET', `/access-tokens/${admin.id}`, {
      token: admin.accessToken,
      headers: { 'X-Switch-User': 'basic' },
    });
    expect(status).toBe(200);
    expect(body.data.isSwitchedUser).toBe(true);
    expect(body.data.user.username).toBe('basic');
  });

  it('distinguishes a wrong one-time code (422) from an expired one (410)', async () => {
    expect((await call('POST', '/auth/quick/request', { body: { username: 'demo' } })).status).toBe(202);
    const wrong = await call('POST', '/auth/quick/verify', { body: { username: 'demo', code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toBeTruthy();
  });
});
