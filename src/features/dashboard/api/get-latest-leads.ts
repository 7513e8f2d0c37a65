import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchLeads } from '@/api/queries/leads';
import type { components } from '@/api/generated/schema';
import { dashboardKeys } from './keys';
import type { LeadWindow } from './lead-window';

export type Lead = components['schemas']['Lead'];

export const LATEST_LEADS_LIMIT = 5;

export async function getLatestLeads(window: LeadWindow, signal?: AbortSignal): Promise<Lead[]> {
  return (await fetchLeads({ ...window, limit: LATEST_LEADS_LIMIT, sort: '-createdAt' }, signal)).data;
}

export function latestLeadsQueryOptions(window: LeadWindow) {
  return queryOptions({
    queryKey: dashboardKeys.latestLeads(window),
    queryFn: ({ signal }) => getLatestLeads(window, signal),
  });
}

/** The five newest leads of the user's providers in the window. */
export function useLatestLeads(window: LeadWindow) {
  return useQuery(latestLeadsQueryOptions(window));
}
