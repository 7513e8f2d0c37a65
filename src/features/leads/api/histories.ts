import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listLeadHistoriesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadHistory = components['schemas']['LeadHistory'];

const PAGE_SIZE = listLeadHistoriesQueryLimits.limit.default;

export async function listLeadHistories(leadId: number, page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/leads/{id}/histories', {
      params: { path: { id: leadId }, query: { page, limit: PAGE_SIZE } },
      signal,
    }),
  );
}

export function leadHistoriesQueryOptions(leadId: number) {
  return infiniteQueryOptions({
    queryKey: leadKeys.histories(leadId),
    queryFn: ({ pageParam, signal }) => listLeadHistories(leadId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.page < last.paging.pageCount ? last.paging.page + 1 : undefined),
  });
}

/** The lead's history timeline, newest first, page by page. */
export function useLeadHistories(leadId: number) {
  return useInfiniteQuery(leadHistoriesQueryOptions(leadId));
}
