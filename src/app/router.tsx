import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedNavigator } from '@/api/client';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { type Access, allRoutes, type Layout, type RouteEntry, routeFeature } from '@/config/paths';
import { loadFeatureTexts } from '@/i18n';
import { PageLoader } from '@/components/layout/page-loader';
import './route-table';
import { routePrefetch } from './route-prefetch';
import { ComingSoonPage } from './pages/coming-soon';
import { NotFoundPage } from './pages/error-pages';
import { RequireAnonymous, RequireAuth, RequirePaidUp } from './guards';
import { MainOutlet } from './main-outlet';
import { RootErrorBoundary } from './root-error-boundary';

/**
 * A route of the table as a react-router route. The loader sits on the route object itself (not inside
 * `lazy`), so its queries start while the page's chunk loads; it never holds up the navigation, and a failed
 * prefetch stays silent (the page asks again and shows its own error).
 */
function toRouteObject(entry: RouteEntry, queryClient: QueryClient): RouteObject {
  const { path, page, loader, titleKey } = entry;
  const prefetch = routePrefetch(queryClient);
  if (!page) return { path, element: <ComingSoonPage titleKey={titleKey} /> };
  return {
    path,
    ...(loader
      ? {
          loader: ({ params, request }: LoaderFunctionArgs) => {
            void Promise.resolve(loader({ params, url: new URL(request.url), queryClient, prefetch })).catch(
              () => undefined,
            );
            return null;
          },
          // A page's own search params (filters, tabs) are its state: changing them keeps the page mounted and
          // its queries running, so the loader runs again only for another path (a new lead id).
          shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
            currentUrl.pathname !== nextUrl.pathname,
        }
      : {}),
    // The feature's own texts load beside the page's code (one more small chunk, in parallel, never after it).
    lazy: async () => {
      const feature = routeFeature(entry.name);
      const texts = [...(feature ? [feature] : []), ...(entry.texts ?? [])];
      const [module] = await Promise.all([page(), loadFeatureTexts(...texts)]);
      return { Component: module.default };
    },
  };
}

export function createRouter(queryClient: QueryClient) {
  const routes = allRoutes();
  const byLayout = (access: Access, layout: Layout) =>
    routes
      .filter((route) => route.access === access && route.layout === layout)
      .map((route) => toRouteObject(route, queryClient));

  return createBrowserRouter([
    {
      errorElement: <RootErrorBoundary />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <RequireAnonymous />,
          children: [
            {
              lazy: async () => ({ Component: (await import('@/features/shell/auth-layout')).AuthLayout }),
              children: byLayout('logged-out', 'auth'),
            },
          ],
        },
        ...byLayout('any', 'bare'),
        {
          element: <RequireAuth />,
          children: [
            ...byLayout('logged-in', 'bare'),
            {
              lazy: async () => ({ Component: (await import('@/features/shell/checkout-layout')).CheckoutLayout }),
              children: byLayout('logged-in', 'checkout'),
            },
            {
              element: <RequirePaidUp />,
              children: [
                {
                  lazy: async () => ({ Component: (await import('@/features/shell/main-layout')).MainLayout }),
                  children: [{ element: <MainOutlet />, children: byLayout('logged-in', 'main') }],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createRouter>;

/**
 * The portal's router. Creating it starts the first navigation at once: the matched routes' code and their
 * loaders' requests (main.tsx creates it at boot, before the first render).
 */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  const router = createRouter(queryClient);
  // A 401 anywhere moves to the login page inside the app, keeping the cache of other tabs alone.
  setUnauthorizedNavigator((path) => void router.navigate(path, { replace: true }));
  return router;
}
