import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { averageResponseTimeQueryOptions, leadReadStatusCountsQueryOptions } from '@/api/queries/lead-counts';
import { leadKeys } from './keys';

/** The window of the inbox's figures: the same dates and providers as the list. */
export interface StatsWindow {
  createdAtStart: string;
  createdAtEnd: string;
  providerIds: number[];
}

export async function getCoupleStats(window: StatsWindow, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads/couple-stats', { params: { query: window }, signal })).data;
}

export async function getLeadCallCounts(window: StatsWindow, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads/counts-by-calls', { params: { query: window }, signal })).data;
}

export function coupleStatsQueryOptions(window: StatsWindow) {
  return queryOptions({
    queryKey: leadKeys.coupleStats(window),
    queryFn: ({ signal }) => getCoupleStats(window, signal),
  });
}

export function callCountsQueryOptions(window: StatsWindow) {
  return queryOptions({
    queryKey: leadKeys.callCounts(window),
    queryFn: ({ signal }) => getLeadCallCounts(window, signal),
  });
}

/** The four stats queries of the inbox (the route loader starts them before the page asks). */
export function inboxStatsQueries(window: StatsWindow) {
  return [
    leadReadStatusCountsQueryOptions(window),
    coupleStatsQueryOptions(window),
    callCountsQueryOptions(window),
    averageResponseTimeQueryOptions(window),
  ] as const;
}

export function useInboxStats(window: StatsWindow, enabled: boolean) {
  return {
    readStatus: useQuery({ ...leadReadStatusCountsQueryOptions(window), enabled }),
    couples: useQuery({ ...coupleStatsQueryOptions(window), enabled }),
    calls: useQuery({ ...callCountsQueryOptions(window), enabled }),
    responseTime: useQuery({ ...averageResponseTimeQueryOptions(window), enabled }),
  };
}
