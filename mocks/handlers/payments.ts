// Payments: the providers' payments with installments and the card payment flow (3-D Secure), the customer's
// saved cards (at most 10, spec point 5) and the subscription (spec points 2 "/providers/{id}/payments", 3, 8).
import type { z } from 'zod';
import {
  type zCreditCard,
  type zPayment,
  type zPaymentInstallmentOption,
  zCreateCreditCardBody,
  zCreateCreditCardPath,
  zCompletePaymentThreeDSecureBody,
  zCompletePaymentThreeDSecurePath,
  zDeleteCreditCardPath,
  zGetPaymentPath,
  zGetSubscriptionPath,
  zListCreditCardsPath,
  zListPaymentInstallmentsQuery,
  zListPaymentsQuery,
  zPaymentPayWithNewCard,
  zPaymentPayWithSavedCard,
  zPayPaymentPath,
  zUpdateCreditCardBody,
  zUpdateCreditCardPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId, plain } from '../db/collection';
import { invoiceUrl } from '../db/customer-resources';
import { addMonths, isoDate, isoDateTime, now, startOfDay } from '../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  type FieldErrorCollector,
  forbidden,
  messages,
  MockHttpError,
  notFound,
  validationFailed,
} from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate, singlePage, sortBy } from '../lib/paging';
import { requireOwnCustomer, type Session } from '../lib/session';
import { isAccountAdmin, requireAccountAdmin, requireNamedProvider, requireProviderRight } from '../lib/rights';
import { standInOrigin } from '../lib/stand-in-origin';
import { label, type LanguageKey, languageOf, providerSummary } from '../lib/views';
import { fromCents, toCents } from '../../src/lib/money';
import { installmentAmounts, splitIntoInstallments } from '../lib/installments';
import { parseBody, parsePathParams, parseQuery, parseRaw, readJsonBody } from '../lib/validate';

type CardRecord = ReturnType<typeof db.creditCards.all>[number];
type PaymentRecord = ReturnType<typeof db.payments.all>[number];
type Brand = z.infer<typeof zCreditCard>['brand'];
type InstallmentOption = z.infer<typeof zPaymentInstallmentOption>;

/** Spec point 5 / 9: a customer keeps at most 10 saved cards. */
export const MAX_SAVED_CARDS = 10;

/**
 * Test card numbers of the mock's payment provider (README): every other valid number is approved.
 * The behaviour is kept with a saved card (like a card token), never the number itself.
 */
export const TEST_CARDS = {
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
  noThreeDForm: '4000000000003063',
} as const;
type Behaviour = 'approve' | 'decline' | 'three_d_secure' | 'no_3d_form';

/** Role 3 of config customer_user_role ("Nur Lesen") may read but not change cards or pay. */
const READ_ONLY_ROLE = 3;

/** Installment plans: count -> surcharge of the bank (1 and 3 installments without interest). */
const INSTALLMENT_PLANS: Array<[count: number, surcharge: number]> = [
  [1, 0],
  [3, 0],
  [6, 0.0199],
  [9, 0.0349],
  [12, 0.0499],
];
/** The bank offers no installment below this amount per month (EUR). */
const MIN_INSTALLMENT_AMOUNT = 25;

const MSG = {
  cardNotFound: 'Die Karte wurde nicht gefunden.',
  cardInvalid: 'Die Kartennummer ist ungültig.',
  brandUnsupported: 'Es werden nur Visa, Mastercard und American Express akzeptiert.',
  cvvAmex: 'Die Prüfnummer einer American-Express-Karte hat 4 Ziffern.',
  cvv: 'Die Prüfnummer muss aus 3 Ziffern bestehen.',
  expired: 'Die Karte ist abgelaufen.',
  cardLimit: `Sie können höchstens ${MAX_SAVED_CARDS} Karten speichern. Bitte löschen Sie zuerst eine Karte.`,
  cardAlreadySaved: (name: string) => `Diese Karte ist bereits als „${name}“ gespeichert.`,
  keepOnePrimary: 'Bitte wählen Sie zuerst eine andere Karte als Hauptkarte.',
  alreadyPaid: 'Diese Zahlung wurde bereits beglichen.',
  cancelled: 'Diese Zahlung wurde storniert und kann nicht bezahlt werden.',
  paymentFailed:
    'Die Zahlung ist fehlgeschlagen. Bitte prüfen Sie Ihre Kartendaten oder verwenden Sie eine andere Karte.',
  expiredSavedCard:
    'Die Zahlung ist fehlgeschlagen: Die gespeicherte Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.',
  invalidRedirect: 'Die Rücksprungadresse für 3-D Secure ist ungültig.',
  noThreeDForm: 'Das 3-D-Secure-Formular der Bank wurde nicht gefunden. Bitte versuchen Sie es erneut.',
  installments: 'Diese Anzahl an Raten ist für diese Zahlung und Karte nicht möglich.',
  oneCard: 'Bitte wählen Sie eine gespeicherte Karte oder geben Sie eine neue Karte ein.',
  saveNeedsAdmin: 'Karten speichern nur die Administratoren des Kundenkontos. Sie können ohne Speichern bezahlen.',
  threeDDeclined: 'Die Zahlung ist fehlgeschlagen. Die Bank hat die 3-D-Secure-Prüfung abgelehnt.',
  threeDTokenInvalid: 'Die 3-D-Secure-Prüfung ist abgelaufen oder wurde schon abgeschlossen.',
} as const;

/** Where the mock's 3-D Secure redirect lands: the mock bank page (mocks/browser/bank-3d-secure.html). */
export const MOCK_BANK_PAGE = '/__mock/bank-3d-secure.html';
/** What the mock bank page appends to the token for its two buttons. */
export const BANK_VERDICTS = { approved: 'approved', declined: 'declined' } as const;

// ---------------------------------------------------------------- helpers

/**
 * Saved cards are the account's, not a provider's: only an account administrator adds, changes or deletes them
 * (docs/security.md, "Payments and saved cards"); everyone in the account may read them and pay with them.
 */
function requireCardAdmin(session: Session): void {
  requireAccountAdmin(session, 'Gespeicherte Karten verwalten nur die Administratoren des Kundenkontos.');
}

function requireWriter(session: Session): void {
  if (session.user.roleId === READ_ONLY_ROLE) {
    throw forbidden('Mit der Rolle „Nur Lesen“ können Sie keine Zahlungen und Karten verwalten.');
  }
}

function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card brand from the number's prefix (IIN ranges), or null for brands the portal does not accept. */
export function brandOf(number: string): Brand | null {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

function maskNumber(number: string): string {
  return `**** **** **** ${number.slice(-4)}`;
}

function behaviourOf(number: string): Behaviour {
  if (number === TEST_CARDS.declined) return 'decline';
  if (number === TEST_CARDS.threeDSecure) return 'three_d_secure';
  if (number === TEST_CARDS.noThreeDForm) return 'no_3d_form';
  return 'approve';
}

function isExpired(month: number, year: number): boolean {
  const today = now();
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return year * 12 + month < current;
}

interface CardInput {
  holderName: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** Checks of a card entered by the user; field paths under `prefix` (e.g. `card.`). */
function cardErrors(card: CardInput, prefix = ''): { errors: FieldErrorCollector; brand: Brand | null } {
  const errors = collectFieldErrors();
  const brand = brandOf(card.number);
  if (!luhnValid(card.number)) errors.add(`${prefix}number`, MSG.cardInvalid);
  else if (!brand) errors.add(`${prefix}number`, MSG.brandUnsupported);
  if (brand === 'amex' && card.cvv.length !== 4) errors.add(`${prefix}cvv`, MSG.cvvAmex);
  if (brand && brand !== 'amex' && card.cvv.length !== 3) errors.add(`${prefix}cvv`, MSG.cvv);
  if (isExpired(card.expiryMonth, card.expiryYear)) errors.add(`${prefix}expiryYear`, MSG.expired);
  if (!card.holderName.trim()) errors.add(`${prefix}holderName`, messages.required);
  return { errors, brand };
}

function toCard(record: CardRecord): z.infer<typeof zCreditCard> {
  return {
    id: record.id,
    name: record.name,
    holderName: record.holderName,
    maskedNumber: record.maskedNumber,
    brand: record.brand,
    expiryMonth: record.expiryMonth,
    expiryYear: record.expiryYear,
    isPrimary: record.isPrimary,
  };
}

function cardsOf(customerId: number): CardRecord[] {
  return db.creditCards
    .all()
    .filter((c) => c.customerId === customerId)
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** What the mock can know of a card's identity: brand, last four digits and expiry. */
interface CardFingerprint {
  brand: Brand;
  maskedNumber: string;
  expiryMonth: number;
  expiryYear: number;
}

/**
 * The customer's saved card that is the same card, if any. The real backend compares the payment processor's card
 * fingerprint (one token per card number, whatever tokenisation); the mock has no processor and compares what a
 * saved card keeps: brand, last four digits and expiry (docs/payments.md, "Saved cards").
 */
function sameSavedCard(customerId: number, card: CardFingerprint): CardRecord | undefined {
  return cardsOf(customerId).find(
    (saved) =>
      saved.brand === card.brand &&
      saved.maskedNumber === card.maskedNumber &&
      saved.expiryMonth === card.expiryMonth &&
      saved.expiryYear === card.expiryYear,
  );
}

function fingerprintOf(card: { number: string; brand: Brand; expiryMonth: number; expiryYear: number }) {
  return {
    brand: card.brand,
    maskedNumber: maskNumber(card.number),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

function findCard(customerId: number, cardId: number): CardRecord {
  const card = db.creditCards.findFirst((q) => q.where({ id: cardId, customerId }));
  if (!card) throw notFound(MSG.cardNotFound, 'CARD_NOT_FOUND');
  return card;
}

/** Moves the primary flag: `primaryId` becomes the only primary card of the customer. */
async function setPrimary(customerId: number, primaryId: number): Promise<void> {
  await db.creditCards.updateMany(
    (q) => q.where((c) => c.customerId === customerId && c.isPrimary !== (c.id === primaryId)),
    {
      data(card) {
        card.isPrimary = card.id === primaryId;
      },
    },
  );
}

interface NewCard {
  name?: string;
  holderName: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  brand: Brand;
  isPrimary: boolean;
}

async function saveCard(customerId: number, card: NewCard): Promise<CardRecord> {
  const makePrimary = card.isPrimary || cardsOf(customerId).length === 0;
  const brandLabel = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }[card.brand];
  const id = nextId(db.creditCards);
  const created = await db.creditCards.create({
    id,
    customerId,
    name: card.name?.trim() || `${brandLabel} ${card.number.slice(-4)}`,
    holderName: card.holderName.trim(),
    maskedNumber: maskNumber(card.number),
    brand: card.brand,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    isPrimary: makePrimary,
    behaviour: behaviourOf(card.number),
    createdAt: isoDateTime(now()),
  });
  if (makePrimary) await setPrimary(customerId, id);
  return created;
}

function toPayment(record: PaymentRecord, language: LanguageKey): z.infer<typeof zPayment> {
  const {
    customerId: _customerId,
    paidWith: _paidWith,
    threeDSecure: _threeDSecure,
    descriptions,
    ...rest
  } = plain(record);
  return {
    ...rest,
    description: label(descriptions, language),
    provider: providerSummary(record.providerId, language),
  };
}

/** The payment, if it belongs to one of the user's providers; else 404. */
function findPayment(session: Session, id: number): PaymentRecord {
  const payment = db.payments.findFirst((q) => q.where({ id }));
  if (!payment || payment.customerId !== session.customerId || !session.providerIds.includes(payment.providerId)) {
    throw notFound('Die Zahlung wurde nicht gefunden.');
  }
  return payment;
}

/** Installment counts the card's bank offers: all for Visa and Mastercard, up to 3 for Amex, else none. */
function countsForBrand(brand: Brand | null | undefined): number[] {
  if (brand === null) return [1];
  if (brand === 'amex') return [1, 3];
  return INSTALLMENT_PLANS.map(([count]) => count);
}

export function installmentOptions(amount: number, brand?: Brand | null): InstallmentOption[] {
  const counts = countsForBrand(brand);
  return INSTALLMENT_PLANS.filter(
    ([count]) => counts.includes(count) && (count === 1 || amount / count >= MIN_INSTALLMENT_AMOUNT),
  ).map(([count, surcharge]) => {
    // In whole cents: the surcharge rounded to the cent, the installments adding up to the total.
    const totalAmount = fromCents(Math.round(toCents(amount) * (1 + surcharge)));
    const { first, each } = splitIntoInstallments(totalAmount, count);
    return { installmentCount: count, firstAmount: first, monthlyAmount: each, totalAmount, currency: 'EUR' as const };
  });
}

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

// ---------------------------------------------------------------- handlers

export function paymentsHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/credit-cards', ({ params, response, session }) => {
      const { customerId } = parsePathParams(zListCreditCardsPath, params);
      requireOwnCustomer(session, customerId);
      return response(200).json(singlePage(cardsOf(customerId).map(toCard)));
    }),

    http.post('/customers/{customerId}/credit-cards', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zCreateCreditCardPath, params);
      requireOwnCustomer(session, customerId);
      requireCardAdmin(session);
      const { body } = await parseBody(zCreateCreditCardBody, request);
      const { errors, brand } = cardErrors(body);
      if (!body.name.trim()) errors.add('name', messages.required);
      if (!errors.isEmpty || !brand) throw errors.failure();
      // The same card is never saved twice; the answer names the saved one (before the limit: at 10 cards the
      // user learns the card is there already, not that one must go first).
      const saved = sameSavedCard(customerId, fingerprintOf({ ...body, brand }));
      if (saved) {
        throw new MockHttpError(409, {
          message: MSG.cardAlreadySaved(saved.name),
          code: 'CARD_ALREADY_SAVED',
          details: { savedCard: toCard(saved) },
        });
      }
      if (cardsOf(customerId).length >= MAX_SAVED_CARDS) throw conflict(MSG.cardLimit, 'CARD_LIMIT_REACHED');
      const created = await saveCard(customerId, { ...body, brand });
      return response(201).json({ data: toCard(findCard(customerId, created.id)) });
    }),

    http.put('/customers/{customerId}/credit-cards/{cardId}', async ({ request, params, response, session }) => {
      const { customerId, cardId } = parsePathParams(zUpdateCreditCardPath, params);
      requireOwnCustomer(session, customerId);
      const card = findCard(customerId, cardId);
      requireCardAdmin(session);
      const { body } = await parseBody(zUpdateCreditCardBody, request);
      if (body.name === undefined && body.isPrimary === undefined) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const name = body.name?.trim();
      if (name !== undefined && !name) throw fieldError('name', messages.required);
      if (body.isPrimary === false && card.isPrimary) throw fieldError('isPrimary', MSG.keepOnePrimary);
      if (name !== undefined) {
        await db.creditCards.update((q) => q.where({ id: cardId }), {
          data(record) {
            record.name = name;
          },
        });
      }
      if (body.isPrimary) await setPrimary(customerId, cardId);
      return response(200).json({ data: toCard(findCard(customerId, cardId)) });
    }),

    http.delete('/customers/{customerId}/credit-cards/{cardId}', async ({ params, response, session }) => {
      const { customerId, cardId } = parsePathParams(zDeleteCreditCardPath, params);
      requireOwnCustomer(session, customerId);
      const card = findCard(customerId, cardId);
      requireCardAdmin(session);
      db.creditCards.delete((q) => q.where({ id: cardId }));
      const successor = card.isPrimary ? cardsOf(customerId)[0] : undefined;
      if (successor) await setPrimary(customerId, successor.id);
      return response(204).empty();
    }),

    http.get('/customers/{customerId}/subscription', ({ params, response, session }) => {
      const { customerId } = parsePathParams(zGetSubscriptionPath, params);
      requireOwnCustomer(session, customerId);
      const subscription = db.subscriptions.findFirst((q) => q.where({ customerId }));
      if (!subscription) throw notFound('Für dieses Kundenkonto gibt es kein laufendes Abonnement.');
      return response(200).json({ data: plain(subscription) });
    }),

    http.get('/payments', ({ request, response, session }) => {
      const query = parseQuery(zListPaymentsQuery, request);
      if (query.providerId !== undefined) requireNamedProvider(session, query.providerId);
      const sortField = query.sort.replace(/^-/, '');
      const sortable = ['createdAt', 'dueDate', 'paidAt', 'amount', 'status', 'type', 'id'];
      if (!sortable.includes(sortField)) throw fieldError('sort', 'Nach diesem Feld kann nicht sortiert werden.');
      const providerIds = query.providerId === undefined ? session.providerIds : [query.providerId];
      const rows = db.payments.all().filter((p) => {
        if (p.customerId !== session.customerId || !providerIds.includes(p.providerId)) return false;
        if (query.state === 'pending') return p.status === 'pending' || p.status === 'failed';
        if (query.state === 'past') return p.status === 'paid' || p.status === 'cancelled';
        return true;
      });
      return response(200).json(
        paginate(
          sortBy(rows, query.sort).map((record) => toPayment(record, languageOf(request))),
          query,
        ),
      );
    }),

    http.get('/payments/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetPaymentPath, params);
      return response(200).json({ data: toPayment(findPayment(session, id), languageOf(request)) });
    }),

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

    http.get('/payment-installments', ({ request, response, session }) => {
      const query = parseQuery(zListPaymentInstallmentsQuery, request);
      const payment = findPayment(session, query.paymentId);
      const brand = query.cardBin === undefined ? undefined : brandOf(query.cardBin);
      return response(200).json(singlePage(installmentOptions(payment.amount, brand)));
    }),
  ];
}
