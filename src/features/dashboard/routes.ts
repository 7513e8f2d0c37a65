import { House } from 'lucide-react';
import { defineRoutes, type RouteLoader, type RoutesOf } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { averageResponseTimeQueryOptions } from './api/get-average-response-time';
import { latestLeadsQueryOptions } from './api/get-latest-leads';
import { leadCountsQueryOptions } from './api/get-lead-counts';
import { promptCountsQueryOptions } from './api/get-prompt-counts';
import { LATEST_NOTIFICATIONS, promptsQueryOptions } from './api/get-prompts';
import { leadWindow } from './api/lead-window';

const dashboardPage = () => import('./routes/dashboard-page');

/** Warms the blocks' queries while the page's code loads (only accounts with providers show them). */
const loadDashboard: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user || user.providers.length === 0) return;
  const window = leadWindow(user.providers.map((provider) => provider.id));
  prefetch(leadCountsQueryOptions(window));
  prefetch(promptCountsQueryOptions());
  prefetch(averageResponseTimeQueryOptions(window));
  prefetch(latestLeadsQueryOptions(window));
  prefetch(promptsQueryOptions(LATEST_NOTIFICATIONS));
};

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
