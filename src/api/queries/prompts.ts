import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listProviderPromptsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

/** A to-do or a notification (GET /provider-prompts). */
export type ProviderPrompt = components['schemas']['ProviderPrompt'];

/** Which prompts a list shows. */
export interface PromptListFilters {
  type: 'todo' | 'notification';
  limit: number;
  completed?: boolean | undefined;
}

/** Rows per "Mehr anzeigen" step of the bell and the To-do page (the portal's list page size, spec point 9). */
export const PROMPT_PAGE_SIZE = listProviderPromptsQueryLimits.limit.default;

/**
 * The one key factory of prompts. Every list hangs under `lists()` and the counts under `counts()`, so
 * completing a prompt anywhere refreshes the bell, the sidebar badge, the dashboard and the To-do page.
 */
export const promptKeys = {
  all: () => ['prompts'] as const,
  lists: () => ['prompts', 'lists'] as const,
  /** The first page of a list (dashboard blocks, the "another prompt" modal). */
  list: (filters: PromptListFilters) => [...promptKeys.lists(), 'first-page', filters] as const,
  /** A list read page by page (bell, To-do page). */
  pages: (filters: PromptListFilters) => [...promptKeys.lists(), 'pages', filters] as const,
  /** Open to-dos and unread notifications (sidebar badge, bell dot, dashboard). */
  counts: () => ['prompts', 'counts'] as const,
};

/** One page of prompts, newest first. */
export async function getPrompts(filters: PromptListFilters, page: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-prompts', { params: { query: { ...filters, page } }, signal }));
}

export function promptListQueryOptions(filters: PromptListFilters) {
  return queryOptions({
    queryKey: promptKeys.list(filters),
    queryFn: async ({ signal }) => (await getPrompts(filters, 1, signal)).data,
  });
}

/** The first page of to-dos or notifications, newest first. */
export function usePromptList(filters: PromptListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...promptListQueryOptions(filters), enabled: options.enabled ?? true });
}

export function promptPagesQueryOptions(filters: PromptListFilters) {
  return infiniteQueryOptions({
    queryKey: promptKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => getPrompts(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.page < last.paging.pageCount ? last.paging.page + 1 : undefined),
  });
}

/** A list of prompts read page by page; "Mehr anzeigen" loads the next page. */
export function usePromptPages(filters: PromptListFilters) {
  return useInfiniteQuery(promptPagesQueryOptions(filters));
}

export async function getPromptCounts(signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-prompts/meta', { signal })).data;
}

export function promptCountsQueryOptions() {
  return queryOptions({ queryKey: promptKeys.counts(), queryFn: ({ signal }) => getPromptCounts(signal) });
}

/** Open to-dos (sidebar badge, dashboard) and unread notifications (the bell's red dot, dashboard). */
export function usePromptCounts() {
  return useQuery(promptCountsQueryOptions());
}

/** Marks a prompt completed (spec point 4: the user followed its link, or said it is done). */
export async function completePrompt(id: number) {
  return unwrap(
    await api.POST('/provider-prompts/{id}/actions', { params: { path: { id } }, body: { type: 'completed' } }),
  ).data;
}

/** Completing a prompt changes the prompt lists and the counts, wherever they are shown. */
export function useCompletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePrompt,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promptKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: promptKeys.counts() }),
      ]),
  });
}
