import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER, USER } from '../db/core';
import { planGates } from '../db/provider-media';
import { createMockServer } from '../node';
import { call, login } from './api';
import { revokeManage } from './test-data';

const server = createMockServer();

/** Queue entries of the listing's own fields (PUT /providers/{id}); the seed queues only form answers. */
const LISTING_FIELDS = ['name', 'description', 'address', 'phone', 'website', 'email', 'districtId'];
const listingChanges = () => db.providerDataUpdates.all().filter((c) => LISTING_FIELDS.includes(c.fieldName));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const LONG_TEXT =
  'Das Schlossgut Havelblick liegt direkt am Ufer der Havel zwischen Potsdam und Sacrow. Der historische Gutshof bietet ' +
  'einen lichtdurchfluteten Festsaal für bis zu 180 Gäste, eine Orangerie für freie Trauungen und einen Landschaftspark ' +
  'mit eigenem Bootssteg. Neu: Unser Brautzimmer im Kavaliershaus steht am Hochzeitstag ab 9 Uhr für Sie bereit.';

describe('providers', () => {
  it('lists only the providers the user is linked to, filtered by name', async () => {
    const demo = await login('demo');
    const all = await call('GET', '/providers', { token: demo.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: { id: number }) => p.id)).toEqual([101, 102, 103]);
    const filtered = await call('GET', '/providers?name=LICHT', { token: demo.accessToken });
    expect(filtered.body.data.map((p: { id: number }) => p.id)).toEqual([102]);
    const sorted = await call('GET', '/providers?sort=-name', { token: demo.accessToken });
    expect(sorted.body.data.map((p: { name: string }) => p.name)).toEqual([
      'Schlossgut Havelblick',
      'Lichtwerk Fotografie',
      'Brautsalon Altona',
    ]);
    const basic = await login('basic');
    const own = await call('GET', '/providers', { token: basic.accessToken });
    expect(own.body.data.map((p: { id: number }) => p.id)).toEqual([201]);
  });

  it('answers 404 for another firm’s provider and shows the main image path', async () => {
    const demo = await login('demo');
    expect((await call('GET', '/providers/201', { token: demo.accessToken })).status).toBe(404);
    const { status, body } = await call('GET', '/providers/101', { token: demo.accessToken });
    expect(status).toBe(200);
    expect(body.data.mainImagePath).toBe('/media/providers/101/festsaal-abendlicht.jpg');
    expect(body.data.hasPendingChanges).toBe(false);
  });

  it('validates listing changes with field paths', async () => {
    const demo = await login('demo');
    const short = await call('PUT', '/providers/101', { token: demo.accessToken, body: { description: 'Zu kurz.' } });
    expect(short.status).toBe(422);
    expect(short.body.errors.description).toBeTruthy();
    const padded = await call('PUT', '/providers/101', {
      token: demo.accessToken,
      body: { description: `${'Havel '.repeat(20)}${' '.repeat(300)}` },
    });
    expect(padded.status).toBe(422);
    expect(padded.body.errors.description).toContain('300');
    const bad = await call('PUT', '/providers/101', {
      token: demo.accessToken,
      body: { phone: '0331 200456', website: 'www.schlossgut.de', email: 'keine-adresse' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'phone', 'website']);
    const district = await call('PUT', '/providers/101', { token: demo.accessToken, body: { districtId: 11 } });
    expect(district.status).toBe(422);
    expect(district.body.errors.districtId).toContain('Potsdam');
    const empty = await call('PUT', '/providers/101', { token: demo.accessToken, body: {} });
    expect(empty.status).toBe(422);
    expect(listingChanges()).toHaveLength(0);
  });

  it('queues valid changes for approval and keeps answering the published values', async () => {
    const demo = await login('demo');
    const before = (await call('GET', '/providers/101', { token: demo.accessToken })).body.data;
    const { status, body } = await call('PUT', '/providers/101', {
      token: demo.accessToken,
      body: { description: LONG_TEXT, phone: '+4933120045699', districtId: 22 },
    });
    expect(status).toBe(200);
    expect(body.data.hasPendingChanges).toBe(true);
    expect(body.data.description).toBe(before.description);
    expect(body.data.phone).toBe(before.phone);
    const after = (await call('GET', '/providers/101', { token: demo.accessToken })).body.data;
    expect(after.hasPendingChanges).toBe(true);
    expect(after.districtId).toBe(before.districtId);
    const queued = listingChanges().filter((c) => c.providerId === 101);
    expect(queued.map((c) => c.fieldName).sort()).toEqual(['description', 'districtId', 'phone']);
    expect(queued.find((c) => c.fieldName === 'phone')).toMatchObject({
      oldValue: '+4933120045670',
      newValue: '+4933120045699',
      status: 'pending',
      requestedBy: { id: USER.demo, name: 'Katharina Vogt' },
    });
    // Sending the published value again withdraws that change.
    await call('PUT', '/providers/101', { token: demo.accessToken, body: { phone: before.phone } });
    expect(
      listingChanges()
        .map((c) => c.fieldName)
        .sort(),
    ).toEqual(['description', 'districtId']);
  });

  it('needs edit rights to change a provider (403) and a link to see it (404)', async () => {
    const demo = await login('demo');
    await revokeManage(PROVIDER.lichtwerk);
    const forbidden = await call('PUT', '/providers/102', {
      token: demo.accessToken,
      body: { name: 'Lichtwerk Studio' },
    });
    expect(forbidden.status).toBe(403);
    const unknown = await call('PUT', '/providers/201', { token: demo.accessToken, body: { name: 'Elbblick' } });
    expect(unknown.status).toBe(404);
    expect(listingChanges()).toHaveLength(0);
  });

  it('derives permissions from the link and the plan tier', async () => {
    expect(planGates('basic')).toMatchObject({
      leadsPerMonth: 3,
      galleryImageCap: 10,
      discounts: false,
      reviewReplies: false,
      pageVisitStatistics: false,
      whatsappLeads: false,
      bridalGownLeadBidding: false,
    });
    expect(Object.values(planGates('prime')).every((gate) => gate === true || gate === null)).toBe(true);
    const demo = await login('demo');
    const prime = (await call('GET', '/providers/101/permissions', { token: demo.accessToken })).body.data;
    expect(prime).toMatchObject({ canManage: true, galleryImageCap: null, leadsPerMonth: null, whatsappLeads: true });
    expect(prime.bridalGownLeadBidding).toBe(false); // a venue does not bid on bridal-gown leads
    const winner = (await call('GET', '/providers/103/permissions', { token: demo.accessToken })).body.data;
    expect(winner.bridalGownLeadBidding).toBe(true);
    const pro = (await call('GET', '/providers/102/permissions', { token: demo.accessToken })).body.data;
    expect(pro).toMatchObject({ whatsappLeads: false, galleryImageCap: 60, competitorAnalysis: true });
    const basic = await login('basic');
    const gated = await call('GET', '/providers/201/permissions', { token: basic.accessToken });
    expect(gated.body.data).toMatchObject({
      providerId: 201,
      leadsPerMonth: 3,
      galleryImageCap: 10,
      discounts: false,
      reviewReplies: false,
      pageVisitStatistics: false,
      bookingStatistics: false,
      competitorAnalysis: false,
      whatsappLeads: false,
    });
    expect((await call('GET', '/providers/201/permissions', { token: demo.accessToken })).status).toBe(404);
  });

  it('answers the active product, basic without end date', async () => {
    const demo = await login('demo');
    const prime = (await call('GET', '/providers/101/active-product', { token: demo.accessToken })).body.data;
    const provider = db.providers.findFirst((q) => q.where({ id: 101 }));
    expect(prime).toMatchObject({
      planTier: 'prime',
      name: 'Prime',
      endDate: provider?.productFeatures.productDateEnd,
    });
    expect(prime.startDate < prime.endDate).toBe(true);
    const basic = await login('basic');
    const free = (await call('GET', '/providers/201/active-product', { token: basic.accessToken })).body.data;
    expect(free).toMatchObject({ planTier: 'basic', endDate: null });
  });

  it('answers the call-tracking number or 404 without one', async () => {
    const demo = await login('demo');
    const number = await call('GET', '/providers/101/redirect-number', { token: demo.accessToken });
    expect(number.status).toBe(200);
    expect(number.body.data.number).toMatch(/^\+49/);
    const basic = await login('basic');
    expect((await call('GET', '/providers/201/redirect-number', { token: basic.accessToken })).status).toBe(404);
  });

  it('reports missing forms, incomplete halls and catalogs to update from the other collections', async () => {
    const demo = await login('demo');
    const missing = (await call('GET', '/providers/103/missing-data', { token: demo.accessToken })).body.data;
    // The required form fields of the bridal shop's category without an approved answer.
    expect(missing.forms).toEqual([
      { fieldName: 'minBudget', group: 'budget', label: 'Mindestbudget (EUR)' },
      { fieldName: 'priceFrom', group: 'budget', label: 'Brautkleider ab (EUR)' },
    ]);
    const english = await call('GET', '/providers/103/missing-data', {
      token: demo.accessToken,
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(english.body.data.forms[1].label).toBe('Wedding dresses from (EUR)');

    const complete = (await call('GET', '/providers/101/missing-data', { token: demo.accessToken })).body.data;
    expect(complete.forms).toEqual([]);
    const catalogs = db.catalogs.all().filter((c) => c.providerId === 101);
    expect(complete.catalogs).toEqual({
      ids: catalogs
        .filter((c) => c.needsPriceUpdate)
        .map((c) => c.id)
        .sort((a, b) => a - b),
      insert: catalogs.length === 0,
    });

    // A hall without meal and cocktail capacity, a catalog needing new prices, then no catalog at all.
    const space = db.customerSpaces.all().find((s) => s.providerId === 101 && s.mealCapacity !== null);
    const catalog = catalogs.find((c) => !c.needsPriceUpdate);
    expect(space && catalog, 'the seed has a complete hall and an up-to-date catalog of 101').toBeTruthy();
    if (space) {
      await db.customerSpaces.update((q) => q.where({ id: space.id }), {
        data(s) {
          s.mealCapacity = null;
          s.cocktailCapacity = null;
        },
      });
    }
    if (catalog)
      await db.catalogs.update((q) => q.where({ id: catalog.id }), { data: (c) => void (c.needsPriceUpdate = true) });
    const changed = (await call('GET', '/providers/101/missing-data', { token: demo.accessToken })).body.data;
    expect(changed.customerSpaces).toContainEqual({ id: space?.id, name: space?.name });
    expect(changed.catalogs.ids).toContain(catalog?.id);
    db.catalogs.deleteMany((q) => q.where((c) => c.providerId === 101));
    const none = (await call('GET', '/providers/101/missing-data', { token: demo.accessToken })).body.data;
    expect(none.catalogs).toEqual({ ids: [], insert: true });
  });

  it('lists quote-request forms, active ones first', async () => {
    const demo = await login('demo');
    const { body } = await call('GET', '/providers/101/info-request-forms', { token: demo.accessToken });
    expect(body.data.map((f: { isActive: boolean }) => f.isActive)).toEqual([true, true, false]);
    expect(body.data[0].fields.find((f: { name: string }) => f.name === 'organizationType').options).toHaveLength(3);
    expect((await call('GET', '/providers/201/info-request-forms', { token: demo.accessToken })).status).toBe(404);
  });
});

describe('related providers', () => {
  it('lists newest first with the current summary of portal providers', async () => {
    const demo = await login('demo');
    const { body } = await call('GET', '/providers/101/related-providers', { token: demo.accessToken });
    const dates = body.data.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const lichtwerk = body.data.find((r: { relatedProvider: { id: number } }) => r.relatedProvider.id === 102);
    expect(lichtwerk).toMatchObject({
      galleryId: 305,
      relatedProvider: { name: 'Lichtwerk Fotografie', listingProductName: 'Pro' },
    });
  });

  it('adds and removes a partner with the document’s rules', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    expect(
      (await call('POST', '/providers/101/related-providers', { token, body: { relatedProviderId: 101 } })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/providers/101/related-providers', { token, body: { relatedProviderId: 999 } })).status,
    ).toBe(422);
    const photoGallery = await call('POST', '/providers/101/related-providers', {
      token,
      body: { relatedProviderId: 154, galleryId: 301 },
    });
    expect(photoGallery.status).toBe(422);
    expect(photoGallery.body.errors.galleryId).toBeTruthy();
    expect(
      (await call('POST', '/providers/101/related-providers', { token, body: { relatedProviderId: 102 } })).status,
    ).toBe(409);
    const added = await call('POST', '/providers/101/related-providers', {
      token,
      body: { relatedProviderId: 154, galleryId: 304 },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.relatedProvider.name).toBe('Traumtag Hochzeitsplanung');
    const listed = (await call('GET', '/providers/101/related-providers', { token })).body.data;
    expect(listed[0].relatedProvider.id).toBe(154);
    expect((await call('DELETE', '/providers/101/related-providers/154', { token })).status).toBe(204);
    expect((await call('DELETE', '/providers/101/related-providers/154', { token })).status).toBe(404);
    await revokeManage(101);
    expect((await call('DELETE', '/providers/101/related-providers/102', { token })).status).toBe(403);
  });
});

describe('galleries and media seed', () => {
  it('has media in every status, exactly one active main image per provider and a small gallery for 201', () => {
    for (const providerId of [101, 102, 103]) {
      const media = db.medias.all().filter((m) => m.providerId === providerId);
      expect(new Set(media.map((m) => m.status))).toEqual(
        new Set(['active', 'passive', 'pending_approval', 'rejected']),
      );
      const mains = media.filter((m) => m.isMain);
      expect(mains).toHaveLength(1);
      expect(mains[0]).toMatchObject({ status: 'active', type: 'image' });
      expect(media.filter((m) => m.status === 'rejected').every((m) => (m.rejectReason ?? '').length > 10)).toBe(true);
      const types = new Set(
        db.galleries
          .all()
          .filter((g) => g.providerId === providerId)
          .map((g) => g.type),
      );
      expect(types).toEqual(new Set(['photo', 'video', 'reference']));
      for (const video of media.filter((m) => m.type === 'video')) {
        expect(video.videoUrl).toMatch(/^https:\/\/(www\.)?(youtube|vimeo)\.com\//);
        expect(video.videoId).toHaveLength(11);
      }
    }
    const basicImages = db.medias.all().filter((m) => m.providerId === 201);
    expect(basicImages.length).toBeGreaterThan(0);
    expect(basicImages.filter((m) => m.status !== 'rejected').length).toBeLessThan(10);
  });

  it('seeds nothing of it in the empty scenario', async () => {
    await resetDatabase('empty');
    expect(db.galleries.all()).toHaveLength(0);
    expect(db.medias.all()).toHaveLength(0);
    expect(db.calendarEvents.all()).toHaveLength(0);
    expect(db.providers.all().every((p) => p.mainImagePath === null)).toBe(true);
  });
});

describe('galleries', () => {
  it('lists the default gallery first, with counts and covers from the media', async () => {
    const demo = await login('demo');
    const { body } = await call('GET', '/providers/101/galleries', { token: demo.accessToken });
    expect(body.data[0]).toMatchObject({ id: 301, isDefault: true });
    const media = db.medias.all().filter((m) => m.galleryId === 301);
    expect(body.data[0].mediaCount).toBe(media.length);
    expect(body.data[0].coverImagePath).toBe('/media/providers/101/thumbs/festsaal-abendlicht.jpg');
    const videos = await call('GET', '/providers/101/galleries?type=video', { token: demo.accessToken });
    expect(videos.body.data.map((g: { type: string }) => g.type)).toEqual(['video']);
    expect((await call('GET', '/providers/101/galleries?type=album', { token: demo.accessToken })).status).toBe(422);
  });

  it('lists the galleries of all the user’s providers on /galleries, ignoring others', async () => {
    const demo = await login('demo');
    const all = (await call('GET', '/galleries?limit=100', { token: demo.accessToken })).body.data;
    expect(new Set(all.map((g: { providerId: number }) => g.providerId))).toEqual(new Set([101, 102, 103]));
    const one = (await call('GET', '/galleries?providerIds=102,201', { token: demo.accessToken })).body.data;
    expect(new Set(one.map((g: { providerId: number }) => g.providerId))).toEqual(new Set([102]));
    const foreign = await call('GET', '/galleries?providerIds=201', { token: demo.accessToken });
    expect(foreign.body.data).toEqual([]);
  });

  it('creates, renames and reorders a gallery', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const created = await call('POST', '/providers/101/galleries', {
      token,
      body: { name: 'Herbsthochzeiten', type: 'photo' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ mediaCount: 0, coverImagePath: null, isDefault: false });
    const galleryId = created.body.data.id;
    expect((await call('GET', `/providers/101/galleries/${galleryId}`, { token })).body.data.name).toBe(
      'Herbsthochzeiten',
    );
    expect(
      (await call('POST', '/providers/101/galleries', { token, body: { name: 'Herbsthochzeiten', type: 'photo' } }))
        .status,
    ).toBe(422);

    const ids = db.medias
      .all()
      .filter((m) => m.galleryId === 303)
      .sort((a, b) => a.orderNo - b.orderNo)
      .map((m) => m.id);
    const reversed = [...ids].reverse();
    const renamed = await call('PUT', '/providers/101/galleries/303', {
      token,
      body: { name: 'Winter an der Havel', mediaIds: reversed },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Winter an der Havel');
    const listed = (await call('GET', '/providers/101/medias?galleryId=303', { token })).body.data;
    expect(listed.map((m: { id: number }) => m.id)).toEqual(reversed);
    expect(listed.map((m: { orderNo: number }) => m.orderNo)).toEqual(ids.map((_, i) => i + 1));

    const missing = await call('PUT', '/providers/101/galleries/303', { token, body: { mediaIds: reversed.slice(1) } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.mediaIds).toBeTruthy();
    const foreign = await call('PUT', '/providers/101/galleries/303', {
      token,
      body: { mediaIds: [...reversed, 5531] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[`mediaIds.${reversed.length}`]).toBeTruthy();
    expect((await call('PUT', '/providers/101/galleries/303', { token, body: {} })).status).toBe(422);
  });

  it('answers 404 for a gallery of another provider and 403 without edit rights', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    expect((await call('GET', '/providers/101/galleries/410', { token })).status).toBe(404);
    expect((await call('GET', '/providers/201/galleries/501', { token })).status).toBe(404);
    await revokeManage(102);
    expect(
      (await call('POST', '/providers/102/galleries', { token, body: { name: 'Neu', type: 'photo' } })).status,
    ).toBe(403);
    expect((await call('DELETE', '/providers/102/galleries/411', { token })).status).toBe(403);
  });

  it('keeps the default gallery and moves media of a deleted gallery out of any gallery', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    expect((await call('DELETE', '/providers/101/galleries/301', { token })).status).toBe(409);
    const before = db.medias
      .all()
      .filter((m) => m.galleryId === 305)
      .map((m) => m.id);
    expect((await call('DELETE', '/providers/101/galleries/305', { token })).status).toBe(204);
    expect((await call('GET', '/providers/101/galleries/305', { token })).status).toBe(404);
    const loose = db.medias.all().filter((m) => before.includes(m.id));
    expect(loose.every((m) => m.galleryId === null)).toBe(true);
    const link = db.relatedProviders.all().find((r) => r.providerId === 101 && r.relatedProvider.id === 102);
    expect(link?.galleryId).toBeNull();
  });
});
