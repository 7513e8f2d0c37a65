// Consumer contracts of the payments screens (issue 19): pending and past payments, the account's subscription,
// saved cards (list, add, make primary, delete), installment options, paying with a saved or a new card and the
// completion after the bank's 3-D Secure page. The errors are the ones the screens treat differently: every
// failure of spec point 8 (ALREADY_PAID, PAYMENT_FAILED, INVALID_3D_REDIRECT_URL, THREE_D_FORM_NOT_FOUND,
// CARD_NOT_FOUND, a used 3-D Secure token), the 11th card (CARD_LIMIT_REACHED) and field errors on the card form.
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
import { date, dateTime, failure, fieldErrorsV1, firstPage, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, like, regex, string, boolean, decimal } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const PAYMENT_880 = 'the provider 101 has a pending payment 880 of 349 EUR';
const PAID_880 = 'the payment 880 is paid already';
const AWAITING_BANK_880 = 'the payment 880 waits for 3-D Secure with the token 3ds_pact000000000001';
const TEN_CARDS = 'the customer 1 has 10 saved cards';
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
  amount: decimal(349),
  currency: 'EUR',
  type: regex('^(subscription|plus_leads|advertisement|setup_fee)$', 'subscription'),
  status: regex('^(pending|paid|failed|cancelled)$', 'pending'),
  description: string('Prime-Paket Dezember 2026'),
  createdAt: dateTime('2026-11-22T08:00:00Z'),
  dueDate: date('2026-12-01'),
  paidAt: null,
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
          data: eachLike(
            paymentBody({
              status: regex('^(paid|cancelled)$', 'paid'),
              paidAt: dateTime('2026-11-01T06:12:00Z'),
              invoiceUrl: regex('^https://', 'https://api.hochzeitsportal.de/invoices/RE-2026-0862.pdf'),
            }),
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
            monthlyAmount: decimal(797),
            currency: 'EUR',
            autoRenew: boolean(true),
            providerIds: eachLike(101),
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
            monthlyAmount: decimal(116.33),
            totalAmount: decimal(349),
            currency: 'EUR',
          }),
          paging: firstPage(25, 4),
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
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(cardBody()), paging: firstPage(25, 2) }))
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
            installments: eachLike({
              number: integer(1),
              amount: decimal(116.33),
              dueDate: date('2026-11-24'),
              status: 'paid',
            }),
            invoiceUrl: regex('^https://', 'https://api.hochzeitsportal.de/invoices/RE-2026-0880.pdf'),
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
              invoiceUrl: regex('^https://', 'https://api.hochzeitsportal.de/invoices/RE-2026-0880.pdf'),
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
