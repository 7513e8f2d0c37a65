import { Percent } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Product information, payments and discounts (not built yet). */
export const paymentRoutes = defineRoutes({
  providerPayments: {
    path: '/providers/:providerId/payments',
    /** `providerId` 0 shows the product information of the whole account. */
    href: (providerId: number) => `/providers/${providerId}/payments`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.payments',
    // A flow the user must finish: no queued modal on top.
    modalExcluded: true,
  },
  discounts: {
    path: '/discounts',
    href: () => '/discounts',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.discounts',
    nav: { order: 70, labelKey: 'shell.nav.discounts', icon: Percent },
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof paymentRoutes> {}
}
