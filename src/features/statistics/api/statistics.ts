import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import {
  getRoiMinLeadCountCategoriesQueryLimits,
  listCoupleVisitLogQueryLimits,
  listVisitLogsQueryLimits,
} from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { CONFIG_CACHE_TIME_MS } from '@/api/queries/configs';

export type VisitStats = components['schemas']['VisitStats'];
export type BookingStats = components['schemas']['BookingStats'];
export type RivalStats = components['schemas']['RivalStats'];
export type VisitLog = components['schemas']['VisitLog'];
export type VisitSource = components['schemas']['VisitSource'];
export type CoupleVisit = components['schemas']['CoupleVisit'];
export type ProviderAdStats = components['schemas']['ProviderAdStats'];
export type StatsEstimate = components['schemas']['CoupleProvidersStatsEstimate'];
export type CoupleNotWorkedTogether = components['schemas']['CoupleNotWorkedTogether'];
export type RoiCategory = components['schemas']['RoiCategory'];

/** A window of whole months (`YYYY-MM`), what the monthly statistics take. */
export interface MonthWindow {
  startMonth: string;
  endMonth: string;
}

/** A window of days (`YYYY-MM-DD`, both inclusive), what the visit logs and the couple statistics take. */
export interface DayWindow {
  createdAtStart: string;
  createdAtEnd: string;
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  visits: (providerId: number, window: MonthWindow) => ['statistics', 'visits', providerId, window] as const,
  bookings: (providerId: number, window: MonthWindow) => ['statistics', 'bookings', providerId, window] as const,
  rivals: (providerId: number, window: MonthWindow) => ['statistics', 'rivals', providerId, window] as const,
  visitLog: (providerId: number, window: DayWindow) => ['statistics', 'visit-log', providerId, window] as const,
  coupleVisits: (providerId: number, window: DayWindow, page: number) =>
    ['statistics', 'couple-visits', providerId, window, page] as const,
  adStats: (providerId: number) => ['statistics', 'ad-stats', providerId] as const,
  estimate: (providerId: number, window: DayWindow) => ['statistics', 'estimate', providerId, window] as const,
  notWorkedTogether: (providerId: number, window: DayWindow, page: number) =>
    ['statistics', 'not-worked-together', providerId, window, page] as const,
  roiMinLeadCount: () => ['statistics', 'roi-min-lead-count'] as const,
};

/** The page size of the couple lists. */
export const COUPLE_PAGE_SIZE = listCoupleVisitLogQueryLimits.limit.default;

/** The page a couple list opens at, the first of the document's. */
export const FIRST_COUPLE_PAGE = listCoupleVisitLogQueryLimits.page.minimum;

export async function getVisitStats(providerId: number, window: MonthWindow, signal?: AbortSignal) {
  const result = await api.GET('/stats/providers/{id}/visits', {
    params: { path: { id: providerId }, query: window },
    signal,
  });
  return unwrap(result).data;
}

export async function getBookingStats(providerId: number, window: MonthWindow, signal?: AbortSignal) {
  const result = await api.GET('/stats/providers/{id}/bookings', {
    params: { path: { id: providerId }, query: window },
    signal,
  });
  return unwrap(result).data;
}

export async function getRivalStats(providerId: number, window: MonthWindow, signal?: AbortSignal) {
  const result = await api.GET('/stats/providers/{id}/rivals', {
    params: { path: { id: providerId }, query: window },
    signal,
  });
  return unwrap(result).data;
}

/** The newest visits of the window (one page of the largest size): the sample the sources are counted from. */
export async function getRecentVisits(providerId: number, window: DayWindow, signal?: AbortSignal) {
  const result = await api.GET('/visit-logs', {
    params: {
      query: {
        providerIds: [providerId],
        ...window,
        limit: listVisitLogsQueryLimits.limit.maximum,
        sort: '-visitedAt',
      },
    },
    signal,
  });
  return unwrap(result);
}

export async function listCoupleVisits(providerId: number, window: DayWindow, page: number, signal?: AbortSignal) {
  const result = await api.GET('/couple-visit-log', {
    params: { query: { providerId, ...window, page, limit: COUPLE_PAGE_SIZE } },
    signal,
  });
  return unwrap(result);
}

export async function getAdStats(providerId: number, signal?: AbortSignal) {
  const result = await api.GET('/provider-ad-stats', { params: { query: { providerId } }, signal });
  return unwrap(result).data;
}

export async function getEstimate(providerId: number, window: DayWindow, signal?: AbortSignal) {
  const result = await api.GET('/couple-providers-stats/estimate', {
    params: { query: { providerId, ...window } },
    signal,
  });
  return unwrap(result).data;
}

export async function listCouplesNotWorkedTogether(
  providerId: number,
  window: DayWindow,
  page: number,
  signal?: AbortSignal,
) {
  const result = await api.GET('/couple-providers-stats/couples-not-worked-together', {
    params: { query: { providerId, ...window, page, limit: COUPLE_PAGE_SIZE } },
    signal,
  });
  return unwrap(result);
}

/** The scope getRoiMinLeadCount: every category with its minimum lead count (one page of the largest size). */
export async function getRoiMinLeadCounts(signal?: AbortSignal): Promise<RoiCategory[]> {
  const result = await api.GET('/configs/roi-min-lead-count', {
    params: { query: { limit: getRoiMinLeadCountCategoriesQueryLimits.limit.maximum } },
    signal,
  });
  return unwrap(result).data;
}

// ---------------------------------------------------------------- query options and hooks

const monthly = { placeholderData: keepPreviousData } as const;

export const visitStatsQueryOptions = (providerId: number, window: MonthWindow) =>
  queryOptions({
    queryKey: statisticsKeys.visits(providerId, window),
    queryFn: ({ signal }) => getVisitStats(providerId, window, signal),
    ...monthly,
  });

export const bookingStatsQueryOptions = (providerId: number, window: MonthWindow) =>
  queryOptions({
    queryKey: statisticsKeys.bookings(providerId, window),
    queryFn: ({ signal }) => getBookingStats(providerId, window, signal),
    ...monthly,
  });

export const rivalStatsQueryOptions = (providerId: number, window: MonthWindow) =>
  queryOptions({
    queryKey: statisticsKeys.rivals(providerId, window),
    queryFn: ({ signal }) => getRivalStats(providerId, window, signal),
    ...monthly,
  });

export function useVisitStats(providerId: number, window: MonthWindow) {
  return useQuery(visitStatsQueryOptions(providerId, window));
}

export function useBookingStats(providerId: number, window: MonthWindow) {
  return useQuery(bookingStatsQueryOptions(providerId, window));
}

export function useRivalStats(providerId: number, window: MonthWindow) {
  return useQuery(rivalStatsQueryOptions(providerId, window));
}

export const recentVisitsQueryOptions = (providerId: number, window: DayWindow) =>
  queryOptions({
    queryKey: statisticsKeys.visitLog(providerId, window),
    queryFn: ({ signal }) => getRecentVisits(providerId, window, signal),
    placeholderData: keepPreviousData,
  });

export const coupleVisitsQueryOptions = (providerId: number, window: DayWindow, page: number) =>
  queryOptions({
    queryKey: statisticsKeys.coupleVisits(providerId, window, page),
    queryFn: ({ signal }) => listCoupleVisits(providerId, window, page, signal),
    placeholderData: keepPreviousData,
  });

export const adStatsQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: statisticsKeys.adStats(providerId),
    queryFn: ({ signal }) => getAdStats(providerId, signal),
  });

export const estimateQueryOptions = (providerId: number, window: DayWindow) =>
  queryOptions({
    queryKey: statisticsKeys.estimate(providerId, window),
    queryFn: ({ signal }) => getEstimate(providerId, window, signal),
    placeholderData: keepPreviousData,
  });

export const notWorkedTogetherQueryOptions = (providerId: number, window: DayWindow, page: number) =>
  queryOptions({
    queryKey: statisticsKeys.notWorkedTogether(providerId, window, page),
    queryFn: ({ signal }) => listCouplesNotWorkedTogether(providerId, window, page, signal),
    placeholderData: keepPreviousData,
  });

export const roiMinLeadCountsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.roiMinLeadCount(),
    queryFn: ({ signal }) => getRoiMinLeadCounts(signal),
    staleTime: CONFIG_CACHE_TIME_MS,
  });

export function useRecentVisits(providerId: number, window: DayWindow) {
  return useQuery(recentVisitsQueryOptions(providerId, window));
}

export function useCoupleVisits(providerId: number, window: DayWindow, page: number) {
  return useQuery(coupleVisitsQueryOptions(providerId, window, page));
}

export function useAdStats(providerId: number) {
  return useQuery(adStatsQueryOptions(providerId));
}

export function useEstimate(providerId: number, window: DayWindow) {
  return useQuery(estimateQueryOptions(providerId, window));
}

export function useCouplesNotWorkedTogether(providerId: number, window: DayWindow, page: number) {
  return useQuery(notWorkedTogetherQueryOptions(providerId, window, page));
}

export function useRoiMinLeadCounts() {
  return useQuery(roiMinLeadCountsQueryOptions());
}
