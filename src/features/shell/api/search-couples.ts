import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { searchCouplesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { shellKeys } from './keys';

export type CoupleSearchResult = components['schemas']['CoupleSearchResult'];

/** The search starts at two characters (the API's minimum). */
export const COUPLE_SEARCH_MIN_LENGTH = searchCouplesQueryLimits.coupleName.minLength;

export async function searchCouples(coupleName: string, signal?: AbortSignal): Promise<CoupleSearchResult[]> {
  const result = unwrap(await api.GET('/search/couple', { params: { query: { coupleName } }, signal }));
  return result.data ?? [];
}

export function coupleSearchQueryOptions(coupleName: string) {
  return queryOptions({
    queryKey: shellKeys.coupleSearch(coupleName),
    // The signal aborts the request when the user types on (the key changes and this query is left).
    queryFn: ({ signal }) => searchCouples(coupleName, signal),
  });
}

/** Couples whose name (or extension number) contains the term; nothing is asked below two characters. */
export function useCoupleSearch(coupleName: string) {
  const term = coupleName.trim();
  return useQuery({
    ...coupleSearchQueryOptions(term),
    enabled: term.length >= COUPLE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
