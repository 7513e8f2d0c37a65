import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { ACCOUNT_ADMIN_ROLE_ID, useCustomerUser } from '@/api/queries/customer-users';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isOneOf } from '@/lib/guards';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import type { Payment } from '../api/payments';
import { PaymentList } from '../components/payment-list';
import { ProductInfo } from '../components/product-info';
import { paymentsScope } from '../lib/payments-scope';
import { PAYMENT_TABS, paymentsParams } from '../lib/url-params';

// What only a click shows loads then, not with the page (issue 23; docs/payments.md, "First-visit weight"): the pay
// dialog (react-hook-form, the card rules) on "Bezahlen", the cards tab (its add and delete dialogs load on their
// own buttons) when its tab is first opened. Pointing at "Bezahlen" or the cards tab starts the download.
const loadPayDialog = () => import('../components/pay-dialog');
const PayDialog = lazy(async () => ({ default: (await loadPayDialog()).PayDialog }));
const loadCardsTab = () => import('../components/cards-tab');
const CardsTab = lazy(async () => ({ default: (await loadCardsTab()).CardsTab }));

const preloadPayDialog = () => void loadPayDialog();

/**
 * /providers/{id}/payments: pending and past payments of the provider and the account's saved cards.
 * /providers/0/payments: the account's product information (its subscription) above the same tabs for every
 * provider of the user (spec point 2; the dashboard and the login's pending payments lead here).
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const params = useParams();
  const location = useLocation();
  const url = useSearchParamState(paymentsParams);
  const scope = paymentsScope(user, params['providerId']);
  const me = useCustomerUser(user.customerId, user.id);
  const isAdmin = me.data?.roleId === ACCOUNT_ADMIN_ROLE_ID;
  const { tab } = url.values;
  const [paying, setPaying] = useState<Payment | null>(null);

  if (!scope) {
    return (
      <Page title={t('routes.payments')}>
        <Alert>{t('provider-page.notFound')}</Alert>
      </Page>
    );
  }

  const { account, provider, listProviderId } = scope;
  const title = account ? t('payments.productInfo.title') : t('routes.payments');
  return (
    <Page title={title} provider={provider}>
      <div className="flex flex-col gap-6">
        {account ? <ProductInfo customerId={user.customerId} providers={user.providers} /> : null}
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (isOneOf(PAYMENT_TABS, value)) url.update({ tab: value }, { replace: true });
          }}
        >
          <TabsList aria-label={t('payments.tabs.label')}>
            <TabsTrigger value="pending">{t('payments.tabs.pending')}</TabsTrigger>
            <TabsTrigger value="past">{t('payments.tabs.past')}</TabsTrigger>
            <TabsTrigger value="cards" onPointerEnter={() => void loadCardsTab()} onFocus={() => void loadCardsTab()}>
              {t('payments.tabs.cards')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="pending" className="pt-4">
            <PaymentList
              providerId={listProviderId}
              state="pending"
              showProvider={account}
              onPay={setPaying}
              onPayIntent={preloadPayDialog}
            />
          </TabsContent>
          <TabsContent value="past" className="pt-4">
            <PaymentList
              providerId={listProviderId}
              state="past"
              showProvider={account}
              onPay={setPaying}
              onPayIntent={preloadPayDialog}
            />
          </TabsContent>
          <TabsContent value="cards" className="pt-4">
            {/* The fallback is the cards tab's own loading line: nothing moves when the tab arrives. */}
            <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
              <CardsTab customerId={user.customerId} canManageCards={isAdmin} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
      {paying ? (
        <Suspense fallback={null}>
          <PayDialog
            payment={paying}
            customerId={user.customerId}
            canSaveCards={isAdmin}
            next={`${location.pathname}?tab=past`}
            onClose={() => setPaying(null)}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
