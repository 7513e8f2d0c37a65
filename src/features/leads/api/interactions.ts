import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { LeadInteractionCreateLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { zLeadInteractionCreate } from '@/api/generated/zod/zod.gen';
import { currentInstant, parseInstant } from '@/lib/calendar-day';
import { isDateTimeInput } from '@/lib/date-time';
import { ruleMessage, validationMessage } from '@/lib/forms/messages';
import { createLeadInteraction, type LeadInteractionCreate } from './create-interaction';
import { leadKeys } from './keys';

export type LeadInteraction = components['schemas']['LeadInteraction'];
export type { LeadInteractionCreate } from './create-interaction';
export type InteractionType = components['schemas']['InteractionType'];
export type CallResult = components['schemas']['CallResult'];

const limits = LeadInteractionCreateLimits.properties;
export const INTERACTION_TYPES: readonly InteractionType[] = limits.type.enum;
// The form lists the usual result first; a record over the generated type makes the compiler ask for the place of
// every result the document adds.
const CALL_RESULT_ORDER: Record<CallResult, number> = { TALKED: 0, BUSY: 1, NO_ANSWER: 2, LINE_CLOSED: 3, WAITING: 4 };
export const CALL_RESULTS: readonly CallResult[] = [...limits.callResult.enum].sort(
  (a, b) => CALL_RESULT_ORDER[a] - CALL_RESULT_ORDER[b],
);

const generated = zLeadInteractionCreate.shape;
export const INTERACTION_NOTE_MAX = limits.note.maxLength;

/**
 * The interaction form: `occurredAt` is a local `datetime-local` value, at most a minute ahead; emptied, it is left
 * out and the server takes the moment it records it (the document: "Defaults to now").
 */
export const interactionFormSchema = z
  .object({
    type: generated.type,
    callResult: z.union([z.literal(''), generated.callResult.unwrap()]),
    note: z.string().max(INTERACTION_NOTE_MAX, validationMessage.tooLong(INTERACTION_NOTE_MAX)),
    occurredAt: z
      .string()
      .refine((value) => value === '' || isDateTimeInput(value), validationMessage.date())
      .refine(
        (value) => value === '' || parseInstant(value).getTime() <= currentInstant().getTime() + 60_000,
        ruleMessage('leads.detail.interactions.notInFuture'),
      ),
  })
  // The document's rule: a phone call needs its result.
  .refine((values) => values.type !== 'phone_call' || values.callResult !== '', {
    path: ['callResult'],
    message: validationMessage.required(),
  });
export type InteractionFormValues = z.infer<typeof interactionFormSchema>;

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
