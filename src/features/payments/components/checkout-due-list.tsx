// The payments due on /checkout (routes/checkout-page.tsx): one row per payment of the login's list, with what it
// pays for, when it is due, its amount and the pay button for those who may pay; "nothing due" once all are paid.
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { isOverdue, type PendingPayment } from '@/lib/session/pending-payments';
import type { Payment } from '../api/payments';
import { usePaymentPurpose } from '../lib/purpose';

export function CheckoutDueList({
  due,
  records,
  loading,
  onPay,
}: {
  due: PendingPayment[];
  /** The full records by id (description, provider), as far as loaded. */
  records: Map<number, Payment>;
  loading: boolean;
  onPay: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  if (due.length === 0)
    return (
      <Alert tone="success" className="flex items-start gap-2">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
        <span>{t('payments.checkout.nothingDue')}</span>
      </Alert>
    );
  return (
    <ul
      className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
      aria-label={t('payments.checkout.listLabel')}
    >
      {due.map((payment) => (
        <DueRow
          key={payment.id}
          due={payment}
          overdue={isOverdue(payment)}
          record={records.get(payment.id)}
          loading={loading}
          onPay={onPay}
        />
      ))}
    </ul>
  );
}

function DueRow({
  due,
  overdue,
  record,
  loading,
  onPay,
}: {
  due: PendingPayment;
  overdue: boolean;
  /** The payment's record; missing while loading or for a provider the user is not linked to. */
  record: Payment | undefined;
  loading: boolean;
  onPay: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const purpose = usePaymentPurpose();
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        {/* What it pays for, from the login's list (also for a provider the user is not linked to); the record adds
            the server's words (package, number of leads) and the provider. */}
        <p className="font-medium break-words">{purpose.title(due)}</p>
        {record ? (
          <>
            <p className="text-sm break-words" dir="auto">
              {record.description}
            </p>
            <p className="text-sm text-muted-foreground" dir="auto">
              {record.provider.name}
            </p>
          </>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {t('payments.checkout.dueOn', { date: format.date(due.dueDate) })}
        </p>
        {overdue ? (
          <Badge tone="danger" className="mt-1">
            {t('payments.list.overdue')}
          </Badge>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <span className="text-lg font-semibold tabular-nums">{format.money(due.amount, due.currency)}</span>
        {record ? (
          <PayAction payment={record} onPay={onPay} />
        ) : loading ? (
          <span role="status" className="text-sm text-muted-foreground">
            {t('app.loading')}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">{t('payments.checkout.cannotPay')}</span>
        )}
      </div>
    </li>
  );
}

/** Paying is a provider write (can-manage; docs/security.md): others are told whom to ask. */
function PayAction({ payment, onPay }: { payment: Payment; onPay: (payment: Payment) => void }) {
  const { t } = useTranslation();
  const permissions = useProviderPermissions(payment.providerId);
  if (permissions.isPending) return null;
  if (permissions.data?.canManage !== true)
    return <span className="text-sm text-muted-foreground">{t('payments.checkout.cannotPay')}</span>;
  return (
    <Button
      onClick={() => onPay(payment)}
      aria-label={t('payments.list.payNamed', { description: payment.description })}
    >
      {t('payments.list.pay')}
    </Button>
  );
}
