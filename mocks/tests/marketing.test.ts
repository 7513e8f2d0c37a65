// Discounts and coupons, agreements, statistics and proposals of the mock backend.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { AGREEMENT_TEXT, DISCOUNT } from '../db/marketing';
import { addDays, isoDate, now, setMockNow } from '../lib/clock';
import { createMockServer } from '../node';
import { call, demoToken, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});
afterEach(() => setMockNow(null));

const validFrom = isoDate(addDays(now(), 30));
const validUntil = isoDate(addDays(now(), 90));
const validDiscount = {
  providerId: PROVIDER.lichtwerk,
  discountType: 'discount',
  discountRatio: 12,
  intro: '12 % auf alle Reportagen in den Wintermonaten.',
  priceBefore: 2500,
  priceAfter: 2200,
  validFrom,
  validUntil,
  giftText: 'Zweite Fotografin für die Trauung gratis',
};

describe('discounts', () => {
  it('lists only the discounts of the user’s providers, newest first, with both types in every status', async () => {
    const token = await demoToken();
    const { status, body } = await call('GET', '/discounts?limit=100', { token });
    expect(status).toBe(200);
    expect(body.paging.total).toBe(10);
    const rows = body.data as Array<{
      id: number;
      providerId: number;
      createdAt: string;
      status: string;
      discountType: string;
    }>;
    expect(new Set(rows.map((d) => d.providerId))).toEqual(new Set([101, 102, 103]));
    const created = rows.map((d) => d.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const type of ['discount', 'installment']) {
      for (const state of ['pending_approval', 'published', 'rejected', 'expired']) {
        expect(
          rows.some((d) => d.discountType === type && d.status === state),
          `${type} ${state}`,
        ).toBe(true);
      }
    }
    const basic = await login('basic');
    const other = await call('GET', '/discounts', { token: basic.accessToken });
    expect(other.body.data).toEqual([]);
  });

  it('filters by provider and status and pages', async () => {
    const token = await demoToken();
    const published = await call('GET', '/discounts?providerIds=101,201&status=published', { token });
    expect(published.body.data.map((d: { id: number }) => d.id).sort()).toEqual([
      DISCOUNT.ratenHavelblick,
      DISCOUNT.freitagsrabatt,
    ]);
    const page = await call('GET', '/discounts?limit=3&page=2&sort=id', { token });
    expect(page.body.data.map((d: { id: number }) => d.id)).toEqual([5395, 5396, 5397]);
    expect(page.body.paging).toEqual({ page: 2, limit: 3, total: 10, pageCount: 4 });
    const badSort = await call('GET', '/discounts?sort=-secret', { token });
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors.sort).toBeTruthy();
  });

  it('creates a discount waiting for approval and makes a primary one the only primary', async () => {
    const token = await demoToken();
    const { status, body } = await call('POST', '/discounts', { token, body: { ...validDiscount, isPrimary: true } });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      id: 5402,
      status: 'pending_approval',
      isPrimary: true,
      rejectReason: null,
      installmentCount: null,
    });
    expect(body.data.provider.name).toBe('Lichtwerk Fotografie');
    const list = await call('GET', '/discounts?providerIds=102&limit=100', { token });
    expect(list.body.data[0].id).toBe(5402);
    const primaries = list.body.data
      .filter((d: { isPrimary: boolean }) => d.isPrimary)
      .map((d: { id: number }) => d.id);
    expect(primaries).toEqual([5402]);
  });

  it('is approved by the team after 2 working days and expires after validUntil', async () => {
    const token = await demoToken();
    const created = await call('POST', '/discounts', { token, body: validDiscount });
    setMockNow(addDays(now(), 1));
    expect((await call('GET', `/discounts/${created.body.data.id}`, { token })).body.data.status).toBe(
      'pending_approval',
    );
    setMockNow(addDays(now(), 4));
    expect((await call('GET', `/discounts/${created.body.data.id}`, { token })).body.data.status).toBe('published');
    setMockNow(addDays(new Date(`${validUntil}T10:00:00Z`), 1));
    const later = await login('demo');
    expect(
      (await call('GET', `/discounts/${created.body.data.id}`, { token: later.accessToken })).body.data.status,
    ).toBe('expired');
  });

  it('rejects broken discounts with field errors and stores nothing', async () => {
    const token = await demoToken();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validDiscount, discountRatio: undefined }, 'discountRatio'],
      [{ ...validDiscount, discountRatio: 120 }, 'discountRatio'],
      [{ ...validDiscount, installmentCount: 6 }, 'installmentCount'],
      [
        { ...validDiscount, discountType: 'installment', discountRatio: undefined, installmentCount: 30 },
        'installmentCount',
      ],
      [{ ...validDiscount, discountType: 'installment', installmentCount: 6 }, 'discountRatio'],
      [{ ...validDiscount, priceAfter: 2500 }, 'priceAfter'],
      [{ ...validDiscount, priceAfter: null }, 'priceAfter'],
      [{ ...validDiscount, priceBefore: undefined }, 'priceBefore'],
      // Whole cents only (the document's multipleOf 0.01): "1.760,505" is no price.
      [{ ...validDiscount, priceAfter: 1760.505 }, 'priceAfter'],
      [{ ...validDiscount, validUntil: isoDate(addDays(new Date(`${validFrom}T00:00:00Z`), -1)) }, 'validUntil'],
      [{ ...validDiscount, intro: 'x'.repeat(501) }, 'intro'],
      [{ ...validDiscount, intro: '   ' }, 'intro'],
      [{ ...validDiscount, giftText: 'x'.repeat(201) }, 'giftText'],
      [{ ...validDiscount, popupShowcaseTitle: 'x'.repeat(81) }, 'popupShowcaseTitle'],
      [{ ...validDiscount, couponCode: 'X' }, 'couponCode'],
    ];
    for (const [body, field] of cases) {
      const result = await call('POST', '/discounts', { token, body });
      expect(result.status, field).toBe(422);
      expect(result.body.errors[field], `${field}: ${JSON.stringify(result.body)}`).toBeTruthy();
    }
    expect(db.discounts.count()).toBe(10);
  });

  it('refuses providers of other firms and plans without discounts', async () => {
    const token = await demoToken();
    const foreign = await call('POST', '/discounts', {
      token,
      body: { ...validDiscount, providerId: PROVIDER.elbblick },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('PROVIDER_NOT_LINKED');
    const basic = await login('basic');
    const plan = await call('POST', '/discounts', {
      token: basic.accessToken,
      body: { ...validDiscount, providerId: PROVIDER.elbblick },
    });
    expect(plan.status).toBe(403);
    expect(plan.body.code).toBe('PLAN_FEATURE_REQUIRED');
    expect((await call('GET', `/discounts/${DISCOUNT.freitagsrabatt}`, { token: basic.accessToken })).status).toBe(404);

    await resetDatabase('basic-plan');
    const downgraded = await call('POST', '/discounts', { token: await demoToken(), body: validDiscount });
    expect(downgraded.status).toBe(403);
    expect(downgraded.body.code).toBe('PLAN_FEATURE_REQUIRED');
  });

  it('puts an edited discount back to approval, checks the rules against stored values and switches types', async () => {
    const token = await demoToken();
    const edited = await call('PUT', `/discounts/${DISCOUNT.winterhochzeit}`, {
      token,
      body: { discountRatio: 25, priceAfter: 2625 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      status: 'pending_approval',
      rejectReason: null,
      discountRatio: 25,
      priceBefore: 3500,
    });
    expect((await call('GET', `/discounts/${DISCOUNT.winterhochzeit}`, { token })).body.data.priceAfter).toBe(2625);

    const tooHigh = await call('PUT', `/discounts/${DISCOUNT.winterhochzeit}`, { token, body: { priceAfter: 3600 } });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.errors.priceAfter).toBeTruthy();
    const beforeFrom = await call('PUT', `/discounts/${DISCOUNT.winterhochzeit}`, {
      token,
      body: { validFrom: '2099-01-01' },
    });
    expect(beforeFrom.body.errors.validFrom).toBeTruthy();
    const noCount = await call('PUT', `/discounts/${DISCOUNT.winterhochzeit}`, {
      token,
      body: { discountType: 'installment' },
    });
    expect(noCount.status).toBe(422);
    expect(noCount.body.errors.installmentCount).toBeTruthy();
    expect((await call('PUT', `/discounts/${DISCOUNT.winterhochzeit}`, { token, body: {} })).status).toBe(422);

    const switched = await call('PUT', `/discounts/${DISCOUNT.winterhochzeit}`, {
      token,
      body: { discountType: 'installment', installmentCount: 4 },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ discountType: 'installment', installmentCount: 4, discountRatio: null });
  });

  it('keeps one primary discount per provider when another becomes primary', async () => {
    const token = await demoToken();
    await call('PUT', `/discounts/${DISCOUNT.ratenHavelblick}`, { token, body: { isPrimary: true } });
    const list = await call('GET', '/discounts?providerIds=101', { token });
    expect(list.body.data.filter((d: { isPrimary: boolean }) => d.isPrimary).map((d: { id: number }) => d.id)).toEqual([
      DISCOUNT.ratenHavelblick,
    ]);
    // Other providers keep theirs.
    expect((await call('GET', `/discounts/${DISCOUNT.wochentags}`, { token })).body.data.isPrimary).toBe(true);
  });

  it('deletes a discount with its coupons; other firms get 404', async () => {
    const token = await demoToken();
    const basic = await login('basic');
    expect((await call('DELETE', `/discounts/${DISCOUNT.freitagsrabatt}`, { token: basic.accessToken })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/discounts/${DISCOUNT.freitagsrabatt}`, { token })).status).toBe(204);
    expect((await call('GET', `/discounts/${DISCOUNT.freitagsrabatt}`, { token })).status).toBe(404);
    const coupons = await call('GET', `/discount-coupons?discountId=${DISCOUNT.freitagsrabatt}`, { token });
    expect(coupons.body.data).toEqual([]);
    expect(db.discountCoupons.all().some((c) => c.discountId === DISCOUNT.freitagsrabatt)).toBe(false);
  });
});

describe('discount coupons', () => {
  it('lists the coupons of a discount newest first, and only the user’s', async () => {
    const token = await demoToken();
    const { body } = await call('GET', `/discount-coupons?discountId=${DISCOUNT.freitagsrabatt}`, { token });
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([880, 879]);
    expect((await call('GET', '/discount-coupons', { token })).body.paging.total).toBe(5);
    const basic = await login('basic');
    expect((await call('GET', '/discount-coupons', { token: basic.accessToken })).body.data).toEqual([]);
  });

  it('creates a coupon with a unique code and checks its validity against the discount', async () => {
    const token = await demoToken();
    const discount = (await call('GET', `/discounts/${DISCOUNT.wochentags}`, { token })).body.data;
    const created = await call('POST', '/discount-coupons', {
      token,
      body: { discountId: DISCOUNT.wochentags, code: 'SPREE-2027', maxUsage: 10 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      id: 881,
      code: 'SPREE-2027',
      usageCount: 0,
      maxUsage: 10,
      validUntil: null,
    });
    const list = await call('GET', `/discount-coupons?discountId=${DISCOUNT.wochentags}`, { token });
    expect(list.body.data[0].code).toBe('SPREE-2027');

    const taken = await call('POST', '/discount-coupons', {
      token,
      body: { discountId: DISCOUNT.musterkleider, code: 'SPREE-2027' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('COUPON_CODE_TAKEN');
    const lower = await call('POST', '/discount-coupons', {
      token,
      body: { discountId: DISCOUNT.wochentags, code: 'spree' },
    });
    expect(lower.status).toBe(422);
    expect(lower.body.errors.code).toBeTruthy();
    const tooLong = await call('POST', '/discount-coupons', {
      token,
      body: {
        discountId: DISCOUNT.wochentags,
        code: 'LANGE-GUELTIG',
        validUntil: isoDate(addDays(new Date(`${discount.validUntil}T00:00:00Z`), 1)),
      },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.validUntil).toBeTruthy();
    const expired = await call('POST', '/discount-coupons', {
      token,
      body: { discountId: DISCOUNT.messeLichtwerk, code: 'NACHMESSE' },
    });
    expect(expired.body.errors.discountId).toBeTruthy();
    const basic = await login('basic');
    expect(
      (
        await call('POST', '/discount-coupons', {
          token: basic.accessToken,
          body: { discountId: DISCOUNT.wochentags, code: 'FREMD' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a coupon', async () => {
    const token = await demoToken();
    expect((await call('DELETE', '/discount-coupons/879', { token })).status).toBe(204);
    expect((await call('DELETE', '/discount-coupons/879', { token })).status).toBe(404);
    const list = await call('GET', `/discount-coupons?discountId=${DISCOUNT.freitagsrabatt}`, { token });
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([880]);
  });
});

describe('agreements', () => {
  it('lists the current version of each text, filterable by type', async () => {
    const token = await demoToken();
    const { body } = await call('GET', '/agreement-texts', { token });
    expect(body.data.map((t: { type: string; version: number }) => `${t.type}@${t.version}`)).toEqual([
      'terms@2',
      'privacy@2',
      'preliminary_information@1',
      'referral_terms@1',
    ]);
    expect(body.data[3].content).toContain('5.000 EUR');
    const referral = await call('GET', '/agreement-texts?type=referral_terms', { token });
    expect(referral.body.data.map((t: { id: number }) => t.id)).toEqual([AGREEMENT_TEXT.referralTerms]);
    expect((await call('GET', '/agreement-texts?type=agb', { token })).status).toBe(422);
  });

  it('asks only the new user to accept: every other demo login has signed the current terms and privacy policy', async () => {
    const logins = [
      ['demo'],
      ['basic'],
      ['renew'],
      ['jonas.albrecht', 'passwort123'],
      ['mia.krause', 'passwort123'],
      ['felix.brandt', 'passwort123'],
    ] as const;
    for (const [username, password] of logins) {
      const { accessToken: token } = await login(username, password);
      const signed = (await call('GET', '/customer-user-agreement-signs', { token })).body.data.map(
        (s: { agreementTextId: number }) => s.agreementTextId,
      );
      expect({ username, signed }).toEqual({
        username,
        signed: expect.arrayContaining([AGREEMENT_TEXT.terms, AGREEMENT_TEXT.privacy]),
      });
    }
    const { accessToken: token } = await login('neu');
    expect((await call('GET', '/customer-user-agreement-signs', { token })).body.data).toEqual([]);
  });

  it('lists the user’s own signatures newest first and signs a text once', async () => {
    const own = await call('GET', '/customer-user-agreement-signs', { token: await demoToken() });
    expect(own.body.data.map((s: { agreementTextId: number }) => s.agreementTextId)).toEqual([
      AGREEMENT_TEXT.privacy,
      AGREEMENT_TEXT.terms,
      2,
      1,
    ]);
    expect(own.body.data.every((s: { customerUserId: number }) => s.customerUserId === 1)).toBe(true);

    // The new user has signed nothing yet.
    const token = (await login('neu')).accessToken;
    expect((await call('GET', '/customer-user-agreement-signs', { token })).body.data).toEqual([]);

    const signed = await call('POST', '/customer-user-agreement-signs', {
      token,
      body: { agreementTextId: AGREEMENT_TEXT.privacy },
    });
    expect(signed.status).toBe(201);
    expect(signed.body.data).toMatchObject({ agreementTextId: AGREEMENT_TEXT.privacy, customerUserId: 5, version: 2 });
    const again = await call('POST', '/customer-user-agreement-signs', {
      token,
      body: { agreementTextId: AGREEMENT_TEXT.privacy },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AGREEMENT_ALREADY_SIGNED');
    const filtered = await call('GET', `/customer-user-agreement-signs?agreementTextId=${AGREEMENT_TEXT.privacy}`, {
      token,
    });
    expect(filtered.body.data).toHaveLength(1);

    expect(
      (await call('POST', '/customer-user-agreement-signs', { token, body: { agreementTextId: 999 } })).status,
    ).toBe(404);
    const basic = await login('basic');
    const outdated = await call('POST', '/customer-user-agreement-signs', {
      token: basic.accessToken,
      body: { agreementTextId: AGREEMENT_TEXT.termsV1 },
    });
    expect(outdated.status).toBe(422);
    expect(outdated.body.errors.agreementTextId).toBeTruthy();
  });
});

describe('proposals', () => {
  const upgrade = {
    type: 'upgrade',
    campaign: { id: 501 },
    companyName: 'Schlossgut Havelblick GmbH',
    customer: { id: 1 },
    customerUser: { id: 1 },
    name: 'Katharina Vogt',
    feature: 'booking_statistics',
    providerId: 103,
  };
  const referral = {
    type: 'referral',
    companyName: 'Blumenwerk Köln',
    name: 'Lukas Becker',
    phone: '+4922112345678',
    category: { id: 6 },
    campaign: { id: 502 },
    customerUserId: 1,
    customerId: 1,
  };

  it('stores an upgrade request and refuses a second open one for the same feature', async () => {
    const token = await demoToken();
    const first = await call('POST', '/proposals', { token, body: upgrade });
    expect(first.status).toBe(201);
    expect(first.body.data.type).toBe('upgrade');
    expect(db.proposals.findFirst((q) => q.where({ id: first.body.data.id }))).toMatchObject({
      feature: 'booking_statistics',
      customerId: 1,
      status: 'open',
    });
    const second = await call('POST', '/proposals', { token, body: upgrade });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('bereits eine offene Anfrage');
    // Seeded: an open WhatsApp request.
    expect((await call('POST', '/proposals', { token, body: { ...upgrade, feature: 'whatsapp_leads' } })).status).toBe(
      409,
    );
    // The earlier competitor-analysis request is closed: a new one is fine.
    expect(
      (await call('POST', '/proposals', { token, body: { ...upgrade, feature: 'competitor_analysis' } })).status,
    ).toBe(201);
  });

  it('checks the account, campaign and provider of an upgrade request', async () => {
    const token = await demoToken();
    const other = await call('POST', '/proposals', { token, body: { ...upgrade, customer: { id: 2 } } });
    expect(other.status).toBe(403);
    expect((await call('POST', '/proposals', { token, body: { ...upgrade, customerUser: { id: 7 } } })).status).toBe(
      403,
    );
    expect(
      (await call('POST', '/proposals', { token, body: { ...upgrade, campaign: { id: 502 } } })).body.errors[
        'campaign.id'
      ],
    ).toBeTruthy();
    expect(
      (await call('POST', '/proposals', { token, body: { ...upgrade, campaign: { id: 12 } } })).body.errors[
        'campaign.id'
      ],
    ).toBeTruthy();
    expect(
      (await call('POST', '/proposals', { token, body: { ...upgrade, providerId: 201 } })).body.errors.providerId,
    ).toBeTruthy();
    expect(
      (await call('POST', '/proposals', { token, body: { ...upgrade, feature: 'everything' } })).body.errors.feature,
    ).toBeTruthy();
    expect(
      (await call('POST', '/proposals', { token, body: { ...upgrade, phone: '+4915112345678' } })).body.errors.phone,
    ).toBeTruthy();
    expect(db.proposals.count()).toBe(3);
  });

  it('stores a referral and validates its fields', async () => {
    const token = await demoToken();
    const stored = await call('POST', '/proposals', { token, body: referral });
    expect(stored.status).toBe(201);
    expect(db.proposals.findFirst((q) => q.where({ id: stored.body.data.id }))).toMatchObject({
      type: 'referral',
      phone: '+4922112345678',
      categoryId: 6,
      campaignId: 502,
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...referral, phone: '+49123' }, 'phone'],
      [{ ...referral, phone: '+4900000000000' }, 'phone'],
      [{ ...referral, phone: '0221 1234567' }, 'phone'],
      [{ ...referral, category: { id: 99 } }, 'category.id'],
      [{ ...referral, category: undefined }, 'category'],
      [{ ...referral, name: '' }, 'name'],
      [{ ...referral, companyName: '  ' }, 'companyName'],
      [{ ...referral, campaign: { id: 501 } }, 'campaign.id'],
    ];
    for (const [body, field] of cases) {
      const result = await call('POST', '/proposals', { token, body });
      expect(result.status, field).toBe(422);
      expect(result.body.errors[field], `${field}: ${JSON.stringify(result.body)}`).toBeTruthy();
    }
    expect((await call('POST', '/proposals', { token, body: { ...referral, customerId: 2 } })).status).toBe(403);
  });

  it('fails on purpose for the company "Fehler GmbH" with a message the portal shows', async () => {
    const token = await demoToken();
    for (const body of [
      { ...upgrade, companyName: 'Fehler GmbH' },
      { ...referral, companyName: 'Fehler GmbH' },
    ]) {
      const result = await call('POST', '/proposals', { token, body });
      expect(result.status).toBe(422);
      expect(result.body.message).toBe(
        'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
      );
    }
    expect(db.proposals.count()).toBe(3);
  });
});

describe('discount rights (issue 19)', () => {
  it('refuses edits and coupons of a provider the user is linked to without edit rights', async () => {
    // Mia Krause is linked to the photographer 102 without can-manage (docs/security.md).
    const token = (await login('mia.krause', 'passwort123')).accessToken;
    const edit = await call('PUT', `/discounts/${DISCOUNT.wochentags}`, { token, body: { discountRatio: 25 } });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    const coupon = await call('POST', '/discount-coupons', {
      token,
      body: { discountId: DISCOUNT.wochentags, code: 'MIA-2027' },
    });
    expect(coupon.status).toBe(403);
    expect(db.discountCoupons.findFirst((q) => q.where({ code: 'MIA-2027' }))).toBeUndefined();
  });
});
