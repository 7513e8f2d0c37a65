import { defineRoutes, type RoutesOf } from '@/config/paths';
import { ErrorPage } from './pages/error-pages';

// The app's own error pages; they load with the app, not as a chunk of their own (the 401 page's way back to the
// login is one: ./pages/error-401-page.tsx).
const errorPage = (status: 404 | 500) => {
  const Page = () => <ErrorPage status={status} />;
  return () => Promise.resolve({ default: Page });
};

/** Error pages open to everybody, logged in or not. */
export const appRoutes = defineRoutes({
  error401: {
    path: '/errors/error-401',
    href: () => '/errors/error-401',
    access: 'any',
    layout: 'bare',
    titleKey: 'routes.error401',
    page: () => import('./pages/error-401-page'),
  },
  error404: {
    path: '/errors/error-404',
    href: () => '/errors/error-404',
    access: 'any',
    layout: 'bare',
    titleKey: 'routes.error404',
    page: errorPage(404),
  },
  error500: {
    path: '/errors/error-500',
    href: () => '/errors/error-500',
    access: 'any',
    layout: 'bare',
    titleKey: 'routes.error500',
    page: errorPage(500),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof appRoutes> {}
}
