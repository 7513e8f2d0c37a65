import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { zLeadInteractionCreate } from '@/api/generated/zod/zod.gen';
import { validationMessage } from '@/lib/forms/messages';
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

const generated = zLeadInteractionCreate.shape;
export const INTERACTION_NOTE_MAX = generated.note.unwrap().maxLength ?? 2000;

/** The interaction form: `occurredAt` is a local `datetime-local` value, at most a minute ahead. */
export const interactionFormSchema = z
  .object({
    type: generated.type,
    callResult: z.union([z.literal(''), generated.callResult.unwrap()]),
    note: z.string().max(INTERACTION_NOTE_MAX, validationMessage.tooLong(INTERACTION_NOTE_MAX)),
    occurredAt: z
      .string()
      .min(1, validationMessage.required())
      .refine((value) => !Number.isNaN(new Date(value).getTime()), validationMessage.date())
      .refine((value) => new Date(value).getTime() <= Date.now() + 60_000, 'leads.detail.interactions.notInFuture'),
  })
  // The document's rule: a phone call needs its result.
  .refine((values) => values.type !== 'phone_call' || values.callResult !== '', {
    path: ['callResult'],
    message: validationMessage.required(),
  });
export type InteractionFormValues = z.infer<typeof interactionFormSchema>;

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
