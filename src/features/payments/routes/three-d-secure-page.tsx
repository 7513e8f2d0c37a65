// The return from the bank's 3-D Secure page (docs/payments.md): hands `redirectResult` to
// POST /payments/{id}/three-d-secure once, shows the outcome with its way out, and continues to `next` — only a
// path of the portal (safeRedirect), else the account's payments page.
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paidText } from '../lib/paid-text';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { completeThreeDSecure, type Payment, useRefreshAfterPayment } from '../api/payments';
import { type PaymentErrorKind, paymentErrorKind } from '../lib/payment-errors';
import { paymentReturnParams } from '../lib/url-params';

type Outcome =
  | { state: 'working' }
  | { state: 'paid'; payment: Payment | null }
  | { state: 'failed'; kind: PaymentErrorKind | 'technical' };

export default function ThreeDSecurePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();
  const params = useParams();
  const search = useSearchParamState(paymentReturnParams).values;
  const paymentId = Number(params['paymentId']);
  const { redirectResult } = search;
  const next = safeRedirect(search.next, href.providerPayments(0, 'past'));
  const refresh = useRefreshAfterPayment(user.customerId);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    redirectResult ? { state: 'working' } : { state: 'failed', kind: 'threeDExpired' },
  );
  // The token counts once: React's development double effect and a re-render must not send it twice.
  const sent = useRef(false);
  useDocumentTitle(t('routes.paymentThreeDSecure'));

  useEffect(() => {
    if (!redirectResult || sent.current || !Number.isInteger(paymentId) || paymentId < 1) return;
    sent.current = true;
    completeThreeDSecure(paymentId, redirectResult)
      .then((result) => setOutcome({ state: 'paid', payment: result.payment }))
      .catch((error: unknown) => {
        const kind = paymentErrorKind(error);
        // Already paid (a reload after success): the payment is shown as paid, the way the user wanted.
        if (kind === 'alreadyPaid') setOutcome({ state: 'paid', payment: null });
        else setOutcome({ state: 'failed', kind: kind ?? 'technical' });
      })
      .finally(() => void refresh());
  }, [paymentId, redirectResult, refresh]);

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-6">
      <h1 className="text-xl font-semibold">{t('routes.paymentThreeDSecure')}</h1>
      {outcome.state === 'working' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" /> {t('payments.threeD.working')}
        </p>
      ) : null}
      {outcome.state === 'paid' ? (
        <Alert tone="success" className="flex items-start gap-2">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          <span>
            {outcome.payment
              ? outcome.payment.installments.length > 1
                ? paidText(t, format.money, outcome.payment, outcome.payment.amount)
                : t('payments.threeD.paid', {
                    description: outcome.payment.description,
                    amount: format.money(outcome.payment.paidAmount ?? outcome.payment.amount),
                  })
              : t('payments.errors.alreadyPaid.message')}
          </span>
        </Alert>
      ) : null}
      {outcome.state === 'failed' ? (
        <Alert>
          <p className="font-medium">
            {outcome.kind === 'technical' ? t('errors.technical') : t(`payments.errors.${outcome.kind}.message`)}
          </p>
          {outcome.kind === 'technical' ? null : <p>{t(`payments.errors.${outcome.kind}.recovery`)}</p>}
        </Alert>
      ) : null}
      {outcome.state === 'working' ? null : (
        <Link className={buttonVariants({ variant: outcome.state === 'paid' ? 'primary' : 'secondary' })} to={next}>
          {outcome.state === 'paid' ? t('payments.threeD.continue') : t('payments.threeD.back')}
        </Link>
      )}
    </div>
  );
}
