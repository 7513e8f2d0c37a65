import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { fetchLeads } from '@/api/queries/leads';
import { leadKeys, type LeadListQuery } from './keys';

export type Lead = components['schemas']['Lead'];
export type LeadDetail = components['schemas']['LeadDetail'];
export type Paging = components['schemas']['Paging'];

export async function listLeads(query: LeadListQuery, signal?: AbortSignal) {
  const { coupleName, status, unread, ...rest } = query;
  return fetchLeads(
    {
      ...rest,
      ...(status.length > 0 ? { status } : {}),
      ...(coupleName.trim() ? { coupleName: coupleName.trim() } : {}),
      ...(unread !== undefined ? { unread } : {}),
    },
    signal,
  );
}

export function leadListQueryOptions(query: LeadListQuery) {
  return queryOptions({
    queryKey: leadKeys.list(query),
    // The signal cancels the request of a search term the user has typed past (spec point 7).
    queryFn: ({ signal }) => listLeads(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the inbox; the previous page stays on screen while the next loads. */
export function useLeadList(query: LeadListQuery, enabled = true) {
  return useQuery({ ...leadListQueryOptions(query), enabled });
}

export async function getLead(leadId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads/{id}', { params: { path: { id: leadId } }, signal })).data;
}

export function leadQueryOptions(leadId: number) {
  return queryOptions({ queryKey: leadKeys.lead(leadId), queryFn: ({ signal }) => getLead(leadId, signal) });
}

/** The lead of the detail page, with its interactions. */
export function useLead(leadId: number) {
  return useQuery(leadQueryOptions(leadId));
}
