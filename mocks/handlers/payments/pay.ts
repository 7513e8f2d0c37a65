// Payments: paying a payment by card, with a saved card or one entered now, and its 3-D Secure step on the mock
// bank page.
import {
  zCompletePaymentThreeDSecureBody,
  zCompletePaymentThreeDSecurePath,
  zPaymentPayWithNewCard,
  zPaymentPayWithSavedCard,
  zPayPaymentPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { invoiceUrl } from '../../db/customer-resources';
import { addMonths, isoDate, isoDateTime, now, startOfDay } from '../../lib/clock';
import { conflict, fieldError, messages, MockHttpError, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { isAccountAdmin, requireProviderRight } from '../../lib/rights';
import { standInOrigin } from '../../lib/stand-in-origin';
import { languageOf } from '../../lib/views';
import { installmentAmounts } from '../../lib/installments';
import { parseBody, parsePathParams, parseRaw, readJsonBody } from '../../lib/validate';
import {
  type Brand,
  type InstallmentOption,
  MAX_SAVED_CARDS,
  type Behaviour,
  MSG,
  requireWriter,
  maskNumber,
  behaviourOf,
  isExpired,
  cardErrors,
  cardsOf,
  sameSavedCard,
  fingerprintOf,
  findCard,
  setPrimary,
  type NewCard,
  saveCard,
  toPayment,
  findPayment,
  installmentOptions,
} from './support';

/** Where the mock's 3-D Secure redirect lands: the mock bank page (mocks/browser/bank-3d-secure.html). */
export const MOCK_BANK_PAGE = '/__mock/bank-3d-secure.html';
/** What the mock bank page appends to the token for its two buttons. */
export const BANK_VERDICTS = { approved: 'approved', declined: 'declined' } as const;

/** 3-D Secure may send the browser back only to an https address (http only for local development). */
function validReturnUrl(value: string, request: Request): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  const local = ['localhost', '127.0.0.1', '[::1]', new URL(request.url).hostname];
  return url.protocol === 'http:' && local.includes(url.hostname);
}

function paymentError(message: string, code: string): MockHttpError {
  return new MockHttpError(422, { message, code });
}

/** Records the payment as paid now: the option's total charged, in `installmentCount` installments (the first paid). */
async function recordPaid(
  id: number,
  option: Pick<InstallmentOption, 'installmentCount' | 'totalAmount'>,
  paidWith: { brand: string; maskedNumber: string },
): Promise<void> {
  const paidAt = now();
  const today = startOfDay(paidAt);
  const installments =
    option.installmentCount === 1
      ? []
      : installmentAmounts(option.totalAmount, option.installmentCount).map((amount, index) => ({
          number: index + 1,
          amount,
          dueDate: isoDate(addMonths(today, index)),
          status: index === 0 ? ('paid' as const) : ('pending' as const),
        }));
  await db.payments.update((q) => q.where({ id }), {
    data(stored) {
      stored.status = 'paid';
      stored.paidAt = isoDateTime(paidAt);
      stored.paidAmount = option.totalAmount;
      stored.installments = installments;
      stored.invoiceUrl = invoiceUrl(id, isoDateTime(paidAt));
      stored.paidWith = paidWith;
      stored.threeDSecure = null;
    },
  });
}

/** Saves a card the bank approved during 3-D Secure (only its masked form was kept meanwhile). */
async function saveMaskedCard(
  customerId: number,
  card: { holderName: string; maskedNumber: string; brand: Brand; expiryMonth: number; expiryYear: number },
): Promise<void> {
  const makePrimary = cardsOf(customerId).length === 0;
  const brandLabel = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }[card.brand];
  const id = nextId(db.creditCards);
  await db.creditCards.create({
    id,
    customerId,
    name: `${brandLabel} ${card.maskedNumber.slice(-4)}`,
    ...card,
    isPrimary: makePrimary,
    // The card passed 3-D Secure once; the mock's bank asks again on the next payment with it.
    behaviour: 'three_d_secure',
    createdAt: isoDateTime(now()),
  });
  if (makePrimary) await setPrimary(customerId, id);
}

const PAY_KEYS = {
  saved: ['cardId', 'installmentCount', 'returnUrl'],
  card: ['card', 'installmentCount', 'saveCard', 'returnUrl'],
};

export function payHandlers(http: MockHttp) {
  return [
    http.post('/payments/{id}/pay', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zPayPaymentPath, params);
      const payment = findPayment(session, id);
      requireProviderRight(session, payment.providerId, 'manage');
      requireWriter(session);

      const raw = await readJsonBody(request);
      const record = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
      const hasSaved = record.cardId !== undefined;
      const hasNew = record.card !== undefined;
      if (hasSaved === hasNew) throw validationFailed({ cardId: MSG.oneCard, card: MSG.oneCard });
      const allowed = hasSaved ? PAY_KEYS.saved : PAY_KEYS.card;
      const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
      if (unknown.length)
        throw validationFailed(Object.fromEntries(unknown.map((key) => [key, messages.unknownField])));
      const body = hasSaved ? parseRaw(zPaymentPayWithSavedCard, raw) : parseRaw(zPaymentPayWithNewCard, raw);

      if (payment.status === 'paid') throw conflict(MSG.alreadyPaid, 'ALREADY_PAID');
      if (payment.status === 'cancelled') throw conflict(MSG.cancelled, 'PAYMENT_CANCELLED');

      // The card: a saved one of the customer, or the one entered now.
      let brand: Brand;
      let behaviour: Behaviour;
      let expiredSavedCard = false;
      let paidWith: { brand: string; maskedNumber: string };
      let toSave: NewCard | null = null;
      if ('cardId' in body) {
        const card = findCard(session.customerId, body.cardId);
        brand = card.brand;
        behaviour = card.behaviour;
        expiredSavedCard = isExpired(card.expiryMonth, card.expiryYear);
        paidWith = { brand: card.brand, maskedNumber: card.maskedNumber };
      } else {
        const { errors, brand: cardBrand } = cardErrors(body.card, 'card.');
        // A card already saved is paid with and stays as it is: nothing new to store, so no limit to meet.
        const alreadySaved =
          cardBrand !== null && sameSavedCard(session.customerId, fingerprintOf({ ...body.card, brand: cardBrand }));
        if (body.saveCard && !isAccountAdmin(session)) errors.add('saveCard', MSG.saveNeedsAdmin);
        else if (body.saveCard && !alreadySaved && cardsOf(session.customerId).length >= MAX_SAVED_CARDS)
          errors.add('saveCard', MSG.cardLimit);
        if (!errors.isEmpty || !cardBrand) throw errors.failure();
        brand = cardBrand;
        behaviour = behaviourOf(body.card.number);
        paidWith = { brand, maskedNumber: maskNumber(body.card.number) };
        if (body.saveCard && !alreadySaved) toSave = { ...body.card, brand, isPrimary: false };
      }
      const option = installmentOptions(payment.amount, brand).find(
        (o) => o.installmentCount === body.installmentCount,
      );
      if (!option) throw fieldError('installmentCount', MSG.installments);
      if (!validReturnUrl(body.returnUrl, request)) throw paymentError(MSG.invalidRedirect, 'INVALID_3D_REDIRECT_URL');

      // The bank's answer.
      if (expiredSavedCard) throw paymentError(MSG.expiredSavedCard, 'PAYMENT_FAILED');
      if (behaviour === 'decline') throw paymentError(MSG.paymentFailed, 'PAYMENT_FAILED');
      if (behaviour === 'no_3d_form') throw paymentError(MSG.noThreeDForm, 'THREE_D_FORM_NOT_FOUND');

      if (behaviour === 'three_d_secure') {
        // The payment stays pending until the portal hands back the bank page's verdict
        // (POST /payments/{id}/three-d-secure); the card to save is kept masked until then.
        const token = `3ds_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
        await db.payments.update((q) => q.where({ id }), {
          data(stored) {
            stored.threeDSecure = {
              token,
              installmentCount: option.installmentCount,
              totalAmount: option.totalAmount,
              paidWith,
              cardToSave: toSave
                ? {
                    holderName: toSave.holderName.trim(),
                    maskedNumber: maskNumber(toSave.number),
                    brand: toSave.brand,
                    expiryMonth: toSave.expiryMonth,
                    expiryYear: toSave.expiryYear,
                  }
                : null,
            };
          },
        });
        // The bank page is served beside the portal (mocks/lib/stand-in-origin.ts); the HTTP mock alone names its
        // own address.
        const redirect = new URL(MOCK_BANK_PAGE, standInOrigin() ?? new URL(request.url).origin);
        redirect.searchParams.set('token', token);
        redirect.searchParams.set('returnUrl', body.returnUrl);
        return response(200).json({
          data: {
            status: 'requires_3d_secure',
            payment: toPayment(findPayment(session, id), languageOf(request)),
            redirectUrl: redirect.href,
          },
        });
      }
      await recordPaid(id, option, paidWith);
      if (toSave) await saveCard(session.customerId, toSave);
      return response(200).json({
        data: { status: 'paid', payment: toPayment(findPayment(session, id), languageOf(request)), redirectUrl: null },
      });
    }),

    http.post('/payments/{id}/three-d-secure', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zCompletePaymentThreeDSecurePath, params);
      const payment = findPayment(session, id);
      requireProviderRight(session, payment.providerId, 'manage');
      requireWriter(session);
      const { body } = await parseBody(zCompletePaymentThreeDSecureBody, request);
      if (payment.status === 'paid') throw conflict(MSG.alreadyPaid, 'ALREADY_PAID');
      const check = payment.threeDSecure;
      const [token, verdict] = body.redirectResult.split('.');
      if (
        !check ||
        token !== check.token ||
        (verdict !== BANK_VERDICTS.approved && verdict !== BANK_VERDICTS.declined)
      ) {
        throw fieldError('redirectResult', MSG.threeDTokenInvalid);
      }
      // A token counts once, whatever the verdict.
      await db.payments.update((q) => q.where({ id }), {
        data(stored) {
          stored.threeDSecure = null;
        },
      });
      if (verdict === BANK_VERDICTS.declined) throw paymentError(MSG.threeDDeclined, 'PAYMENT_FAILED');
      await recordPaid(
        id,
        { installmentCount: check.installmentCount, totalAmount: check.totalAmount },
        check.paidWith,
      );
      if (
        check.cardToSave &&
        !sameSavedCard(session.customerId, check.cardToSave) &&
        cardsOf(session.customerId).length < MAX_SAVED_CARDS
      ) {
        await saveMaskedCard(session.customerId, check.cardToSave);
      }
      return response(200).json({
        data: { status: 'paid', payment: toPayment(findPayment(session, id), languageOf(request)), redirectUrl: null },
      });
    }),
  ];
}
