import { defineRoutes, type RoutesOf } from '@/config/paths';

/** A provider's calendar events (not built yet). */
export const calendarRoutes = defineRoutes({
  calendarEvents: {
    path: '/providers/:id/calendar-events',
    href: (id: number) => `/providers/${id}/calendar-events`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.calendar',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof calendarRoutes> {}
}
