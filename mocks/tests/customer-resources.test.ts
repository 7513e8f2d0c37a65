import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { addDays, addMonths, calendarDaysOnEarth, isoDate, now, startOfDay } from '../lib/clock';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import { call, login, type LoggedIn } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const day = (offset: number) => isoDate(addDays(startOfDay(now()), offset));
const RETURN_URL = 'https://business.hochzeitsportal.de/providers/101/payments';

async function as(username = 'demo', password?: string) {
  const session: LoggedIn = await login(username, password);
  const token = session.accessToken;
  return {
    session,
    get: (path: string) => call('GET', path, { token }),
    post: (path: string, body?: unknown) => call('POST', path, { token, body }),
    put: (path: string, body?: unknown) => call('PUT', path, { token, body }),
    del: (path: string) => call('DELETE', path, { token }),
  };
}

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

describe('saved cards and subscription', () => {
  const card = {
    name: 'Reisekarte',
    holderName: 'Katharina Vogt',
    number: '4111111111111111',
    expiryMonth: 11,
    expiryYear: 2099,
    cvv: '123',
  };

  it('lists masked cards, primary first, and only for the own customer', async () => {
    const demo = await as();
    const cards = await demo.get('/customers/1/credit-cards');
    expect(cards.body.data).toHaveLength(2);
    expect(cards.body.data[0]).toMatchObject({ isPrimary: true, maskedNumber: '**** **** **** 4242', brand: 'visa' });
    expect((await demo.get('/customers/2/credit-cards')).status).toBe(404);
    const basic = await as('basic');
    expect((await basic.get('/customers/2/credit-cards')).body.data).toEqual([]);
  });

  it('saves a card without keeping the number or CVV and derives the brand', async () => {
    const demo = await as();
    const created = await demo.post('/customers/1/credit-cards', { ...card, number: '5555555555554444' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      maskedNumber: '**** **** **** 4444',
      brand: 'mastercard',
      isPrimary: false,
    });
    expect(JSON.stringify(created.body)).not.toContain('5555555555554444');
    expect(JSON.stringify(db.creditCards.all())).not.toMatch(/5555555555554444|"cvv"/);
    expect(
      (await demo.post('/customers/1/credit-cards', { ...card, number: '4111111111111112' })).body.errors.number,
    ).toBeTruthy();
    expect(
      (await demo.post('/customers/1/credit-cards', { ...card, number: '378282246310005' })).body.errors.cvv,
    ).toBeTruthy();
    const expired = await demo.post('/customers/1/credit-cards', { ...card, expiryYear: now().getUTCFullYear() - 1 });
    expect(expired.body.errors.expiryYear).toBeTruthy();
  });

  it('refuses the 11th card with CARD_LIMIT_REACHED', async () => {
    const demo = await as();
    // Another expiry each time: the same card would be refused as saved already.
    for (let i = 3; i <= 10; i++)
      expect(
        (await demo.post('/customers/1/credit-cards', { ...card, name: `Karte ${i}`, expiryMonth: i })).status,
      ).toBe(201);
    const eleventh = await demo.post('/customers/1/credit-cards', { ...card, name: 'Karte 11', expiryMonth: 11 });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.code).toBe('CARD_LIMIT_REACHED');
    expect((await demo.get('/customers/1/credit-cards')).body.data).toHaveLength(10);
    // A card already among the ten: the user learns it is there, not that one must go first.
    const again = await demo.post('/customers/1/credit-cards', { ...card, name: 'Noch einmal', expiryMonth: 4 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CARD_ALREADY_SAVED', details: { savedCard: { name: 'Karte 4' } } });
  });

  it('refuses to save the same card twice with CARD_ALREADY_SAVED and names the saved one', async () => {
    const demo = await as();
    const first = await demo.post('/customers/1/credit-cards', card);
    expect(first.status).toBe(201);
    // The same card (brand, last four, expiry) under another label, another holder spelling and asked as primary.
    const second = await demo.post('/customers/1/credit-cards', {
      ...card,
      name: 'Firmenkarte 2',
      holderName: 'K. Vogt',
      cvv: '999',
      isPrimary: true,
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'Diese Karte ist bereits als „Reisekarte“ gespeichert.',
      code: 'CARD_ALREADY_SAVED',
      details: { savedCard: first.body.data },
    });
    const listed = (await demo.get('/customers/1/credit-cards')).body.data;
    expect(listed).toHaveLength(3);
    expect(listed.find((c: { isPrimary: boolean }) => c.isPrimary).id).not.toBe(first.body.data.id);
    // Another expiry (a renewed card) or other last digits are another card.
    expect((await demo.post('/customers/1/credit-cards', { ...card, expiryYear: 2098 })).status).toBe(201);
    expect((await demo.post('/customers/1/credit-cards', { ...card, number: '4012888888881881' })).status).toBe(201);
  });

  it('pays with a new card that is saved already without saving it again', async () => {
    const demo = await as();
    const saved = await demo.post('/customers/1/credit-cards', card);
    expect(saved.status).toBe(201);
    const payment = db.payments.all().find((p) => p.customerId === 1 && p.providerId === 101 && p.status === 'pending');
    expect(payment, 'the venue has a pending payment').toBeTruthy();
    const paid = await demo.post(`/payments/${payment?.id}/pay`, {
      card: { holderName: card.holderName, number: card.number, expiryMonth: 11, expiryYear: 2099, cvv: '123' },
      saveCard: true,
      returnUrl: RETURN_URL,
    });
    expect(paid.body.data.status).toBe('paid');
    const cards = (await demo.get('/customers/1/credit-cards')).body.data;
    expect(cards.filter((c: { maskedNumber: string }) => c.maskedNumber === '**** **** **** 1111')).toHaveLength(1);
  });

  it('keeps exactly one primary card', async () => {
    const demo = await as();
    const primaries = async () =>
      (await demo.get('/customers/1/credit-cards')).body.data
        .filter((c: { isPrimary: boolean }) => c.isPrimary)
        .map((c: { id: number }) => c.id);
    const created = await demo.post('/customers/1/credit-cards', { ...card, isPrimary: true });
    expect(await primaries()).toEqual([created.body.data.id]);
    expect((await demo.put('/customers/1/credit-cards/2', { isPrimary: true })).body.data.isPrimary).toBe(true);
    expect(await primaries()).toEqual([2]);
    expect((await demo.put('/customers/1/credit-cards/2', { isPrimary: false })).status).toBe(422);
    expect((await demo.del('/customers/1/credit-cards/2')).status).toBe(204);
    expect(await primaries()).toHaveLength(1);
    const missing = await demo.del('/customers/1/credit-cards/2');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CARD_NOT_FOUND');
  });

  it('leaves saved cards to the account administrators; other users read them and pay without saving', async () => {
    const jonas = await as('jonas.albrecht', 'passwort123');
    expect((await jonas.get('/customers/1/credit-cards')).body.data).toHaveLength(2);
    const refused = await jonas.post('/customers/1/credit-cards', card);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_ADMIN_REQUIRED');
    expect((await jonas.put('/customers/1/credit-cards/2', { isPrimary: true })).status).toBe(403);
    expect((await jonas.del('/customers/1/credit-cards/2')).status).toBe(403);
    const venuePayment = db.payments.all().find((p) => p.providerId === 101 && p.status === 'pending');
    expect(venuePayment, 'the venue has a pending payment').toBeTruthy();
    const withSave = await jonas.post(`/payments/${venuePayment?.id}/pay`, {
      card: { holderName: 'Jonas Albrecht', number: '4111111111111111', expiryMonth: 12, expiryYear: 2099, cvv: '123' },
      saveCard: true,
      returnUrl: RETURN_URL,
    });
    expect(withSave.status).toBe(422);
    expect(withSave.body.errors.saveCard).toBeTruthy();
    const paid = await jonas.post(`/payments/${venuePayment?.id}/pay`, { cardId: 1, returnUrl: RETURN_URL });
    expect(paid.body.data.status).toBe('paid');
    expect((await jonas.get('/customers/1/credit-cards')).body.data).toHaveLength(2);
  });

  it('answers the subscription of the demo customer and 404 for the basic customer', async () => {
    const demo = await as();
    const subscription = await demo.get('/customers/1/subscription');
    expect(subscription.body.data).toMatchObject({ planTier: 'prime', providerIds: [101, 102, 103], currency: 'EUR' });
    const basic = await as('basic');
    expect((await basic.get('/customers/2/subscription')).status).toBe(404);
    expect((await basic.get('/customers/1/subscription')).status).toBe(404);
  });
});

describe('payments', () => {
  const pending = () => db.payments.all().filter((p) => p.customerId === 1 && p.status === 'pending');
  const upcoming = () => {
    const payment = pending().find((p) => p.dueDate >= day(0) && p.providerId === 101);
    if (!payment) throw new Error('no upcoming payment in the seed');
    return payment;
  };

  it('lists pending and past payments of the user’s providers, newest first', async () => {
    const demo = await as();
    const open = await demo.get('/payments?state=pending');
    expect(open.status).toBe(200);
    const dues = open.body.data.map((p: { dueDate: string }) => p.dueDate);
    // Nothing is overdue in the default scenario: an overdue payment would hold every login at /checkout.
    expect(dues.length).toBeGreaterThan(1);
    expect(dues.every((d: string) => d >= day(0))).toBe(true);
    const past = await demo.get('/payments?state=past&providerId=101&limit=100');
    const types = new Set(past.body.data.map((p: { type: string }) => p.type));
    expect(types).toEqual(new Set(['subscription', 'plus_leads', 'advertisement']));
    expect(past.body.data.filter((p: { type: string }) => p.type === 'subscription')).toHaveLength(12);
    expect(past.body.data.some((p: { installments: unknown[] }) => p.installments.length === 3)).toBe(true);
    const created = past.body.data.map((p: { createdAt: string }) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect((await demo.get('/payments?providerId=201')).status).toBe(403);
    const foreign = db.payments.all().find((p) => p.customerId === 2);
    expect((await demo.get(`/payments/${foreign?.id}`)).status).toBe(404);
  });

  it('says what every payment pays for: its service period, ended before plus leads are billed; none for a setup fee', async () => {
    const month = (iso: string) => iso.slice(0, 7);
    for (const scenario of ['default', 'payment-due', 'basic-plan'] as const) {
      await resetDatabase(scenario);
      for (const payment of db.payments.all()) {
        const where = `${scenario}: ${payment.descriptions.de}`;
        if (payment.type === 'setup_fee') {
          expect(payment.servicePeriod, where).toBeNull();
          continue;
        }
        const period = payment.servicePeriod;
        if (!period) throw new Error(`${where} has no service period`);
        expect(period.startMonth <= period.endMonth, where).toBe(true);
        // Plus leads are billed for a month that has ended (never one still running), in the month after it.
        if (payment.type === 'plus_leads') {
          expect(period.startMonth, where).toBe(period.endMonth);
          expect(period.endMonth < month(payment.createdAt), where).toBe(true);
          expect(month(isoDate(addMonths(new Date(`${period.endMonth}-01T00:00:00Z`), 1))), where).toBe(
            month(payment.createdAt),
          );
        }
        // A plan fee and an advertisement are billed before their period ends.
        if (payment.type === 'subscription' || payment.type === 'advertisement')
          expect(month(payment.createdAt) <= period.endMonth, where).toBe(true);
      }
    }
    await resetDatabase('default');
  });

  it('bills the free Basic plan no plan fee: its open payment is an advertisement booked apart from the plan', async () => {
    const basic = await as('basic');
    expect((await basic.get('/customers/2/subscription')).status).toBe(404);
    const provider = (await basic.get('/providers/201')).body.data;
    expect(provider.productFeatures.planTier).toBe('basic');
    const open = (await basic.get('/payments?state=pending')).body.data;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ providerId: 201, type: 'advertisement', amount: 199 });
    expect(open[0].servicePeriod.startMonth > day(0).slice(0, 7)).toBe(true);
    const all = (await basic.get('/payments?limit=100')).body.data;
    expect(all.filter((p: { type: string }) => p.type === 'subscription' || p.type === 'setup_fee')).toEqual([]);
  });

  it('reports at login the same open payments as GET /payments, with what they pay for, the most urgent first', async () => {
    for (const username of ['demo', 'basic'] as const) {
      const user = await as(username);
      const open = (await user.get('/payments?state=pending')).body.data as Array<Record<string, unknown>>;
      const atLogin = (user.session as unknown as { pendingPayments: Array<Record<string, unknown>> }).pendingPayments;
      expect(atLogin.map((p) => p.dueDate)).toEqual(atLogin.map((p) => p.dueDate).sort());
      expect([...atLogin].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(
        [...open]
          .sort((a, b) => Number(a.id) - Number(b.id))
          .map((p) => ({
            id: p.id,
            providerId: p.providerId,
            type: p.type,
            servicePeriod: p.servicePeriod,
            amount: p.amount,
            currency: 'EUR',
            dueDate: p.dueDate,
            recurringMonth: String(p.dueDate).slice(0, 7),
          })),
      );
    }
  });

  it('reports the pending payments at login', async () => {
    const token = await login('demo');
    const ids = (token as unknown as { pendingPayments: Array<{ id: number }> }).pendingPayments
      .map((p) => p.id)
      .sort();
    expect(ids).toEqual(
      pending()
        .map((p) => p.id)
        .sort(),
    );
  });

  it('reports an overdue payment at login in the payment-due scenario until it is paid', async () => {
    await resetDatabase('payment-due');
    try {
      type Pending = { id: number; dueDate: string; recurringMonth: string };
      const overdueAtLogin = async () =>
        ((await login('demo')) as unknown as { pendingPayments: Pending[] }).pendingPayments.filter(
          (p) => p.dueDate < day(0),
        );
      const overdue = await overdueAtLogin();
      expect(overdue).toHaveLength(1);
      const [first] = overdue;
      expect(first).toMatchObject({ currency: 'EUR', recurringMonth: first?.dueDate.slice(0, 7) });
      const demo = await as();
      const paid = await demo.post(`/payments/${first?.id}/pay`, { cardId: 1, returnUrl: RETURN_URL });
      expect(paid.body.data.status).toBe('paid');
      expect(await overdueAtLogin()).toEqual([]);
    } finally {
      await resetDatabase('default');
    }
  });

  it('offers 1, 3, 6, 9 and 12 installments with the bank surcharge', async () => {
    const demo = await as();
    const payment = upcoming();
    const options = (await demo.get(`/payment-installments?paymentId=${payment.id}`)).body.data;
    expect(options.map((o: { installmentCount: number }) => o.installmentCount)).toEqual([1, 3, 6, 9, 12]);
    expect(options[0]).toMatchObject({ monthlyAmount: payment.amount, totalAmount: payment.amount });
    expect(options[1].totalAmount).toBe(payment.amount);
    expect(options[4].totalAmount).toBeGreaterThan(payment.amount);
    expect(Math.abs(options[4].monthlyAmount * 12 - options[4].totalAmount)).toBeLessThan(0.1);
    const amex = (await demo.get(`/payment-installments?paymentId=${payment.id}&cardBin=378282`)).body.data;
    expect(amex.map((o: { installmentCount: number }) => o.installmentCount)).toEqual([1, 3]);
    expect((await demo.get('/payment-installments?paymentId=99999')).status).toBe(404);
  });

  it('pays with a saved card in installments, then refuses to pay twice', async () => {
    const demo = await as();
    const payment = upcoming();
    const paid = await demo.post(`/payments/${payment.id}/pay`, {
      cardId: 1,
      installmentCount: 6,
      returnUrl: RETURN_URL,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      redirectUrl: null,
      payment: { id: payment.id, status: 'paid' },
    });
    expect(paid.body.data.payment.installments).toHaveLength(6);
    expect((await demo.get(`/payments/${payment.id}`)).body.data.status).toBe('paid');
    expect((await demo.get('/payments?state=pending')).body.data.some((p: { id: number }) => p.id === payment.id)).toBe(
      false,
    );
    const again = await demo.post(`/payments/${payment.id}/pay`, { cardId: 1, returnUrl: RETURN_URL });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_PAID');
  });

  it('answers the payment failures of spec point 8 without changing the payment', async () => {
    const demo = await as();
    const payment = upcoming();
    const pay = (body: unknown) => demo.post(`/payments/${payment.id}/pay`, body);
    const newCard = {
      holderName: 'Katharina Vogt',
      number: '4000000000000002',
      expiryMonth: 12,
      expiryYear: 2099,
      cvv: '123',
    };

    const declined = await pay({ card: newCard, returnUrl: RETURN_URL });
    expect(declined.status).toBe(422);
    expect(declined.body.code).toBe('PAYMENT_FAILED');
    const unknownCard = await pay({ cardId: 77, returnUrl: RETURN_URL });
    expect(unknownCard.status).toBe(404);
    expect(unknownCard.body.code).toBe('CARD_NOT_FOUND');
    // http only to a local portal; another scheme is refused by the document's pattern (a field error).
    const redirect = await pay({ cardId: 1, returnUrl: 'http://evil.example/phish' });
    expect(redirect.body.code).toBe('INVALID_3D_REDIRECT_URL');
    const script = await pay({ cardId: 1, returnUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(422);
    expect(script.body.errors.returnUrl).toBeTruthy();
    const both = await pay({ cardId: 1, card: newCard, returnUrl: RETURN_URL });
    expect(both.status).toBe(422);
    expect(both.body.errors.cardId).toBeTruthy();
    const cvv = await pay({ card: { ...newCard, number: '4111111111111111', cvv: '12' }, returnUrl: RETURN_URL });
    expect(cvv.body.errors['card.cvv']).toBeTruthy();

    expect((await demo.get(`/payments/${payment.id}`)).body.data.status).toBe('pending');
    expect((await demo.get('/customers/1/credit-cards')).body.data).toHaveLength(2);
  });

  const threeDCard = {
    holderName: 'Katharina Vogt',
    number: '4000000000003220',
    expiryMonth: 12,
    expiryYear: 2099,
    cvv: '123',
  };

  /** Starts a 3-D Secure payment and returns the bank page's address and the token it carries. */
  async function startThreeDSecure(demo: Awaited<ReturnType<typeof as>>, paymentId: number, saveCard = false) {
    const result = await demo.post(`/payments/${paymentId}/pay`, { card: threeDCard, saveCard, returnUrl: RETURN_URL });
    expect(result.status).toBe(200);
    expect(result.body.data.status).toBe('requires_3d_secure');
    const redirect = new URL(result.body.data.redirectUrl);
    return { result, redirect, token: redirect.searchParams.get('token') ?? '' };
  }

  it('sends a 3-D Secure card to the mock bank page and records the payment only when the bank approves', async () => {
    const demo = await as();
    const payment = upcoming();
    const { result, redirect, token } = await startThreeDSecure(demo, payment.id, true);
    expect(result.body.data.payment.status).toBe('pending');
    expect(redirect.origin).toBe(new URL(TEST_API_BASE_URL).origin);
    expect(redirect.pathname).toBe('/__mock/bank-3d-secure.html');
    expect(redirect.searchParams.get('returnUrl')).toBe(RETURN_URL);
    expect((await demo.get(`/payments/${payment.id}`)).body.data.status).toBe('pending');
    // The card waits masked for the bank's verdict; nothing keeps its number.
    expect(JSON.stringify(db.payments.all())).not.toContain(threeDCard.number);
    expect((await demo.get('/customers/1/credit-cards')).body.data).toHaveLength(2);

    const done = await demo.post(`/payments/${payment.id}/three-d-secure`, { redirectResult: `${token}.approved` });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'paid', redirectUrl: null, payment: { status: 'paid' } });
    const cards = (await demo.get('/customers/1/credit-cards')).body.data;
    expect(cards.map((c: { maskedNumber: string }) => c.maskedNumber)).toContain('**** **** **** 3220');
    // A reload of the result page hands the token over again: the payment is paid already.
    const again = await demo.post(`/payments/${payment.id}/three-d-secure`, { redirectResult: `${token}.approved` });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_PAID');
  });

  it('leaves the payment pending when the bank declines, and takes a token once and for its payment only', async () => {
    const demo = await as();
    const payment = upcoming();
    const other = pending().find((p) => p.id !== payment.id);
    expect(other, 'the seed has two pending payments').toBeTruthy();
    const { token } = await startThreeDSecure(demo, payment.id);
    const complete = (id: number, redirectResult: string) =>
      demo.post(`/payments/${id}/three-d-secure`, { redirectResult });

    const foreign = await complete(other?.id ?? 0, `${token}.approved`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.redirectResult).toBeTruthy();
    const forged = await complete(payment.id, `${token}.maybe`);
    expect(forged.body.errors.redirectResult).toBeTruthy();

    const declined = await complete(payment.id, `${token}.declined`);
    expect(declined.status).toBe(422);
    expect(declined.body.code).toBe('PAYMENT_FAILED');
    expect((await demo.get(`/payments/${payment.id}`)).body.data.status).toBe('pending');
    const used = await complete(payment.id, `${token}.approved`);
    expect(used.status).toBe(422);
    expect(used.body.errors.redirectResult).toBeTruthy();

    expect((await complete(99999, `${token}.approved`)).status).toBe(404);
    // Completing needs edit rights for the payment's provider: Mia's link to the photographer has no can-manage.
    const photographerPayment = await db.payments.create({
      ...payment,
      id: 9901,
      providerId: 102,
      threeDSecure: null,
    });
    const mia = await as('mia.krause', 'passwort123');
    const refused = await mia.post(`/payments/${photographerPayment.id}/three-d-secure`, {
      redirectResult: `${token}.approved`,
    });
    expect(refused.status).toBe(403);
    // Paying it is refused the same way.
    const payRefused = await mia.post(`/payments/${photographerPayment.id}/pay`, { cardId: 1, returnUrl: RETURN_URL });
    expect(payRefused.status).toBe(403);
    expect(payRefused.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
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
