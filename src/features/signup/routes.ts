import { defineRoutes, type RoutesOf } from '@/config/paths';

/** The signup wizard of a new vendor (not built yet). */
export const signupRoutes = defineRoutes({
  signupWizard: {
    path: '/signup-wizard/:hash',
    href: (hash: string) => `/signup-wizard/${encodeURIComponent(hash)}`,
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.signupWizard',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof signupRoutes> {}
}
