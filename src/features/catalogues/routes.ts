import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** A provider's price and menu catalogues (the products moved to src/features/products). */
export const catalogueRoutes = defineRoutes({
  // The spec shows no path for the menu and price catalogue; ours is written down in docs/catalogues.md.
  providerCatalogs: {
    path: '/providers/:id/catalogs',
    href: (id: number) => `/providers/${id}/catalogs`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerCatalogs',
    // Where the price update and catalogue modals send the user: no modal on top of the page they point to.
    modalExcluded: true,
    // The header, sub-navigation and on-hold notice every provider's pages share (src/components/provider-page).
    texts: ['provider-page'],
    page: () => import('./routes/catalogues-page'),
    // The provider's catalogues and the edit rights.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadCatalogues)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof catalogueRoutes> {}
}
