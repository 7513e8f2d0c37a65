// Server labels in every answer language (issue 38.3): every seeded config value and server text carries German,
// English, Turkish and Arabic, written rather than copied, and the API answers the language of Accept-Language
// (the portal's ar-AE and ar-SA read Arabic, tr-TR Turkish, the four en-* English, de-DE German).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zConfigType } from '../../src/api/generated/zod/zod.gen';
import { db, resetDatabase } from '../db';
import { addDays, isoDate, now, startOfDay } from '../lib/clock';
import { LANGUAGE_KEYS, type Labels, languageOf } from '../lib/labels';
import { createMockServer } from '../node';
import { call, type CallResult, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const ARABIC = /[\u0600-\u06FF]/;
/**
 * Names written alike in every language: brands, channels, German legal forms and the currency. Nothing else
 * may carry the same text in all four languages.
 */
const SAME_EVERYWHERE = new Set([
  'EUR',
  'Google',
  'Facebook',
  'WeddingWire',
  'GmbH',
  'GbR',
  'e.K.',
  'Rembo Styling',
  'Kaviar Gauche',
  'Lilly',
  'Pronovias',
]);

/** Every localized collection of the seed with its labels, named for the failure message. */
function seededLabels(): Array<[string, Labels]> {
  return [
    ...db.configEntries.all().map((e): [string, Labels] => [`config ${e.type} ${String(e.itemId)}`, e.labels]),
    ...db.categories.all().map((c): [string, Labels] => [`category ${c.id}`, c.labels]),
    ...db.providerForms
      .all()
      .flatMap((f): Array<[string, Labels]> => [
        [`form ${f.categoryId}.${f.fieldName}`, f.labels],
        ...f.options.map((o): [string, Labels] => [`form option ${f.fieldName}.${o.value}`, o.labels]),
      ]),
    ...db.infoRequestForms
      .all()
      .flatMap((f): Array<[string, Labels]> => [
        [`quote form ${f.id}`, f.names],
        ...f.fields.map((field): [string, Labels] => [`quote form ${f.id}.${field.name}`, field.labels]),
      ]),
    ...db.providerPrompts.all().flatMap((p): Array<[string, Labels]> => [
      [`prompt ${p.id} title`, p.texts.title],
      [`prompt ${p.id} body`, p.texts.body],
      [`prompt ${p.id} link`, p.texts.linkText],
    ]),
    ...db.changeRequests.all().map((c): [string, Labels] => [`change request ${c.id}`, c.summaries]),
    ...db.leadHistories.all().map((h): [string, Labels] => [`lead history ${h.id}`, h.texts]),
    ...db.payments.all().map((p): [string, Labels] => [`payment ${p.id}`, p.descriptions]),
    ...db.catalogTypes.all().map((t): [string, Labels] => [`catalogue type ${t.id}`, t.labels]),
    ...db.catalogItemOptions.all().flatMap((o): Array<[string, Labels]> => [
      [`catalogue item ${o.id} name`, o.labels],
      [`catalogue item ${o.id} unit`, o.unitLabels],
    ]),
  ];
}

describe('seeded labels', () => {
  it('cover every localized collection', () => {
    const names = seededLabels().map(([name]) => name.split(' ')[0]);
    for (const kind of ['config', 'category', 'form', 'quote', 'prompt', 'change', 'lead', 'payment', 'catalogue'])
      expect(names, kind).toContain(kind);
    // The server's fixed catalogue lists, every entry: three types and 23 item options, each with its unit.
    const catalogue = seededLabels().filter(([name]) => name.startsWith('catalogue '));
    expect(catalogue.filter(([name]) => name.startsWith('catalogue type'))).toHaveLength(3);
    expect(catalogue.filter(([name]) => name.endsWith(' name'))).toHaveLength(23);
    expect(catalogue.filter(([name]) => name.endsWith(' unit'))).toHaveLength(23);
    // Every config type of the document is seeded.
    expect(new Set(db.configEntries.all().map((e) => e.type))).toEqual(new Set(zConfigType.options));
  });

  it('carry German, English, Turkish and Arabic, the Arabic in Arabic script', () => {
    const faults: string[] = [];
    for (const [name, labels] of seededLabels()) {
      for (const language of LANGUAGE_KEYS) if (!labels[language]?.trim()) faults.push(`${name}: no ${language}`);
      const sameEverywhere = LANGUAGE_KEYS.every((language) => labels[language] === labels.de);
      if (sameEverywhere) {
        if (!SAME_EVERYWHERE.has(labels.de)) faults.push(`${name}: "${labels.de}" copied into every language`);
        continue;
      }
      if (!ARABIC.test(labels.ar)) faults.push(`${name}: Arabic "${labels.ar}" has no Arabic script`);
      if (labels.ar === labels.en) faults.push(`${name}: Arabic copies the English "${labels.en}"`);
    }
    expect(faults).toEqual([]);
  });

  it('are not English copies in Turkish where the words differ', () => {
    const copies = seededLabels()
      .filter(([, labels]) => labels.tr === labels.en && labels.en !== labels.de)
      .map(([name, labels]) => `${name}: "${labels.tr}"`);
    // Only words Turkish shares with English (brand-like names) may match.
    expect(copies.filter((copy) => !/"(SMS|WhatsApp|Facebook)"$/.test(copy))).toEqual([]);
  });
});

describe('Accept-Language', () => {
  it('maps the portal locales onto the four answer languages', () => {
    const of = (value: string | null) =>
      languageOf(new Request('https://api.test/', { headers: value === null ? {} : { 'Accept-Language': value } }));
    expect(['ar-SA', 'ar-AE'].map(of)).toEqual(['ar', 'ar']);
    expect(['en-AU', 'en-CA', 'en-SA', 'en-US'].map(of)).toEqual(['en', 'en', 'en', 'en']);
    expect(of('tr-TR')).toBe('tr');
    expect([of('de-DE'), of(null)]).toEqual(['de', 'de']);
  });

  const AR = { 'Accept-Language': 'ar-SA' };

  async function configs(types: string[], headers: Record<string, string>) {
    const query = types.map((type) => `itemTypes=${type}`).join('&');
    const answer = await call('GET', `/configs?${query}`, { headers });
    expect(answer.status).toBe(200);
    return answer.body.data as Record<string, Array<{ itemId: string | number; value: string }>>;
  }

  it('answers every config value in Arabic for ar-SA and in Turkish for tr-TR', async () => {
    const types = [...zConfigType.options];
    const arabic = await configs(types, AR);
    const turkish = await configs(types, { 'Accept-Language': 'tr-TR' });
    const english = await configs(types, { 'Accept-Language': 'en-US' });
    const byId = (rows: Array<{ itemId: string | number; value: string }>, itemId: string | number) =>
      rows.find((row) => row.itemId === itemId)?.value;
    expect(byId(arabic.customer_menu_pricing_type ?? [], 'per_person')).toBe('السعر للفرد');
    expect(byId(arabic.payment_status ?? [], 'pending')).toBe('بانتظار الدفع');
    expect(byId(arabic.payment_type ?? [], 'plus_leads')).toBe('طلبات بلس');
    expect(byId(arabic.provider_testimonial_added_by ?? [], 'couple')).toBe('الزوجان');
    expect(byId(arabic.organization_type ?? [], 1)).toBe('حفل زفاف');
    expect(byId(turkish.customer_menu_pricing_type ?? [], 'per_person')).toBe('Kişi başı fiyat');
    expect(byId(english.customer_menu_pricing_type ?? [], 'per_person')).toBe('Price per person');
    for (const type of types) {
      for (const row of arabic[type] ?? []) {
        if (SAME_EVERYWHERE.has(row.value)) continue;
        expect(row.value, `${type} ${String(row.itemId)}`).toMatch(ARABIC);
      }
    }
  });

  it('labels every status, kind, origin, role and title the lists answer in Arabic', async () => {
    const { accessToken: token } = await login('demo');
    const arabic = await configs(
      ['payment_status', 'payment_type', 'provider_testimonial_added_by', 'customer_user_role', 'customer_user_title'],
      AR,
    );
    const labelled = (type: string, itemId: string | number | null) =>
      itemId === null || ARABIC.test(arabic[type]?.find((row) => row.itemId === itemId)?.value ?? '');

    const payments = await call('GET', '/payments?limit=100', { token, headers: AR });
    expect(payments.status).toBe(200);
    expect(payments.body.data.length).toBeGreaterThan(0);
    for (const payment of payments.body.data as Array<{ status: string; type: string }>) {
      expect(labelled('payment_status', payment.status), payment.status).toBe(true);
      expect(labelled('payment_type', payment.type), payment.type).toBe(true);
    }

    const reviews = await call('GET', '/provider-testimonials?limit=100', { token, headers: AR });
    expect(reviews.status).toBe(200);
    for (const review of reviews.body.data as Array<{ addedBy: string }>)
      expect(labelled('provider_testimonial_added_by', review.addedBy), review.addedBy).toBe(true);

    const users = await call('GET', '/customers/1/users?limit=100', { token, headers: AR });
    expect(users.status).toBe(200);
    for (const user of users.body.data as Array<{ roleId: number; titleId: number | null }>) {
      expect(labelled('customer_user_role', user.roleId), String(user.roleId)).toBe(true);
      expect(labelled('customer_user_title', user.titleId), String(user.titleId)).toBe(true);
    }
  });

  it('answers to-dos and notifications in the asked language', async () => {
    const { accessToken: token } = await login('demo');
    for (const type of ['todo', 'notification']) {
      const arabic = await call('GET', `/provider-prompts?type=${type}&limit=100`, { token, headers: AR });
      const german = await call('GET', `/provider-prompts?type=${type}&limit=100`, { token });
      expect(arabic.status).toBe(200);
      expect(arabic.body.data.length).toBeGreaterThan(0);
      for (const prompt of arabic.body.data as Array<{ title: string; body: string; linkData: { text: string } }>) {
        expect(prompt.title).toMatch(ARABIC);
        expect(prompt.body).toMatch(ARABIC);
        expect(prompt.linkData.text).toMatch(ARABIC);
      }
      for (const prompt of german.body.data as Array<{ title: string }>) expect(prompt.title).not.toMatch(ARABIC);
    }
  });

  it('answers lead histories, change requests and missing form fields in Arabic', async () => {
    const { accessToken: token } = await login('demo');
    const changes = await call('GET', '/change-requests/pending', { token, headers: AR });
    expect(changes.status).toBe(200);
    expect(changes.body.data.length).toBeGreaterThan(0);
    for (const change of changes.body.data as Array<{ summary: string }>) expect(change.summary).toMatch(ARABIC);

    const missing = await call('GET', '/providers/103/missing-data', { token, headers: AR });
    expect(missing.status).toBe(200);
    expect(missing.body.data.forms.length).toBeGreaterThan(0);
    for (const form of missing.body.data.forms as Array<{ label: string }>) expect(form.label).toMatch(ARABIC);

    const lead = db.leadHistories.all()[0];
    if (!lead) throw new Error('no lead history in the seed');
    const histories = await call('GET', `/leads/${lead.leadId}/histories?limit=100`, { token, headers: AR });
    if (histories.status === 200)
      for (const history of histories.body.data as Array<{ text: string }>) expect(history.text).toMatch(ARABIC);
  });

  /** Arabic month names (Gregorian, as the Gulf writes them), January first. */
  const ARABIC_MONTHS = [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ];
  const arabicMonth = (isoMonth: string) =>
    `${ARABIC_MONTHS[Number(isoMonth.slice(5, 7)) - 1] ?? '?'} ${isoMonth.slice(0, 4)}`;

  type Summary = { id: number; category: { id: number; name: string } };

  it('names the provider category in every provider view in the asked language', async () => {
    const { accessToken: token, id: sessionId } = await login('demo');
    const venue = 'قاعة أفراح';
    const categories = db.categories.all();
    const arabicOf = (id: number) => categories.find((c) => c.id === id)?.labels.ar;
    const views: Array<[string, Summary[]]> = [];
    const collect = async (name: string, path: string, pick: (body: CallResult['body']) => Summary[]) => {
      const answer = await call('GET', path, { token, headers: AR });
      expect(answer.status, path).toBe(200);
      views.push([name, pick(answer.body)]);
    };
    await collect('provider', '/providers/101', (body) => [body.data]);
    await collect('providers', '/providers?limit=100', (body) => body.data);
    await collect('session', `/access-tokens/${sessionId}`, (body) => body.data.user.providers);
    await collect('leads', '/leads?limit=20', (body) => body.data.map((row: { provider: Summary }) => row.provider));
    await collect('payments', '/payments?limit=100', (body) =>
      body.data.map((row: { provider: Summary }) => row.provider),
    );
    await collect('reviews', '/provider-testimonials?limit=20', (body) =>
      body.data.map((row: { provider: Summary }) => row.provider),
    );
    await collect('users', '/customers/1/users?limit=100', (body) =>
      body.data.flatMap((user: { customerUserProviders: Array<{ provider: Summary }> }) =>
        user.customerUserProviders.map((link) => link.provider),
      ),
    );
    await collect('related', '/providers/101/related-providers?limit=100', (body) =>
      body.data.map((row: { relatedProvider: Summary }) => row.relatedProvider),
    );
    for (const [name, summaries] of views) {
      expect(summaries.length, name).toBeGreaterThan(0);
      for (const summary of summaries) expect(summary.category.name, name).toBe(arabicOf(summary.category.id));
    }
    expect(views[0]?.[1][0]?.category.name).toBe(venue);

    const german = await call('GET', '/providers/101', { token });
    expect(german.body.data.category.name).toBe('Hochzeitslocation');
  });

  type CatalogueAnswer = {
    id: number;
    name: string;
    catalogType: { id: number; name: string };
    prices: Array<{ catalogItemOption: { id: number; name: string; unitLabel: string } }>;
  };

  it('names a catalogue’s type, item options and units in Arabic for ar-AE and in German without a header', async () => {
    const { accessToken: token } = await login('demo');
    // Catalogue 1 of the seed: the menu "Hochzeitsmenü 2027" of provider 101, its first row the Sektempfang.
    const arabic = await call('GET', '/customers/1/catalogs/1', { token, headers: { 'Accept-Language': 'ar-AE' } });
    const german = await call('GET', '/customers/1/catalogs/1', { token });
    expect([arabic.status, german.status]).toEqual([200, 200]);
    const ar = arabic.body.data as CatalogueAnswer;
    const de = german.body.data as CatalogueAnswer;
    expect(ar.name).toBe('Hochzeitsmenü 2027');
    expect(ar.catalogType).toEqual({ id: 1, name: 'قائمة طعام' });
    expect(de.catalogType).toEqual({ id: 1, name: 'Menü' });
    expect(ar.prices[0]?.catalogItemOption).toEqual({ id: 1, name: 'استقبال بالنبيذ الفوار', unitLabel: 'شخص' });
    expect(de.prices[0]?.catalogItemOption).toEqual({ id: 1, name: 'Sektempfang', unitLabel: 'Person' });
    expect(ar.prices.length).toBeGreaterThan(1);
    for (const { catalogItemOption: option } of ar.prices) {
      expect(option.name, String(option.id)).toMatch(ARABIC);
      expect(option.unitLabel, String(option.id)).toMatch(ARABIC);
    }
    for (const { catalogItemOption: option } of de.prices) expect(option.name).not.toMatch(ARABIC);
  });

  it('names catalogue types as GET /configs does and item options in the asked language in every answer', async () => {
    const { accessToken: token } = await login('demo');
    const arabicOption = (option: { name: string; unitLabel: string }) =>
      ARABIC.test(option.name) && ARABIC.test(option.unitLabel);
    // The list, in each answer language: the type as the config catalog_type names it (one source).
    for (const language of ['de-DE', 'en-US', 'tr-TR', 'ar-AE']) {
      const headers = { 'Accept-Language': language };
      const kinds = (await configs(['catalog_type'], headers)).catalog_type ?? [];
      const list = await call('GET', '/customers/1/catalogs?limit=100', { token, headers });
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(0);
      for (const catalogue of list.body.data as CatalogueAnswer[])
        expect(catalogue.catalogType.name, language).toBe(
          kinds.find((kind) => kind.itemId === catalogue.catalogType.id)?.value,
        );
    }
    const english = await call('GET', '/customers/1/catalogs/1', { token, headers: { 'Accept-Language': 'en-AU' } });
    const turkish = await call('GET', '/customers/1/catalogs/1', { token, headers: { 'Accept-Language': 'tr-TR' } });
    expect(english.body.data.prices[0].catalogItemOption).toMatchObject({ name: 'Sparkling wine reception' });
    expect(turkish.body.data.prices[0].catalogItemOption).toMatchObject({ name: 'Köpüklü şarap ikramı' });

    const arabicList = await call('GET', '/customers/1/catalogs?limit=100', { token, headers: AR });
    for (const catalogue of arabicList.body.data as CatalogueAnswer[])
      for (const price of catalogue.prices) expect(arabicOption(price.catalogItemOption), catalogue.name).toBe(true);

    const items = await call('GET', '/catalog-items?catalogTypeId=1&providerCategoryId=1', { token, headers: AR });
    expect(items.status).toBe(200);
    expect(items.body.data.length).toBeGreaterThan(0);
    for (const option of items.body.data as Array<{ name: string; unitLabel: string }>)
      expect(arabicOption(option), option.name).toBe(true);

    // The price update (the modal's save) and a new catalogue answer in the asked language; stored rows stay German.
    const stored = db.catalogs.findFirst((q) => q.where({ id: 2 }));
    if (!stored) throw new Error('no catalogue 2 in the seed');
    const updated = await call('PUT', '/customers/1/catalogs/2', {
      token,
      headers: AR,
      body: {
        expireAt: isoDate(addDays(startOfDay(now()), 30)),
        prices: stored.prices.map((p) => ({
          weekPeriod: p.weekPeriod,
          price: p.price,
          catalogItemOptionId: p.catalogItemOption.id,
        })),
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.catalogType.name).toBe('قائمة أسعار');
    for (const price of (updated.body.data as CatalogueAnswer).prices)
      expect(arabicOption(price.catalogItemOption)).toBe(true);
    const created = await call('POST', '/customers/1/catalogs', {
      token,
      headers: AR,
      body: {
        providerId: 102,
        name: 'Fotopakete 2027',
        catalogTypeId: 3,
        pricingType: 'package',
        isMain: false,
        expireAt: isoDate(addDays(startOfDay(now()), 30)),
        prices: [{ weekPeriod: 'all', price: 990, catalogItemOptionId: 13, currency: 1, unit: 1 }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.catalogType.name).toBe('عرض باقة');
    expect(created.body.data.prices[0].catalogItemOption).toEqual({
      id: 13,
      name: 'جلسة تصوير الخطوبة',
      unitLabel: 'جلسة تصوير',
    });
    const saved = db.catalogs.findFirst((q) => q.where({ id: created.body.data.id }));
    expect(saved?.catalogType.name).toBe('Paketangebot');
    expect(saved?.prices[0]?.catalogItemOption.name).toBe('Verlobungsshooting');
  });

  it('answers payment descriptions in Arabic for ar-SA, months in Arabic, names as written', async () => {
    const { accessToken: token } = await login('demo');
    const arabic = await call('GET', '/payments?limit=100', { token, headers: AR });
    const german = await call('GET', '/payments?limit=100', { token });
    expect(arabic.status).toBe(200);
    const rows = arabic.body.data as Array<{
      id: number;
      type: string;
      status: string;
      description: string;
      servicePeriod: { startMonth: string; endMonth: string } | null;
    }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.description, String(row.id)).toMatch(ARABIC);
      if (row.servicePeriod) expect(row.description, String(row.id)).toContain(arabicMonth(row.servicePeriod.endMonth));
    }
    const plan = rows.find((row) => row.type === 'subscription' && row.status === 'pending');
    if (!plan?.servicePeriod) throw new Error('no open plan fee in the seed');
    expect(plan.description).toBe(`باقة Prime، ${arabicMonth(plan.servicePeriod.startMonth)}`);
    const germanPlan = (german.body.data as Array<{ id: number; description: string }>).find(
      (row) => row.id === plan.id,
    );
    expect(germanPlan?.description).toMatch(/^Prime-Paket [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
  });
});
