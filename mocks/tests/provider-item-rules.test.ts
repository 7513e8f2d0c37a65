// A provider's items (products): creation, changes, order and their rules (the products page's error answers:
// provider-items.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { PROVIDER_CONTENT_SEED } from '../db/provider-content';
import { createMockServer } from '../node';
import { call, demoToken, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

describe('provider items', () => {
  it('lists the bridal shop’s gowns in every state, filtered and paged', async () => {
    const token = await demoToken();
    const all = await call('GET', `/provider-items?providerId=${PROVIDER.brautsalon}&limit=100`, { token });
    expect(all.status).toBe(200);
    expect(all.body.paging.total).toBeGreaterThan(25);
    const states = new Set(
      all.body.data.map((i: { status: string; approvalStatus: string }) => `${i.status}/${i.approvalStatus}`),
    );
    for (const status of ['active', 'passive']) {
      for (const approval of ['approval_waiting', 'approved', 'rejected'])
        expect(states).toContain(`${status}/${approval}`);
    }
    const elbe = all.body.data.find((i: { name: string }) => i.name === PROVIDER_CONTENT_SEED.elbeGownName);
    expect(elbe).toMatchObject({ price: 1890, currency: 'EUR', isBiddable: true });
    expect(
      all.body.data
        .filter((i: { approvalStatus: string }) => i.approvalStatus === 'rejected')
        .every((i: { rejectReason: string }) => i.rejectReason.length > 0),
    ).toBe(true);
    expect(
      all.body.data
        .filter((i: { discountedPrice: number | null }) => i.discountedPrice !== null)
        .every((i: { discountedPrice: number; price: number }) => i.discountedPrice < i.price),
    ).toBe(true);

    const bid = await call('GET', '/provider-items?isBiddable=true&sort=-createdAt&limit=25&page=1', { token });
    expect(bid.body.data.length).toBeGreaterThan(0);
    expect(
      bid.body.data.every(
        (i: { isBiddable: boolean; providerId: number }) => i.isBiddable && i.providerId === PROVIDER.brautsalon,
      ),
    ).toBe(true);
    const dates = bid.body.data.map((i: { createdAt: string }) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const basic = (await login('basic')).accessToken;
    const foreign = await call('GET', `/provider-items?providerId=${PROVIDER.brautsalon}`, { token: basic });
    expect(foreign.body.data).toEqual([]);
  });

  it('creates a product waiting for approval and checks prices and the bidding plan', async () => {
    const token = await demoToken();
    const tooCheap = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.brautsalon, name: 'Brautkleid Test', price: 1000, discountedPrice: 1000 },
    });
    expect(tooCheap.status).toBe(422);
    expect(tooCheap.body.errors.discountedPrice).toBeTruthy();
    const noPrice = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.brautsalon, name: 'Brautkleid Test', discountedPrice: 800 },
    });
    expect(noPrice.body.errors.discountedPrice).toBeTruthy();
    const venueBid = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.havelblick, name: 'Sommerpaket', price: 9000, isBiddable: true },
    });
    expect(venueBid.status).toBe(403);
    expect(venueBid.body.code).toBe('PLAN_FEATURE_REQUIRED');
    expect(
      (await call('POST', '/provider-items', { token, body: { providerId: PROVIDER.elbblick, name: 'Paket' } })).status,
    ).toBe(422);

    const created = await call('POST', '/provider-items', {
      token,
      body: {
        providerId: PROVIDER.brautsalon,
        name: "Brautkleid 'Moorwerder' Etui",
        price: 1490,
        discountedPrice: 1290,
        isBiddable: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      approvalStatus: 'approval_waiting',
      status: 'active',
      isBiddable: true,
      rejectReason: null,
    });
    const count = db.providerItems.all().filter((i) => i.providerId === PROVIDER.brautsalon).length;
    expect(created.body.data.orderNo).toBe(count);
    const changes = await call('GET', `/change-requests/pending?providerIds=${PROVIDER.brautsalon}`, { token });
    expect(changes.body.data[0]).toMatchObject({
      type: 'product',
      summary: "Produkt „Brautkleid 'Moorwerder' Etui“ wird geprüft.",
    });
  });

  it('sends changed content back to approval, but not a status switch', async () => {
    const token = await demoToken();
    const approved = db.providerItems
      .all()
      .find(
        (i) => i.providerId === PROVIDER.havelblick && i.approvalStatus === 'approved' && i.discountedPrice === null,
      );
    const status = await call('PUT', `/provider-items/${approved?.id}`, { token, body: { status: 'passive' } });
    expect(status.body.data).toMatchObject({ status: 'passive', approvalStatus: 'approved' });
    const price = await call('PUT', `/provider-items/${approved?.id}`, {
      token,
      body: { price: (approved?.price ?? 0) + 100 },
    });
    expect(price.status).toBe(200);
    expect(price.body.data.approvalStatus).toBe('approval_waiting');

    const rejected = db.providerItems
      .all()
      .find((i) => i.approvalStatus === 'rejected' && i.providerId === PROVIDER.brautsalon);
    const renamed = await call('PUT', `/provider-items/${rejected?.id}`, { token, body: { name: 'Brautkleid Neu' } });
    expect(renamed.body.data).toMatchObject({ approvalStatus: 'approval_waiting', rejectReason: null });

    const discounted = db.providerItems
      .all()
      .find((i) => i.discountedPrice !== null && i.providerId === PROVIDER.havelblick);
    const below = await call('PUT', `/provider-items/${discounted?.id}`, {
      token,
      body: { price: discounted?.discountedPrice },
    });
    expect(below.status).toBe(422);
    expect(below.body.errors.discountedPrice).toBeTruthy();
    expect((await call('PUT', `/provider-items/${discounted?.id}`, { token, body: {} })).status).toBe(422);
  });

  it('reorders and deletes products', async () => {
    const token = await demoToken();
    const items = db.providerItems
      .all()
      .filter((i) => i.providerId === PROVIDER.lichtwerk)
      .sort((a, b) => a.orderNo - b.orderNo);
    const reversed = items.map((i) => i.id).reverse();
    expect(
      (
        await call('POST', '/provider-items/move-order', {
          token,
          body: { providerId: PROVIDER.lichtwerk, itemIds: reversed },
        })
      ).status,
    ).toBe(204);
    const list = await call('GET', `/provider-items?providerId=${PROVIDER.lichtwerk}&sort=orderNo`, { token });
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual(reversed);

    const dup = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [reversed[0], reversed[0]] },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors['itemIds.1']).toBeTruthy();
    const gown = db.providerItems.findFirst((q) => q.where({ providerId: PROVIDER.brautsalon }));
    const foreign = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [gown?.id] },
    });
    expect(foreign.body.errors['itemIds.0']).toBeTruthy();

    expect((await call('DELETE', `/provider-items/${reversed[0]}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/provider-items/${reversed[0]}`, { token })).status).toBe(404);
    const basicItem = db.providerItems.findFirst((q) => q.where({ providerId: PROVIDER.elbblick }));
    expect((await call('PUT', `/provider-items/${basicItem?.id}`, { token, body: { status: 'passive' } })).status).toBe(
      404,
    );
  });
});
