import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listProviderItemsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { isVisibleToCouples, VISIBLE_TO_COUPLES } from '@/lib/product-visibility';

export type BidItem = components['schemas']['ProviderItem'];

const limits = listProviderItemsQueryLimits;

/**
 * The bid product-item lookup (spec point 7): the provider's products offered on bridal-gown requests, limit 25,
 * page 1, newest first (the document's defaults for this list), `isBiddable=true`, and only products couples see
 * (active and approved, issue 37.4): a rejected, passive or not yet approved gown is never offered to a couple.
 * The server filters by the same definition; the answer is checked against it once more.
 */
export async function listBidItems(providerId: number, signal?: AbortSignal) {
  const { data } = unwrap(
    await api.GET('/provider-items', {
      params: {
        query: {
          providerId,
          isBiddable: true,
          ...VISIBLE_TO_COUPLES,
          sort: limits.sort.default,
          limit: limits.limit.default,
          page: limits.page.default,
        },
      },
      signal,
    }),
  );
  return data.filter(isVisibleToCouples);
}

export function bidItemsQueryOptions(providerId: number) {
  return queryOptions({
    // Not under a lead: the same products are offered on every request of the provider.
    queryKey: ['leads', 'bid-items', providerId] as const,
    queryFn: ({ signal }) => listBidItems(providerId, signal),
  });
}

export function useBidItems(providerId: number, enabled: boolean) {
  return useQuery({ ...bidItemsQueryOptions(providerId), enabled });
}
