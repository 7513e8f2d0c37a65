// Error answers of the operations the portal calls that no other mock test produced (issue 24.6; the gate in
// error-branches.global.ts lists what is still missing). The record-addressing ones are generated: an unknown id
// answers 404, and a lead of a provider the caller is not linked to answers 403 on every lead sub-resource.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import { db, resetDatabase } from '../db';
import { addMinutes, now, setMockNow } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login, type LoggedIn } from './api';
import type { DriftInput } from './drift-types';
import { defaultInput, type Json, parametersOf, resolveRef, urlFor } from './document';
import { requiredErrorBranches } from './error-branches.global';
import { fixtures } from './fixtures';

// The fixtures read the seeded database while the tests are collected.
await resetDatabase('default');

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  setMockNow(null);
  server.close();
});
beforeEach(async () => {
  setMockNow(null);
  await resetDatabase('default');
});

const required = new Set(requiredErrorBranches());
const byId = new Map(operations.map((op) => [op.operationId, op]));

function validInput(op: OperationInfo): DriftInput {
  return { ...defaultInput(op), ...fixtures[op.operationId]?.({ db }) };
}

function integerPathParameters(op: OperationInfo): string[] {
  return parametersOf(op)
    .filter((parameter) => parameter.in === 'path' && resolveRef(parameter.schema as Json)?.type === 'integer')
    .map((parameter) => parameter.name as string);
}

async function send(op: OperationInfo, input: DriftInput, session: LoggedIn) {
  const isForm = input.body instanceof FormData;
  const response = await fetch(urlFor(op, input), {
    method: op.method,
    headers: {
      'X-Access-Token': session.accessToken,
      'X-Consumer-Key': session.consumerKey,
      ...(input.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json | undefined };
}

describe('an id that addresses no record answers 404', () => {
  const addressed = operations.filter(
    (op) => op.authenticated && required.has(`${op.operationId} 404`) && integerPathParameters(op).length > 0,
  );

  it.each(addressed.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const input = validInput(op);
    const session = await login(input.login && input.login !== 'none' ? input.login : 'demo');
    const params = { ...input.params };
    for (const name of integerPathParameters(op)) params[name] = 999_999;
    const answer = await send(op, { ...input, params }, session);
    expect(answer.status, JSON.stringify(answer.body)).toBe(404);
  });
});

describe('a lead of a provider the caller is not linked to answers 403 on every lead sub-resource', () => {
  const leadOperations = operations.filter(
    (op) => op.path.startsWith('/leads/{id}') && required.has(`${op.operationId} 403`),
  );

  it.each(leadOperations.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    // Jonas Albrecht is linked to the venue 101 only; the photographer 102 belongs to the same customer.
    const jonas = await login('jonas.albrecht', 'passwort123');
    const lead = db.leads.all().find((l) => l.providerId === 102 && l.deletedAt === null);
    if (!lead) throw new Error('The default scenario has leads of provider 102.');
    const input = validInput(op);
    const answer = await send(op, { ...input, params: { ...input.params, id: lead.id } }, jonas);
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  });
});

describe('other error answers of called operations', () => {
  const op = (id: string) => byId.get(id) as OperationInfo;

  it('refuses a note, lead data and a couple of a provider the caller is not linked to (403)', async () => {
    const jonas = await login('jonas.albrecht', 'passwort123');
    const leadOf102 = new Set(
      db.leads
        .all()
        .filter((l) => l.providerId === 102)
        .map((l) => l.id),
    );
    const comment = db.leadComments.all().find((c) => leadOf102.has(c.leadId));
    const data = db.leadData.all().find((d) => leadOf102.has(d.leadId));
    const coupleIdsOf101 = new Set(
      db.leads
        .all()
        .filter((l) => l.providerId === 101)
        .map((l) => l.couple.id),
    );
    const lead102 = db.leads.all().find((l) => l.providerId === 102 && !coupleIdsOf101.has(l.couple.id));
    if (!comment || !data || !lead102) throw new Error('The default scenario has notes, data and couples of 102.');

    expect((await call('PUT', `/comments/${comment.id}/read`, { token: jonas.accessToken })).status).toBe(403);
    const update = await send(
      op('updateLeadData'),
      { ...validInput(op('updateLeadData')), params: { id: data.id } },
      jonas,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(403);
    const activity = await call('GET', `/couple/${lead102.couple.id}/last-activity`, { token: jonas.accessToken });
    expect(activity.status, JSON.stringify(activity.body)).toBe(403);
  });

  it('answers 404 for the attachments of another customer', async () => {
    const demo = await login('demo');
    expect((await call('GET', '/customers/999999/attachments', { token: demo.accessToken })).status).toBe(404);
  });

  it('answers 404 for an unknown or used recovery key', async () => {
    const check = await call('GET', '/password-reset?recoveryKey=unbekannt-0000');
    expect(check.status, JSON.stringify(check.body)).toBe(404);
    const reset = await call(byId.get('resetPassword')?.method ?? 'PUT', '/password-reset/unbekannt-0000', {
      body: { password: 'neuesPasswort1', userType: 'provider' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(404);
  });

  it('answers 429 to a second one-time code within 30 seconds, 410 to an expired code and 429 after too many wrong codes', async () => {
    expect((await call('POST', '/auth/quick/request', { body: { username: 'demo' } })).status).toBe(202);
    const again = await call('POST', '/auth/quick/request', { body: { username: 'demo' } });
    expect(again.status).toBe(429);

    // Expiry first: after too many wrong codes the username is locked (429) whatever the code's age.
    setMockNow(addMinutes(now(), 3));
    const expired = await call('POST', '/auth/quick/verify', { body: { username: 'demo', code: '000000' } });
    expect(expired.status).toBe(410);

    expect((await call('POST', '/auth/quick/request', { body: { username: 'demo' } })).status).toBe(202);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await call('POST', '/auth/quick/verify', { body: { username: 'demo', code: '000000' } });
      if (wrong.status === 429) break;
      expect(wrong.status).toBe(422);
    }
    const blocked = await call('POST', '/auth/quick/verify', { body: { username: 'demo', code: '000000' } });
    expect(blocked.status).toBe(429);
  });

  it('refuses a login (one-time code, Google) of a user an administrator has not approved yet (403)', async () => {
    const credential = db.credentials.findFirst((q) => q.where({ username: 'demo' }));
    if (!credential?.customerUserId) throw new Error('The seed has the user demo.');
    await db.customerUsers.update((q) => q.where({ id: credential.customerUserId as number }), {
      data(record) {
        record.status = 'pending_approval';
      },
    });
    const google = await call('POST', '/auth/google', {
      body: { accessToken: 'google:demo', userType: 'provider' },
    });
    expect(google.status, JSON.stringify(google.body)).toBe(403);

    expect((await call('POST', '/auth/quick/request', { body: { username: 'demo' } })).status).toBe(202);
    const code = db.quickLoginCodes.findFirst((q) => q.where({ username: 'demo', used: false }))?.code;
    const verify = await call('POST', '/auth/quick/verify', { body: { username: 'demo', code } });
    expect(verify.status, JSON.stringify(verify.body)).toBe(403);
  });
});

describe('the approval queue refuses corrections without edit rights', () => {
  it('answers 403 PROVIDER_MANAGE_REQUIRED when a user linked without can-manage corrects a queued change', async () => {
    // Mia Krause is linked to provider 102 without can-manage (docs/security.md, the rights table).
    const mia = await login('mia.krause', 'passwort123');
    const entry = db.providerDataUpdates
      .all()
      .find((update) => update.providerId === 102 && update.status === 'pending');
    if (!entry) throw new Error('The seed has no pending change of provider 102.');
    const before = structuredClone(entry);
    const answer = await call('PUT', `/provider-data-update-queue/${entry.id}`, {
      token: mia.accessToken,
      body: { newValue: before.newValue },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    expect(db.providerDataUpdates.findFirst((q) => q.where({ id: entry.id }))).toEqual(before);
  });
});
