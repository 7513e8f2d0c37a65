// The portal's router in react-router's declarative mode (issue 23): the data router (`createBrowserRouter`) weighs
// about 16 KB more gzipped on every first visit, for loaders, lazy routes and errorElements, which this module
// does itself in about a hundred lines. Docs: docs/performance.md, "The router".
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, startTransition, Suspense, useEffect, useState } from 'react';
import {
  type HistoryRouterProps,
  matchRoutes,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
} from 'react-router-dom';
import { setUnauthorizedNavigator } from '@/api/client';
import { type Access, allRoutes, type Layout, type RouteEntry, type RouteLoader, routeFeature } from '@/config/paths';
import { loadFeatureTexts } from '@/i18n';
import type { LocationSource } from '@/lib/integrations/analytics';
import { type NavigationTarget, NavigationTargetProvider } from '@/lib/navigation-target';
import { PageLoader } from '@/components/layout/page-loader';
import './route-table';
import { routePrefetch } from './route-prefetch';
import { ComingSoonPage } from './pages/coming-soon';
import { NotFoundPage } from './pages/error-pages';
import { RequireAnonymous, RequireAuth, RequirePaidUp } from './guards';
import { MainOutlet } from './main-outlet';
import { RootErrorBoundary } from './root-error-boundary';

type History = HistoryRouterProps['history'];
type Location = History['location'];

/** What a route of the tree carries besides its element: what a navigation to it starts at once. */
interface RouteStart {
  /** Starts loading the route's code (layout or page); React's `lazy` waits for the same promise. */
  preload?: () => Promise<unknown>;
  loader?: RouteLoader;
}

/** What each route of the tree starts (routes that start nothing are not in it). */
const routeStarts = new WeakMap<RouteObject, RouteStart>();

function withStart(route: RouteObject, start: RouteStart): RouteObject {
  routeStarts.set(route, start);
  return route;
}

/**
 * A lazily loaded route component whose code a navigation starts loading before React renders it. Mounted once its
 * code is there (the first page always is: see `AppRoutes`), it renders the page at once: no suspension, so no
 * Suspense reveal that React would hold back by up to 300 ms. Mounted earlier, it suspends through React's `lazy`
 * on the same promise. Which of the two an instance renders is fixed at its mount, so it never remounts the page.
 */
function lazyRoute(load: () => Promise<ComponentType>): { element: ReactNode; preload: () => Promise<unknown> } {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Pending = lazy(async () => ({ default: await preload() }));
  function LazyRoute() {
    // The page module's component, or React's lazy wrapper of it, chosen once at mount.
    const [Page] = useState(() => loaded ?? Pending);
    return <Page />;
  }
  return { element: <LazyRoute />, preload };
}

/** A route of the table as a route of the tree: its page with the feature's texts, and its loader. */
function toRouteObject(entry: RouteEntry): RouteObject {
  const { path, page, loader, titleKey } = entry;
  if (!page) return { path, element: <ComingSoonPage titleKey={titleKey} /> };
  const route = lazyRoute(async () => {
    // The feature's own texts load beside the page's code (one more small chunk, in parallel, never after it).
    const feature = routeFeature(entry.name);
    const texts = [...(feature ? [feature] : []), ...(entry.texts ?? [])];
    const [module] = await Promise.all([page(), loadFeatureTexts(...texts)]);
    return module.default;
  });
  return withStart({ path, element: route.element }, { preload: route.preload, loader });
}

function layoutRoute(load: () => Promise<ComponentType>, children: RouteObject[]): RouteObject {
  const { element, preload } = lazyRoute(load);
  return withStart({ element, children }, { preload });
}

function routeTree(): RouteObject[] {
  const routes = allRoutes();
  const byLayout = (access: Access, layout: Layout) =>
    routes.filter((route) => route.access === access && route.layout === layout).map(toRouteObject);
  return [
    {
      element: <RequireAnonymous />,
      children: [
        layoutRoute(
          async () => (await import('@/features/shell/auth-layout')).AuthLayout,
          byLayout('logged-out', 'auth'),
        ),
      ],
    },
    ...byLayout('any', 'bare'),
    {
      element: <RequireAuth />,
      children: [
        ...byLayout('logged-in', 'bare'),
        layoutRoute(
          async () => (await import('@/features/shell/checkout-layout')).CheckoutLayout,
          byLayout('logged-in', 'checkout'),
        ),
        {
          element: <RequirePaidUp />,
          children: [
            layoutRoute(
              async () => (await import('@/features/shell/main-layout')).MainLayout,
              [{ element: <MainOutlet />, children: byLayout('logged-in', 'main') }],
            ),
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The portal's history and route tree; created at boot, before the first render. */
export interface AppRouter extends LocationSource {
  history: History;
  tree: RouteObject[];
  /** Where the user is going while the next page's code loads (`@/lib/navigation-target`). */
  target: NavigationTarget;
  /** The first page's code (layout and page) has loaded: whether, and when. */
  firstPage: { ready: () => boolean; loaded: Promise<void> };
}

/**
 * The portal's router. Every navigation (the first one at once, here) starts the matched layout's and page's code
 * and the page loader's requests together, before React renders anything: no request waits for a route's code,
 * and no page's code for its layout's. A loader runs again only for another path: a page's own search params
 * (filters, tabs) are its state and keep its queries running. A failed prefetch stays silent (the page asks again
 * and shows its own error); a failed code load reaches the error boundary through React's `lazy`.
 */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  const tree = routeTree();
  const prefetch = routePrefetch(queryClient);
  const browserHistory = createBrowserHistory({ v5Compat: true });

  let current: Location | undefined;
  /** Starts a navigation; resolves when its routes' code is there (or failed: the error boundary shows that). */
  const start = (location: Location): Promise<void> => {
    const pathChanged = location.pathname !== current?.pathname;
    current = location;
    const code: Promise<unknown>[] = [];
    for (const { route, params } of matchRoutes(tree, location) ?? []) {
      const { preload, loader } = routeStarts.get(route) ?? {};
      if (preload) code.push(preload().catch(() => undefined));
      if (loader && pathChanged) {
        const url = browserHistory.createURL(location);
        void Promise.resolve(loader({ params, url, queryClient, prefetch })).catch(() => undefined);
      }
    }
    return Promise.all(code).then(() => undefined);
  };
  let firstPageReady = false;
  const firstPage = start(browserHistory.location).then(() => {
    firstPageReady = true;
  });

  // The browser history takes one listener: the navigation start and everyone else share it.
  type Listener = Parameters<History['listen']>[0];
  const listeners = new Set<Listener>();
  browserHistory.listen((update) => {
    void start(update.location);
    for (const listener of listeners) listener(update);
  });
  const history: History = {
    get action() {
      return browserHistory.action;
    },
    get location() {
      return browserHistory.location;
    },
    createHref: (to) => browserHistory.createHref(to),
    createURL: (to) => browserHistory.createURL(to),
    encodeLocation: (to) => browserHistory.encodeLocation(to),
    push: (to, state?: unknown) => browserHistory.push(to, state),
    replace: (to, state?: unknown) => browserHistory.replace(to, state),
    go: (delta) => browserHistory.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  // A 401 anywhere moves to the login page inside the app, keeping the cache of other tabs alone.
  setUnauthorizedNavigator((path) => history.replace(path));
  return {
    history,
    tree,
    target: { subscribe: (onChange) => history.listen(onChange), pathname: () => history.location.pathname },
    firstPage: { ready: () => firstPageReady, loaded: firstPage },
    get state() {
      return { location: history.location };
    },
    subscribe: (listener) => history.listen(({ location }) => listener({ location })),
  };
}

function RouteTree({ tree }: { tree: RouteObject[] }) {
  return useRoutes(tree);
}

/**
 * The routes on screen: a full-page loader until the first page's code is there, the 500 page for what throws.
 * The first page replaces the loader in a plain update once its code has loaded, as react-router's data router
 * did: revealed by Suspense instead, React would hold it back for up to 300 ms after the loader showed (its
 * throttle against content popping in), and the login page's largest paint came that much later on a phone.
 */
export function AppRoutes({ router }: { router: AppRouter }) {
  const [firstPageReady, setFirstPageReady] = useState(router.firstPage.ready);
  useEffect(() => {
    let mounted = true;
    // As a transition: the first page with its layout is the largest render of a visit, and a plain update from a
    // promise renders in one piece (one task of about 200 ms on a slow phone, issue 23); a transition renders in
    // slices. No Suspense boundary is revealed by it, so React does not hold it back.
    void router.firstPage.loaded.then(() => mounted && startTransition(() => setFirstPageReady(true)));
    return () => {
      mounted = false;
    };
  }, [router]);
  if (!firstPageReady) return <PageLoader />;
  return (
    <HistoryRouter history={router.history}>
      <NavigationTargetProvider target={router.target}>
        <RootErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <RouteTree tree={router.tree} />
          </Suspense>
        </RootErrorBoundary>
      </NavigationTargetProvider>
    </HistoryRouter>
  );
}
