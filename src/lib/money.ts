// Amounts arrive from the API in euros with at most two decimals; arithmetic on them happens in whole cents, so
// that a difference or a sum is exact (355,95 € − 349,00 € is 6,95 €, not 6,9499…).

/** The market's currency (Germany): preselected wherever a currency is chosen. */
export const MARKET_CURRENCY = 'EUR';

export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** `minuend − subtrahend`, in euros, computed in cents. */
export function subtractAmounts(minuend: number, subtrahend: number): number {
  return fromCents(toCents(minuend) - toCents(subtrahend));
}
