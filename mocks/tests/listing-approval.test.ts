// The approval queue round trip of the listing (issue 13): a saved change waits in the queue, the published
// values stay until the team approves, then GET /providers/{id}, GET /provider-data and the missing data follow.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const NEW_TEXT =
  `${'Unser Gutshof an der Havel empfängt Hochzeitsgesellschaften mit bis zu 160 Gästen. '.repeat(5)}`.trim();

async function pendingOf(token: string, providerId: number) {
  const { body } = await call('GET', `/provider-data-update-queue?providerIds=${providerId}&status=pending`, { token });
  return body.data as Array<{ id: number; fieldName: string; newValue: unknown }>;
}

async function approve(token: string, updateId: number) {
  const { status } = await call('POST', `/provider-data-update-queue/${updateId}/approve`, { token });
  expect(status).toBe(200);
}

function answerId(providerId: number, fieldName: string): number {
  const answer = db.providerData.findFirst((q) => q.where({ providerId, fieldName }));
  if (!answer) throw new Error(`no answer ${providerId}/${fieldName}`);
  return answer.id;
}

describe('listing changes and the approval queue', () => {
  it('queues a listing change, keeps the published values until approval, then publishes it everywhere', async () => {
    const token = (await login('demo')).accessToken;
    const before = (await call('GET', `/providers/${PROVIDER.havelblick}`, { token })).body.data;
    const saved = await call('PUT', `/providers/${PROVIDER.havelblick}`, {
      token,
      body: { description: NEW_TEXT, phone: '+4933120045699' },
    });
    expect(saved.status).toBe(200);

    // Pending: one queue entry per field (besides the answers the seed queued), the published values unchanged,
    // the answer marked pending.
    const pending = (await pendingOf(token, PROVIDER.havelblick)).filter((entry) =>
      ['description', 'phone'].includes(entry.fieldName),
    );
    expect(pending.map((entry) => entry.fieldName).sort()).toEqual(['description', 'phone']);
    const waiting = (await call('GET', `/providers/${PROVIDER.havelblick}`, { token })).body.data;
    expect(waiting).toMatchObject({ description: before.description, phone: before.phone, hasPendingChanges: true });
    const answers = (await call('GET', `/provider-data?providerId=${PROVIDER.havelblick}`, { token })).body
      .data as Array<{ fieldName: string; status: string; value: unknown }>;
    expect(answers.find((answer) => answer.fieldName === 'description')?.status).toBe('pending_approval');

    for (const entry of pending) await approve(token, entry.id);

    const published = (await call('GET', `/providers/${PROVIDER.havelblick}`, { token })).body.data;
    expect(published).toMatchObject({ description: NEW_TEXT, phone: '+4933120045699', hasPendingChanges: false });
    const after = (await call('GET', `/provider-data?providerId=${PROVIDER.havelblick}`, { token })).body
      .data as Array<{ fieldName: string; status: string; value: unknown }>;
    expect(after.find((answer) => answer.fieldName === 'description')).toMatchObject({
      value: NEW_TEXT,
      status: 'approved',
    });
    expect((await pendingOf(token, PROVIDER.havelblick)).map((entry) => entry.fieldName)).not.toContain('description');
  });

  it('corrects a pending listing change by the rules of the listing and withdraws it', async () => {
    const token = (await login('demo')).accessToken;
    const before = (await call('GET', `/providers/${PROVIDER.havelblick}`, { token })).body.data;
    await call('PUT', `/providers/${PROVIDER.havelblick}`, { token, body: { phone: '+4933120045699' } });
    const entry = (await pendingOf(token, PROVIDER.havelblick)).find((queued) => queued.fieldName === 'phone');
    if (!entry) throw new Error('nothing queued');

    const invalid = await call('PUT', `/provider-data-update-queue/${entry.id}`, { token, body: { newValue: '0331' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['newValue']);
    const corrected = await call('PUT', `/provider-data-update-queue/${entry.id}`, {
      token,
      body: { newValue: '+4933120045600' },
    });
    expect(corrected.status).toBe(200);
    const phone = (await pendingOf(token, PROVIDER.havelblick)).find((queued) => queued.fieldName === 'phone');
    expect(phone?.newValue).toBe('+4933120045600');

    expect((await call('DELETE', `/provider-data-update-queue/${entry.id}`, { token })).status).toBe(204);
    const after = (await call('GET', `/providers/${PROVIDER.havelblick}`, { token })).body.data;
    expect(after).toMatchObject({ phone: before.phone, hasPendingChanges: false });
  });

  it("computes the missing data from the provider's forms: an approved answer leaves the list", async () => {
    const token = (await login('demo')).accessToken;
    const missing = async () =>
      (
        (await call('GET', `/providers/${PROVIDER.brautsalon}/missing-data`, { token })).body.data.forms as Array<{
          fieldName: string;
        }>
      ).map((form) => form.fieldName);
    expect(await missing()).toEqual(['minBudget', 'priceFrom']);

    const queued = await call('PUT', `/provider-data/${answerId(PROVIDER.brautsalon, 'minBudget')}`, {
      token,
      body: { value: 1500 },
    });
    expect(queued.status).toBe(202);
    // Pending is not filled yet.
    expect(await missing()).toEqual(['minBudget', 'priceFrom']);
    await approve(token, queued.body.data.id);
    expect(await missing()).toEqual(['priceFrom']);

    const second = await call('PUT', `/provider-data/${answerId(PROVIDER.brautsalon, 'priceFrom')}`, {
      token,
      body: { value: 990 },
    });
    await approve(token, second.body.data.id);
    expect(await missing()).toEqual([]);
    expect((await call('GET', `/providers/${PROVIDER.brautsalon}`, { token })).body.data.isMissingData).toBe(false);
  });

  it('keeps a percentage between 0 and 100 and amounts from 0, in the queue and its corrections alike', async () => {
    const token = (await login('demo')).accessToken;
    const deposit = `/provider-data/${answerId(PROVIDER.havelblick, 'depositPercent')}`;
    const tooMuch = await call('PUT', deposit, { token, body: { value: 250 } });
    expect([tooMuch.status, tooMuch.body.errors]).toEqual([422, { value: 'Der Wert muss zwischen 0 und 100 liegen.' }]);
    const negative = await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'rentalFee')}`, {
      token,
      body: { value: -1 },
    });
    expect([negative.status, negative.body.errors]).toEqual([422, { value: 'Der Wert muss mindestens 0 sein.' }]);
    // An amount has no upper bound; a full deposit is a percentage still.
    expect(
      (
        await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'rentalFee')}`, {
          token,
          body: { value: 25000 },
        })
      ).status,
    ).toBe(202);
    const full = await call('PUT', deposit, { token, body: { value: 100 } });
    expect(full.status).toBe(202);
    const corrected = await call('PUT', `/provider-data-update-queue/${full.body.data.id}`, {
      token,
      body: { newValue: 101 },
    });
    expect([corrected.status, corrected.body.errors]).toEqual([
      422,
      { newValue: 'Der Wert muss zwischen 0 und 100 liegen.' },
    ]);
    expect((await pendingOf(token, PROVIDER.havelblick)).find((u) => u.fieldName === 'depositPercent')?.newValue).toBe(
      100,
    );
  });
});

describe('the history of decisions (issue 42.3)', () => {
  type Entry = {
    id: number;
    status: string;
    createdAt: string;
    decidedAt: string | null;
    decisionReason: string | null;
  };
  const listed = async (token: string, query: string) =>
    (await call<{ data: Entry[] }>('GET', `/provider-data-update-queue?${query}`, { token })).body.data;

  it('lists the decided entries of several states, newest decision first, each with its time and the reason of a rejection', async () => {
    const token = (await login('demo')).accessToken;
    const decided = await listed(token, `providerIds=${PROVIDER.havelblick}&status=approved,rejected&limit=100`);
    expect(decided.length).toBeGreaterThan(0);
    expect(new Set(decided.map((entry) => entry.status))).toEqual(new Set(['approved', 'rejected']));
    const times = decided.map((entry) => Date.parse(entry.decidedAt ?? ''));
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const entry of decided) {
      expect(Date.parse(entry.decidedAt ?? '')).toBeGreaterThan(Date.parse(entry.createdAt));
      if (entry.status === 'rejected') expect(entry.decisionReason?.trim()).toBeTruthy();
    }
    // Pending entries have neither.
    const pending = await listed(token, `providerIds=${PROVIDER.havelblick}&status=pending`);
    expect(pending.length).toBeGreaterThan(0);
    for (const entry of pending) expect(entry).toMatchObject({ decidedAt: null, decisionReason: null });
  });

  it('keeps every seeded entry consistent for every demo provider: a time once decided, a reason for a rejection', () => {
    for (const entry of db.providerDataUpdates.all()) {
      expect(entry.decidedAt === null, `entry ${entry.id}`).toBe(entry.status === 'pending');
      if (entry.status === 'rejected') expect(entry.decisionReason, `entry ${entry.id}`).toBeTruthy();
    }
  });

  it('refuses to store a rejected entry without the reason', async () => {
    const [entry] = db.providerDataUpdates.all().filter((candidate) => candidate.status === 'rejected');
    if (!entry) throw new Error('the seed rejects a change');
    await expect(
      db.providerDataUpdates.create({ ...structuredClone(entry), id: 79_999, decisionReason: null }),
    ).rejects.toThrow();
  });

  it('marks an approval with its time, moving the entry from the pending list to the top of the history', async () => {
    const token = (await login('demo')).accessToken;
    const [waiting] = await listed(token, `providerIds=${PROVIDER.havelblick}&status=pending`);
    if (!waiting) throw new Error('the seed queues a change of provider 101');
    await approve(token, waiting.id);
    const [newest] = await listed(token, `providerIds=${PROVIDER.havelblick}&status=approved,rejected`);
    expect(newest).toMatchObject({ id: waiting.id, status: 'approved', decisionReason: null });
    expect(Date.parse(newest?.decidedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(waiting.createdAt));
  });

  it('answers 422 on status for a state the queue does not have', async () => {
    const token = (await login('demo')).accessToken;
    const answer = await call('GET', '/provider-data-update-queue?status=approved,withdrawn', { token });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('status');
  });
});
