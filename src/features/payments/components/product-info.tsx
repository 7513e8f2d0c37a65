// /providers/0/payments: the account's product (spec point 2): the subscription, its period and price, the
// providers it covers and what the plan includes (read from the provider's plan gates, the same the portal obeys).
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ProviderPermissions, useProviderPermissions } from '@/api/queries/provider-permissions';
import { useSubscription } from '@/api/queries/subscription';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';
import type { LoggedInUser } from '@/lib/session/session-query';

const FEATURES = [
  'discounts',
  'reviewReplies',
  'pageVisitStatistics',
  'bookingStatistics',
  'competitorAnalysis',
  'whatsappLeads',
] as const satisfies ReadonlyArray<keyof ProviderPermissions>;

export function ProductInfo({ customerId, providers }: { customerId: number; providers: LoggedInUser['providers'] }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const subscription = useSubscription(customerId);
  const firstCovered = subscription.data?.providerIds.find((id) => providers.some((provider) => provider.id === id));

  let body;
  if (subscription.isPending) body = <p role="status">{t('app.loading')}</p>;
  else if (subscription.isError)
    body = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void subscription.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  else if (subscription.data === null) {
    // No subscription: a listing on the free Basic plan (the dashboard's "Paket Basic · Kostenlos") owes no plan fee;
    // what it may owe (an advertisement) is listed below with what it pays for (docs/payments.md).
    const free = providers.find((provider) => provider.productFeatures.planTier === 'basic');
    body = free ? (
      <div className="flex flex-col gap-3">
        <p>{t('payments.productInfo.free', { plan: free.productFeatures.listingProductName })}</p>
        <IncludedFeatures providerId={free.id} />
      </div>
    ) : (
      <p>{t('payments.productInfo.none')}</p>
    );
  } else {
    const product = subscription.data;
    // The covered providers the user is linked to by name, the others counted: "Schlossgut Havelblick und 2 weitere
    // Anbieter", joined as the language joins a list (issue 38.8). Intl.ListFormat here, not in src/lib/format.ts:
    // every page loads that module, and the pages that join lists (this one, the listing's pending changes) are few.
    const named = product.providerIds.flatMap((id) => {
      const name = providers.find((provider) => provider.id === id)?.name;
      return name === undefined ? [] : [name];
    });
    const others = product.providerIds.length - named.length;
    const covered = new Intl.ListFormat(toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE), {
      type: 'conjunction',
    }).formatToParts(others > 0 ? [...named, t('payments.productInfo.otherProviders', { count: others })] : named);
    // A product named after its plan ("Prime" on the plan Prime) says the plan once; another name keeps the plan's
    // badge beside it.
    const plan = t(`payments.plan.${product.planTier}`);
    const name = product.productName.toLocaleLowerCase();
    const namesPlan = name.includes(plan.toLocaleLowerCase()) || name.includes(product.planTier);
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold" dir="auto">
            {product.productName}
          </p>
          {namesPlan ? null : <Badge tone="brand">{plan}</Badge>}
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t('payments.productInfo.period')}</dt>
          <dd>
            {t('payments.productInfo.periodValue', {
              start: format.date(product.startDate),
              end: format.date(product.endDate),
            })}
          </dd>
          <dt className="text-muted-foreground">{t('payments.productInfo.price')}</dt>
          <dd>
            {t('payments.productInfo.priceValue', { amount: format.money(product.monthlyAmount, product.currency) })}
          </dd>
          <dt className="text-muted-foreground">{t('payments.productInfo.renewal')}</dt>
          <dd>
            {product.autoRenew
              ? t('payments.productInfo.autoRenew', { date: format.date(product.endDate) })
              : t('payments.productInfo.endsOn', { date: format.date(product.endDate) })}
          </dd>
          <dt className="text-muted-foreground">{t('payments.productInfo.providers')}</dt>
          {/* The line runs in the page's direction ("A وB" in Arabic, right-aligned beside its label); each name keeps
              its own (a Latin name first had turned the whole line left to right, final walk of issue 38). */}
          <dd>
            {covered.map((part, index) => (part.type === 'element' ? <bdi key={index}>{part.value}</bdi> : part.value))}
          </dd>
        </dl>
        {firstCovered ? <IncludedFeatures providerId={firstCovered} /> : null}
      </div>
    );
  }

  return (
    <section
      aria-labelledby="product-info-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="product-info-title" className="font-semibold">
        {t('payments.productInfo.subscription')}
      </h2>
      {body}
    </section>
  );
}

/** What the plan includes, read from a covered provider's plan gates (every covered provider has the same plan). */
function IncludedFeatures({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const permissions = useProviderPermissions(providerId);
  if (!permissions.data) return null;
  return (
    <div>
      <p className="text-sm font-medium">{t('payments.productInfo.includes')}</p>
      <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2" aria-label={t('payments.productInfo.includes')}>
        {FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            {permissions.data[feature] ? (
              <Check className="size-4 text-green-700" aria-hidden />
            ) : (
              <X className="size-4 text-muted-foreground" aria-hidden />
            )}
            <span>
              {t(`payments.productInfo.feature.${feature}`)}
              <span className="sr-only">
                {' '}
                {permissions.data[feature] ? t('payments.productInfo.included') : t('payments.productInfo.notIncluded')}
              </span>
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <Check className="size-4 text-green-700" aria-hidden />
          {permissions.data.leadsPerMonth === null
            ? t('payments.productInfo.feature.unlimitedLeads')
            : t('payments.productInfo.feature.leadsPerMonth', { n: permissions.data.leadsPerMonth })}
        </li>
      </ul>
    </div>
  );
}
