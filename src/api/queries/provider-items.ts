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

/**
 * The products page's filters, as the document names them: a part of the name (`query`), the provider's
 * active/passive choice and the team's approval state. Absent fields filter nothing.
 */
export interface ProviderItemFilters {
  query?: string;
  status?: ProviderItem['status'];
  approvalStatus?: ProviderItem['approvalStatus'];
}

const limits = listProviderItemsQueryLimits;

export const providerItemKeys = {
  all: () => ['provider-items'] as const,
  provider: (providerId: number) => [...providerItemKeys.all(), providerId] as const,
  /** The whole list, in list order; filtered lists sit below it (so one invalidation reaches them all). */
  list: (providerId: number) => [...providerItemKeys.provider(providerId), 'list'] as const,
  filtered: (providerId: number, filters: ProviderItemFilters) =>
    [...providerItemKeys.list(providerId), filters] as const,
  bidItems: (providerId: number) => [...providerItemKeys.provider(providerId), 'bid-items'] as const,
};

/** The filters with only the fields that filter: a blank search is no search. */
function activeFilters(filters: ProviderItemFilters): ProviderItemFilters {
  const query = filters.query?.trim();
  return {
    ...(query ? { query } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.approvalStatus ? { approvalStatus: filters.approvalStatus } : {}),
  };
}

/**
 * Every product of the provider in list order (`sort=orderNo`), all pages in the largest size: reordering numbers
 * the listed ids 1, 2, 3 …, so the whole list is needed; a provider has a few dozen products, rarely a second page.
 * With filters, the products that match them, in the same order.
 */
export function listProviderItems(
  providerId: number,
  filters: ProviderItemFilters = {},
  signal?: AbortSignal,
): Promise<ProviderItem[]> {
  const filter = activeFilters(filters);
  return allPages(async (page) =>
    unwrap(
      await api.GET('/provider-items', {
        params: { query: { providerId, ...filter, sort: 'orderNo', limit: limits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

/** Whether any of the filters filters. */
export function filtersProviderItems(filters: ProviderItemFilters): boolean {
  return Object.keys(activeFilters(filters)).length > 0;
}

/** The provider's products; with filters, those that match them (a key of its own below the whole list). */
export function providerItemsQueryOptions(providerId: number, filters: ProviderItemFilters = {}) {
  const filter = activeFilters(filters);
  return queryOptions({
    queryKey: filtersProviderItems(filter)
      ? providerItemKeys.filtered(providerId, filter)
      : providerItemKeys.list(providerId),
    queryFn: ({ signal }) => listProviderItems(providerId, filter, signal),
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
