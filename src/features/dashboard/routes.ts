import { House } from 'lucide-react';
import { defineRoutes, type RouteLoader, type RoutesOf } from '@/config/paths';
const dashboardPage = () => import('./routes/dashboard-page');

// The loader's code (and the queries it imports) loads in parallel with the page's chunk.
const loadDashboard: RouteLoader = (context) => import('./loaders').then(({ loadDashboard }) => loadDashboard(context));

/** Home and /dashboard show the same page. */
export const dashboardRoutes = defineRoutes({
  home: {
    path: '/',
    href: () => '/',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.dashboard',
    nav: { order: 10, labelKey: 'shell.nav.home', icon: House, end: true },
    page: dashboardPage,
    loader: loadDashboard,
  },
  dashboard: {
    path: '/dashboard',
    href: () => '/dashboard',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.dashboard',
    page: dashboardPage,
    loader: loadDashboard,
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof dashboardRoutes> {}
}
