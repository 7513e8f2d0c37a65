// A provider's products (provider items, spec point 3): the products page lists, edits and reorders them, a gallery
// photo's details choose among them (issue 17), a bridal-gown request's bid offers the biddable ones (spec point 7).
// One key root per provider: a product saved, deleted or reordered on the products page is what the photo's choice
// and the bid offer next.
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '@/api/all-pages';
import { api, unwrap } from '@/api/client';
import { listProviderItemsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { isVisibleToCouples, VISIBLE_TO_COUPLES } from '@/lib/product-visibility';

export type ProviderItem = components['schemas']['ProviderItem'];

const limits = listProviderItemsQueryLimits;

export const providerItemKeys = {
  all: () => ['provider-items'] as const,
  provider: (providerId: number) => [...providerItemKeys.all(), providerId] as const,
  list: (providerId: number) => [...providerItemKeys.provider(providerId), 'list'] as const,
  bidItems: (providerId: number) => [...providerItemKeys.provider(providerId), 'bid-items'] as const,
};

/**
 * Every product of the provider in list order (`sort=orderNo`), all pages in the largest size: reordering numbers
 * the listed ids 1, 2, 3 …, so the whole list is needed; a provider has a few dozen products, rarely a second page.
 */
export function listProviderItems(providerId: number, signal?: AbortSignal): Promise<ProviderItem[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/provider-items', {
        params: { query: { providerId, sort: 'orderNo', limit: limits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

export function providerItemsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: providerItemKeys.list(providerId),
    queryFn: ({ signal }) => listProviderItems(providerId, signal),
  });
}

/**
 * The bid product-item lookup (spec point 7): the provider's products offered on bridal-gown requests, limit 25,
 * page 1, newest first (the document's defaults for this list), `isBiddable=true`, and only products couples see
 * (active and approved, issue 37.4): a rejected, passive or not yet approved gown is never offered to a couple.
 * The server filters by the same definition; the answer is checked against it once more.
 */
export async function listBidItems(providerId: number, signal?: AbortSignal): Promise<ProviderItem[]> {
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
    queryKey: providerItemKeys.bidItems(providerId),
    queryFn: ({ signal }) => listBidItems(providerId, signal),
  });
}
