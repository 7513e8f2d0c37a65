import type { TFunction } from 'i18next';
import { subtractAmounts } from '@/lib/money';
import type { InstallmentOption } from '../api/payments';

/** One way to pay a payment: at once (1) or in installments. */
export type InstallmentPlan = Omit<InstallmentOption, 'currency'>;

/**
 * "6 Raten: erste Rate 59,35 €, dann 5 × 59,32 € (insgesamt 355,95 €)": the figures add up to the total; a plan
 * that costs more than `amount` names its surcharge.
 */
export function installmentLabel(
  t: TFunction,
  money: (amount: number) => string,
  option: InstallmentPlan,
  amount: number,
): string {
  if (option.installmentCount === 1) return t('payments.pay.oneInstallment', { total: money(option.totalAmount) });
  const values = {
    n: option.installmentCount,
    rest: option.installmentCount - 1,
    first: money(option.firstAmount),
    monthly: money(option.monthlyAmount),
    total: money(option.totalAmount),
    surcharge: money(subtractAmounts(option.totalAmount, amount)),
  };
  const split = option.firstAmount === option.monthlyAmount ? 'manyInstallments' : 'manyInstallmentsUneven';
  return option.totalAmount > amount
    ? t(`payments.pay.${split}WithSurcharge`, values)
    : t(`payments.pay.${split}`, values);
}
