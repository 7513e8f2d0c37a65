import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { dashboardKeys } from './keys';

export async function getPromptCounts(signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-prompts/meta', { signal })).data;
}

export function promptCountsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.promptCounts(),
    queryFn: ({ signal }) => getPromptCounts(signal),
  });
}

/** Open to-dos and unread notifications. */
export function usePromptCounts() {
  return useQuery(promptCountsQueryOptions());
}
