// One tab of payments (pending or past): amount in EUR, what it pays for (its service period), created and due dates,
// status and type (configs payment_status and payment_type), installments, the invoice once paid, and "Bezahlen"
// where the user may pay.
import { useTranslation } from 'react-i18next';
import { useConfigs } from '@/api/queries/configs';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { isOverdue } from '@/lib/session/pending-payments';
import { type Payment, type PaymentState, usePayments } from '../api/payments';
import { usePaymentPurpose } from '../lib/purpose';

const STATUS_TONES = { pending: 'warning', failed: 'danger', paid: 'success', cancelled: 'neutral' } as const;

export function PaymentList({
  providerId,
  state,
  showProvider,
  onPay,
  onPayIntent,
}: {
  /** null: every provider of the user (product information page). */
  providerId: number | null;
  state: PaymentState;
  showProvider: boolean;
  onPay: (payment: Payment) => void;
  /** The pointer or focus is on "Bezahlen": the page can start loading the pay dialog. */
  onPayIntent?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const purpose = usePaymentPurpose();
  const payments = usePayments(providerId, state);
  // The server's labels (config); the portal's own words for the same states while they load or if one is missing,
  // never the raw value ('pending').
  const labels = useConfigs(['payment_status', 'payment_type'], (configs) => ({
    status: new Map((configs.payment_status ?? []).map((entry) => [String(entry.itemId), entry.value])),
    type: new Map((configs.payment_type ?? []).map((entry) => [String(entry.itemId), entry.value])),
  })).data;

  if (payments.isPending) return <p role="status">{t('app.loading')}</p>;
  if (payments.isError)
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void payments.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (payments.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center">
        {t(state === 'pending' ? 'payments.list.emptyPending' : 'payments.list.emptyPast')}
      </p>
    );

  return (
    <ul
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
      aria-label={t(state === 'pending' ? 'payments.list.pendingLabel' : 'payments.list.pastLabel')}
    >
      {payments.data.map((payment) => {
        const overdue = state === 'pending' && isOverdue(payment);
        return (
          <li key={payment.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium break-words" dir="auto">
                {payment.description}
              </p>
              {showProvider ? (
                <p className="text-sm text-muted-foreground" dir="auto">
                  {payment.provider.name}
                </p>
              ) : null}
              <p className="text-sm">{purpose.period(payment.servicePeriod)}</p>
              <p className="text-sm text-muted-foreground">
                {t('payments.list.dates', {
                  created: format.date(payment.createdAt),
                  due: format.date(payment.dueDate),
                })}
                {payment.paidAt ? ` · ${t('payments.list.paidAt', { date: format.date(payment.paidAt) })}` : null}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Badge tone={STATUS_TONES[payment.status]}>
                  {labels?.status.get(payment.status) ?? t(`payments.paymentStatus.${payment.status}`)}
                </Badge>
                <Badge>{labels?.type.get(payment.type) ?? t(`payments.purpose.type.${payment.type}`)}</Badge>
                {overdue ? <Badge tone="danger">{t('payments.list.overdue')}</Badge> : null}
              </div>
              {payment.installments.length > 0 ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer">
                    {t('payments.list.installments', { n: payment.installments.length })}
                  </summary>
                  <ol className="mt-1 flex flex-col gap-0.5 ps-4">
                    {payment.installments.map((installment) => (
                      <li key={installment.number} className="flex flex-wrap gap-x-3">
                        <span>{t('payments.list.installmentNumber', { number: installment.number })}</span>
                        <span className="tabular-nums">{format.money(installment.amount)}</span>
                        <span className="text-muted-foreground">{format.date(installment.dueDate)}</span>
                        <span className="text-muted-foreground">
                          {labels?.status.get(installment.status) ?? t(`payments.paymentStatus.${installment.status}`)}
                        </span>
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
              {/* A paid payment shows what was charged (an installment plan's surcharge included). */}
              <span className="text-lg font-semibold tabular-nums">
                {format.money(payment.paidAmount ?? payment.amount, payment.currency)}
              </span>
              {state === 'pending' ? (
                <PayButton payment={payment} onPay={onPay} onPayIntent={onPayIntent} />
              ) : payment.invoiceUrl && /^https:\/\//i.test(payment.invoiceUrl) ? (
                <a
                  className={buttonVariants({ size: 'sm', variant: 'ghost' })}
                  href={payment.invoiceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('payments.list.invoice')}
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Paying is a provider write (can-manage; docs/security.md): without it the button is not offered. */
function PayButton({
  payment,
  onPay,
  onPayIntent,
}: {
  payment: Payment;
  onPay: (payment: Payment) => void;
  onPayIntent: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const permissions = useProviderPermissions(payment.providerId);
  if (permissions.data?.canManage !== true) return null;
  return (
    <Button
      size="sm"
      onClick={() => onPay(payment)}
      onPointerEnter={onPayIntent}
      onFocus={onPayIntent}
      aria-label={t('payments.list.payNamed', { description: payment.description })}
    >
      {t('payments.list.pay')}
    </Button>
  );
}
