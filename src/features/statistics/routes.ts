import { CalendarHeart, Eye, Swords } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/**
 * Statistics (issue 20, docs/statistics.md). Visits and weddings need a provider with statsAccess that is not on hold, rivals
 * a provider with rivalStatsAccess above 0; otherwise the sidebar entry opens the upgrade dialog.
 */
export const statisticsRoutes = defineRoutes({
  statisticsVisits: {
    path: '/statistics/visits',
    href: () => '/statistics/visits',
    access: 'logged-in',
    layout: 'main',
    page: () => import('./routes/visits-page'),
    // The period's months and those before, the visit sources, the first couples and the ad's figures.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadVisitStatistics)),
    titleKey: 'routes.statisticsVisits',
    nav: {
      group: 'statistics',
      order: 1,
      labelKey: 'shell.nav.visits',
      icon: Eye,
      gate: { needs: 'statsAccess', upgrade: 'page_visit_statistics' },
    },
  },
  statisticsWeddings: {
    path: '/statistics/weddings',
    href: () => '/statistics/weddings',
    access: 'logged-in',
    layout: 'main',
    page: () => import('./routes/weddings-page'),
    // The period's months and those before, the estimate, the first couples without a booking, the return on the plan.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadWeddingStatistics)),
    titleKey: 'routes.statisticsWeddings',
    nav: {
      group: 'statistics',
      order: 2,
      labelKey: 'shell.nav.weddings',
      icon: CalendarHeart,
      gate: { needs: 'statsAccess', upgrade: 'booking_statistics' },
    },
  },
  statisticsRivals: {
    path: '/statistics/rivals',
    href: () => '/statistics/rivals',
    access: 'logged-in',
    layout: 'main',
    page: () => import('./routes/rivals-page'),
    // The provider against its rivals over the period's months.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadRivalStatistics)),
    titleKey: 'routes.statisticsRivals',
    nav: {
      group: 'statistics',
      order: 3,
      labelKey: 'shell.nav.rivals',
      icon: Swords,
      gate: { needs: 'rivalStatsAccess', upgrade: 'competitor_analysis' },
    },
  },
  // Hidden in the sidebar by the spec; it still opens the statistics group. Its page forwards to the visits.
  statisticsMagnet: {
    path: '/statistics/magnet',
    href: () => '/statistics/magnet',
    access: 'logged-in',
    layout: 'main',
    page: () => import('./routes/magnet-page'),
    // The page forwards to the visits with the same period and provider: their requests start with its code.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadVisitStatistics)),
    titleKey: 'routes.statisticsMagnet',
    nav: { group: 'statistics', order: 4, hidden: true, labelKey: 'routes.statisticsMagnet', icon: Eye },
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof statisticsRoutes> {}
}
