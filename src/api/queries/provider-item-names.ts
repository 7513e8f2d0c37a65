// A provider's products (provider items) as a feature outside the products pages needs them: to choose among them,
// e.g. the products shown in a gallery photo (issue 17). Read-only; the products feature keeps its own list query
// (with editing and reordering) and is not imported by other features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listProviderItemsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type ProviderItem = components['schemas']['ProviderItem'];

/** The largest page the API gives; the whole list is read page by page in this size. */
const PAGE_SIZE = listProviderItemsQueryLimits.limit.maximum;

export const providerItemChoiceKeys = {
  provider: (providerId: number) => ['provider-item-choices', providerId] as const,
};

/** Every product of the provider in its list order (GET /provider-items, all pages). */
export async function listProviderItemChoices(providerId: number, signal?: AbortSignal): Promise<ProviderItem[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/provider-items', {
        params: { query: { providerId, sort: 'orderNo', limit: PAGE_SIZE, page } },
        signal,
      }),
    ),
  );
}

export function providerItemChoicesQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: providerItemChoiceKeys.provider(providerId),
    queryFn: ({ signal }) => listProviderItemChoices(providerId, signal),
  });
}

/** The products of a provider to choose from. */
export function useProviderItemChoices(providerId: number) {
  return useQuery(providerItemChoicesQueryOptions(providerId));
}
