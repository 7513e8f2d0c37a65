import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listLeadItemsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadItem = components['schemas']['LeadItem'];

/** A couple asks about a handful of products at most; one page of the maximum size holds them. */
const ITEMS_LIMIT = listLeadItemsQueryLimits.limit.maximum;

export async function listLeadItems(leadId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/leads/{id}/items', {
      params: { path: { id: leadId }, query: { limit: ITEMS_LIMIT, page: 1 } },
      signal,
    }),
  );
}

export function leadItemsQueryOptions(leadId: number) {
  return queryOptions({ queryKey: leadKeys.items(leadId), queryFn: ({ signal }) => listLeadItems(leadId, signal) });
}

/** The products the couple asked about. */
export function useLeadItems(leadId: number, enabled = true) {
  return useQuery({ ...leadItemsQueryOptions(leadId), enabled });
}
