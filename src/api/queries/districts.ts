// The districts of a city (GET /districts): the registration wizard offers them, the listing's information page
// names a pending district change by them. Reference data, the same in every language (place names are answered
// in their German spelling, docs/server-labels.md), so the key holds no locale.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listDistrictsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type District = components['schemas']['District'];

/** Reference data changes rarely (spec point 9: cached 7 days). */
const REFERENCE_STALE_MS = 604_800_000;

export const districtKeys = {
  all: ['districts'] as const,
  city: (cityId: number) => [...districtKeys.all, cityId] as const,
};

/** Every district of a city (all pages, in the largest page the document allows). */
export async function listAllDistricts(cityId: number, signal?: AbortSignal): Promise<District[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/districts', {
        params: { query: { cityId, limit: listDistrictsQueryLimits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

export function districtsQueryOptions(cityId: number) {
  return queryOptions({
    queryKey: districtKeys.city(cityId),
    queryFn: ({ signal }) => listAllDistricts(cityId, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The districts of a city; nothing is asked while the city is null. */
export function useDistricts(cityId: number | null) {
  return useQuery({ ...districtsQueryOptions(cityId ?? 0), enabled: cityId !== null });
}
