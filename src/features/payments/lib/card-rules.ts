// Client-side checks of a card before it is sent (issue 19): the number's check digit (Luhn), the brand from the
// number's prefix, the CVV's length by brand and an expiry not in the past. The server checks the same again; these
// only spare the user a round trip. Pure functions: nothing here keeps, logs or returns a card number.
import type { components } from '@/api/generated/schema';
import { apiDate, monthIndex } from '@/lib/calendar-day';

export type CardBrand = components['schemas']['CreditCardBrand'];

/** The digits of what the user typed (spaces and hyphens between groups are allowed while typing). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Whether the digits pass the Luhn check (the last digit is the check digit of the others). */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges); null for brands the marketplace does not accept. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** The CVV's length for the brand: 4 digits on the front of an American Express card, 3 on the back of others. */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

/** Whether a card valid through the end of `month`/`year` can still pay on `today`. */
export function expiryInFuture(month: number, year: number, today: Date): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  // Months counted as `monthIndex` counts them (year × 12 + month − 1), against the month of today in the user's zone.
  return year * 12 + month - 1 >= monthIndex(apiDate(today));
}

export type CardProblem =
  'numberFormat' | 'numberChecksum' | 'brandUnsupported' | 'expiryPast' | 'cvvLength' | 'expiryFormat';

export interface CardCheckInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** The first problem per field of a card, by field name; an empty object when the card may be sent. */
export function cardProblems(
  card: CardCheckInput,
  today: Date,
): Partial<Record<'number' | 'expiry' | 'cvv', CardProblem>> {
  const problems: Partial<Record<'number' | 'expiry' | 'cvv', CardProblem>> = {};
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (!/^[0-9]{13,19}$/.test(digits)) problems.number = 'numberFormat';
  else if (!luhnValid(digits)) problems.number = 'numberChecksum';
  else if (!brand) problems.number = 'brandUnsupported';
  if (!Number.isInteger(card.expiryMonth) || !Number.isInteger(card.expiryYear)) problems.expiry = 'expiryFormat';
  else if (!expiryInFuture(card.expiryMonth, card.expiryYear, today)) problems.expiry = 'expiryPast';
  if (!new RegExp(`^[0-9]{${cvvLength(brand)}}$`).test(card.cvv)) problems.cvv = 'cvvLength';
  return problems;
}

/** "MM/YY" or "MM/YYYY" as typed in the expiry field; null when it is neither. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  // "08/29", "8 / 2029", and without the slash as the card prints it: "0829", "1229", "122029".
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * The card number as the card prints it, for reading it back: groups of four, American Express 4-6-5. Anything that
 * is not only digits (and spaces or dashes) stays as typed, for its error to name.
 */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input);
  if (!/^[0-9]+$/.test(digits)) return input;
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** The expiry as MM/JJ once it reads as one ("1229" → "12/29"); otherwise as typed, for its error to name. */
export function formatExpiry(input: string): string {
  const expiry = parseExpiry(input);
  if (!expiry) return input;
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}
