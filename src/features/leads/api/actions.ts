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

/** Marks the lead read or unread for the team (PUT /leads/{id} with `isRead` only). */
export async function setLeadRead(leadId: number, isRead: boolean) {
  return unwrap(await api.PUT('/leads/{id}', { params: { path: { id: leadId } }, body: { isRead } })).data;
}

/**
 * "Als ungelesen markieren" / "Als gelesen markieren": the inbox rows (bold or not), the read-status counts (the
 * dashboard's unread figure) and the lead itself change with it. The invalidations are not waited for: marking
 * unread leaves for the inbox at once, which loads its rows again when it shows.
 */
export function useSetLeadRead(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isRead: boolean) => setLeadRead(leadId, isRead),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) });
    },
  });
}
