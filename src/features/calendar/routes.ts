import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** A provider's availability calendar (issue 21 point 4; docs/calendar.md). */
export const calendarRoutes = defineRoutes({
  calendarEvents: {
    path: '/providers/:id/calendar-events',
    href: (id: number) => `/providers/${id}/calendar-events`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.calendar',
    // The header, sub-navigation and on-hold notice every provider's pages share (src/components/provider-page).
    texts: ['provider-page'],
    page: () => import('./routes/calendar-page'),
    // This month's events and the edit rights.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadCalendar)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof calendarRoutes> {}
}
