import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Finishing the connection of a provider's Instagram account (issue 17, point 8; started on the gallery page). */
export const instagramRoutes = defineRoutes({
  instagramCallback: {
    path: '/instagram/callback',
    href: () => '/instagram/callback',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.instagramCallback',
    page: () => import('./routes/instagram-callback-page'),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof instagramRoutes> {}
}
