import { Store } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** The vendor's listings (providers): the list, the info page with its tabs, halls, badges and references. */
export const listingRoutes = defineRoutes({
  providers: {
    path: '/providers',
    href: () => '/providers',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providers',
    nav: { order: 40, labelKey: 'shell.nav.providers', icon: Store, needsProviders: true },
    // The provider list's markers and the frame of every provider page (src/components/provider-page).
    texts: ['provider-page'],
    page: () => import('./routes/providers-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadProviders)),
  },
  providerInfo: {
    path: '/providers/:id/info',
    href: (id: number) => `/providers/${id}/info`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerInfo',
    // Where the catalog and missing-info modals send the user: no modal on top of the form they point to.
    modalExcluded: true,
    // The header, sub-navigation and on-hold notice every provider's pages share (src/components/provider-page).
    texts: ['provider-page'],
    page: () => import('./routes/provider-info-page'),
    loader: lazyLoader(() => import('./info-loader').then((module) => module.loadProviderInfo)),
  },
  providerInfoTab: {
    path: '/providers/:id/info/:tab',
    href: (id: number, tab: string) => `/providers/${id}/info/${encodeURIComponent(tab)}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerInfo',
    texts: ['provider-page'],
    page: () => import('./routes/provider-info-page'),
    loader: lazyLoader(() => import('./info-loader').then((module) => module.loadProviderInfo)),
  },
  // The hall capacity record of a venue (spec point 3 "Customer space"); the spec names no path (docs/listing.md).
  providerCapacity: {
    path: '/providers/:id/capacity',
    href: (id: number) => `/providers/${id}/capacity`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerCapacity',
    texts: ['provider-page'],
    page: () => import('./routes/provider-capacity-page'),
    loader: lazyLoader(() => import('./capacity-loader').then((module) => module.loadProviderCapacity)),
  },
  providerBadges: {
    path: '/providers/:id/badges',
    href: (id: number) => `/providers/${id}/badges`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerBadges',
    texts: ['provider-page'],
    page: () => import('./routes/provider-badges-page'),
    loader: lazyLoader(() => import('./badges-loader').then((module) => module.loadProviderBadges)),
  },
  relatedProviders: {
    path: '/providers/:providerId/related-providers',
    href: (providerId: number) => `/providers/${providerId}/related-providers`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.relatedProviders',
    texts: ['provider-page'],
    page: () => import('./routes/related-providers-page'),
    loader: lazyLoader(() => import('./related-loader').then((module) => module.loadRelatedProviders)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof listingRoutes> {}
}
