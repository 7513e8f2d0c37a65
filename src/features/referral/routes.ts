import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Referring another vendor (not built yet). */
export const referralRoutes = defineRoutes({
  referProvider: {
    path: '/refer-provider',
    href: () => '/refer-provider',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.referProvider',
  },
  referProviderSuccess: {
    path: '/refer-provider/success',
    href: () => '/refer-provider/success',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.referProvider',
  },
  referProviderConditions: {
    path: '/refer-provider/conditions',
    href: () => '/refer-provider/conditions',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.referProviderConditions',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof referralRoutes> {}
}
