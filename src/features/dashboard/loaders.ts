import { averageResponseTimeQueryOptions, leadReadStatusCountsQueryOptions } from '@/api/queries/lead-counts';
import { promptCountsQueryOptions, promptListQueryOptions } from '@/api/queries/prompts';
import type { RouteLoader } from '@/config/paths';
import { loaderProviderIds } from '@/lib/session/session-query';
import { latestLeadsQueryOptions } from './api/get-latest-leads';
import { leadWindow } from './api/lead-window';
import { LATEST_NOTIFICATIONS } from './api/prompt-filters';

/** Warms the blocks' queries while the page's code loads (only accounts with providers show them). */
export const loadDashboard: RouteLoader = async ({ queryClient, prefetch }) => {
  const providerIds = await loaderProviderIds(queryClient);
  if (!providerIds || providerIds.length === 0) return;
  const window = leadWindow(providerIds);
  prefetch(leadReadStatusCountsQueryOptions(window));
  prefetch(promptCountsQueryOptions());
  prefetch(averageResponseTimeQueryOptions(window));
  prefetch(latestLeadsQueryOptions(window));
  prefetch(promptListQueryOptions(LATEST_NOTIFICATIONS));
};
