import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { addDays, addMonths, calendarDaysOnEarth, isoDate, now, startOfDay } from '../lib/clock';
import { createMockServer } from '../node';
import { as, call } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const day = (offset: number) => isoDate(addDays(startOfDay(now()), offset));

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('mail templates', () => {
  it('lists the customer’s templates newest first and hides other customers', async () => {
    const demo = await as();
    const { status, body } = await demo.get('/customers/1/templates');
    expect(status).toBe(200);
    const names = body.data.map((t: { name: string }) => t.name);
    expect(names).toContain('Erstantwort Hochzeitsanfrage');
    expect(names).not.toContain('Erstantwort Landhaus Elbblick');
    const created = body.data.map((t: { createdAt: string }) => t.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const page = await demo.get('/customers/1/templates?limit=2&page=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.paging).toMatchObject({ page: 2, limit: 2, total: body.data.length });
    expect((await demo.get('/customers/2/templates')).status).toBe(404);
  });

  it("filters by provider: that provider's templates and the account-wide ones; another account's provider is 403", async () => {
    const demo = await as();
    const { status, body } = await demo.get('/customers/1/templates?providerId=101');
    expect(status).toBe(200);
    const scopes = new Set(body.data.map((t: { providerId: number | null }) => t.providerId));
    expect(scopes).toEqual(new Set([101, null]));
    const names = body.data.map((t: { name: string }) => t.name);
    expect(names).toContain('Erstantwort Hochzeitsanfrage');
    expect(names).toContain('Absage Termin vergeben');
    expect(names).not.toContain('Anprobetermin Brautsalon');
    expect(
      (await demo.get('/customers/1/templates?providerId=103')).body.data.map((t: { name: string }) => t.name),
    ).toEqual(expect.arrayContaining(['Anprobetermin Brautsalon', 'Absage Termin vergeben']));
    // Landhaus Elbblick (201) belongs to another account.
    expect((await demo.get('/customers/1/templates?providerId=201')).status).toBe(403);
    expect((await demo.get('/customers/1/attachments?providerId=201')).status).toBe(403);
    expect((await demo.get('/customers/1/templates?providerId=abc')).status).toBe(422);
    const attachments = await demo.get('/customers/1/attachments?providerId=102');
    expect(attachments.body.data.map((a: { name: string }) => a.name).sort()).toEqual(
      ['AGB Veranstaltungen', 'Preisliste Hochzeitsreportagen 2027'].sort(),
    );
  });

  it('creates a template for one provider, moves it to all, and refuses another account’s provider', async () => {
    const demo = await as();
    const created = await demo.post('/customers/1/templates', {
      name: 'Fotobox-Angebot',
      subject: 'Ihre Fotobox',
      content: '<p>Gern bieten wir Ihnen unsere Fotobox an.</p>',
      providerId: 102,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.providerId).toBe(102);
    const forVenue = await demo.get('/customers/1/templates?providerId=101');
    expect(forVenue.body.data.some((t: { id: number }) => t.id === created.body.data.id)).toBe(false);
    const moved = await demo.put(`/customers/1/templates/${created.body.data.id}`, { providerId: null });
    expect(moved.body.data.providerId).toBeNull();
    const foreign = await demo.post('/customers/1/templates', {
      name: 'Fremd',
      subject: 'Fremd',
      content: '<p>Fremd</p>',
      providerId: 201,
    });
    expect(foreign.status).toBe(403);
    expect((await demo.put(`/customers/1/templates/${created.body.data.id}`, { providerId: 201 })).status).toBe(403);
  });

  it('creates, updates and deletes a template, and later reads see it', async () => {
    const demo = await as();
    const created = await demo.post('/customers/1/templates', {
      name: 'Angebot Winterhochzeit',
      subject: 'Ihr Angebot für die Winterhochzeit',
      content: '<p>Liebes Brautpaar,</p><p>anbei unser Angebot mit Glühweinempfang.</p>',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const updated = await demo.put(`/customers/1/templates/${id}`, { subject: 'Ihr Winterangebot' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Angebot Winterhochzeit', subject: 'Ihr Winterangebot' });
    const list = await demo.get('/customers/1/templates');
    expect(list.body.data[0]).toMatchObject({ id, subject: 'Ihr Winterangebot' });
    expect((await demo.del(`/customers/1/templates/${id}`)).status).toBe(204);
    expect((await demo.del(`/customers/1/templates/${id}`)).status).toBe(404);
    expect((await demo.get('/customers/1/templates')).body.data.some((t: { id: number }) => t.id === id)).toBe(false);
  });

  it('rejects bad input with field paths and refuses other customers’ templates', async () => {
    const demo = await as();
    const tooLong = await demo.post('/customers/1/templates', {
      name: 'x'.repeat(101),
      subject: 'Betreff',
      content: '<p>Text</p>',
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.name).toBeTruthy();
    const missing = await demo.post('/customers/1/templates', { name: 'Ohne Inhalt', subject: 'Betreff' });
    expect(missing.body.errors.content).toBe('Dies ist ein Pflichtfeld!');
    const duplicate = await demo.post('/customers/1/templates', {
      name: 'Terminbestätigung Besichtigung',
      subject: 'Betreff',
      content: '<p>Text</p>',
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.name).toMatch(/bereits/);
    expect((await demo.put('/customers/1/templates/1', {})).status).toBe(422);
    const foreign = db.mailTemplates.all().find((t) => t.customerId === 2);
    expect((await demo.put(`/customers/1/templates/${foreign?.id}`, { name: 'Gekapert' })).status).toBe(404);
  });

  it('lets a read-only user read but not write', async () => {
    const felix = await as('felix.brandt', 'passwort123');
    expect((await felix.get('/customers/1/templates')).status).toBe(200);
    const denied = await felix.post('/customers/1/templates', {
      name: 'Neu',
      subject: 'Betreff',
      content: '<p>Text</p>',
    });
    expect(denied.status).toBe(403);
  });
});

describe('attachments', () => {
  it('uploads a file with the document’s limits and lists it first', async () => {
    const demo = await as();
    const form = new FormData();
    form.append('file', file('Getränkekarte 2027.pdf', 'application/pdf', 2048));
    const created = await call('POST', '/customers/1/attachments', { token: demo.session.accessToken, body: form });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Getränkekarte 2027.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      customerId: 1,
    });
    const list = await demo.get('/customers/1/attachments');
    expect(list.body.data[0].id).toBe(created.body.data.id);
    expect(list.body.data.map((a: { fileName: string }) => a.fileName)).toContain('Hochzeitsmappe_2027.pdf');
    expect(created.body.data.providerId).toBeNull();

    const forPhotographer = new FormData();
    forPhotographer.append('file', file('Fotobox.pdf', 'application/pdf', 1024));
    forPhotographer.append('providerId', '102');
    const scoped = await call('POST', '/customers/1/attachments', {
      token: demo.session.accessToken,
      body: forPhotographer,
    });
    expect(scoped.status).toBe(201);
    expect(scoped.body.data.providerId).toBe(102);
    const foreignProvider = new FormData();
    foreignProvider.append('file', file('Fremd.pdf', 'application/pdf', 1024));
    foreignProvider.append('providerId', '201');
    const refused = await call('POST', '/customers/1/attachments', {
      token: demo.session.accessToken,
      body: foreignProvider,
    });
    expect(refused.status).toBe(403);

    const big = new FormData();
    big.append('file', file('Imagefilm.pdf', 'application/pdf', 10_485_761));
    const tooBig = await call('POST', '/customers/1/attachments', { token: demo.session.accessToken, body: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('FILE_TOO_LARGE');

    const text = new FormData();
    text.append('file', file('notizen.txt', 'text/plain', 100));
    const wrongType = await call('POST', '/customers/1/attachments', { token: demo.session.accessToken, body: text });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.file).toBeTruthy();
  });

  it('deletes an attachment of the own customer only', async () => {
    const demo = await as();
    const foreign = db.attachments.all().find((a) => a.customerId === 2);
    expect((await demo.del(`/customers/1/attachments/${foreign?.id}`)).status).toBe(404);
    expect((await demo.del('/customers/2/attachments/1')).status).toBe(404);
    expect((await demo.del('/customers/1/attachments/1')).status).toBe(204);
    expect((await demo.get('/customers/1/attachments')).body.data.some((a: { id: number }) => a.id === 1)).toBe(false);
  });
});

describe('catalogues', () => {
  const expired = () => {
    const catalog = db.catalogs.all().find((c) => c.needsPriceUpdate);
    if (!catalog) throw new Error('no expired catalogue in the seed');
    return catalog;
  };

  it('lists the catalogues of the user’s providers and filters those needing a price update', async () => {
    const demo = await as();
    const all = await demo.get('/customers/1/catalogs');
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((c: { providerId: number }) => c.providerId))).toEqual(new Set([101, 102]));
    const stale = await demo.get('/customers/1/catalogs?needsPriceUpdate=true');
    // The seed has two expired catalogues of the venue: the demo's price update modal steps through both.
    expect(stale.body.data).toHaveLength(2);
    for (const catalog of stale.body.data) {
      expect(catalog).toMatchObject({ providerId: 101, needsPriceUpdate: true, provider: { id: 101 } });
      expect(catalog.expireAt < day(0)).toBe(true);
    }
    const photographer = await demo.get('/customers/1/catalogs?providerIds=102');
    expect(photographer.body.data.map((c: { name: string }) => c.name)).toEqual(['Hochzeitsreportagen 2027']);
    expect((await demo.get('/customers/2/catalogs')).status).toBe(404);
    expect(
      (await demo.get(`/customers/1/catalogs/${db.catalogs.all().find((c) => c.customerId === 2)?.id}`)).status,
    ).toBe(404);
  });

  it('updates prices within the rules, clears needsPriceUpdate and keeps unit and currency', async () => {
    const demo = await as();
    const catalog = expired();
    const [first, second] = catalog.prices;
    const result = await demo.put(`/customers/1/catalogs/${catalog.id}`, {
      expireAt: day(60),
      prices: [
        {
          weekPeriod: first?.weekPeriod,
          price: 3100,
          discountedPrice: 2800,
          catalogItemOptionId: first?.catalogItemOption.id,
        },
        { weekPeriod: second?.weekPeriod, price: 4700, catalogItemOptionId: second?.catalogItemOption.id },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ expireAt: day(60), needsPriceUpdate: false });
    expect(result.body.data.prices).toHaveLength(2);
    expect(result.body.data.prices[0]).toMatchObject({
      price: 3100,
      discountedPrice: 2800,
      unit: 1,
      currency: { id: 1, code: 'EUR' },
    });
    const stillStale = (await demo.get('/customers/1/catalogs?needsPriceUpdate=true')).body.data;
    expect(stillStale.map((c: { id: number }) => c.id)).not.toContain(catalog.id);
    expect(stillStale).toHaveLength(1);
    expect((await demo.get(`/customers/1/catalogs/${catalog.id}`)).body.data.prices[1].price).toBe(4700);
  });

  it('rejects the price update form’s invalid input per field and changes nothing', async () => {
    const demo = await as();
    const catalog = expired();
    const optionId = catalog.prices[0]?.catalogItemOption.id;
    const put = (body: unknown) => demo.put(`/customers/1/catalogs/${catalog.id}`, body);
    const row = { weekPeriod: 'weekday', price: 100, catalogItemOptionId: optionId };

    // The day before yesterday where the calendar is furthest behind (UTC−12): too early in every time zone.
    const tooEarly = await put({ expireAt: isoDate(addDays(calendarDaysOnEarth().earliest, -2)), prices: [row] });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors.expireAt).toMatch(/gestern/);
    expect((await put({ expireAt: day(-1), prices: [row] })).status).toBe(200);

    await resetDatabase('default');
    const again = await as();
    const putAgain = (body: unknown) => again.put(`/customers/1/catalogs/${catalog.id}`, body);
    // A day after "3 months ahead" where the calendar is furthest on (UTC+14): too late in every time zone.
    const tooLate = await putAgain({
      expireAt: isoDate(addDays(addMonths(calendarDaysOnEarth().latest, 3), 1)),
      prices: [row],
    });
    expect(tooLate.body.errors.expireAt).toMatch(/3 Monate/);
    const discount = await putAgain({
      expireAt: day(30),
      prices: [row, { weekPeriod: 'weekend', price: 200, discountedPrice: 200, catalogItemOptionId: optionId }],
    });
    expect(discount.status).toBe(422);
    expect(discount.body.errors['prices.1.discountedPrice']).toBeTruthy();
    const unit = await putAgain({ expireAt: day(30), prices: [{ ...row, unit: 123456 }] });
    expect(unit.body.errors['prices.0.unit']).toMatch(/5 Ziffern/);
    const fraction = await putAgain({ expireAt: day(30), prices: [{ ...row, price: 99.5 }] });
    expect(fraction.body.errors['prices.0.price']).toBe('Bitte geben Sie eine ganze Zahl ein.');
    const missing = await putAgain({ prices: [row] });
    expect(missing.body.errors.expireAt).toBe('Dies ist ein Pflichtfeld!');
    const newRow = await putAgain({
      expireAt: day(30),
      prices: [
        { weekPeriod: 'all', price: 50, catalogItemOptionId: 8 },
        { weekPeriod: 'all', price: 80, catalogItemOptionId: 3 },
      ],
    });
    expect(newRow.body.errors['prices.1.catalogItemOptionId']).toBeTruthy();

    const stored = (await again.get(`/customers/1/catalogs/${catalog.id}`)).body.data;
    expect(stored.needsPriceUpdate).toBe(true);
    expect(stored.prices).toHaveLength(catalog.prices.length);
  });

  it('creates a catalogue only with expireAt, unit and currency on every row', async () => {
    const demo = await as();
    const body = {
      providerId: 101,
      name: 'Saalmiete 2027',
      catalogTypeId: 2,
      pricingType: 'package',
      maxGuests: 180,
      isMain: true,
      expireAt: day(45),
      prices: [
        { weekPeriod: 'weekend', price: 4800, catalogItemOptionId: 7, currency: 1, unit: 1 },
        { weekPeriod: 'weekday', price: 3300, discountedPrice: 3000, catalogItemOptionId: 7, currency: 1, unit: 1 },
      ],
    };
    const incomplete = await demo.post('/customers/1/catalogs', {
      ...body,
      expireAt: undefined,
      prices: [{ weekPeriod: 'all', price: 100, catalogItemOptionId: 7 }],
    });
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors)).toEqual(
      expect.arrayContaining(['expireAt', 'prices.0.unit', 'prices.0.currency']),
    );
    const wrongOption = await demo.post('/customers/1/catalogs', {
      ...body,
      prices: [{ ...body.prices[0], catalogItemOptionId: 11 }],
    });
    expect(wrongOption.body.errors['prices.0.catalogItemOptionId']).toBeTruthy();
    const foreign = await demo.post('/customers/1/catalogs', { ...body, providerId: 201 });
    expect(foreign.body.errors.providerId).toBeTruthy();

    const created = await demo.post('/customers/1/catalogs', body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Saalmiete 2027',
      isMain: true,
      needsPriceUpdate: false,
      catalogType: { id: 2, name: 'Preisliste' },
    });
    const list = (await demo.get('/customers/1/catalogs?providerIds=101')).body.data;
    expect(list.filter((c: { isMain: boolean }) => c.isMain).map((c: { id: number }) => c.id)).toEqual([
      created.body.data.id,
    ]);
    expect((await demo.del(`/customers/1/catalogs/${created.body.data.id}`)).status).toBe(204);
    expect((await demo.get(`/customers/1/catalogs/${created.body.data.id}`)).status).toBe(404);
  });

  it('lists the item options of a catalogue type for a provider category', async () => {
    const demo = await as();
    const menu = await demo.get('/catalog-items?catalogTypeId=1&providerCategoryId=1');
    expect(menu.status).toBe(200);
    expect(menu.body.data.map((o: { name: string }) => o.name)).toContain('Menü pro Person');
    expect(menu.body.data.every((o: { catalogTypeId: number }) => o.catalogTypeId === 1)).toBe(true);
    const photo = await demo.get('/catalog-items?catalogTypeId=3&providerCategoryId=2');
    expect(photo.body.data.map((o: { name: string }) => o.name)).toContain('Ganztagsreportage');
    expect((await demo.get('/catalog-items?catalogTypeId=99&providerCategoryId=1')).status).toBe(422);
    expect((await demo.get('/catalog-items?catalogTypeId=1')).status).toBe(422);
  });
});

describe('hall capacity (customer spaces)', () => {
  const hall = {
    providerId: 101,
    name: 'Wintergarten 2',
    areaType: 'both',
    minCapacity: 15,
    maxCapacity: 80,
    mealCapacity: 60,
  };

  it('lists the halls of a provider of the user only', async () => {
    const demo = await as();
    const halls = await demo.get('/customer-spaces?providerId=101');
    expect(halls.body.data.map((s: { name: string; areaType: string }) => [s.name, s.areaType])).toEqual([
      ['Festsaal', 'indoor'],
      ['Orangerie', 'both'],
      ['Gartenterrasse', 'outdoor'],
      ['Kaminzimmer', 'indoor'],
    ]);
    expect((await demo.get('/customer-spaces?providerId=201')).status).toBe(403);
    const basic = await as('basic');
    expect(
      (await basic.get('/customer-spaces')).body.data.every((s: { providerId: number }) => s.providerId === 201),
    ).toBe(true);
  });

  it('applies the capacity rules on create', async () => {
    const demo = await as();
    const errorsOf = async (body: unknown) => (await demo.post('/customer-spaces', body)).body.errors ?? {};
    expect((await errorsOf({ ...hall, minCapacity: 9 })).minCapacity).toMatch(/zweistellig/);
    expect((await errorsOf({ ...hall, maxCapacity: 10000 })).maxCapacity).toMatch(/vierstellig/);
    expect((await errorsOf({ ...hall, minCapacity: 90, maxCapacity: 80 })).maxCapacity).toBeTruthy();
    expect((await errorsOf({ ...hall, mealCapacity: null })).mealCapacity).toBeTruthy();
    expect((await errorsOf({ ...hall, name: 'Saal #1!' })).name).toMatch(/Buchstaben/);
    expect((await errorsOf({ ...hall, providerId: 102 })).providerId).toBeTruthy();
    expect((await errorsOf({ ...hall, name: 'Festsaal' })).name).toMatch(/bereits/);

    const created = await demo.post('/customer-spaces', { ...hall, cocktailCapacity: 80 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Wintergarten 2', mealCapacity: 60, cocktailCapacity: 80 });
    expect((await demo.get('/customer-spaces?providerId=101')).body.data).toHaveLength(5);
  });

  it('updates a hall partially, rejects leaving no capacity and deletes it', async () => {
    const demo = await as();
    const terrace = db.customerSpaces.all().find((s) => s.name === 'Gartenterrasse');
    const path = `/customer-spaces/${terrace?.id}`;
    expect((await demo.put(path, { cocktailCapacity: null })).status).toBe(422);
    expect((await demo.put(path, { minCapacity: 300 })).body.errors.maxCapacity).toBeTruthy();
    const updated = await demo.put(path, { maxCapacity: 260, cocktailCapacity: 260 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ maxCapacity: 260, cocktailCapacity: 260, minCapacity: 30 });
    const event = db.calendarEvents.all()[0];
    expect(event, 'the seed has calendar events').toBeTruthy();
    await db.calendarEvents.update((q) => q.where({ id: event?.id }), {
      data(e) {
        e.customerSpaceId = terrace?.id ?? null;
      },
    });
    expect((await demo.del(path)).status).toBe(204);
    expect(db.calendarEvents.findFirst((q) => q.where({ id: event?.id }))?.customerSpaceId).toBeNull();
    expect((await demo.put(path, { maxCapacity: 200 })).status).toBe(404);
    const foreign = db.customerSpaces.all().find((s) => s.providerId === 201);
    expect((await demo.del(`/customer-spaces/${foreign?.id}`)).status).toBe(404);
  });
});

describe('scenario empty', () => {
  it('starts without templates, attachments, cards and payments but keeps the catalogue item options', async () => {
    await resetDatabase('empty');
    const demo = await as();
    expect((await demo.get('/customers/1/templates')).body.data).toEqual([]);
    expect((await demo.get('/customers/1/attachments')).body.data).toEqual([]);
    expect((await demo.get('/customers/1/credit-cards')).body.data).toEqual([]);
    expect((await demo.get('/payments')).body.data).toEqual([]);
    expect((await demo.get('/catalog-items?catalogTypeId=1&providerCategoryId=1')).body.data.length).toBeGreaterThan(0);
  });
});

describe('scenario basic-plan', () => {
  it('has no subscription and no open subscription payment, but keeps the history', async () => {
    await resetDatabase('basic-plan');
    const demo = await as();
    expect((await demo.get('/customers/1/subscription')).status).toBe(404);
    const open = (await demo.get('/payments?state=pending')).body.data;
    expect(open.map((p: { type: string }) => p.type)).toEqual(['plus_leads']);
    expect((await demo.get('/payments?state=past&limit=100')).body.paging.total).toBeGreaterThan(30);
  });
});
