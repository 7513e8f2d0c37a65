import { useLeadReadStatusCounts } from '@/api/queries/lead-counts';
import { leadWindowDates } from '@/lib/lead-window';

/**
 * Pending leads of the user's providers in the last six months: the badge of the sidebar's Couples entry. The
 * dashboard asks for the same window, so both share one request. A user without providers has no leads, so
 * nothing is asked.
 */
export function usePendingLeadCount(providerIds: readonly number[]): number | undefined {
  const query = useLeadReadStatusCounts({ ...leadWindowDates(), providerIds }, { enabled: providerIds.length > 0 });
  return query.data?.infoRequests.pending;
}
