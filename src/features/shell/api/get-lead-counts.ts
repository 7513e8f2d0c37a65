import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api, unwrap } from '@/api/client';
import { shellKeys } from './keys';

/** API date format (spec point 9). */
const API_DATE = 'YYYY-MM-DD';

/** The window of the lead counts: six months ago until today (spec points 7 and 9). */
export function leadCountWindow(today: dayjs.Dayjs = dayjs()) {
  return {
    createdAtStart: today.subtract(6, 'month').format(API_DATE),
    createdAtEnd: today.format(API_DATE),
  };
}

export async function getLeadCounts(
  filters: { createdAtStart: string; createdAtEnd: string; providerIds: readonly number[] },
  signal?: AbortSignal,
) {
  const { data } = unwrap(
    await api.GET('/leads/counts-by-read-status', {
      params: { query: { ...filters, providerIds: [...filters.providerIds] } },
      signal,
    }),
  );
  return data;
}

export function leadCountsQueryOptions(providerIds: readonly number[]) {
  const filters = { ...leadCountWindow(), providerIds };
  return queryOptions({
    queryKey: shellKeys.leadCounts(filters),
    queryFn: ({ signal }) => getLeadCounts(filters, signal),
  });
}

/**
 * Pending leads of the user's providers in the last six months: the badge of the sidebar's Couples entry.
 * A user without providers has no leads, so nothing is asked.
 */
export function usePendingLeadCount(providerIds: readonly number[]): number | undefined {
  const query = useQuery({ ...leadCountsQueryOptions(providerIds), enabled: providerIds.length > 0 });
  return query.data?.infoRequests.pending;
}
