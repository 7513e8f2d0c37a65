import { Users } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** The account's users, their provider rights (issue 16). */
export const teamRoutes = defineRoutes({
  customerUsers: {
    path: '/customer-users',
    href: () => '/customer-users',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.customerUsers',
    nav: { order: 110, labelKey: 'shell.nav.customerUsers', icon: Users },
    page: () => import('./routes/customer-users-page'),
    // The account's users.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadCustomerUsers)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof teamRoutes> {}
}
