import type { TFunction } from 'i18next';
import { fromCents, toCents } from '@/lib/money';
import type { Payment } from '../api/payments';

/**
 * What a successful payment says it charged: the whole amount, or for installments the first one with what
 * follows (only the first is charged now: "361,18 € wurden bezahlt" overstated it). Amounts added in cents.
 */
export function paidText(t: TFunction, money: (amount: number) => string, payment: Payment, fallback: number): string {
  const paid = payment.installments.filter((installment) => installment.status === 'paid');
  const open = payment.installments.filter((installment) => installment.status !== 'paid');
  const [first] = paid;
  if (payment.installments.length > 1 && first && open.length > 0) {
    const remaining = fromCents(open.reduce((sum, installment) => sum + toCents(installment.amount), 0));
    return t('payments.pay.paidInstallment', {
      count: open.length,
      first: money(first.amount),
      remaining: money(remaining),
      total: money(payment.paidAmount ?? payment.amount),
    });
  }
  return t('payments.pay.paid', { amount: money(payment.paidAmount ?? fallback) });
}
