// Payments: what the saved cards and the card payment share: the card rules (number, brand, expiry, the
// mock bank's test cards), the customer's saved cards, a payment's API shape and the installment plans.
import type { z } from 'zod';
import {
  type zCreditCard,
  type zPayment,
  type zPaymentInstallmentOption,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId, plain } from '../../db/collection';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, type FieldErrorCollector, forbidden, messages, notFound } from '../../lib/errors';
import { type Session } from '../../lib/session';
import { label, type LanguageKey, providerSummary } from '../../lib/views';
import { fromCents, toCents } from '../../../src/lib/money';
import { splitIntoInstallments } from '../../lib/installments';

export type CardRecord = ReturnType<typeof db.creditCards.all>[number];
type PaymentRecord = ReturnType<typeof db.payments.all>[number];
export type Brand = z.infer<typeof zCreditCard>['brand'];
export type InstallmentOption = z.infer<typeof zPaymentInstallmentOption>;

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
export type Behaviour = 'approve' | 'decline' | 'three_d_secure' | 'no_3d_form';

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

export const MSG = {
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

// ---------------------------------------------------------------- helpers

export function requireWriter(session: Session): void {
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

export function maskNumber(number: string): string {
  return `**** **** **** ${number.slice(-4)}`;
}

export function behaviourOf(number: string): Behaviour {
  if (number === TEST_CARDS.declined) return 'decline';
  if (number === TEST_CARDS.threeDSecure) return 'three_d_secure';
  if (number === TEST_CARDS.noThreeDForm) return 'no_3d_form';
  return 'approve';
}

export function isExpired(month: number, year: number): boolean {
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
export function cardErrors(card: CardInput, prefix = ''): { errors: FieldErrorCollector; brand: Brand | null } {
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

export function toCard(record: CardRecord): z.infer<typeof zCreditCard> {
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

export function cardsOf(customerId: number): CardRecord[] {
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
export function sameSavedCard(customerId: number, card: CardFingerprint): CardRecord | undefined {
  return cardsOf(customerId).find(
    (saved) =>
      saved.brand === card.brand &&
      saved.maskedNumber === card.maskedNumber &&
      saved.expiryMonth === card.expiryMonth &&
      saved.expiryYear === card.expiryYear,
  );
}

export function fingerprintOf(card: { number: string; brand: Brand; expiryMonth: number; expiryYear: number }) {
  return {
    brand: card.brand,
    maskedNumber: maskNumber(card.number),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

export function findCard(customerId: number, cardId: number): CardRecord {
  const card = db.creditCards.findFirst((q) => q.where({ id: cardId, customerId }));
  if (!card) throw notFound(MSG.cardNotFound, 'CARD_NOT_FOUND');
  return card;
}

/** Moves the primary flag: `primaryId` becomes the only primary card of the customer. */
export async function setPrimary(customerId: number, primaryId: number): Promise<void> {
  await db.creditCards.updateMany(
    (q) => q.where((c) => c.customerId === customerId && c.isPrimary !== (c.id === primaryId)),
    {
      data(card) {
        card.isPrimary = card.id === primaryId;
      },
    },
  );
}

export interface NewCard {
  name?: string;
  holderName: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  brand: Brand;
  isPrimary: boolean;
}

export async function saveCard(customerId: number, card: NewCard): Promise<CardRecord> {
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

export function toPayment(record: PaymentRecord, language: LanguageKey): z.infer<typeof zPayment> {
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
export function findPayment(session: Session, id: number): PaymentRecord {
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
