import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Account settings of the logged-in user: profile, password, two-factor, connected logins, language (issue 16). */
export const settingsRoutes = defineRoutes({
  settings: {
    path: '/settings',
    href: () => '/settings',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.settings',
    page: () => import('./routes/settings-page'),
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
    // The profile and password tabs use the shared customer-user form, whose texts are the team's.
    texts: ['team'],
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof settingsRoutes> {}
}
