// The frame of every page of one provider (spec point 2, issue 38.6): info, halls, prices and menus, products,
// gallery, badges, references and calendar come from five features and look alike: the header with the page's
// title, the provider summary line and the provider's markers, the sub-navigation between these pages and the
// on-hold notice. Its texts (`provider-page.…`) load with each of these routes (`texts: ['provider-page']`).
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useParams } from 'react-router-dom';
import type { components } from '@/api/generated/schema';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { type NavTab, NavTabs } from '@/components/ui/nav-tabs';
import { href, routes } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/session-query';
import { OnHoldNotice } from './on-hold-notice';
import { ProviderMarkers } from './provider-markers';

/** A provider as the session lists the user's providers (with category, place, plan and state). */
export type LinkedProvider = components['schemas']['Provider'];

/** The provider id of a provider page's URL (`:id` or `:providerId`); 0 when it is no valid id. */
export function useProviderIdParam(): number {
  const params = useParams();
  const id = Number(params['id'] ?? params['providerId']);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Halls exist for venues only (the server refuses them for other categories). */
export const hasHalls = (provider: Pick<LinkedProvider, 'category'>) => provider.category.categoryType === 'venue';

/**
 * The entries of the sub-navigation: info, halls (venues), prices and menus, products, gallery, badges, references,
 * calendar. Each names the route patterns on which it is the current page.
 */
function useSubnavTabs(provider: LinkedProvider): NavTab[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = [
    {
      to: href.providerInfo(provider.id),
      label: t('provider-page.subnav.info'),
      paths: [routes.providerInfo.path, routes.providerInfoTab.path],
    },
    ...(hasHalls(provider)
      ? [
          {
            to: href.providerCapacity(provider.id),
            label: t('provider-page.subnav.capacity'),
            paths: [routes.providerCapacity.path],
          },
        ]
      : []),
    {
      to: href.providerCatalogs(provider.id),
      label: t('routes.providerCatalogs'),
      paths: [routes.providerCatalogs.path],
    },
    { to: href.providerItems(provider.id), label: t('routes.providerItems'), paths: [routes.providerItems.path] },
    {
      to: href.providerGallery(provider.id),
      label: t('routes.providerGallery'),
      paths: [routes.providerGallery.path, routes.providerGalleries.path],
    },
    {
      to: href.providerBadges(provider.id),
      label: t('provider-page.subnav.badges'),
      paths: [routes.providerBadges.path],
    },
    {
      to: href.relatedProviders(provider.id),
      label: t('provider-page.subnav.related'),
      paths: [routes.relatedProviders.path],
    },
    { to: href.calendarEvents(provider.id), label: t('routes.calendar'), paths: [routes.calendarEvents.path] },
  ];
  return entries.map(({ to, label, paths }) => ({
    to,
    label,
    current: paths.some((path) => matchPath(path, pathname) !== null),
  }));
}

function ProviderSubnav({ provider }: { provider: LinkedProvider }) {
  const { t } = useTranslation();
  return <NavTabs label={t('provider-page.subnav.label')} tabs={useSubnavTabs(provider)} className="mb-5" />;
}

interface ProviderPageProps {
  /** The provider of the page's URL (`useProviderIdParam`). */
  providerId: number;
  /** The page's h1 and the browser tab's title. */
  title: string;
  /** The page's own buttons, after the provider's markers. */
  actions?: ReactNode;
  /** The loading overlay over the page's content (a save or a reorder). */
  loading?: boolean;
  /** Where the back arrow leads and what it is called; the provider list unless the page says otherwise. */
  backTo?: string;
  backLabel?: string;
  /** The page's content, shown only for a provider the user is linked to. */
  children?: ReactNode;
}

/**
 * A page of one provider in the frame all of them share. The provider comes from the session, which every route
 * loader waits for (`loaderUser`), so the frame asks the API for nothing and shows at once, beside the page's own
 * data; a provider the user is not linked to is "not found" and the page's content does not render.
 */
export function ProviderPage({ providerId, title, actions, loading, backTo, backLabel, children }: ProviderPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const provider = user.providers.find((candidate) => candidate.id === providerId);
  const back = { backTo: backTo ?? href.providers(), backLabel: backLabel ?? t('provider-page.back') };

  if (!provider) {
    return (
      <Page title={title} {...back}>
        <Alert>{t('provider-page.notFound')}</Alert>
      </Page>
    );
  }
  return (
    <Page
      title={title}
      {...back}
      provider={provider}
      loading={loading}
      actions={
        <>
          <ProviderMarkers
            paidStatus={provider.paidStatus}
            onHold={provider.onHold}
            isMissingData={provider.isMissingData}
          />
          {actions}
        </>
      }
    >
      <ProviderSubnav provider={provider} />
      <OnHoldNotice onHold={provider.onHold} />
      {children}
    </Page>
  );
}
