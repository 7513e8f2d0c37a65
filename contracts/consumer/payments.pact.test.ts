// Consumer contracts of the payments screens (issue 19): pending and past payments, the account's subscription,
// saved cards (list, add, make primary, delete), installment options, paying with a saved or a new card and the
// completion after the bank's 3-D Secure page. The errors are the ones the screens treat differently: every
// failure of spec point 8 (ALREADY_PAID, PAYMENT_FAILED, INVALID_3D_REDIRECT_URL, THREE_D_FORM_NOT_FOUND,
// CARD_NOT_FOUND, a used 3-D Secure token), the 11th card (CARD_LIMIT_REACHED), a card saved already
// (CARD_ALREADY_SAVED, with the saved card) and field errors on the card form.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getSubscription } from '@/api/queries/subscription';
import {
  completeThreeDSecure,
  createCreditCard,
  deleteCreditCard,
  listCreditCards,
  listInstallmentOptions,
  listPayments,
  payPayment,
  updateCreditCard,
} from '@/features/payments/api/payments';
import {
  createDiscount,
  createDiscountCoupon,
  listAllDiscounts,
  listDiscountCoupons,
  updateDiscount,
} from '@/features/payments/api/discounts';
import { date, dateTime, failure, fieldErrorsV1, firstPage, JSON_HEADERS } from '../support/leads';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { arrayContaining, eachLike, integer, like, regex, string, boolean, number } = MatchersV3;

/** Any amount in EUR: the server sends whole euros as integers and cents as decimals. */
const amount = (example: number) => number(example);
const INVOICE = regex('^https://.+$', 'https://api.hochzeitsportal.de/invoices/RE-2026-0880.pdf');
/** The paging of a list that fits one page (the mock answers short lists with their length as the limit). */
const onePage = () => ({ page: 1, limit: integer(25), total: integer(2), pageCount: 1 });

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const PAYMENT_880 = 'the provider 101 has a pending payment 880 of 349 EUR';
const PAID_880 = 'the payment 880 is paid already';
const AWAITING_BANK_880 = 'the payment 880 waits for 3-D Secure with the token 3ds_pact000000000001';
const TEN_CARDS = 'the customer 1 has 10 saved cards';
const SAVED_4242 = 'the customer 1 has saved the Visa card ending 4242 that expires 12/2039 as card 3 "Reisekarte"';
const RETURN_URL = 'http://localhost:3000/payments/880/3d-secure?next=%2Fproviders%2F0%2Fpayments%3Ftab%3Dpast';

const providerSummary = () => ({
  id: integer(101),
  name: string('Schlossgut Havelblick'),
  category: like({ id: 1, name: 'Hochzeitslocation', categoryType: 'venue' }),
  city: like({ id: 1, name: 'Potsdam' }),
});

const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  id: integer(880),
  providerId: integer(101),
  provider: providerSummary(),
  amount: amount(349),
  currency: 'EUR',
  type: regex('^(subscription|plus_leads|advertisement|setup_fee)$', 'subscription'),
  status: regex('^(pending|paid|failed|cancelled)$', 'pending'),
  description: string('Prime-Paket Dezember 2026'),
  servicePeriod: { startMonth: regex('^\\d{4}-\\d{2}$', '2026-12'), endMonth: regex('^\\d{4}-\\d{2}$', '2026-12') },
  createdAt: dateTime('2026-11-22T08:00:00Z'),
  dueDate: date('2026-12-01'),
  paidAt: null,
  paidAmount: null,
  installments: [],
  invoiceUrl: null,
  ...overrides,
});

const cardBody = (overrides: Record<string, unknown> = {}) => ({
  id: integer(1),
  name: string('Firmenkarte'),
  holderName: string('Katharina Vogt'),
  maskedNumber: regex('^\\*{4} \\*{4} \\*{4} [0-9]{4}$', '**** **** **** 4242'),
  brand: regex('^(visa|mastercard|amex)$', 'visa'),
  expiryMonth: integer(8),
  expiryYear: integer(2028),
  isPrimary: boolean(true),
  ...overrides,
});

const newCard = (number: string, cvv = '123') => ({
  holderName: 'Katharina Vogt',
  number,
  expiryMonth: 12,
  expiryYear: 2039,
  cvv,
});

const errorMessage = (code: string, message: string) => ({ message: string(message), code });

async function demo() {
  return createPact().addInteraction().given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS);
}

describe('payments and subscription', () => {
  it('listPayments: the pending payments of every provider of the user', async () => {
    await (
      await demo()
    )
      .given(PAYMENT_880)
      .uponReceiving('a request for the pending payments of all providers of the user demo')
      .withRequest('GET', '/payments', (request) =>
        request.headers(SESSION_HEADERS).query({ state: 'pending', limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(paymentBody()), paging: firstPage(100, 3) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const rows = await listPayments(null, 'pending');
        expect(rows[0]?.currency).toBe('EUR');
      });
  });

  it('listPayments: the past payments of provider 101', async () => {
    await (
      await demo()
    )
      .uponReceiving('a request for the past payments of provider 101')
      .withRequest('GET', '/payments', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '101', state: 'past', limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Paid ones among cancelled ones (which have neither paidAt nor an invoice).
          data: arrayContaining(
            like(
              paymentBody({
                status: 'paid',
                paidAt: dateTime('2026-11-01T06:12:00Z'),
                paidAmount: amount(349),
                invoiceUrl: INVOICE,
              }),
            ),
          ),
          paging: firstPage(100, 20),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const rows = await listPayments(101, 'past');
        expect(rows[0]?.status).toBe('paid');
      });
  });

  it('getSubscription: the product of customer 1', async () => {
    await (
      await demo()
    )
      .uponReceiving('a request for the subscription of customer 1')
      .withRequest('GET', '/customers/1/subscription', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            id: integer(1),
            customerId: 1,
            productName: string('Prime'),
            planTier: regex('^(basic|standard|pro|winner|prime)$', 'prime'),
            startDate: date('2025-12-01'),
            endDate: date('2027-06-24'),
            monthlyAmount: amount(797),
            currency: 'EUR',
            autoRenew: boolean(true),
            providerIds: eachLike(101),
            // The venue's own fee: the return on the plan of the statistics divides it, not an even share.
            fees: eachLike({
              providerIds: eachLike(101),
              productName: string('Prime-Paket'),
              monthlyAmount: amount(349),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await getSubscription(1))?.planTier).toBe('prime');
      });
  });

  it('listPaymentInstallments: the options of payment 880 for a Visa card', async () => {
    await (
      await demo()
    )
      .given(PAYMENT_880)
      .uponReceiving('a request for the installment options of payment 880 for a card starting 411111')
      .withRequest('GET', '/payment-installments', (request) =>
        request.headers(SESSION_HEADERS).query({ paymentId: '880', cardBin: '411111' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            installmentCount: integer(3),
            // 349 € in three: 116,34 € first (it takes the cent left over), then 116,33 € twice.
            firstAmount: amount(116.34),
            monthlyAmount: amount(116.33),
            totalAmount: amount(349),
            currency: 'EUR',
          }),
          paging: onePage(),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const options = await listInstallmentOptions(880, '411111');
        expect(options.length).toBeGreaterThan(0);
      });
  });
});

describe('saved cards', () => {
  it('listCreditCards: the masked cards of customer 1, primary first', async () => {
    await (
      await demo()
    )
      .uponReceiving('a request for the saved cards of customer 1')
      .withRequest('GET', '/customers/1/credit-cards', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(cardBody()), paging: onePage() }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listCreditCards(1))[0]?.maskedNumber).toMatch(/^\*{4} /);
      });
  });

  it('createCreditCard: a Mastercard saved as the primary card', async () => {
    const body = { ...newCard('5555555555554444'), name: 'Reisekarte', isPrimary: true };
    await (
      await demo()
    )
      .uponReceiving('a new saved Mastercard of customer 1')
      .withRequest('POST', '/customers/1/credit-cards', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: cardBody({
            name: 'Reisekarte',
            maskedNumber: '**** **** **** 4444',
            brand: 'mastercard',
            expiryMonth: 12,
            expiryYear: 2039,
            isPrimary: true,
          }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const card = await createCreditCard(1, body);
        expect(card.maskedNumber).toBe('**** **** **** 4444');
      });
  });

  it('createCreditCard: 409 CARD_LIMIT_REACHED for the 11th card', async () => {
    const body = { ...newCard('4111111111111111'), name: 'Elfte Karte', isPrimary: false };
    await (
      await demo()
    )
      .given(TEN_CARDS)
      .uponReceiving('an 11th saved card of customer 1')
      .withRequest('POST', '/customers/1/credit-cards', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(409, (response) =>
        response.jsonBody(
          errorMessage(
            'CARD_LIMIT_REACHED',
            'Sie können höchstens 10 Karten speichern. Bitte löschen Sie zuerst eine Karte.',
          ),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createCreditCard(1, body));
        expect(error.code).toBe('CARD_LIMIT_REACHED');
      });
  });

  it('createCreditCard: 409 CARD_ALREADY_SAVED with the saved card for a card saved already', async () => {
    const body = { ...newCard('4242424242424242'), name: 'Firmenkarte neu', isPrimary: true };
    await (
      await demo()
    )
      .given(SAVED_4242)
      .uponReceiving('a card customer 1 has saved already')
      .withRequest('POST', '/customers/1/credit-cards', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          ...errorMessage('CARD_ALREADY_SAVED', 'Diese Karte ist bereits als „Reisekarte“ gespeichert.'),
          details: {
            savedCard: cardBody({
              id: integer(3),
              name: string('Reisekarte'),
              maskedNumber: '**** **** **** 4242',
              brand: 'visa',
              expiryMonth: 12,
              expiryYear: 2039,
              isPrimary: boolean(false),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createCreditCard(1, body));
        expect(error.code).toBe('CARD_ALREADY_SAVED');
        expect(error.details).toMatchObject({ savedCard: { id: 3, name: 'Reisekarte', brand: 'visa' } });
      });
  });

  it('createCreditCard: 422 on the CVV of an American Express card with 3 digits', async () => {
    const body = { ...newCard('378282246310005', '123'), name: 'Amex', isPrimary: false };
    await (
      await demo()
    )
      .uponReceiving('a new American Express card with a 3-digit CVV')
      .withRequest('POST', '/customers/1/credit-cards', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ cvv: 'Die Prüfnummer einer American-Express-Karte hat 4 Ziffern.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createCreditCard(1, body));
        expect(Object.keys(error.fieldErrors)).toEqual(['cvv']);
      });
  });

  it('updateCreditCard: card 2 becomes the primary card', async () => {
    await (
      await demo()
    )
      .uponReceiving('card 2 of customer 1 made the primary card')
      .withRequest('PUT', '/customers/1/credit-cards/2', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ isPrimary: true }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: cardBody({ id: 2, isPrimary: true }) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await updateCreditCard(1, 2, { isPrimary: true })).isPrimary).toBe(true);
      });
  });

  it('deleteCreditCard: card 2 of customer 1', async () => {
    await (
      await demo()
    )
      .uponReceiving('a deletion of card 2 of customer 1')
      .withRequest('DELETE', '/customers/1/credit-cards/2', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteCreditCard(1, 2)).resolves.toBeUndefined();
      });
  });
});

describe('paying', () => {
  const pay = (description: string, body: unknown, status: number, answer: unknown, state = PAYMENT_880) =>
    demo().then((pact) =>
      pact
        .given(state)
        .uponReceiving(description)
        .withRequest('POST', '/payments/880/pay', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
        .willRespondWith(status, (response) => response.jsonBody(answer)),
    );

  it('payPayment: with saved card 1 in 3 installments, paid at once', async () => {
    const body = { cardId: 1, installmentCount: 3, returnUrl: RETURN_URL };
    await (
      await pay('payment 880 paid with saved card 1 in 3 installments', body, 200, {
        data: {
          status: 'paid',
          payment: paymentBody({
            status: 'paid',
            paidAt: dateTime('2026-11-24T10:12:00Z'),
            paidAmount: amount(349),
            installments: eachLike({
              number: integer(1),
              amount: amount(116.34),
              dueDate: date('2026-11-24'),
              status: 'paid',
            }),
            invoiceUrl: INVOICE,
          }),
          redirectUrl: null,
        },
      })
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      expect((await payPayment(880, body)).status).toBe('paid');
    });
  });

  it('payPayment: a new 3-D Secure card is sent to the bank page', async () => {
    const body = { card: newCard('4000000000003220'), installmentCount: 1, saveCard: true, returnUrl: RETURN_URL };
    await (
      await pay('payment 880 with a new card that needs 3-D Secure', body, 200, {
        data: {
          status: 'requires_3d_secure',
          payment: paymentBody(),
          redirectUrl: regex(
            '^https?://[^/]+/__mock/bank-3d-secure\\.html\\?token=3ds_[0-9a-f]{16}&returnUrl=.+$',
            `http://127.0.0.1:4010/__mock/bank-3d-secure.html?token=3ds_9f3c2a71e04b4d1c&returnUrl=${encodeURIComponent(RETURN_URL)}`,
          ),
        },
      })
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      const result = await payPayment(880, body);
      expect(result.status).toBe('requires_3d_secure');
    });
  });

  const failures: Array<[string, unknown, number, string, string, string?]> = [
    [
      'a declined new card',
      { card: newCard('4000000000000002'), installmentCount: 1, saveCard: false, returnUrl: RETURN_URL },
      422,
      'PAYMENT_FAILED',
      'Die Zahlung ist fehlgeschlagen. Bitte prüfen Sie Ihre Kartendaten oder verwenden Sie eine andere Karte.',
    ],
    [
      'a new card whose bank sends no 3-D Secure form',
      { card: newCard('4000000000003063'), installmentCount: 1, saveCard: false, returnUrl: RETURN_URL },
      422,
      'THREE_D_FORM_NOT_FOUND',
      'Das 3-D-Secure-Formular der Bank wurde nicht gefunden. Bitte versuchen Sie es erneut.',
    ],
    [
      'a return address the payment provider refuses',
      { cardId: 1, installmentCount: 1, returnUrl: 'http://evil.example/payments/880/3d-secure' },
      422,
      'INVALID_3D_REDIRECT_URL',
      'Die Rücksprungadresse für 3-D Secure ist ungültig.',
    ],
    [
      'a saved card 77 that does not exist',
      { cardId: 77, installmentCount: 1, returnUrl: RETURN_URL },
      404,
      'CARD_NOT_FOUND',
      'Die Karte wurde nicht gefunden.',
    ],
    [
      'a payment that is paid already',
      { cardId: 1, installmentCount: 1, returnUrl: RETURN_URL },
      409,
      'ALREADY_PAID',
      'Diese Zahlung wurde bereits beglichen.',
      PAID_880,
    ],
  ];
  for (const [description, body, status, code, message, state] of failures) {
    it(`payPayment: ${status} ${code} for ${description}`, async () => {
      await (
        await pay(`payment 880 with ${description}`, body, status, errorMessage(code, message), state)
      ).executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(payPayment(880, body as Parameters<typeof payPayment>[1]));
        expect(error.code).toBe(code);
      });
    });
  }

  it('payPayment: 422 on the CVV field of a new card', async () => {
    const body = {
      card: newCard('4111111111111111', '12'),
      installmentCount: 1,
      saveCard: false,
      returnUrl: RETURN_URL,
    };
    await (
      await pay('payment 880 with a new card and a 2-digit CVV', body, 422, {
        message: string('Bitte prüfen Sie Ihre Eingaben.'),
        errors: like({ 'card.cvv': 'Ungültiges Format.' }),
      })
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      const error = await failure(payPayment(880, body));
      expect(Object.keys(error.fieldErrors)).toContain('card.cvv');
    });
  });
});

describe('after the bank (3-D Secure)', () => {
  const complete = (description: string, redirectResult: string, status: number, answer: unknown, state: string) =>
    demo().then((pact) =>
      pact
        .given(state)
        .uponReceiving(description)
        .withRequest('POST', '/payments/880/three-d-secure', (request) =>
          request.headers(WRITE_HEADERS).jsonBody({ redirectResult }),
        )
        .willRespondWith(status, (response) => response.jsonBody(answer)),
    );

  it('completePaymentThreeDSecure: the bank approved, the payment is paid', async () => {
    await (
      await complete(
        'the approved 3-D Secure result of payment 880',
        '3ds_pact000000000001.approved',
        200,
        {
          data: {
            status: 'paid',
            payment: paymentBody({
              status: 'paid',
              paidAt: dateTime('2026-11-24T10:12:00Z'),
              paidAmount: amount(349),
              invoiceUrl: INVOICE,
            }),
            redirectUrl: null,
          },
        },
        AWAITING_BANK_880,
      )
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      expect((await completeThreeDSecure(880, '3ds_pact000000000001.approved')).payment.status).toBe('paid');
    });
  });

  it('completePaymentThreeDSecure: 422 PAYMENT_FAILED when the bank declined', async () => {
    await (
      await complete(
        'the declined 3-D Secure result of payment 880',
        '3ds_pact000000000001.declined',
        422,
        errorMessage(
          'PAYMENT_FAILED',
          'Die Zahlung ist fehlgeschlagen. Die Bank hat die 3-D-Secure-Prüfung abgelehnt.',
        ),
        AWAITING_BANK_880,
      )
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      expect((await failure(completeThreeDSecure(880, '3ds_pact000000000001.declined'))).code).toBe('PAYMENT_FAILED');
    });
  });

  it('completePaymentThreeDSecure: 409 ALREADY_PAID on a reload after success', async () => {
    await (
      await complete(
        'the 3-D Secure result of payment 880 that is paid already',
        '3ds_pact000000000001.approved',
        409,
        errorMessage('ALREADY_PAID', 'Diese Zahlung wurde bereits beglichen.'),
        PAID_880,
      )
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      expect((await failure(completeThreeDSecure(880, '3ds_pact000000000001.approved'))).code).toBe('ALREADY_PAID');
    });
  });

  it('completePaymentThreeDSecure: 422 on redirectResult for an unknown token', async () => {
    await (
      await complete(
        'an unknown 3-D Secure result for payment 880',
        '3ds_unbekannt00000000.approved',
        422,
        fieldErrorsV1({ redirectResult: 'Die 3-D-Secure-Prüfung ist abgelaufen oder wurde schon abgeschlossen.' }),
        AWAITING_BANK_880,
      )
    ).executeTest(async (server) => {
      usePactServer(server.url);
      storeDemoSession();
      const error = await failure(completeThreeDSecure(880, '3ds_unbekannt00000000.approved'));
      expect(Object.keys(error.fieldErrors)).toEqual(['redirectResult']);
    });
  });
});

// ---------------------------------------------------------------- discounts and coupons (/discounts)

const discountBody = (overrides: Record<string, unknown> = {}) => ({
  id: integer(5401),
  providerId: integer(101),
  provider: providerSummary(),
  discountType: regex('^(discount|installment)$', 'discount'),
  discountRatio: amount(15),
  installmentCount: null,
  intro: string('15 % Rabatt auf alle Hochzeiten an Freitagen'),
  isPrimary: boolean(false),
  priceBefore: null,
  priceAfter: null,
  validFrom: date('2027-03-01'),
  validUntil: date('2027-10-31'),
  popupShowcaseTitle: null,
  popupShowcaseDescription: null,
  giftText: null,
  status: regex('^(pending_approval|published|rejected|expired)$', 'pending_approval'),
  rejectReason: null,
  createdAt: dateTime('2026-11-22T09:15:00Z'),
  ...overrides,
});

const newDiscount = {
  providerId: 101,
  intro: 'Freitagsrabatt 2027',
  isPrimary: false,
  priceBefore: null,
  priceAfter: null,
  validFrom: '2027-03-01',
  validUntil: '2027-10-31',
  popupShowcaseTitle: null,
  popupShowcaseDescription: null,
  giftText: 'Sektempfang',
  discountType: 'discount' as const,
  discountRatio: 15,
};

describe('discounts', () => {
  it('listDiscounts: the discounts of the providers of the user demo', async () => {
    await (
      await demo()
    )
      .uponReceiving('a request for all discounts of the providers of the user demo')
      .withRequest('GET', '/discounts', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The seed's Freitagsrabatt: every optional field filled.
          data: arrayContaining(
            like(
              discountBody({
                status: 'published',
                isPrimary: true,
                priceBefore: amount(8900),
                priceAfter: amount(7565),
                popupShowcaseTitle: string('Freitagsrabatt 2026'),
                popupShowcaseDescription: string('Feiern Sie Ihre Hochzeit an einem Freitag oder Sonntag.'),
                giftText: string('Sektempfang für bis zu 80 Gäste gratis'),
              }),
            ),
          ),
          paging: firstPage(100, 9),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listAllDiscounts()).length).toBeGreaterThan(0);
      });
  });

  it('createDiscount: a 15 % discount of provider 101 waits for approval', async () => {
    await (
      await demo()
    )
      .uponReceiving('a new 15 % discount of provider 101')
      .withRequest('POST', '/discounts', (request) => request.headers(WRITE_HEADERS).jsonBody(newDiscount))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: discountBody({ intro: newDiscount.intro, giftText: 'Sektempfang', status: 'pending_approval' }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await createDiscount(newDiscount)).status).toBe('pending_approval');
      });
  });

  it('createDiscount: 422 on validUntil before validFrom', async () => {
    const body = { ...newDiscount, validUntil: '2027-02-01' };
    await (
      await demo()
    )
      .uponReceiving('a new discount that ends before it starts')
      .withRequest('POST', '/discounts', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ validUntil: 'Das Enddatum darf nicht vor dem Startdatum liegen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(Object.keys((await failure(createDiscount(body))).fieldErrors)).toEqual(['validUntil']);
      });
  });

  it('createDiscount: 403 PLAN_FEATURE_REQUIRED on the basic plan (the upgrade dialog opens)', async () => {
    const body = { ...newDiscount, providerId: 201 };
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a new discount of the basic plan provider 201')
      .withRequest('POST', '/discounts', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(403, (response) =>
        response.jsonBody(
          errorMessage('PLAN_FEATURE_REQUIRED', 'Rabatte sind in Ihrem aktuellen Paket nicht enthalten.'),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(createDiscount(body))).code).toBe('PLAN_FEATURE_REQUIRED');
      });
  });

  it('updateDiscount: the changed ratio of discount 5400, back to approval', async () => {
    await (
      await demo()
    )
      .uponReceiving('a changed ratio of discount 5400')
      .withRequest('PUT', '/discounts/5400', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ discountRatio: 12 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: discountBody({
            id: 5400,
            discountRatio: 12,
            status: 'pending_approval',
            priceBefore: amount(12500),
            priceAfter: amount(11250),
            popupShowcaseTitle: string('Frühbucher 2027'),
            giftText: string('Übernachtung in der Hochzeitssuite inklusive'),
          }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await updateDiscount(5400, { discountRatio: 12 })).discountRatio).toBe(12);
      });
  });

  it('listDiscountCoupons: the codes of discount 5396', async () => {
    await (
      await demo()
    )
      .uponReceiving('a request for the coupon codes of discount 5396')
      .withRequest('GET', '/discount-coupons', (request) =>
        request.headers(SESSION_HEADERS).query({ discountId: '5396', limit: '100' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(878),
            discountId: 5396,
            code: regex('^[A-Z0-9-]{4,20}$', 'LICHTWERK20'),
            maxUsage: integer(30),
            usageCount: integer(7),
            validUntil: date('2027-02-22'),
            createdAt: dateTime('2026-10-11T08:45:00Z'),
          }),
          paging: like({ page: 1, limit: 100, total: 1, pageCount: 1 }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listDiscountCoupons(5396))[0]?.code).toBe('LICHTWERK20');
      });
  });

  it('createDiscountCoupon: a new code for discount 5401, and 409 for a taken one', async () => {
    const body = { discountId: 5401, code: 'HERBST-TRAUUNG', maxUsage: 50 };
    await (
      await demo()
    )
      .uponReceiving('a new coupon code HERBST-TRAUUNG of discount 5401')
      .withRequest('POST', '/discount-coupons', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(881),
            discountId: 5401,
            code: 'HERBST-TRAUUNG',
            maxUsage: 50,
            usageCount: 0,
            validUntil: null,
            createdAt: dateTime('2026-11-24T09:00:00Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await createDiscountCoupon(body)).code).toBe('HERBST-TRAUUNG');
      });
    const taken = { discountId: 5401, code: 'LICHTWERK20', maxUsage: null };
    await (
      await demo()
    )
      .uponReceiving('a coupon code LICHTWERK20 that is taken')
      .withRequest('POST', '/discount-coupons', (request) => request.headers(WRITE_HEADERS).jsonBody(taken))
      .willRespondWith(409, (response) =>
        response.jsonBody(errorMessage('COUPON_CODE_TAKEN', 'Dieser Gutscheincode ist bereits vergeben.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(createDiscountCoupon(taken))).code).toBe('COUPON_CODE_TAKEN');
      });
  });
});
