import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { dashboardKeys } from './keys';
import type { LeadWindow } from './lead-window';

export async function getLeadCounts(window: LeadWindow, signal?: AbortSignal) {
  const { data } = unwrap(await api.GET('/leads/counts-by-read-status', { params: { query: window }, signal }));
  return data.infoRequests;
}

export function leadCountsQueryOptions(window: LeadWindow) {
  return queryOptions({
    queryKey: dashboardKeys.leadCounts(window),
    queryFn: ({ signal }) => getLeadCounts(window, signal),
  });
}

/** Pending, read and unread leads of the user's providers in the window. */
export function useLeadCounts(window: LeadWindow) {
  return useQuery(leadCountsQueryOptions(window));
}
