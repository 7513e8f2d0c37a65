import { defineRoutes, type RoutesOf } from '@/config/paths';

/** A provider's products (not built yet) and its price and menu catalogues. */
export const catalogueRoutes = defineRoutes({
  providerItems: {
    path: '/providers/:id/items',
    href: (id: number) => `/providers/${id}/items`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerItems',
  },
  // The spec shows no path for the menu and price catalogue; ours is written down in docs/catalogues.md.
  providerCatalogs: {
    path: '/providers/:id/catalogs',
    href: (id: number) => `/providers/${id}/catalogs`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerCatalogs',
    // Where the price update and catalogue modals send the user: no modal on top of the page they point to.
    modalExcluded: true,
    page: () => import('./routes/catalogues-page'),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof catalogueRoutes> {}
}
