import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { shellKeys } from './keys';

export type ProviderPrompt = components['schemas']['ProviderPrompt'];

/** Notifications page size (spec point 9). */
export const NOTIFICATIONS_PAGE_SIZE = 25;

export async function getNotifications(page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/provider-prompts', {
      params: { query: { type: 'notification', limit: NOTIFICATIONS_PAGE_SIZE, page } },
      signal,
    }),
  );
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: shellKeys.notifications(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.page < last.paging.pageCount ? last.paging.page + 1 : undefined),
  });
}

/** The bell's list, newest first; "Mehr anzeigen" loads the next page. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
