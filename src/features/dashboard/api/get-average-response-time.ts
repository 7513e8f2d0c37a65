import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { dashboardKeys } from './keys';
import type { LeadWindow } from './lead-window';

export async function getAverageResponseTime(window: LeadWindow, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads/average-response-time', { params: { query: window }, signal })).data;
}

export function averageResponseTimeQueryOptions(window: LeadWindow) {
  return queryOptions({
    queryKey: dashboardKeys.responseTime(window),
    queryFn: ({ signal }) => getAverageResponseTime(window, signal),
  });
}

/** Average time to the first answer, in business seconds (Mon-Fri 08:00-19:00). */
export function useAverageResponseTime(window: LeadWindow) {
  return useQuery(averageResponseTimeQueryOptions(window));
}
