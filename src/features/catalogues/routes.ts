import { defineRoutes, type RoutesOf } from '@/config/paths';

/** A provider's catalogue items (not built yet). */
export const catalogueRoutes = defineRoutes({
  providerItems: {
    path: '/providers/:id/items',
    href: (id: number) => `/providers/${id}/items`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerItems',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof catalogueRoutes> {}
}
