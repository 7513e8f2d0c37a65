import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Account settings (not built yet). */
export const settingsRoutes = defineRoutes({
  settings: {
    path: '/settings',
    href: () => '/settings',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.settings',
  },
  settingsTab: {
    path: '/settings/:tab',
    href: (tab: string) => `/settings/${encodeURIComponent(tab)}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.settings',
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof settingsRoutes> {}
}
