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

export async function updateLeadComment(leadId: number, commentId: number, body: string) {
  return unwrap(
    await api.PATCH('/leads/{id}/comments/{commentId}', {
      params: { path: { id: leadId, commentId } },
      body: { body },
    }),
  ).data;
}

export async function deleteLeadComment(leadId: number, commentId: number) {
  unwrap(await api.DELETE('/leads/{id}/comments/{commentId}', { params: { path: { id: leadId, commentId } } }));
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
 * Changes the text of the user's own note. The changed note takes its place in the loaded pages, so the other
 * notes keep their "new" markers (the list is not loaded again); the history has no entry for a change.
 */
export function useUpdateLeadComment(leadId: number, commentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => updateLeadComment(leadId, commentId, body),
    onSuccess: (changed) =>
      queryClient.setQueryData(leadCommentsQueryOptions(leadId).queryKey, (loaded) =>
        loaded
          ? {
              ...loaded,
              pages: loaded.pages.map((page) => ({
                ...page,
                data: page.data.map((comment) => (comment.id === changed.id ? changed : comment)),
              })),
            }
          : loaded,
      ),
  });
}

/** Loads the notes again (after a note turned out to be gone). */
export function useReloadLeadComments(leadId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: leadKeys.comments(leadId) });
}

/**
 * Deletes a note (its author's, or any as an account administrator). The notes are loaded again (the pages after
 * it move up by one) and so is the history, which records the deletion.
 */
export function useDeleteLeadComment(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteLeadComment(leadId, commentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
  });
}

/**
 * Marks a note read on the server. The list is deliberately not refetched: the note keeps its "new" marker
 * for as long as the user looks at it, and the next load shows it read.
 */
export function useMarkCommentRead() {
  return useMutation({ mutationFn: markCommentRead });
}
