import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** The registration wizard of a new vendor (spec points 1, 2, 4, 5): logged out, the link's hash authorizes. */
export const signupRoutes = defineRoutes({
  signupWizard: {
    path: '/signup-wizard/:hash',
    href: (hash: string) => `/signup-wizard/${encodeURIComponent(hash)}`,
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.signupWizard',
    page: () => import('./routes/signup-wizard'),
    loader: lazyLoader(() => import('./loader').then((module) => module.loadSignupWizard)),
  },
  /**
   * Any other path under /signup-wizard: a link with its hash missing (`/signup-wizard`) or one segment too many.
   * The wizard's page for a link that cannot be used, like a malformed hash (docs/signup.md); no request.
   */
  signupWizardIncomplete: {
    path: '/signup-wizard/*',
    href: () => '/signup-wizard',
    access: 'logged-out',
    layout: 'auth',
    titleKey: 'routes.signupWizard',
    page: () => import('./routes/signup-wizard'),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof signupRoutes> {}
}
