import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER, USER } from '../db/core';
import { planGates } from '../db/provider-media';
import { imageDimensions } from '../../src/lib/image-dimensions';
import { addMonths, isoDate, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();

/** Queue entries of the listing's own fields (PUT /providers/{id}); the seed queues only form answers. */
const LISTING_FIELDS = ['name', 'description', 'address', 'phone', 'website', 'email', 'districtId'];
const listingChanges = () => db.providerDataUpdates.all().filter((c) => LISTING_FIELDS.includes(c.fieldName));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

/** A PNG header (signature and IHDR) of the given size, padded to `size` bytes. */
function png(width: number, height: number, size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
}

function imageForm(file: File, galleryId: number): FormData {
  const form = new FormData();
  form.append('image', file);
  form.append('galleryId', String(galleryId));
  return form;
}

function videoForm(videoUrl: string, galleryId: number, videoType?: string): FormData {
  const form = new FormData();
  form.append('videoUrl', videoUrl);
  form.append('galleryId', String(galleryId));
  if (videoType) form.append('videoType', videoType);
  return form;
}

/** Takes the demo user's edit rights for one provider away. */
async function revokeManage(providerId: number): Promise<void> {
  await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
    data(user) {
      user.customerUserProviders = user.customerUserProviders.map((link) =>
        link.providerId === providerId ? { ...link, canManage: false } : link,
      );
    },
  });
}

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

describe('media', () => {
  it('filters media by status and type, sorted by gallery and position', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const rejected = (await call('GET', '/providers/101/medias?status=rejected', { token })).body.data;
    expect(rejected.length).toBeGreaterThan(0);
    expect(
      rejected.every((m: { status: string; rejectReason: string }) => m.status === 'rejected' && m.rejectReason),
    ).toBe(true);
    const videos = (await call('GET', '/providers/101/medias?type=video', { token })).body.data;
    expect(videos.every((m: { type: string; width: null }) => m.type === 'video' && m.width === null)).toBe(true);
    const all = (await call('GET', '/providers/101/medias?limit=100', { token })).body.data;
    expect(all[0].galleryId).toBe(301);
    expect(all.slice(0, 3).map((m: { orderNo: number }) => m.orderNo)).toEqual([1, 2, 3]);
    expect((await call('GET', '/providers/101/medias?galleryId=410', { token })).status).toBe(422);
    expect((await call('GET', '/providers/201/medias', { token })).status).toBe(404);
  });

  it('uploads an image waiting for approval at the end of the gallery', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const file = new File([png(1920, 1280, 300 * 1024)], 'Brautpaar am Steg.PNG', { type: 'image/png' });
    const { status, body } = await call('POST', '/providers/101/medias', { token, body: imageForm(file, 303) });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      galleryId: 303,
      type: 'image',
      status: 'pending_approval',
      width: 1920,
      height: 1280,
      sizeKb: 300,
      isMain: false,
      orderNo: 5,
    });
    expect(body.data.path).toMatch(/^\/media\/providers\/101\/brautpaar-am-steg-\d+\.png$/);
    const pending = (await call('GET', '/providers/101/medias?galleryId=303&status=pending_approval', { token })).body
      .data;
    expect(pending.map((m: { id: number }) => m.id)).toContain(body.data.id);
    expect((await call('GET', '/providers/101/galleries/303', { token })).body.data.mediaCount).toBe(5);
  });

  it('rejects images against the category rules', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const upload = (file: File, galleryId = 301) =>
      call('POST', '/providers/101/medias', { token, body: imageForm(file, galleryId) });
    const gif = await upload(new File([png(1920, 1280)], 'tafel.gif', { type: 'image/gif' }));
    expect(gif.status).toBe(422);
    expect(gif.body.errors.image).toContain('JPG');
    const narrow = await upload(new File([png(640, 480)], 'klein.png', { type: 'image/png' }));
    expect(narrow.status).toBe(422);
    expect(narrow.body.errors.image).toContain('800');
    const tall = await upload(new File([png(2000, 7000)], 'hoch.png', { type: 'image/png' }));
    expect(tall.status).toBe(422);
    const huge = await upload(new File([png(1920, 1280, 8193 * 1024)], 'gross.jpg', { type: 'image/jpeg' }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('FILE_TOO_LARGE');
    const intoVideos = await upload(new File([png(1920, 1280)], 'bild.webp', { type: 'image/webp' }), 302);
    expect(intoVideos.status).toBe(422);
    expect(intoVideos.body.errors.galleryId).toBeTruthy();
    const foreignGallery = await upload(new File([png(1920, 1280)], 'bild.jpg', { type: 'image/jpeg' }), 410);
    expect(foreignGallery.status).toBe(422);
    // Unknown dimensions (no header the mock can read) are accepted.
    const unknown = await upload(new File([new Uint8Array(2048)], 'scan.JPEG', { type: 'image/jpeg' }));
    expect(unknown.status).toBe(201);
    expect(unknown.body.data.width).toBeNull();
    const neither = new FormData();
    neither.append('galleryId', '301');
    expect((await call('POST', '/providers/101/medias', { token, body: neither })).status).toBe(422);
  });

  it('reads width and height from JPEG and WebP headers too', () => {
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x07, 0x80, 0x03, 0, 0,
      0, 0,
    ]);
    expect(imageDimensions(jpeg)).toEqual({ width: 1920, height: 1200 });
    const webp = new Uint8Array(30);
    webp.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    webp.set(
      [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
      8,
    );
    webp.set([0x7f, 0x07, 0x00, 0xff, 0x04, 0x00], 24); // 1920 x 1280, stored minus one
    expect(imageDimensions(webp)).toEqual({ width: 1920, height: 1280 });
    expect(imageDimensions(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('adds YouTube and Vimeo links with their 11-character id and refuses other hosts', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const youtube = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://www.youtube.com/watch?v=aB3dE6gH9jK&t=42', 302, '360video'),
    });
    expect(youtube.status).toBe(201);
    expect(youtube.body.data).toMatchObject({
      type: 'video',
      videoId: 'aB3dE6gH9jK',
      videoType: '360video',
      status: 'pending_approval',
      width: null,
    });
    const vimeo = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://vimeo.com/12345678901', 302),
    });
    expect(vimeo.status).toBe(201);
    expect(vimeo.body.data).toMatchObject({ videoId: '12345678901', videoType: 'video' });
    const again = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://youtube.com/embed/aB3dE6gH9jK', 302),
    });
    expect(again.status).toBe(422);
    const short = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://youtu.be/aB3dE6gH9jK', 302),
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.videoUrl).toContain('youtube.com');
    const badId = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://www.youtube.com/watch?v=abc', 302),
    });
    expect(badId.status).toBe(422);
    const intoPhotos = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://vimeo.com/98765432109', 301),
    });
    expect(intoPhotos.status).toBe(422);
    expect(intoPhotos.body.errors.galleryId).toBeTruthy();
  });

  it('stops image uploads at the plan’s gallery image cap (403), not counting rejected images', async () => {
    const basic = await login('basic');
    const token = basic.accessToken;
    const counted = db.medias
      .all()
      .filter((m) => m.providerId === 201 && m.type === 'image' && m.status !== 'rejected').length;
    for (let i = counted; i < 10; i++) {
      const file = new File([png(1600, 1067)], `elbe-${i}.jpg`, { type: 'image/jpeg' });
      expect((await call('POST', '/providers/201/medias', { token, body: imageForm(file, 501) })).status).toBe(201);
    }
    const over = await call('POST', '/providers/201/medias', {
      token,
      body: imageForm(new File([png(1600, 1067)], 'zu-viel.jpg', { type: 'image/jpeg' }), 501),
    });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('GALLERY_IMAGE_CAP_REACHED');
  });

  it('needs edit rights to upload', async () => {
    const demo = await login('demo');
    await revokeManage(102);
    const file = new File([png(1920, 1280)], 'bild.jpg', { type: 'image/jpeg' });
    expect(
      (await call('POST', '/providers/102/medias', { token: demo.accessToken, body: imageForm(file, 410) })).status,
    ).toBe(403);
  });

  it('needs edit rights to rename or reorder a gallery, show, hide, delete or describe a media and choose the main image', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const media = db.medias.all().filter((m) => m.providerId === 102 && m.galleryId === 410);
    const active = media.find((m) => m.type === 'image' && m.status === 'active' && !m.isMain);
    if (!active) throw new Error('provider 102 has an active image in gallery 410');
    await revokeManage(102);
    const writes: Array<[string, string, unknown]> = [
      ['PUT', '/providers/102/galleries/410', { name: 'Reportagen' }],
      ['PUT', '/providers/102/galleries/410', { mediaIds: media.map((m) => m.id).reverse() }],
      ['PUT', `/providers/102/medias/${active.id}`, { status: 'passive' }],
      ['DELETE', `/providers/102/medias/${active.id}`, undefined],
      ['PUT', '/providers/102/main-image', { mediaId: active.id }],
      ['PUT', `/medias/${active.id}/item-datas`, { caption: 'Neu', altText: null, providerItemIds: [] }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await call(method, path, { token, ...(body === undefined ? {} : { body }) });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
    }
    // Nothing changed.
    expect(db.medias.findFirst((q) => q.where({ id: active.id }))).toMatchObject({ status: 'active', isMain: false });
    expect(db.galleries.findFirst((q) => q.where({ id: 410 }))?.name).not.toBe('Reportagen');
  });

  it('changes status, gallery and position with the approval and main-image rules', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const pending = db.medias
      .all()
      .find((m) => m.providerId === 101 && m.status === 'pending_approval' && m.type === 'image');
    const pendingUpdate = await call('PUT', `/providers/101/medias/${pending?.id}`, {
      token,
      body: { status: 'active' },
    });
    expect(pendingUpdate.status).toBe(422);
    expect(pendingUpdate.body.errors.status).toBeTruthy();
    const mainPassive = await call('PUT', '/providers/101/medias/5531', { token, body: { status: 'passive' } });
    expect(mainPassive.status).toBe(422);
    const toVideos = await call('PUT', '/providers/101/medias/5532', { token, body: { galleryId: 302 } });
    expect(toVideos.status).toBe(422);
    expect((await call('PUT', '/providers/101/medias/5532', { token, body: {} })).status).toBe(422);
    expect((await call('PUT', '/providers/101/medias/7011', { token, body: { orderNo: 1 } })).status).toBe(404);

    const passive = await call('PUT', '/providers/101/medias/5532', { token, body: { status: 'passive' } });
    expect(passive.body.data.status).toBe('passive');
    const moved = await call('PUT', '/providers/101/medias/5532', { token, body: { galleryId: 303, orderNo: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ galleryId: 303, orderNo: 1 });
    const winter = (await call('GET', '/providers/101/medias?galleryId=303', { token })).body.data;
    expect(winter.map((m: { orderNo: number }) => m.orderNo)).toEqual([1, 2, 3, 4, 5]);
    const location = (await call('GET', '/providers/101/medias?galleryId=301', { token })).body.data;
    expect(location.map((m: { orderNo: number }) => m.orderNo)).toEqual(location.map((_: unknown, i: number) => i + 1));
    const tooFar = await call('PUT', '/providers/101/medias/5533', { token, body: { orderNo: 99 } });
    expect(tooFar.status).toBe(422);
    const last = await call('PUT', '/providers/101/medias/5533', { token, body: { orderNo: location.length } });
    expect(last.body.data.orderNo).toBe(location.length);
  });

  it('makes only an active image the main image and moves the flag', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const pending = db.medias
      .all()
      .find((m) => m.providerId === 101 && m.status === 'pending_approval' && m.type === 'image');
    expect((await call('PUT', '/providers/101/main-image', { token, body: { mediaId: pending?.id } })).status).toBe(
      422,
    );
    const video = db.medias.all().find((m) => m.providerId === 101 && m.type === 'video' && m.status === 'active');
    expect((await call('PUT', '/providers/101/main-image', { token, body: { mediaId: video?.id } })).status).toBe(422);
    expect((await call('PUT', '/providers/101/main-image', { token, body: { mediaId: 7011 } })).status).toBe(422);
    const { status, body } = await call('PUT', '/providers/101/main-image', { token, body: { mediaId: 5533 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 5533, isMain: true });
    expect(
      db.medias
        .all()
        .filter((m) => m.providerId === 101 && m.isMain)
        .map((m) => m.id),
    ).toEqual([5533]);
    const provider = (await call('GET', '/providers/101', { token })).body.data;
    expect(provider.mainImagePath).toBe(body.data.path);
    // The old main image may now be hidden and deleted; the new one may not.
    expect((await call('PUT', '/providers/101/medias/5531', { token, body: { status: 'passive' } })).status).toBe(200);
    expect((await call('DELETE', '/providers/101/medias/5533', { token })).status).toBe(409);
    expect((await call('DELETE', '/providers/101/medias/5531', { token })).status).toBe(204);
    expect((await call('GET', '/medias/5531/item-datas', { token })).status).toBe(404);
  });

  it('reads and replaces item data of the user’s media only', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const seeded = (await call('GET', '/medias/5531/item-datas', { token })).body.data;
    expect(seeded.caption).toBe('Der Festsaal im Abendlicht');
    const empty = (await call('GET', '/medias/5540/item-datas', { token })).body.data;
    expect(empty).toEqual({ mediaId: 5540, caption: null, altText: null, providerItemIds: [] });
    const foreignMedia = db.medias.all().find((m) => m.providerId === 201);
    expect((await call('GET', `/medias/${foreignMedia?.id}/item-datas`, { token })).status).toBe(404);

    const ownItems = db.providerItems
      .all()
      .filter((i) => i.providerId === 101)
      .map((i) => i.id);
    const otherItem = db.providerItems.all().find((i) => i.providerId !== 101);
    const saved = await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: 'Kaminzimmer im Winter', altText: null, providerItemIds: ownItems.slice(0, 2) },
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/medias/5540/item-datas', { token })).body.data).toEqual({
      mediaId: 5540,
      caption: 'Kaminzimmer im Winter',
      altText: null,
      providerItemIds: ownItems.slice(0, 2),
    });
    const wrong = await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: null, altText: null, providerItemIds: [otherItem?.id ?? 999999] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['providerItemIds.0']).toBeTruthy();
    const tooLong = await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: 'x'.repeat(256), altText: null, providerItemIds: [] },
    });
    expect(tooLong.status).toBe(422);
  });
});

describe('calendar', () => {
  const window = () => ({ start: isoDate(now()), end: isoDate(addMonths(now(), 12)) });

  it('lists booked weddings, options and blocked days of the next 12 months in date order', async () => {
    const demo = await login('demo');
    const { start, end } = window();
    const { status, body } = await call(
      'GET',
      `/providers/101/calendar-events?startDate=${start}&endDate=${end}&limit=100`,
      {
        token: demo.accessToken,
      },
    );
    expect(status).toBe(200);
    const events = body.data as Array<{ startDate: string; endDate: string; availability: string; title: string }>;
    expect(new Set(events.map((e) => e.availability))).toEqual(
      new Set(['booked', 'tentative', 'blocked', 'available']),
    );
    expect(events.map((e) => e.startDate)).toEqual([...events.map((e) => e.startDate)].sort());
    expect(events.every((e) => e.endDate >= start && e.startDate <= end)).toBe(true);
    expect(events.some((e) => e.title.startsWith('Hochzeit ') && e.title.includes(' & '))).toBe(true);
  });

  it('checks the window: end not before start, at most 13 months', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const reversed = await call('GET', '/providers/101/calendar-events?startDate=2027-05-31&endDate=2027-05-01', {
      token,
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.endDate).toBeTruthy();
    expect(
      (await call('GET', '/providers/101/calendar-events?startDate=2027-01-01&endDate=2028-01-31', { token })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/providers/101/calendar-events?startDate=2027-01-01&endDate=2028-02-01', { token })).status,
    ).toBe(422);
    expect((await call('GET', '/providers/101/calendar-events?startDate=2027-01-01', { token })).status).toBe(422);
    expect(
      (await call('GET', '/providers/201/calendar-events?startDate=2027-01-01&endDate=2027-01-31', { token })).status,
    ).toBe(404);
  });

  it('creates, changes and deletes events with the rules of the document', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const bad = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit Greta Lange & Moritz Werner',
        startDate: '2027-08-14',
        endDate: '2027-08-13',
        availability: 'booked',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.endDate).toBeTruthy();
    const foreignLead = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit',
        startDate: '2027-08-14',
        endDate: '2027-08-14',
        availability: 'booked',
        leadId: 987654321,
      },
    });
    expect(foreignLead.status).toBe(422);
    expect(foreignLead.body.errors.leadId).toBeTruthy();
    const foreignSpace = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit',
        startDate: '2027-08-14',
        endDate: '2027-08-14',
        availability: 'booked',
        customerSpaceId: 987654,
      },
    });
    expect(foreignSpace.status).toBe(422);

    const space = db.customerSpaces.all().find((s) => s.providerId === 101);
    const created = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit Greta Lange & Moritz Werner',
        startDate: '2027-08-14',
        endDate: '2027-08-14',
        availability: 'tentative',
        note: 'Besichtigung am Samstag',
        customerSpaceId: space?.id ?? null,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ allDay: true, leadId: null, customerSpaceId: space?.id ?? null });
    const eventId = created.body.data.id;
    const listed = (
      await call('GET', '/providers/101/calendar-events?startDate=2027-08-14&endDate=2027-08-14', { token })
    ).body.data;
    expect(listed.map((e: { id: number }) => e.id)).toContain(eventId);

    const backwards = await call('PUT', `/providers/101/calendar-events/${eventId}`, {
      token,
      body: { endDate: '2027-08-01' },
    });
    expect(backwards.status).toBe(422);
    expect((await call('PUT', `/providers/101/calendar-events/${eventId}`, { token, body: {} })).status).toBe(422);
    const booked = await call('PUT', `/providers/101/calendar-events/${eventId}`, {
      token,
      body: { availability: 'booked', endDate: '2027-08-15', note: 'Vertrag unterschrieben' },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({
      availability: 'booked',
      startDate: '2027-08-14',
      endDate: '2027-08-15',
      note: 'Vertrag unterschrieben',
    });

    expect(
      (await call('PUT', `/providers/102/calendar-events/${eventId}`, { token, body: { title: 'X' } })).status,
    ).toBe(404);
    await revokeManage(101);
    expect((await call('DELETE', `/providers/101/calendar-events/${eventId}`, { token })).status).toBe(403);
    await resetDatabase('default');
  });

  it('deletes an event', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const event = db.calendarEvents.all().find((e) => e.providerId === 102);
    expect((await call('DELETE', `/providers/102/calendar-events/${event?.id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/providers/102/calendar-events/${event?.id}`, { token })).status).toBe(404);
    expect(db.calendarEvents.findFirst((q) => q.where({ id: event?.id as number }))).toBeUndefined();
  });
});

describe('connecting Instagram (POST /auth/instagram)', () => {
  const connect = (token: string | undefined, body: unknown) => call('POST', '/auth/instagram', { token, body });
  const body = (accessToken: string, providerId: number = PROVIDER.havelblick) => ({
    accessToken,
    userType: 'provider',
    providerId,
  });

  it("connects the account of Instagram's code to a provider the user may manage", async () => {
    const demo = await login('demo');
    const connected = await connect(demo.accessToken, body('IGQVJ-mock-code'));
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({ providerId: PROVIDER.havelblick });
    expect(connected.body.data.username).not.toBe('');
  });

  it('refuses a code Instagram rejects, a provider of another account, missing rights and no session', async () => {
    const demo = await login('demo');
    const rejected = await connect(demo.accessToken, body('invalid'));
    expect(rejected.status).toBe(422);
    expect(Object.keys(rejected.body.errors)).toEqual(['accessToken']);
    const foreign = await connect(demo.accessToken, body('IGQVJ-mock-code', 201));
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['providerId']);
    await revokeManage(PROVIDER.havelblick);
    expect((await connect(demo.accessToken, body('IGQVJ-mock-code'))).status).toBe(403);
    expect((await connect(undefined, body('IGQVJ-mock-code'))).status).toBe(401);
    const asText = await call('POST', '/auth/instagram', {
      token: demo.accessToken,
      body: 'code=IGQVJ-mock-code',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
  });
});
