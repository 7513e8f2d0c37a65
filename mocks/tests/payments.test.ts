// The customer's saved cards, subscription and payments (the other customer resources:
// customer-resources.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { addDays, addMonths, isoDate, now, startOfDay } from '../lib/clock';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import { as, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const day = (offset: number) => isoDate(addDays(startOfDay(now()), offset));
const RETURN_URL = 'https://business.hochzeitsportal.de/providers/101/payments';

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
