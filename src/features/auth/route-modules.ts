import type { RouteName } from '@/config/paths';

/** Route modules of the auth feature (login, recovery, invitation, forced password renewal). */
export const authRouteModules: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {};
