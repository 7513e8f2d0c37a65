import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { LeadCommentCreateLimits, listLeadCommentsQueryLimits } from '@/api/generated/limits';
import { validationMessage } from '@/lib/forms/messages';
import { leadKeys } from './keys';

export type LeadComment = components['schemas']['LeadComment'];

export const LEAD_NOTE_MAX = LeadCommentCreateLimits.properties.body.maxLength;

/** The form of a new internal note. */
export const noteFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, validationMessage.required())
    .max(LEAD_NOTE_MAX, validationMessage.tooLong(LEAD_NOTE_MAX)),
});

/** The document's default page size. */
const PAGE_SIZE = listLeadCommentsQueryLimits.limit.default;

export async function listLeadComments(leadId: number, page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/leads/{id}/comments', {
      params: { path: { id: leadId }, query: { page, limit: PAGE_SIZE } },
      signal,
    }),
  );
}

export async function createLeadComment(leadId: number, body: string) {
  return unwrap(await api.POST('/leads/{id}/comments', { params: { path: { id: leadId } }, body: { body } })).data;
}

export async function markCommentRead(commentId: number) {
  unwrap(await api.PUT('/comments/{id}/read', { params: { path: { id: commentId } } }));
}

export function leadCommentsQueryOptions(leadId: number) {
  return infiniteQueryOptions({
    queryKey: leadKeys.comments(leadId),
    queryFn: ({ pageParam, signal }) => listLeadComments(leadId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.page < last.paging.pageCount ? last.paging.page + 1 : undefined),
  });
}

/** The team's notes on a lead, newest first, page by page. */
export function useLeadComments(leadId: number) {
  return useInfiniteQuery(leadCommentsQueryOptions(leadId));
}

export function useCreateLeadComment(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createLeadComment(leadId, body),
    // Notes and the history entry they write both hang under the lead's detail key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
  });
}

/**
 * Marks a note read on the server. The list is deliberately not refetched: the note keeps its "new" marker
 * for as long as the user looks at it, and the next load shows it read.
 */
export function useMarkCommentRead() {
  return useMutation({ mutationFn: markCommentRead });
}
