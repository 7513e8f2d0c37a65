import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { leadKeys } from './leads';

/** The leads a figure is computed over: created between two API dates (YYYY-MM-DD), of these providers. */
export interface LeadCountWindow {
  createdAtStart: string;
  createdAtEnd: string;
  providerIds: readonly number[];
}

/**
 * Keys of the figures several screens show (sidebar badge, dashboard, inbox). The window is part of the key,
 * so screens asking for the same window share one request and one cache entry.
 */
export const leadCountKeys = {
  all: () => leadKeys.counts(),
  readStatus: (window: LeadCountWindow) => [...leadKeys.counts(), 'read-status', window] as const,
  averageResponseTime: (window: LeadCountWindow) => [...leadKeys.counts(), 'average-response-time', window] as const,
};

const query = (window: LeadCountWindow) => ({ ...window, providerIds: [...window.providerIds] });

/** Pending, read and unread leads of the window (GET /leads/counts-by-read-status). */
export async function getLeadReadStatusCounts(window: LeadCountWindow, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads/counts-by-read-status', { params: { query: query(window) }, signal })).data;
}

export function leadReadStatusCountsQueryOptions(window: LeadCountWindow) {
  return queryOptions({
    queryKey: leadCountKeys.readStatus(window),
    queryFn: ({ signal }) => getLeadReadStatusCounts(window, signal),
  });
}

/** Read-status counts of the window; the sidebar, the dashboard and the inbox share the answer. */
export function useLeadReadStatusCounts(window: LeadCountWindow, options: { enabled?: boolean } = {}) {
  return useQuery({ ...leadReadStatusCountsQueryOptions(window), enabled: options.enabled ?? true });
}

/** Average time to the first answer, in business seconds (Mon-Fri 08:00-19:00). */
export async function getAverageResponseTime(window: LeadCountWindow, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads/average-response-time', { params: { query: query(window) }, signal })).data;
}

export function averageResponseTimeQueryOptions(window: LeadCountWindow) {
  return queryOptions({
    queryKey: leadCountKeys.averageResponseTime(window),
    queryFn: ({ signal }) => getAverageResponseTime(window, signal),
  });
}

/** The average response time of the window (dashboard and inbox). */
export function useAverageResponseTime(window: LeadCountWindow, options: { enabled?: boolean } = {}) {
  return useQuery({ ...averageResponseTimeQueryOptions(window), enabled: options.enabled ?? true });
}
