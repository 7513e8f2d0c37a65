import { Percent } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** Product information, payments, the checkout, the 3-D Secure result and discounts (issue 19; docs/payments.md). */
export const paymentRoutes = defineRoutes({
  providerPayments: {
    path: '/providers/:providerId/payments',
    /** `providerId` 0 shows the product information of the whole account. */
    href: (providerId: number, tab?: 'pending' | 'past' | 'cards') =>
      tab ? `/providers/${providerId}/payments?tab=${tab}` : `/providers/${providerId}/payments`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.payments',
    // A flow the user must finish: no queued modal on top.
    modalExcluded: true,
    page: () => import('./routes/payments-page'),
    // The open tab's list (for the account also its subscription) and the user's own record.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadPayments)),
    // A provider the user is not linked to gets the provider pages' own "not found" sentence.
    texts: ['provider-page'],
  },
  /**
   * Where the bank's 3-D Secure page sends the browser back (`returnUrl` of POST /payments/{id}/pay), with
   * `redirectResult` and `next` (where to continue; a path of the portal, checked by safeRedirect).
   */
  paymentThreeDSecure: {
    path: '/payments/:paymentId/3d-secure',
    href: (paymentId: number) => `/payments/${paymentId}/3d-secure`,
    access: 'logged-in',
    layout: 'checkout',
    titleKey: 'routes.paymentThreeDSecure',
    // The checkout layout has no modal queue, so no exclusion is needed.
    // No loader: the page reads no query, it sends `redirectResult` (a write) once it is on screen.
    page: () => import('./routes/three-d-secure-page'),
  },
  /**
   * What the login's `pendingPayments` hold, paid here before the portal (layout without sidebar or search). Overdue
   * ones make it required: every main-layout route leads back here until they are paid (src/app/guards.tsx).
   * No queued modal interrupts a payment.
   */
  checkout: {
    path: '/checkout',
    /** `next`: where the user continues once nothing overdue is left (a path of the portal). */
    href: (next?: string) => (next ? `/checkout?${new URLSearchParams({ next })}` : '/checkout'),
    access: 'logged-in',
    layout: 'checkout',
    titleKey: 'routes.checkout',
    modalExcluded: true,
    page: () => import('./routes/checkout-page'),
    // The pending payments' records and the user's own record.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadCheckout)),
  },
  discounts: {
    path: '/discounts',
    href: () => '/discounts',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.discounts',
    nav: { order: 70, labelKey: 'shell.nav.discounts', icon: Percent },
    page: () => import('./routes/discounts-page'),
    // The discounts and the rights of the user's providers.
    loader: lazyLoader(() => import('./discounts-loader').then((module) => module.loadDiscounts)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof paymentRoutes> {}
}
