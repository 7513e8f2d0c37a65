import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadData = components['schemas']['LeadData'];
export type LeadDataUpdate = components['schemas']['LeadDataUpdate'];

/** The lead data of one lead; every lead has one record (null if the server has none). */
export async function getLeadData(leadId: number, signal?: AbortSignal): Promise<LeadData | null> {
  const { data } = unwrap(await api.GET('/lead-data', { params: { query: { leadId } }, signal }));
  return data?.find((record) => record.leadId === leadId) ?? null;
}

export async function updateLeadData(leadDataId: number, body: LeadDataUpdate) {
  return unwrap(await api.PUT('/lead-data/{id}', { params: { path: { id: leadDataId } }, body })).data;
}

export function leadDataQueryOptions(leadId: number) {
  return queryOptions({ queryKey: leadKeys.leadData(leadId), queryFn: ({ signal }) => getLeadData(leadId, signal) });
}

export function useLeadData(leadId: number) {
  return useQuery(leadDataQueryOptions(leadId));
}

export function useUpdateLeadData(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadDataId, body }: { leadDataId: number; body: LeadDataUpdate }) =>
      updateLeadData(leadDataId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(leadKeys.leadData(leadId), saved);
      // The organization type decides whether the lead counts as a wedding, which the lead and list rows show.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
      ]);
    },
  });
}
