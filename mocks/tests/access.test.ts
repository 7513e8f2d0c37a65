// The handler wrapper authenticates every operation the way the API document's `security` says, before the
// resolver runs, and refuses at registration a handler declared with other access than the document's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations } from '../../src/api/generated/operations';
import { db, resetDatabase } from '../db';
import { createMockHttp } from '../lib/http';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

/** A concrete path of the operation: every path parameter is 1. */
function pathOf(template: string): string {
  return template.replace(/\{[^}]+\}/g, '1');
}

const withSecurity = operations.filter((op) => op.authenticated);
const withoutSecurity = operations.filter((op) => !op.authenticated);

describe('handler access', () => {
  it.each(withSecurity.map((op) => [op.operationId, op] as const))(
    '%s answers 401 without an access token',
    async (_id, op) => {
      const { status, body } = await call(op.method, pathOf(op.path), op.method === 'GET' ? {} : { body: {} });
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Bitte melden Sie sich an.', code: 'UNAUTHORIZED' });
    },
  );

  it.each(withoutSecurity.map((op) => [op.operationId, op] as const))(
    '%s does not ask for a session',
    async (_id, op) => {
      const { status } = await call(op.method, pathOf(op.path), op.method === 'GET' ? {} : { body: {} });
      expect(status).not.toBe(401);
    },
  );

  it('refuses marketplace-admin operations to a customer user with 403 and lets the admin in', async () => {
    const district = db.districts.all()[0];
    if (!district) throw new Error('The default scenario has districts.');
    const path = `/districts/${district.id}`;
    const demo = await login('demo');
    const refused = await call('PUT', path, { token: demo.accessToken, body: { name: 'Mitte' } });
    expect(refused.status).toBe(403);
    const admin = await login('admin');
    const allowed = await call('PUT', path, { token: admin.accessToken, body: { name: 'Mitte' } });
    expect(allowed.status).toBe(200);
  });

  it('refuses a handler registered with other access than the document declares', () => {
    const http = createMockHttp('http://mock.test');
    const resolver = () => new Response(null, { status: 200 });
    expect(() => http.get('/configs', resolver)).toThrow(/register it with http\.public\.get/);
    expect(() => http.public.get('/agreement-texts', resolver)).toThrow(/register it with http\.get/);
    expect(() => http.admin.get('/configs', resolver)).toThrow(/register it with http\.public\.get/);
  });
});
