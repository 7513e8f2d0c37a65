// Money in the mock is counted in whole cents (the portal's src/lib/money.ts): euros, what the API carries, are
// converted at the edges, and a total split into installments adds up again to the cent.
import { fromCents, toCents } from '../../src/lib/money';

/**
 * A total in euros split into `count` installments of whole cents: every installment is the total divided evenly
 * and rounded down, the first takes the cents left over (the document's PaymentInstallmentOption.firstAmount).
 */
export function splitIntoInstallments(totalEuros: number, count: number): { first: number; each: number } {
  const total = toCents(totalEuros);
  const each = Math.floor(total / count);
  return { first: fromCents(total - each * (count - 1)), each: fromCents(each) };
}

/** The amounts of `count` installments of a total, first to last. */
export function installmentAmounts(totalEuros: number, count: number): number[] {
  const { first, each } = splitIntoInstallments(totalEuros, count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? first : each));
}
