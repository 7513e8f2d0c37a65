import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Buying a product (not built yet); no queued modal interrupts a payment. */
export const checkoutRoutes = defineRoutes({
  checkout: {
    path: '/checkout',
    href: () => '/checkout',
    access: 'logged-in',
    layout: 'checkout',
    titleKey: 'routes.checkout',
    modalExcluded: true,
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof checkoutRoutes> {}
}
