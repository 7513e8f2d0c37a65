import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { leadWindowDates } from '@/lib/lead-window';
import { shellKeys } from './keys';

/** The window of the lead counts: six months ago until today (spec points 7 and 9). */
export const leadCountWindow = leadWindowDates;

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
