// What a payment pays for, in the reader's language (docs/payments.md, "What an open payment is for"): its kind
// (`type`) and its service period, the months it pays for ("Leistungszeitraum"), or "one-off" for a setup fee. The
// server's `description` is German and says more (the package, the number of leads); this is what every screen
// shows first, the same on /checkout, the payments page and (in the dashboard's own words) the dashboard.
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { useFormat } from '@/lib/format';

type PaymentType = components['schemas']['PaymentType'];
type ServicePeriod = components['schemas']['PaymentServicePeriod'];

export function usePaymentPurpose() {
  const { t } = useTranslation();
  const format = useFormat();
  /** "Leistungszeitraum Oktober 2026", "Leistungszeitraum März 2027 bis Februar 2028" or "einmalige Gebühr". */
  const period = (servicePeriod: ServicePeriod | null) => {
    if (servicePeriod === null) return t('payments.purpose.oneOff');
    const { startMonth, endMonth } = servicePeriod;
    const months =
      startMonth === endMonth
        ? format.month(startMonth)
        : t('payments.purpose.range', { start: format.month(startMonth), end: format.month(endMonth) });
    return t('payments.purpose.period', { period: months });
  };
  /** "Plus-Anfragen · Leistungszeitraum Oktober 2026". */
  const title = (payment: { type: PaymentType; servicePeriod: ServicePeriod | null }) =>
    t('payments.purpose.title', {
      type: t(`payments.purpose.type.${payment.type}`),
      period: period(payment.servicePeriod),
    });
  return { period, title };
}
