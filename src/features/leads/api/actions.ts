import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { LeadActionLimits } from '@/api/generated/limits';
import { validationMessage } from '@/lib/forms/messages';
import { leadKeys } from './keys';

export type LeadAction = components['schemas']['LeadAction'];
export type LeadActionType = components['schemas']['LeadActionType'];
export type LeadProcessState = components['schemas']['LeadProcessState'];

/** The document's order, which is the order of the process. */
export const PROCESS_STATES: readonly LeadProcessState[] = LeadActionLimits.properties.processState.enum;

/** The form of "in negotiation": the process state is optional ('' for none). */
export const negotiatingFormSchema = z.object({ processState: z.union([z.literal(''), z.enum(PROCESS_STATES)]) });
export type NegotiatingFormValues = z.infer<typeof negotiatingFormSchema>;

export const LEAD_ACTION_NOTE_MAX = LeadActionLimits.properties.note.maxLength;

/** The form of rejecting or reporting a lead: a reason from the config, an optional note. */
export const reasonFormSchema = z.object({
  reasonId: z.string().min(1, validationMessage.required()),
  note: z.string().max(LEAD_ACTION_NOTE_MAX, validationMessage.tooLong(LEAD_ACTION_NOTE_MAX)),
});
export type ReasonFormValues = z.infer<typeof reasonFormSchema>;

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
