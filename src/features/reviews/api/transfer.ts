import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listExternalCommentsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { reviewKeys } from './keys';

export type ReviewChannel = components['schemas']['ReviewChannel'];
export type ExternalComment = components['schemas']['ExternalComment'];
export type ExternalCommentTransferStatus = components['schemas']['ExternalCommentTransferStatus'];

/** Reviews of other platforms per page: the API's default page size. */
export const EXTERNAL_COMMENTS_PAGE_SIZE = listExternalCommentsQueryLimits.limit.default;

export interface ExternalCommentFilter {
  channelId: number | null;
  rating: number | null;
  transferStatus: ExternalCommentTransferStatus | null;
  page: number;
}

export async function listReviewChannels(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/providers/{id}/review-channels', { params: { path: { id: providerId } }, signal }))
    .data;
}

export async function getExternalCommentFilters(providerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/providers/{id}/external-comments/filters', { params: { path: { id: providerId } }, signal }),
  ).data;
}

export async function listExternalComments(providerId: number, filter: ExternalCommentFilter, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/providers/{id}/external-comments', {
      params: {
        path: { id: providerId },
        query: {
          ...(filter.channelId ? { channelId: filter.channelId } : {}),
          ...(filter.rating ? { rating: filter.rating } : {}),
          ...(filter.transferStatus ? { transferStatus: filter.transferStatus } : {}),
          limit: EXTERNAL_COMMENTS_PAGE_SIZE,
          page: filter.page,
        },
      },
      signal,
    }),
  );
}

export async function importExternalComments(providerId: number, channelId: number, externalCommentIds: number[]) {
  return unwrap(
    await api.POST('/providers/{id}/external-comments', {
      params: { path: { id: providerId } },
      body: { channelId, externalCommentIds },
    }),
  ).data;
}

export function reviewChannelsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: reviewKeys.reviewChannels(providerId),
    queryFn: ({ signal }) => listReviewChannels(providerId, signal),
  });
}

export function useReviewChannels(providerId: number) {
  return useQuery(reviewChannelsQueryOptions(providerId));
}

export function externalCommentFiltersQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: reviewKeys.externalCommentFilters(providerId),
    queryFn: ({ signal }) => getExternalCommentFilters(providerId, signal),
  });
}

export function useExternalCommentFilters(providerId: number) {
  return useQuery(externalCommentFiltersQueryOptions(providerId));
}

export function externalCommentsQueryOptions(providerId: number, filter: ExternalCommentFilter) {
  return queryOptions({
    queryKey: reviewKeys.externalComments(providerId, filter),
    queryFn: ({ signal }) => listExternalComments(providerId, filter, signal),
  });
}

export function useExternalComments(providerId: number, filter: ExternalCommentFilter) {
  return useQuery({ ...externalCommentsQueryOptions(providerId, filter), placeholderData: keepPreviousData });
}

/** Transfers the chosen reviews, one call per channel (the API takes one channel at a time). */
export function useImportExternalComments(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (byChannel: Map<number, number[]>) => {
      let queued = 0;
      for (const [channelId, ids] of byChannel)
        queued += (await importExternalComments(providerId, channelId, ids)).queued;
      return queued;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.transfer(providerId) }),
  });
}
