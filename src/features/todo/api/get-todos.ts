import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { todoKeys } from './keys';

export type Todo = components['schemas']['ProviderPrompt'];

/** Rows per "Mehr anzeigen" step (the portal's list page size, spec point 9). */
export const TODOS_PAGE_SIZE = 25;

/** One page of the user's to-dos, open (`completed: false`) or completed, newest first. */
export async function getTodos(filters: { completed: boolean; page: number }, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/provider-prompts', {
      params: { query: { type: 'todo', completed: filters.completed, limit: TODOS_PAGE_SIZE, page: filters.page } },
      signal,
    }),
  );
}

export function todosQueryOptions(completed: boolean) {
  return infiniteQueryOptions({
    queryKey: todoKeys.list({ completed }),
    queryFn: ({ pageParam, signal }) => getTodos({ completed, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.page < last.paging.pageCount ? last.paging.page + 1 : undefined),
  });
}

/**
 * Open and completed to-dos are two lists, each paged on its own, so the open ones always come first however
 * many completed ones there are.
 */
export function useTodos(completed: boolean) {
  return useInfiniteQuery(todosQueryOptions(completed));
}
