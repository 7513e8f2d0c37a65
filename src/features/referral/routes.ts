import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** Referring another vendor (issue 21 points 2 and 3; docs/referral.md). */
export const referralRoutes = defineRoutes({
  referProvider: {
    path: '/refer-provider',
    href: () => '/refer-provider',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.referProvider',
    page: () => import('./routes/refer-provider-page'),
    // The form's campaign and categories.
    loader: lazyLoader(() => import('./loader').then((module) => module.loadReferProvider)),
  },
  referProviderSuccess: {
    path: '/refer-provider/success',
    href: () => '/refer-provider/success',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.referProvider',
    page: () => import('./routes/referral-success-page'),
  },
  referProviderConditions: {
    path: '/refer-provider/conditions',
    href: () => '/refer-provider/conditions',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.referProviderConditions',
    page: () => import('./routes/referral-conditions-page'),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof referralRoutes> {}
}
