import type { RouteName } from '@/config/paths';

/** Route modules of the dashboard feature. */
export const dashboardRouteModules: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {};
