import { averageResponseTimeQueryOptions, leadReadStatusCountsQueryOptions } from '@/api/queries/lead-counts';
import { promptCountsQueryOptions, promptListQueryOptions } from '@/api/queries/prompts';
import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { latestLeadsQueryOptions } from './api/get-latest-leads';
import { leadWindow } from './api/lead-window';
import { LATEST_NOTIFICATIONS } from './api/prompt-filters';

/** Warms the blocks' queries while the page's code loads (only accounts with providers show them). */
export const loadDashboard: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user || user.providers.length === 0) return;
  const window = leadWindow(user.providers.map((provider) => provider.id));
  prefetch(leadReadStatusCountsQueryOptions(window));
  prefetch(promptCountsQueryOptions());
  prefetch(averageResponseTimeQueryOptions(window));
  prefetch(latestLeadsQueryOptions(window));
  prefetch(promptListQueryOptions(LATEST_NOTIFICATIONS));
};
