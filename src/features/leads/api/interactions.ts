import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadInteraction = components['schemas']['LeadInteraction'];
export type LeadInteractionCreate = components['schemas']['LeadInteractionCreate'];
export type InteractionType = components['schemas']['InteractionType'];
export type CallResult = components['schemas']['CallResult'];

export const INTERACTION_TYPES: readonly InteractionType[] = [
  'phone_call',
  'manual_add',
  'info_request',
  'visit',
  'like',
  'sms',
  'email',
  'whatsapp',
  'facebook',
];
export const CALL_RESULTS: readonly CallResult[] = ['TALKED', 'BUSY', 'NO_ANSWER', 'LINE_CLOSED', 'WAITING'];

export async function createLeadInteraction(leadId: number, body: LeadInteractionCreate) {
  return unwrap(await api.POST('/leads/{id}/interactions', { params: { path: { id: leadId } }, body })).data;
}

/** Records a contact; the lead (interactions, histories), list rows and call counts change with it. */
export function useCreateLeadInteraction(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadInteractionCreate) => createLeadInteraction(leadId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: leadKeys.counts() }),
      ]),
  });
}
