import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Connecting an Instagram account (not built yet). */
export const instagramRoutes = defineRoutes({
  instagramCallback: {
    path: '/instagram/callback',
    href: () => '/instagram/callback',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.instagramCallback',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof instagramRoutes> {}
}
