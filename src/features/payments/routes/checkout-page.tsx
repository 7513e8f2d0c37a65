// /checkout (issue 19 point 4; docs/payments.md, "Checkout"): the payments the login reported (`pendingPayments`,
// each with what it pays for and when it is due), paid one by one with the pay dialog of the payments page. Overdue ones make it
// required — the main-layout routes lead back here (src/app/guards.tsx) and only logout leads away; payments due
// later can wait ("Später bezahlen").
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_ADMIN_ROLE_ID, useCustomerUser } from '@/api/queries/customer-users';
import { LoadError } from '@/components/errors/load-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSearchParamState } from '@/lib/search-params';
import { isOverdue } from '@/lib/session/pending-payments';
import { endSession } from '@/lib/session/session-actions';
import { useCurrentUser, useSession } from '@/lib/session/session-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type Payment, usePayments } from '../api/payments';
import { paymentReturnParams } from '../lib/url-params';
import { CheckoutDueList } from '../components/checkout-due-list';

// The pay dialog (react-hook-form, the card rules) loads when a payment is paid, not with the page: the first visit
// stays within the route budget (scripts/bench-bundle.mjs).
const PayDialog = lazy(async () => ({ default: (await import('../components/pay-dialog')).PayDialog }));

export default function CheckoutPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const search = useSearchParamState(paymentReturnParams).values;
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<Payment | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The full records (description, provider) of the pending payments; the login's list names what is due.
  const payments = usePayments(null, 'pending');
  const user = useCurrentUser();
  const me = useCustomerUser(user.customerId, user.id);
  useDocumentTitle(t('routes.checkout'));
  const heading = useRef<HTMLHeadingElement>(null);
  const dueIds = session.status === 'logged-in' ? session.accessToken.pendingPayments.map((p) => p.id).join(',') : '';
  const shown = useRef({ dueIds, paying });
  useEffect(() => {
    const changed = shown.current.dueIds !== dueIds || shown.current.paying !== paying;
    shown.current = { dueIds, paying };
    // A paid payment leaves the list with the button that had the focus (and that the closing dialog would give it
    // back to): the page's heading takes it, not the document body, so a keyboard user goes on from the top.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (changed && paying === null && lost) heading.current?.focus();
  }, [dueIds, paying]);
  // Below the login guard the session is logged in (useCurrentUser holds it); this narrows the type.
  if (session.status !== 'logged-in') return null;

  const due = session.accessToken.pendingPayments;
  const overdueCount = due.filter((payment) => isOverdue(payment)).length;
  const continueTo = safeRedirect(search.next, href.home());
  const records = new Map((payments.data ?? []).map((payment) => [payment.id, payment]));

  const logout = async () => {
    setLeaving(true);
    await endSession(queryClient);
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {t('routes.checkout')}
        </h1>
        <p>{due.length === 0 ? t('payments.checkout.allPaid') : t('payments.checkout.intro')}</p>
      </header>

      {overdueCount > 0 ? (
        <Alert>
          <p className="font-medium">{t('payments.checkout.required', { count: overdueCount })}</p>
          <p>{t('payments.checkout.requiredHint')}</p>
        </Alert>
      ) : null}

      {payments.isError ? <LoadError onRetry={() => void payments.refetch()} /> : null}

      <CheckoutDueList due={due} records={records} loading={payments.isPending} onPay={setPaying} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" loading={leaving} onClick={() => void logout()}>
          <LogOut className="size-4" aria-hidden />
          {t('payments.checkout.logout')}
        </Button>
        {overdueCount === 0 ? (
          <Link
            className={buttonVariants({ variant: due.length === 0 ? 'primary' : 'secondary' })}
            to={continueTo}
            replace
          >
            {due.length === 0 ? t('payments.checkout.continue') : t('payments.checkout.later')}
          </Link>
        ) : null}
      </div>

      {paying ? (
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <PayDialog
            payment={paying}
            customerId={user.customerId}
            canSaveCards={me.data?.roleId === ACCOUNT_ADMIN_ROLE_ID}
            next={`${location.pathname}${location.search}`}
            onClose={() => setPaying(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
