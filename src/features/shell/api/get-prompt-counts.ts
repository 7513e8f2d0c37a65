import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { shellKeys } from './keys';

export async function getPromptCounts(signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-prompts/meta', { signal })).data;
}

export function promptCountsQueryOptions() {
  return queryOptions({ queryKey: shellKeys.promptCounts(), queryFn: ({ signal }) => getPromptCounts(signal) });
}

/** Open to-dos (sidebar badge) and unread notifications (the bell's red dot). */
export function usePromptCounts() {
  return useQuery(promptCountsQueryOptions());
}
