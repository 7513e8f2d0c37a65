// Which routes have their feature built: each feature lists its lazily loaded route modules. A route of the
// table without a module renders the "coming soon" page; a unit test keeps `built` in the table in step.
import type { ComponentType } from 'react';
import type { RouteName } from '@/config/paths';
import { authRouteModules } from '@/features/auth/route-modules';
import { dashboardRouteModules } from '@/features/dashboard/route-modules';
import { leadsRouteModules } from '@/features/leads/route-modules';
import { todoRouteModules } from '@/features/todo/route-modules';

export type RouteModule = () => Promise<{ default: ComponentType }>;

export const routeModules: Partial<Record<RouteName, RouteModule>> = {
  ...authRouteModules,
  ...dashboardRouteModules,
  ...leadsRouteModules,
  ...todoRouteModules,
};
