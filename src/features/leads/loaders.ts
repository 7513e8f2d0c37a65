import type { RouteLoader } from '@/config/paths';
import { loaderProviderIds } from '@/lib/session/session-query';
import { leadListQueryOptions } from './api/leads';
import { inboxStatsQueries } from './api/stats';
import { inboxStatsWindow, readListState, toListQuery } from './lib/list-params';

/** The list of the URL's filters and the stats above it, for an account with providers. */
export const loadInbox: RouteLoader = async ({ queryClient, prefetch, url }) => {
  const providerIds = await loaderProviderIds(queryClient);
  if (!providerIds || providerIds.length === 0) return;
  const state = readListState(url.searchParams);
  const query = toListQuery(state, state.coupleName, providerIds);
  prefetch(leadListQueryOptions(query));
  for (const options of inboxStatsQueries(inboxStatsWindow(query))) prefetch(options);
};
