import type { RouteName } from '@/config/paths';

const dashboardPage = () => import('./routes/dashboard-page');

/** Route modules of the dashboard feature: home and /dashboard show the same page. */
export const dashboardRouteModules: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {
  home: dashboardPage,
  dashboard: dashboardPage,
};
