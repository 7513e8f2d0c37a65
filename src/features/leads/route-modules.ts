import type { RouteName } from '@/config/paths';

/** Route modules of the leads feature: the inbox and one lead. */
export const leadsRouteModules: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {
  leads: () => import('./routes/leads-page'),
  lead: () => import('./routes/lead-page'),
};
