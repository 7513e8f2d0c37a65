import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { href } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type ProviderDetail, useProvider } from '../api/providers';
import { OnHoldNotice } from './on-hold-notice';
import { ProviderMarkers } from './provider-markers';

/** The provider id of a provider page's URL (`:id` or `:providerId`); 0 when it is no valid id. */
export function useProviderIdParam(): number {
  const params = useParams();
  const id = Number(params['id'] ?? params['providerId']);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Halls exist for venues only (the server refuses them for other categories). */
export const hasHalls = (provider: Pick<ProviderDetail, 'category'>) => provider.category.categoryType === 'venue';

/** The links between a provider's pages: info, halls (venues), prices and menus, products, gallery, badges,
 * references, calendar. */
export function ProviderSubnav({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  const links = [
    { to: href.providerInfo(provider.id), label: t('listing.subnav.info'), end: false },
    ...(hasHalls(provider)
      ? [{ to: href.providerCapacity(provider.id), label: t('listing.subnav.capacity'), end: true }]
      : []),
    { to: href.providerCatalogs(provider.id), label: t('routes.providerCatalogs'), end: true },
    { to: href.providerItems(provider.id), label: t('routes.providerItems'), end: true },
    { to: href.providerGallery(provider.id), label: t('routes.providerGallery'), end: false },
    { to: href.providerBadges(provider.id), label: t('listing.subnav.badges'), end: true },
    { to: href.relatedProviders(provider.id), label: t('listing.subnav.related'), end: true },
    { to: href.calendarEvents(provider.id), label: t('routes.calendar'), end: true },
  ];
  return (
    <nav aria-label={t('listing.subnav.label')} className="mb-5 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every page of one provider (issue 13): the header with the provider summary line and its markers,
 * the on-hold notice, the sub-navigation; "not found" for a provider the user is not linked to, a retry when the
 * provider cannot be loaded. `children` gets the loaded provider.
 */
export function ProviderFrame({
  title,
  children,
}: {
  title: string;
  children: (provider: ProviderDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useProviderIdParam();
  const provider = useProvider(id);

  if (id === 0 || (provider.isError && isApiError(provider.error) && provider.error.kind === 'not-found')) {
    return (
      <Page title={title} backTo={href.providers()} backLabel={t('listing.info.back')}>
        <Alert>{t('listing.info.notFound')}</Alert>
      </Page>
    );
  }
  const data = provider.data;
  return (
    <Page
      title={title}
      backTo={href.providers()}
      backLabel={t('listing.info.back')}
      provider={data}
      actions={
        data ? (
          <ProviderMarkers paidStatus={data.paidStatus} onHold={data.onHold} isMissingData={data.isMissingData} />
        ) : null
      }
    >
      {data ? (
        <>
          <ProviderSubnav provider={data} />
          <OnHoldNotice onHold={data.onHold} />
          {children(data)}
        </>
      ) : provider.isError ? (
        <LoadError onRetry={() => void provider.refetch()} />
      ) : (
        <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
          <span className="h-10 w-full animate-pulse rounded bg-stone-200" />
          <span className="h-24 w-full animate-pulse rounded bg-stone-100" />
        </div>
      )}
    </Page>
  );
}

/** "Beim Laden ist ein Fehler aufgetreten" with a retry (spec point 8). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-2">
      <span>{t('errors.loading')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
