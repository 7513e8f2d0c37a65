import { queryOptions, useQueries } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type MissingProviderData = components['schemas']['MissingProviderData'];

/**
 * What a provider still has to fill in (GET /providers/{id}/missing-data). Shared: the dashboard's modal queue
 * reads it, and every catalogue write changes its `catalogs` part, so the catalogue mutations invalidate it.
 */
export const missingDataKeys = {
  all: () => ['missing-data'] as const,
  provider: (providerId: number) => [...missingDataKeys.all(), providerId] as const,
};

export async function getMissingData(providerId: number, signal?: AbortSignal): Promise<MissingProviderData> {
  return unwrap(await api.GET('/providers/{id}/missing-data', { params: { path: { id: providerId } }, signal })).data;
}

export function missingDataQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: missingDataKeys.provider(providerId),
    queryFn: ({ signal }) => getMissingData(providerId, signal),
    staleTime: 5 * 60_000,
  });
}

export interface MissingDataResult {
  /** One entry per provider that answered, in the order of `providerIds`. */
  data: MissingProviderData[];
  /** Every provider answered or failed. */
  settled: boolean;
}

/**
 * Missing data of each of the user's providers (the modal queue reads it after login). A provider whose call
 * fails counts as complete: the modals are reminders, not a gate.
 */
export function useMissingData(providerIds: readonly number[]): MissingDataResult {
  return useQueries({
    queries: providerIds.map((id) => missingDataQueryOptions(id)),
    combine: (results) => ({
      data: results.flatMap((result) => (result.data ? [result.data] : [])),
      settled: results.every((result) => !result.isPending),
    }),
  });
}
