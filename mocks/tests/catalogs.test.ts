// Catalogues (issue 14): the rights of every catalogue call, each error answer the document declares for them,
// and the price update taking catalogues out of the provider's missing data (spec point 4).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { addDays, isoDate, now, setMockNow, startOfDay } from '../lib/clock';
import { createMockServer } from '../node';
import { as, call } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const day = (offset: number) => isoDate(addDays(startOfDay(now()), offset));

function catalogOf(providerId: number, expired?: boolean) {
  const catalog = db.catalogs
    .all()
    .find((c) => c.providerId === providerId && (expired === undefined || c.needsPriceUpdate === expired));
  if (!catalog) throw new Error(`no catalogue of provider ${providerId} in the seed`);
  return catalog;
}

function updateBody(catalog: ReturnType<typeof catalogOf>) {
  return {
    expireAt: day(30),
    prices: catalog.prices.map((p) => ({
      weekPeriod: p.weekPeriod,
      price: p.price + 10,
      catalogItemOptionId: p.catalogItemOption.id,
    })),
  };
}

const newCatalog = (providerId: number) => ({
  providerId,
  name: 'Fotopakete 2027',
  catalogTypeId: 3,
  pricingType: 'package',
  isMain: false,
  expireAt: day(30),
  prices: [{ weekPeriod: 'all', price: 990, catalogItemOptionId: 13, currency: 1, unit: 1 }],
});

describe('catalogue rights', () => {
  it('lets a user without can-manage read the provider’s catalogues but refuses every write (403)', async () => {
    const mia = await as('mia.krause', 'passwort123');
    const catalog = catalogOf(102);
    expect((await mia.get('/customers/1/catalogs?providerIds=102')).status).toBe(200);
    expect((await mia.get(`/customers/1/catalogs/${catalog.id}`)).status).toBe(200);
    for (const answer of [
      await mia.put(`/customers/1/catalogs/${catalog.id}`, updateBody(catalog)),
      await mia.post('/customers/1/catalogs', newCatalog(102)),
      await mia.del(`/customers/1/catalogs/${catalog.id}`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    }
    expect(db.catalogs.all().filter((c) => c.providerId === 102)).toHaveLength(1);
  });

  it('answers a provider the user is not linked to with 403 when named, 404 when reached through a catalogue', async () => {
    const jonas = await as('jonas.albrecht', 'passwort123');
    const photographer = catalogOf(102);
    const list = await jonas.get('/customers/1/catalogs?providerIds=102');
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('PROVIDER_NOT_LINKED');
    const read = await jonas.get(`/customers/1/catalogs/${photographer.id}`);
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('PROVIDER_NOT_LINKED');
    expect((await jonas.put(`/customers/1/catalogs/${photographer.id}`, updateBody(photographer))).status).toBe(404);
    expect((await jonas.del(`/customers/1/catalogs/${photographer.id}`)).status).toBe(404);
    const create = await jonas.post('/customers/1/catalogs', newCatalog(102));
    expect(create.status).toBe(422);
    expect(create.body.errors.providerId).toBeTruthy();
  });

  it('answers every catalogue call without a session with 401 and another customer’s with 404', async () => {
    const catalog = catalogOf(101);
    for (const [method, path] of [
      ['GET', '/customers/1/catalogs'],
      ['GET', `/customers/1/catalogs/${catalog.id}`],
      ['PUT', `/customers/1/catalogs/${catalog.id}`],
      ['POST', '/customers/1/catalogs'],
      ['DELETE', `/customers/1/catalogs/${catalog.id}`],
      ['GET', '/catalog-items?catalogTypeId=1&providerCategoryId=1'],
    ] as const) {
      expect((await call(method, path, method === 'PUT' || method === 'POST' ? { body: {} } : {})).status).toBe(401);
    }
    const demo = await as('demo');
    const foreign = catalogOf(201);
    expect((await demo.get('/customers/2/catalogs')).status).toBe(404);
    expect((await demo.get(`/customers/2/catalogs/${foreign.id}`)).status).toBe(404);
    expect((await demo.put(`/customers/2/catalogs/${foreign.id}`, updateBody(foreign))).status).toBe(404);
    expect((await demo.post('/customers/2/catalogs', newCatalog(201))).status).toBe(404);
    expect((await demo.del(`/customers/2/catalogs/${foreign.id}`)).status).toBe(404);
  });

  it('refuses bodies that are not JSON (415) and invalid queries and bodies (422)', async () => {
    const demo = await as('demo');
    const catalog = catalogOf(101);
    const text = { 'Content-Type': 'text/plain' };
    expect((await demo.put(`/customers/1/catalogs/${catalog.id}`, 'Preise', text)).status).toBe(415);
    expect((await demo.post('/customers/1/catalogs', 'Katalog', text)).status).toBe(415);
    const badQuery = await demo.get('/customers/1/catalogs?limit=1000');
    expect(badQuery.status).toBe(422);
    expect(badQuery.body.errors.limit).toBeTruthy();
    const noPrices = await demo.put(`/customers/1/catalogs/${catalog.id}`, { expireAt: day(10), prices: [] });
    expect(noPrices.status).toBe(422);
    expect(noPrices.body.errors.prices).toBeTruthy();
    const unknownField = await demo.post('/customers/1/catalogs', { ...newCatalog(102), pdfPath: '/x.pdf' });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.errors.pdfPath).toBeTruthy();
    expect((await demo.get('/catalog-items?catalogTypeId=1&providerCategoryId=99')).status).toBe(422);
  });
});

describe('catalogue types of the provider’s category (issue 37.11)', () => {
  it('lists no rows of a type the category cannot price and refuses a catalogue of it on catalogTypeId', async () => {
    const demo = await as('demo');
    // The venue 101 (category 1) prices menus (1) and price lists (2), no package offers (3).
    const rows = async (catalogTypeId: number) =>
      (await demo.get(`/catalog-items?catalogTypeId=${catalogTypeId}&providerCategoryId=1`)).body.data;
    expect((await rows(1)).length).toBeGreaterThan(0);
    expect((await rows(2)).length).toBeGreaterThan(0);
    expect(await rows(3)).toEqual([]);
    const before = db.catalogs.all().length;
    const refused = await demo.post('/customers/1/catalogs', newCatalog(101));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      catalogTypeId:
        'Für die Kategorie dieses Anbieters gibt es keine Positionen dieser Katalogart. Bitte wählen Sie eine andere Katalogart.',
    });
    expect(db.catalogs.all()).toHaveLength(before);
    // The same catalogue type for the photographer 102, whose category it prices, is taken.
    expect((await demo.post('/customers/1/catalogs', newCatalog(102))).status).toBe(201);
  });
});

describe('price update and missing data', () => {
  it('takes an updated catalogue out of the provider’s missing data, and only that one', async () => {
    const demo = await as('demo');
    const before = (await demo.get('/providers/101/missing-data')).body.data.catalogs;
    expect(before.ids).toHaveLength(2);
    const [first, second] = before.ids as number[];
    const catalog = db.catalogs.findFirst((q) => q.where({ id: first }));
    if (!catalog) throw new Error('the missing catalogue exists');
    expect((await demo.put(`/customers/1/catalogs/${first}`, updateBody(catalog))).status).toBe(200);
    expect((await demo.get('/providers/101/missing-data')).body.data.catalogs).toEqual({
      ids: [second],
      insert: false,
    });
    expect((await demo.get(`/customers/1/catalogs/${first}`)).body.data).toMatchObject({
      expireAt: day(30),
      needsPriceUpdate: false,
    });
  });

  it('keeps a catalogue in the missing data when its update fails', async () => {
    const demo = await as('demo');
    const catalog = catalogOf(101, true);
    const failed = await demo.put(`/customers/1/catalogs/${catalog.id}`, { ...updateBody(catalog), expireAt: day(-5) });
    expect(failed.status).toBe(422);
    expect((await demo.get('/providers/101/missing-data')).body.data.catalogs.ids).toContain(catalog.id);
  });
});

describe('changing every field of a catalogue (issue 42.1)', () => {
  /** The edit form's body: every property, the rows with unit and currency. */
  const editBody = (catalog: ReturnType<typeof catalogOf>) => ({
    name: catalog.name,
    catalogTypeId: catalog.catalogType.id,
    pricingType: catalog.pricingType,
    minGuests: catalog.minGuests,
    maxGuests: catalog.maxGuests,
    isMain: catalog.isMain,
    notes: catalog.notes,
    expireAt: day(30),
    prices: catalog.prices.map((p) => ({
      weekPeriod: p.weekPeriod,
      price: p.price,
      ...(p.discountedPrice === null ? {} : { discountedPrice: p.discountedPrice }),
      catalogItemOptionId: p.catalogItemOption.id,
      currency: p.currency.id,
      unit: p.unit,
    })),
  });

  it('changes name, type, pricing type, guests, notes, main flag and rows (added, changed, removed)', async () => {
    const demo = await as('demo');
    // The expired price list "Saalmiete und Trauung 2026" of the venue becomes the main menu.
    const catalog = catalogOf(101, true);
    const formerMain = db.catalogs.all().find((c) => c.providerId === 101 && c.isMain);
    const saved = await demo.put(`/customers/1/catalogs/${catalog.id}`, {
      ...editBody(catalog),
      name: '  Hochzeitsmenü 2027  ',
      catalogTypeId: 1,
      pricingType: 'per_person',
      minGuests: 60,
      maxGuests: null,
      isMain: true,
      notes: '',
      prices: [
        { weekPeriod: 'weekday', price: 89, catalogItemOptionId: 3, currency: 1, unit: 1 },
        { weekPeriod: 'weekend', price: 98, discountedPrice: 92, catalogItemOptionId: 3, currency: 1, unit: 1 },
        { weekPeriod: 'all', price: 14, catalogItemOptionId: 1, currency: 1, unit: 2 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Hochzeitsmenü 2027',
      catalogType: { id: 1 },
      pricingType: 'per_person',
      minGuests: 60,
      maxGuests: null,
      isMain: true,
      notes: null,
      expireAt: day(30),
      needsPriceUpdate: false,
    });
    expect(
      saved.body.data.prices.map((p: { catalogItemOption: { id: number }; weekPeriod: string; unit: number }) => [
        p.catalogItemOption.id,
        p.weekPeriod,
        p.unit,
      ]),
    ).toEqual([
      [3, 'weekday', 1],
      [3, 'weekend', 1],
      [1, 'all', 2],
    ]);
    // One main catalogue per provider: the former one lost the flag.
    expect(db.catalogs.findFirst((q) => q.where({ id: formerMain?.id }))?.isMain).toBe(false);
  });

  it('keeps what a body leaves out (the price update form sends the expiry date and the rows only)', async () => {
    const demo = await as('demo');
    const catalog = catalogOf(101, false);
    expect((await demo.put(`/customers/1/catalogs/${catalog.id}`, updateBody(catalog))).status).toBe(200);
    expect(db.catalogs.findFirst((q) => q.where({ id: catalog.id }))).toMatchObject({
      name: catalog.name,
      catalogType: catalog.catalogType,
      pricingType: catalog.pricingType,
      minGuests: catalog.minGuests,
      maxGuests: catalog.maxGuests,
      isMain: catalog.isMain,
      notes: catalog.notes,
    });
  });

  it('refuses a change with the rules of a new catalogue, each on its field, and stores nothing', async () => {
    const demo = await as('demo');
    const catalog = catalogOf(101, true);
    const before = JSON.parse(JSON.stringify(catalog)) as unknown;
    const put = (change: Record<string, unknown>) =>
      demo.put(`/customers/1/catalogs/${catalog.id}`, { ...editBody(catalog), ...change });
    // The rows of the price list are no positions of a menu.
    const otherType = await put({ catalogTypeId: 1 });
    expect(otherType.status).toBe(422);
    expect(otherType.body.errors['prices.0.catalogItemOptionId']).toBe(
      'Diese Position gibt es für diesen Katalog nicht.',
    );
    // A venue prices no package offers.
    const notPriceable = await put({ catalogTypeId: 3 });
    expect(notPriceable.status).toBe(422);
    expect(notPriceable.body.errors).toEqual({
      catalogTypeId:
        'Für die Kategorie dieses Anbieters gibt es keine Positionen dieser Katalogart. Bitte wählen Sie eine andere Katalogart.',
    });
    const blank = await put({ name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toBeTruthy();
    const guests = await put({ minGuests: 100, maxGuests: 50 });
    expect(guests.status).toBe(422);
    expect(guests.body.errors.maxGuests).toBe('Die maximale Gästezahl darf nicht kleiner sein als die minimale.');
    const twice = await put({
      prices: [
        { weekPeriod: 'weekday', price: 100, catalogItemOptionId: 7, currency: 1, unit: 1 },
        { weekPeriod: 'weekday', price: 120, catalogItemOptionId: 7, currency: 1, unit: 1 },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['prices.1.weekPeriod']).toBeTruthy();
    const unknown = await put({ pdfPath: '/x.pdf' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.pdfPath).toBeTruthy();
    expect(JSON.parse(JSON.stringify(db.catalogs.findFirst((q) => q.where({ id: catalog.id }))))).toEqual(before);
  });
});

describe('the catalogue as PDF (issue 42.1)', () => {
  /** A file of `size` bytes that starts like a PDF (or with `head`). */
  const pdf = (
    size: number,
    { name = 'Hochzeitsmenü 2027.pdf', type = 'application/pdf', head = '%PDF-1.4\n' } = {},
  ) => {
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode(head).slice(0, size));
    return new File([bytes], name, { type });
  };
  const formOf = (...parts: Array<[string, File | string]>) => {
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    return form;
  };

  it('uploads, replaces and removes the PDF of a catalogue', async () => {
    const demo = await as('demo');
    const catalog = catalogOf(101, true);
    const path = `/customers/1/catalogs/${catalog.id}/pdf`;
    const first = await demo.put(path, formOf(['file', pdf(2048)]));
    expect(first.status).toBe(200);
    expect(first.body.data.pdfPath).toMatch(
      new RegExp(`^/media/catalogs/101/${catalog.id}/[a-z0-9]+/hochzeitsmenue-2027\\.pdf$`),
    );

    setMockNow(new Date(now().getTime() + 60_000));
    const replaced = await demo.put(path, formOf(['file', pdf(10_485_760, { name: 'Preise.PDF', type: '' })]));
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.pdfPath).toMatch(/\/preise\.pdf$/);
    expect(replaced.body.data.pdfPath).not.toBe(first.body.data.pdfPath);
    setMockNow(null);

    expect((await demo.del(path)).status).toBe(204);
    expect((await demo.get(`/customers/1/catalogs/${catalog.id}`)).body.data.pdfPath).toBeNull();
    // Removing what is not there is the same result.
    expect((await demo.del(path)).status).toBe(204);
  });

  it('takes only one PDF of at most 10 MB', async () => {
    const demo = await as('demo');
    const catalog = catalogOf(101, true);
    const path = `/customers/1/catalogs/${catalog.id}/pdf`;
    const tooLarge = await demo.put(path, formOf(['file', pdf(10_485_761)]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    const refusedOn = async (form: FormData) => {
      const answer = await demo.put(path, form);
      expect(answer.status).toBe(422);
      return answer.body.errors as Record<string, string>;
    };
    expect((await refusedOn(formOf(['file', pdf(0)]))).file).toBe('Die Datei ist leer.');
    expect((await refusedOn(formOf(['file', pdf(100, { name: 'menue.png', type: 'image/png' })]))).file).toBe(
      'Erlaubt sind nur PDF-Dateien.',
    );
    expect((await refusedOn(formOf(['file', pdf(100, { head: 'Hallo' })]))).file).toBe(
      'Die Datei ist kein gültiges PDF.',
    );
    expect((await refusedOn(formOf(['file', pdf(100)], ['file', pdf(100)]))).file).toBeTruthy();
    expect((await refusedOn(formOf(['name', 'Menü']))).file).toBeTruthy();
    expect((await refusedOn(formOf(['file', pdf(100)], ['pdfPath', '/x.pdf']))).pdfPath).toBeTruthy();
    expect(db.catalogs.findFirst((q) => q.where({ id: catalog.id }))?.pdfPath).toBeNull();
  });

  it('needs can-manage on the catalogue’s provider, and answers 404 without a link to it', async () => {
    const photographer = catalogOf(102);
    const mia = await as('mia.krause', 'passwort123');
    const path = `/customers/1/catalogs/${photographer.id}/pdf`;
    for (const answer of [await mia.put(path, formOf(['file', pdf(100)])), await mia.del(path)]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    }
    const jonas = await as('jonas.albrecht', 'passwort123');
    expect((await jonas.put(path, formOf(['file', pdf(100)]))).status).toBe(404);
    expect((await jonas.del(path)).status).toBe(404);
    expect(db.catalogs.findFirst((q) => q.where({ id: photographer.id }))?.pdfPath).toBe(photographer.pdfPath);
  });
});

describe('expireAt in the user’s calendar (docs/dates.md)', () => {
  afterEach(() => setMockNow(null));

  it('takes what the rule allows in some time zone and refuses what it allows in none', async () => {
    // 23:30 UTC on 1 March: 00:30 on 2 March in Berlin, whose "three months ahead" is 2 June; 11:30 on 1 March in
    // the earliest zone (UTC−12), whose "yesterday" is 28 February.
    setMockNow(new Date('2027-03-01T23:30:00Z'));
    const demo = await as('demo');
    const catalog = catalogOf(101, true);
    const put = (expireAt: string) =>
      demo.put(`/customers/1/catalogs/${catalog.id}`, { ...updateBody(catalog), expireAt });
    expect((await put('2027-06-02')).status).toBe(200);
    expect((await put('2027-02-28')).status).toBe(200);
    const tooLate = await put('2027-06-03');
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.errors.expireAt).toBeTruthy();
    const tooEarly = await put('2027-02-27');
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors.expireAt).toBeTruthy();
  });
});
