import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { href } from '@/config/paths';
import type { AccessToken, LoggedInUser } from '@/lib/session/session-query';
import { useDashboardFormat } from '../lib/format';
import { DashboardBlock } from './dashboard-block';

type Provider = LoggedInUser['providers'][number];

const paidTones = { paid: 'success', free: 'neutral', unpaid: 'warning', overdue: 'danger' } as const;

/** The user's providers with their plan, its end, the paid status and whether the listing is on hold. */
export function ProvidersBlock({ providers, className }: { providers: Provider[]; className?: string }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <DashboardBlock title={t('dashboard.providers.title')} className={className}>
      <ul className="flex flex-col divide-y divide-border">
        {providers.map((provider) => {
          const features = provider.productFeatures;
          const place = [provider.city.name, provider.district?.name].filter(Boolean).join(' ');
          return (
            <li key={provider.id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={href.providerInfo(provider.id)}
                  className="font-medium text-foreground hover:text-brand-700"
                  dir="auto"
                >
                  {provider.name}
                </Link>
                <Badge tone="brand">{t('dashboard.providers.plan', { plan: features.listingProductName })}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {provider.category.name} · {place}
              </p>
              <p className="text-sm">
                {features.productDateEnd
                  ? t('dashboard.providers.productDateEnd', { date: format.date(features.productDateEnd) })
                  : t('dashboard.providers.noProductDateEnd')}
              </p>
              <div className="flex flex-wrap gap-1">
                <Badge tone={paidTones[provider.paidStatus]}>{t(`dashboard.paidStatus.${provider.paidStatus}`)}</Badge>
                <Badge tone={provider.onHold ? 'danger' : 'success'}>
                  {provider.onHold ? t('dashboard.providers.onHold') : t('dashboard.providers.active')}
                </Badge>
                {provider.isMissingData ? <Badge tone="warning">{t('dashboard.providers.missingData')}</Badge> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </DashboardBlock>
  );
}

type PendingPayment = AccessToken['pendingPayments'][number];

/**
 * Payments not paid yet at login (from the session), with the way to the payments page: each says what it pays for
 * (kind and service period, docs/payments.md "What an open payment is for"), for which provider and when it is due.
 */
export function PendingPaymentsBlock({ payments, providers }: { payments: PendingPayment[]; providers: Provider[] }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const period = (servicePeriod: PendingPayment['servicePeriod']) => {
    if (servicePeriod === null) return t('dashboard.payments.purpose.oneOff');
    const { startMonth, endMonth } = servicePeriod;
    const months =
      startMonth === endMonth
        ? format.month(startMonth)
        : t('dashboard.payments.purpose.range', { start: format.month(startMonth), end: format.month(endMonth) });
    return t('dashboard.payments.purpose.period', { period: months });
  };
  return (
    <DashboardBlock
      title={t('dashboard.payments.title')}
      action={
        <Link
          to={href.providerPayments(0)}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('dashboard.payments.link')}
        </Link>
      }
    >
      <ul className="flex flex-col gap-1">
        {payments.map((payment) => {
          const provider = providers.find((candidate) => candidate.id === payment.providerId);
          return (
            <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
              <span className="flex min-w-0 flex-col">
                <span>
                  {t('dashboard.payments.purpose.title', {
                    type: t(`dashboard.payments.purpose.type.${payment.type}`),
                    period: period(payment.servicePeriod),
                  })}
                </span>
                <span className="text-muted-foreground">
                  {provider ? (
                    <>
                      <span dir="auto">{provider.name}</span>
                      {' · '}
                    </>
                  ) : null}
                  {t('dashboard.payments.due', { date: format.date(payment.dueDate) })}
                </span>
              </span>
              <span className="font-medium tabular-nums">{format.money(payment.amount, payment.currency)}</span>
            </li>
          );
        })}
      </ul>
    </DashboardBlock>
  );
}

/** A user linked to no provider yet ("neu"): what that means and whom to ask. */
export function NoProviderBlock({ user }: { user: LoggedInUser }) {
  const { t } = useTranslation();
  const manager = user.accountManager;
  return (
    <DashboardBlock title={t('dashboard.noProvider.title')} className="md:col-span-2 lg:col-span-3">
      <p>{t('dashboard.noProvider.body')}</p>
      <p className="text-sm text-muted-foreground">{t('dashboard.noProvider.hint')}</p>
      {manager?.email ? (
        <p className="text-sm">
          {t('dashboard.noProvider.contact', { name: manager.name })}{' '}
          <a href={`mailto:${manager.email}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {manager.email}
          </a>
        </p>
      ) : null}
    </DashboardBlock>
  );
}
