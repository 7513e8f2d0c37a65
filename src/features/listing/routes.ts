import { Store } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

/** The vendor's listings (providers) and their info pages (the list and the info page with its tabs are built). */
export const listingRoutes = defineRoutes({
  providers: {
    path: '/providers',
    href: () => '/providers',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providers',
    nav: { order: 40, labelKey: 'shell.nav.providers', icon: Store, needsProviders: true },
    page: () => import('./routes/providers-page'),
    loader: (context) => import('./loaders').then(({ loadProviders }) => loadProviders(context)),
  },
  providerInfo: {
    path: '/providers/:id/info',
    href: (id: number) => `/providers/${id}/info`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerInfo',
    // Where the catalog and missing-info modals send the user: no modal on top of the form they point to.
    modalExcluded: true,
    page: () => import('./routes/provider-info-page'),
    loader: (context) => import('./loaders').then(({ loadProviderInfo }) => loadProviderInfo(context)),
  },
  providerInfoTab: {
    path: '/providers/:id/info/:tab',
    href: (id: number, tab: string) => `/providers/${id}/info/${encodeURIComponent(tab)}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerInfo',
    page: () => import('./routes/provider-info-page'),
    loader: (context) => import('./loaders').then(({ loadProviderInfo }) => loadProviderInfo(context)),
  },
  providerBadges: {
    path: '/providers/:id/badges',
    href: (id: number) => `/providers/${id}/badges`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerBadges',
  },
  relatedProviders: {
    path: '/providers/:providerId/related-providers',
    href: (providerId: number) => `/providers/${providerId}/related-providers`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.relatedProviders',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof listingRoutes> {}
}
