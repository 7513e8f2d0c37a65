import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** Account settings of the logged-in user: profile, password, two-factor, connected logins, language (issue 16). */
export const settingsRoutes = defineRoutes({
  settings: {
    path: '/settings',
    href: () => '/settings',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.settings',
    page: () => import('./routes/settings-page'),
    // What the open tab shows first: the user's own record or the two-factor state.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadSettings)),
    // The profile and password tabs use the shared customer-user form, whose texts are the team's.
    texts: ['team'],
  },
  settingsTab: {
    path: '/settings/:tab',
    href: (tab: string) => `/settings/${encodeURIComponent(tab)}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.settings',
    page: () => import('./routes/settings-page'),
    // What the open tab shows first: the user's own record or the two-factor state.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadSettings)),
    // The profile and password tabs use the shared customer-user form, whose texts are the team's.
    texts: ['team'],
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof settingsRoutes> {}
}
