import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listCoupleProvidersQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { reviewKeys } from './keys';

export type CoupleProvider = components['schemas']['CoupleProvider'];
export type CoupleProviderCreate = components['schemas']['CoupleProviderCreate'];
export type CoupleCommentRequest = components['schemas']['CoupleCommentRequest'];

/** Couples per page: the API's default page size. */
export const COUPLES_PAGE_SIZE = listCoupleProvidersQueryLimits.limit.default;

/** The review-request states in the document's order. */
export const COMMENT_REQUEST_STATES = listCoupleProvidersQueryLimits.commentRequestStatus.enum;

export interface CoupleFilter {
  providerIds: number[];
  page: number;
}

/** One page of the couples the user's providers worked with or were asked by, newest first. */
export async function listCoupleProviders(filter: CoupleFilter, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/couple-providers', {
      params: {
        query: {
          ...(filter.providerIds.length ? { providerIds: filter.providerIds } : {}),
          limit: COUPLES_PAGE_SIZE,
          page: filter.page,
          sort: '-createdAt',
        },
      },
      signal,
    }),
  );
}

export async function getCommentRequestCounts(providerIds: number[], signal?: AbortSignal) {
  return unwrap(
    await api.GET('/couple-providers/counts-by-comment-request', {
      params: { query: providerIds.length ? { providerIds } : {} },
      signal,
    }),
  ).data;
}

export async function requestCoupleComment(id: number, body: CoupleCommentRequest) {
  return unwrap(await api.POST('/couple-providers/{id}/request-comment', { params: { path: { id } }, body })).data;
}

export async function createCoupleProvider(body: CoupleProviderCreate) {
  return unwrap(await api.POST('/couple-providers', { body })).data;
}

export function useCoupleProviders(filter: CoupleFilter) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.coupleList(filter),
      queryFn: ({ signal }) => listCoupleProviders(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useCommentRequestCounts(providerIds: number[]) {
  return useQuery({
    queryKey: reviewKeys.coupleCounts(providerIds),
    queryFn: ({ signal }) => getCommentRequestCounts(providerIds, signal),
  });
}

/** After a request or a new couple the list and the counts are read again. */
function useRefreshCouples() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.couples() });
}

export function useRequestCoupleComment() {
  const refresh = useRefreshCouples();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CoupleCommentRequest }) => requestCoupleComment(id, body),
    onSettled: refresh,
  });
}

export function useCreateCoupleProvider() {
  const refresh = useRefreshCouples();
  return useMutation({ mutationFn: createCoupleProvider, onSuccess: refresh });
}
