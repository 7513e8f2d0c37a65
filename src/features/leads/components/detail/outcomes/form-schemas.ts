// The forms of the outcome dialogs. Apart from the action's call (../../../api/actions): zod loads with the dialogs,
// not with every lead page that can confirm an appointment (issue 23).
import * as z from 'zod';
import { LeadActionLimits } from '@/api/generated/limits';
import { validationMessage } from '@/lib/forms/messages';
import type { LeadProcessState } from '../../../api/actions';

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
