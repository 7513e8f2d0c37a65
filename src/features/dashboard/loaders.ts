import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { averageResponseTimeQueryOptions } from './api/get-average-response-time';
import { latestLeadsQueryOptions } from './api/get-latest-leads';
import { leadCountsQueryOptions } from './api/get-lead-counts';
import { promptCountsQueryOptions } from './api/get-prompt-counts';
import { LATEST_NOTIFICATIONS, promptsQueryOptions } from './api/get-prompts';
import { leadWindow } from './api/lead-window';

/** Warms the blocks' queries while the page's code loads (only accounts with providers show them). */
export const loadDashboard: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user || user.providers.length === 0) return;
  const window = leadWindow(user.providers.map((provider) => provider.id));
  prefetch(leadCountsQueryOptions(window));
  prefetch(promptCountsQueryOptions());
  prefetch(averageResponseTimeQueryOptions(window));
  prefetch(latestLeadsQueryOptions(window));
  prefetch(promptsQueryOptions(LATEST_NOTIFICATIONS));
};
