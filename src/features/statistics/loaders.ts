import { subscriptionQueryOptions } from '@/api/queries/subscription';
import type { RouteLoader, RouteLoaderContext } from '@/config/paths';
import { marketToday } from '@/lib/calendar-day';
import { loaderUser } from '@/lib/session/session-query';
import type { StatsKind } from '@/lib/stats-access';
import {
  FIRST_COUPLE_PAGE,
  adStatsQueryOptions,
  bookingStatsQueryOptions,
  coupleVisitsQueryOptions,
  estimateQueryOptions,
  notWorkedTogetherQueryOptions,
  recentVisitsQueryOptions,
  rivalStatsQueryOptions,
  roiMinLeadCountsQueryOptions,
  visitStatsQueryOptions,
} from './api/statistics';
import { statisticsParams } from './lib/period';
import { statsView } from './lib/stats-view';

/**
 * The provider and windows the page will show, by the page's own rule (lib/stats-view.ts); null when it shows none
 * (logged out, or the locked page of a plan without these statistics, which asks the server for nothing).
 */
async function loaderView({ queryClient, url }: RouteLoaderContext, kind: StatsKind) {
  const user = await loaderUser(queryClient);
  if (!user) return null;
  const { provider, period } = statsView(user, kind, statisticsParams.read(url.searchParams), marketToday());
  return provider ? { user, provider, period } : null;
}

/**
 * /statistics/visits: the months of the period and those before (the comparison), the sample of recent visits the
 * sources are counted from, the first page of the couples who visited, and the video ad's figures.
 */
export const loadVisitStatistics: RouteLoader = async (context) => {
  const view = await loaderView(context, 'visits');
  if (!view) return;
  const { id } = view.provider;
  const { current, previous } = view.period;
  context.prefetch(visitStatsQueryOptions(id, current.months));
  context.prefetch(visitStatsQueryOptions(id, previous.months));
  context.prefetch(recentVisitsQueryOptions(id, current.days));
  context.prefetch(coupleVisitsQueryOptions(id, current.days, FIRST_COUPLE_PAGE));
  context.prefetch(adStatsQueryOptions(id));
};

/**
 * /statistics/weddings: the months of the period and those before, the wedding estimate, the first page of the
 * couples without a booking, and what the return on the plan reads once the months are there (the account's
 * subscription and the categories' minimum lead counts), so it does not wait for them after the months.
 */
export const loadWeddingStatistics: RouteLoader = async (context) => {
  const view = await loaderView(context, 'weddings');
  if (!view) return;
  const { id } = view.provider;
  const { current, previous } = view.period;
  context.prefetch(bookingStatsQueryOptions(id, current.months));
  context.prefetch(bookingStatsQueryOptions(id, previous.months));
  context.prefetch(estimateQueryOptions(id, current.days));
  context.prefetch(notWorkedTogetherQueryOptions(id, current.days, FIRST_COUPLE_PAGE));
  context.prefetch(subscriptionQueryOptions(view.user.customerId));
  context.prefetch(roiMinLeadCountsQueryOptions());
};

/** /statistics/rivals: the provider against its rivals over the months of the period. */
export const loadRivalStatistics: RouteLoader = async (context) => {
  const view = await loaderView(context, 'rivals');
  if (!view) return;
  context.prefetch(rivalStatsQueryOptions(view.provider.id, view.period.current.months));
};
