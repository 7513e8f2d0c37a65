// The products page's calls (issue 14): each declared error answer of the provider-items operations, produced
// the way a real server would give it, and what the mock refuses changes nothing. Rights: docs/security.md
// (provider writes need can-manage); rules: the document's ProviderItemCreate/Update/MoveOrder.
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

const demo = async () => (await login('demo')).accessToken;
// Mia Krause is linked to the photographer 102 without can-manage (docs/security.md, the rights table).
const mia = async () => (await login('mia.krause', 'passwort123')).accessToken;

function itemsOf(providerId: number) {
  return db.providerItems
    .all()
    .filter((item) => item.providerId === providerId)
    .sort((a, b) => a.orderNo - b.orderNo);
}

function firstItemOf(providerId: number) {
  const item = itemsOf(providerId)[0];
  if (!item) throw new Error(`The seed has products of provider ${providerId}.`);
  return item;
}

const snapshot = () => structuredClone(db.providerItems.all());

describe('provider items: who may', () => {
  it('answers 401 to every operation without a session', async () => {
    const item = firstItemOf(PROVIDER.lichtwerk);
    expect((await call('GET', '/provider-items')).status).toBe(401);
    expect((await call('POST', '/provider-items', { body: { providerId: 102, name: 'Fotobox' } })).status).toBe(401);
    expect((await call('PUT', `/provider-items/${item.id}`, { body: { name: 'Neu' } })).status).toBe(401);
    expect((await call('DELETE', `/provider-items/${item.id}`)).status).toBe(401);
    expect(
      (await call('POST', '/provider-items/move-order', { body: { providerId: 102, itemIds: [item.id] } })).status,
    ).toBe(401);
  });

  it('refuses every write of a user without can-manage with 403 PROVIDER_MANAGE_REQUIRED, changing nothing', async () => {
    const token = await mia();
    const before = snapshot();
    const item = firstItemOf(PROVIDER.lichtwerk);
    const answers = [
      await call('POST', '/provider-items', { token, body: { providerId: PROVIDER.lichtwerk, name: 'Fotobox' } }),
      await call('PUT', `/provider-items/${item.id}`, { token, body: { status: 'passive' } }),
      await call('DELETE', `/provider-items/${item.id}`, { token }),
      await call('POST', '/provider-items/move-order', {
        token,
        body: {
          providerId: PROVIDER.lichtwerk,
          itemIds: itemsOf(PROVIDER.lichtwerk)
            .map((i) => i.id)
            .reverse(),
        },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    }
    expect(snapshot()).toEqual(before);
    // Reading stays allowed.
    const list = await call('GET', `/provider-items?providerId=${PROVIDER.lichtwerk}&sort=orderNo`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual(itemsOf(PROVIDER.lichtwerk).map((i) => i.id));
  });

  it('answers 404 for a product of a provider the user is not linked to, and for none at all', async () => {
    const token = await demo();
    const foreign = firstItemOf(PROVIDER.elbblick);
    for (const id of [foreign.id, 999_999]) {
      expect((await call('PUT', `/provider-items/${id}`, { token, body: { name: 'Übernommen' } })).status).toBe(404);
      expect((await call('DELETE', `/provider-items/${id}`, { token })).status).toBe(404);
    }
    expect(db.providerItems.findFirst((q) => q.where({ id: foreign.id }))).toEqual(foreign);
  });

  it('refuses a product for a provider of another account on the field providerId (422)', async () => {
    const token = await demo();
    const answer = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.elbblick, name: 'Sektempfang' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.providerId).toBeTruthy();
  });

  it('refuses offering a product on bridal-gown leads without the plan for it (403 PLAN_FEATURE_REQUIRED)', async () => {
    const token = await demo();
    const item = firstItemOf(PROVIDER.havelblick);
    const answer = await call('PUT', `/provider-items/${item.id}`, { token, body: { isBiddable: true } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PLAN_FEATURE_REQUIRED');
    expect(db.providerItems.findFirst((q) => q.where({ id: item.id }))?.isBiddable).toBe(false);
  });
});

describe('provider items: what the document allows', () => {
  it('answers 415 to a body that is not JSON', async () => {
    const token = await demo();
    const item = firstItemOf(PROVIDER.lichtwerk);
    const text = { token, headers: { 'Content-Type': 'text/plain' } };
    const before = snapshot();
    expect((await call('POST', '/provider-items', { ...text, body: 'name=Fotobox' })).status).toBe(415);
    expect((await call('PUT', `/provider-items/${item.id}`, { ...text, body: 'name=Neu' })).status).toBe(415);
    expect((await call('POST', '/provider-items/move-order', { ...text, body: String(item.id) })).status).toBe(415);
    expect(snapshot()).toEqual(before);
  });

  it('refuses an invalid list query with 422 on the parameter', async () => {
    const token = await demo();
    const answer = await call('GET', '/provider-items?limit=0&status=hidden', { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(expect.arrayContaining(['limit', 'status']));
  });

  it('checks a new product field by field (422) and stores nothing', async () => {
    const token = await demo();
    const before = snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ providerId: PROVIDER.lichtwerk }, 'name'],
      [{ providerId: PROVIDER.lichtwerk, name: '   ' }, 'name'],
      [{ providerId: PROVIDER.lichtwerk, name: 'x'.repeat(121) }, 'name'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', description: 'x'.repeat(2001) }, 'description'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', price: -1 }, 'price'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', price: 500, discountedPrice: 500 }, 'discountedPrice'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', discountedPrice: 400 }, 'discountedPrice'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', status: 'hidden' }, 'status'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', imagePath: '/x.jpg' }, 'imagePath'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '/provider-items', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[field], JSON.stringify(answer.body)).toBeTruthy();
    }
    expect(snapshot()).toEqual(before);
  });

  it('checks a change against the stored prices (422) and refuses an empty change', async () => {
    const token = await demo();
    const discounted = db.providerItems
      .all()
      .find((item) => item.providerId === PROVIDER.brautsalon && item.discountedPrice !== null);
    if (!discounted?.discountedPrice) throw new Error('The seed has a discounted gown.');
    const before = snapshot();
    const lower = await call('PUT', `/provider-items/${discounted.id}`, {
      token,
      body: { price: discounted.discountedPrice - 1 },
    });
    expect(lower.status).toBe(422);
    expect(lower.body.errors.discountedPrice).toBeTruthy();
    expect((await call('PUT', `/provider-items/${discounted.id}`, { token, body: {} })).status).toBe(422);
    const readOnly = await call('PUT', `/provider-items/${discounted.id}`, { token, body: { orderNo: 1 } });
    expect(readOnly.status).toBe(422);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a new order with ids of another provider, duplicates or none (422), and keeps the order', async () => {
    const token = await demo();
    const own = itemsOf(PROVIDER.lichtwerk).map((item) => item.id);
    const sameAccount = firstItemOf(PROVIDER.havelblick).id;
    const otherAccount = firstItemOf(PROVIDER.elbblick).id;
    const before = snapshot();
    const foreign = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [sameAccount, ...own, otherAccount] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['itemIds.0']).toBe('Dieses Produkt gehört nicht zu diesem Anbieter.');
    expect(foreign.body.errors[`itemIds.${own.length + 1}`]).toBe('Dieses Produkt gehört nicht zu diesem Anbieter.');
    const duplicate = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [own[0], own[0]] },
    });
    expect(duplicate.status).toBe(422);
    const empty = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.itemIds).toBeTruthy();
    const notOwn = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.elbblick, itemIds: [otherAccount] },
    });
    expect(notOwn.status).toBe(422);
    expect(notOwn.body.errors.providerId).toBeTruthy();
    expect(snapshot()).toEqual(before);
  });

  it('numbers the listed products 1, 2, 3 … and keeps a switch of status out of the approval', async () => {
    const token = await demo();
    const own = itemsOf(PROVIDER.lichtwerk).map((item) => item.id);
    const [first, second, ...rest] = own;
    if (first === undefined || second === undefined) throw new Error('The photographer has two products.');
    const moved = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [second, first, ...rest] },
    });
    expect(moved.status).toBe(204);
    const list = await call('GET', `/provider-items?providerId=${PROVIDER.lichtwerk}&sort=orderNo&limit=100`, {
      token,
    });
    expect(list.body.data.map((i: { id: number; orderNo: number }) => [i.id, i.orderNo])).toEqual(
      [second, first, ...rest].map((id, index) => [id, index + 1]),
    );
  });
});
