import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { type RouteName, routes } from '@/config/paths';
import { PageLoader } from '@/components/layout/page-loader';
import { ComingSoonPage } from './pages/coming-soon';
import { ErrorPage, NotFoundPage } from './pages/error-pages';
import { RequireAnonymous, RequireAuth } from './guards';
import { MainOutlet } from './main-outlet';
import { routeModules } from './route-modules';
import { RootErrorBoundary } from './root-error-boundary';

function page(name: RouteName): RouteObject {
  const info = routes[name];
  const load = routeModules[name];
  if (!load) return { path: info.path, element: <ComingSoonPage titleKey={info.titleKey} /> };
  return { path: info.path, lazy: async () => ({ Component: (await load()).default }) };
}

const names = Object.keys(routes) as RouteName[];
const byLayout = (access: string, layout: string) =>
  names.filter((name) => routes[name].access === access && routes[name].layout === layout).map(page);

export function createRouter() {
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
        { path: routes.error401.path, element: <ErrorPage status={401} /> },
        { path: routes.error404.path, element: <ErrorPage status={404} /> },
        { path: routes.error500.path, element: <ErrorPage status={500} /> },
        {
          element: <RequireAuth />,
          children: [
            ...byLayout('logged-in', 'bare'),
            {
              lazy: async () => ({ Component: (await import('@/features/shell/checkout-layout')).CheckoutLayout }),
              children: byLayout('logged-in', 'checkout'),
            },
            {
              lazy: async () => ({ Component: (await import('@/features/shell/main-layout')).MainLayout }),
              children: [{ element: <MainOutlet />, children: byLayout('logged-in', 'main') }],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
