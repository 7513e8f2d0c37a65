// The route registry of the portal (spec point 2). Each feature declares its routes in its own
// `src/features/<feature>/routes.ts` with `defineRoutes` — path, href builder, access rule, layout, title,
// sidebar entry, modal exclusion, the lazy page and an optional loader — and adds their names and href builders
// to `RouteRegistry` by declaration merging. The app registers every feature's entries at boot
// (`src/app/route-table.ts`). Shared code and other features read `routes` and `href` from here, so a feature
// links to another feature's route without importing it. A route without a page renders the plain
// "coming soon" page (never invented data); the tests list them.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { UpgradeFeature } from '@/components/upgrade/api/create-upgrade-request';
import type { TextKey } from '@/i18n/text-keys';

export type Access = 'logged-out' | 'any' | 'logged-in';
export type Layout = 'main' | 'bare' | 'checkout' | 'auth';

/** What a route loader gets: it starts queries and returns at once, so navigation never waits for it. */
export interface RouteLoaderContext {
  params: Params;
  url: URL;
  queryClient: QueryClient;
  /**
   * Starts a query the page will ask for. Its request is the page's request: when it fails, the page shows
   * that error instead of asking again (the portal never retries on its own).
   */
  prefetch: (options: { queryKey: QueryKey }) => void;
}

/** Starts (never awaits for the navigation's sake) the queries the page asks first. */
export type RouteLoader = (context: RouteLoaderContext) => void | Promise<void>;

/**
 * A loader in a module of its own, loaded by the navigation beside the page's code, so the route table (on every
 * first visit) carries only the import: `lazyLoader(() => import('./loaders').then((module) => module.loadTodos))`.
 */
export function lazyLoader(load: () => Promise<RouteLoader>): RouteLoader {
  return (context) => load().then((loader) => loader(context));
}

/** Sidebar groups; the shell owns their label, icon and position. */
export type NavGroupId = 'templates' | 'statistics';

/** The sidebar entry of a route. Only routes whose href builder takes no arguments have one. */
export interface RouteNavigation {
  /** Position among the sidebar's top-level items, or within its group. */
  order: number;
  group?: NavGroupId;
  /** The route opens its group but has no entry of its own (the spec hides it). */
  hidden?: boolean;
  /** i18n key of the entry's label. */
  labelKey: TextKey;
  icon: LucideIcon;
  /** Marked only on its exact path. */
  end?: boolean;
  /** The count shown next to the entry. */
  badge?: 'pendingLeads' | 'openTodos';
  /** Plan-gated: without the product feature the entry opens the upgrade dialog. */
  gate?: { needs: 'statsAccess' | 'rivalStatsAccess'; upgrade: UpgradeFeature };
  /** Shown only to accounts with at least one provider. */
  needsProviders?: boolean;
}

type HrefBuilder = (...args: never[]) => string;

/** One route as its feature declares it. */
export interface RouteDefinition<H extends HrefBuilder = HrefBuilder> {
  /** react-router pattern. */
  path: string;
  /** Builds the route's URLs: components never write paths by hand. */
  href: H;
  access: Access;
  layout: Layout;
  /** i18n key of the page title. */
  titleKey: TextKey;
  nav?: RouteNavigation;
  /**
   * No queued modal shows on this path or its sub-paths (spec point 9; the reasons are written in
   * `src/lib/modal-queue/modal-queue.ts`).
   */
  modalExcluded?: boolean;
  /** The page, loaded lazily. Without one the route shows "coming soon". */
  page?: () => Promise<{ default: ComponentType }>;
  /** Runs while the page's code loads (see `RouteLoader`). */
  loader?: RouteLoader;
  /**
   * Other features' texts the page shows through shared components (the feature's own load anyway), loaded with
   * the page's code. scripts/check-locales.mjs lists the shared folders that read them.
   */
  texts?: readonly string[];
}

/** A registered route: its definition, its name and whether its feature is built (it has a page). */
export type RouteEntry<D extends RouteDefinition = RouteDefinition> = D & { name: string; built: boolean };

/** Declares a feature's routes; `built` follows from the page. */
export function defineRoutes<const T extends Record<string, RouteDefinition>>(
  definitions: T,
): { [K in keyof T]: RouteEntry<T[K]> } {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      { ...definition, name, built: definition.page !== undefined },
    ]),
  ) as { [K in keyof T]: RouteEntry<T[K]> };
}

/**
 * Every route by name. Each feature's routes file merges its entries in:
 * `declare module '@/config/paths' { interface RouteRegistry extends RoutesOf<typeof myRoutes> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RouteRegistry {}

/** The registry shape of a feature's `defineRoutes` result. */
export type RoutesOf<T extends Record<string, RouteEntry>> = { [K in keyof T]: T[K] };

export type RouteName = keyof RouteRegistry & string;

type Hrefs = { [K in RouteName]: RouteRegistry[K] extends { href: infer H } ? H : never };

const registered = new Map<string, RouteEntry>();

/** The registered routes by name (filled at boot by `registerRoutes`). */
export const routes = {} as RouteRegistry;

/** Typed href builders of every route, declared by the feature that owns the route. */
export const href = {} as Hrefs;

/** The feature folder each route comes from (its texts load with its page). */
const featureOfRoute = new Map<string, string>();

/** The feature that declared a route; undefined for the app's own routes. */
export function routeFeature(name: string): string | undefined {
  return featureOfRoute.get(name);
}

/** Adds a feature's routes; a name or path declared twice is a programming error. */
export function registerRoutes(entries: Record<string, RouteEntry>, feature?: string): void {
  for (const entry of Object.values(entries)) {
    if (feature) featureOfRoute.set(entry.name, feature);
    const existing = registered.get(entry.name);
    if (existing === entry) continue;
    if (existing) throw new Error(`Route "${entry.name}" is declared twice.`);
    const samePath = [...registered.values()].find((other) => other.path === entry.path);
    if (samePath) throw new Error(`Routes "${samePath.name}" and "${entry.name}" share the path ${entry.path}.`);
    registered.set(entry.name, entry);
    Object.assign(routes, { [entry.name]: entry });
    Object.assign(href, { [entry.name]: entry.href });
  }
}

/** Every registered route, in the order the features declared them. */
export function allRoutes(): RouteEntry[] {
  return [...registered.values()];
}

/** Routes whose feature is not built yet: they show the "coming soon" page. */
export function comingSoonRoutes(): RouteEntry[] {
  return allRoutes().filter((route) => !route.built);
}
