import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** A provider's products (provider items): list, create, edit, active/passive, reorder (issue 14). */
export const productRoutes = defineRoutes({
  providerItems: {
    path: '/providers/:id/items',
    href: (id: number) => `/providers/${id}/items`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerItems',
    // The header, sub-navigation and on-hold notice every provider's pages share (src/components/provider-page).
    texts: ['provider-page'],
    page: () => import('./routes/products-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadProducts)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof productRoutes> {}
}
