import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadAction = components['schemas']['LeadAction'];
export type LeadActionType = components['schemas']['LeadActionType'];
export type LeadProcessState = components['schemas']['LeadProcessState'];

export async function applyLeadAction(leadId: number, body: LeadAction) {
  return unwrap(await api.POST('/leads/{id}/actions', { params: { path: { id: leadId } }, body })).data;
}

/**
 * A transition of the lead (spec point 4). The lead and its history change, and so do the list rows, the
 * sidebar's pending badge and the dashboard's figures.
 */
export function useLeadAction(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadAction) => applyLeadAction(leadId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: leadKeys.counts() }),
      ]),
  });
}
