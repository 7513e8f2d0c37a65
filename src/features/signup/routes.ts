import { defineRoutes, type RoutesOf } from '@/config/paths';

/** The registration wizard of a new vendor (spec points 1, 2, 4, 5): logged out, the link's hash authorizes. */
export const signupRoutes = defineRoutes({
  signupWizard: {
    path: '/signup-wizard/:hash',
    href: (hash: string) => `/signup-wizard/${encodeURIComponent(hash)}`,
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.signupWizard',
    page: () => import('./routes/signup-wizard'),
    loader: (context) => import('./loader').then(({ loadSignupWizard }) => loadSignupWizard(context)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof signupRoutes> {}
}
