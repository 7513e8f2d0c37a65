import { defineRoutes, type RoutesOf } from '@/config/paths';

/** A provider's catalogue items (not built yet). */
export const catalogueRoutes = defineRoutes({});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof catalogueRoutes> {}
}
