import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { dashboardKeys, type PromptListFilters } from './keys';

export type ProviderPrompt = components['schemas']['ProviderPrompt'];

export async function getPrompts(filters: PromptListFilters, signal?: AbortSignal): Promise<ProviderPrompt[]> {
  return unwrap(await api.GET('/provider-prompts', { params: { query: { ...filters, page: 1 } }, signal })).data;
}

export function promptsQueryOptions(filters: PromptListFilters) {
  return queryOptions({
    queryKey: dashboardKeys.promptList(filters),
    queryFn: ({ signal }) => getPrompts(filters, signal),
  });
}

/** The first page of to-dos or notifications, newest first. */
export function usePrompts(filters: PromptListFilters, options: { enabled?: boolean } = {}) {
  return useQuery({ ...promptsQueryOptions(filters), enabled: options.enabled ?? true });
}

/** The newest notifications on the dashboard. */
export const LATEST_NOTIFICATIONS: PromptListFilters = { type: 'notification', limit: 5 };

/** The newest open to-do, for the "another prompt" modal. */
export const NEWEST_OPEN_TODO: PromptListFilters = { type: 'todo', limit: 1, completed: false };
