import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { LeadReminderCreateLimits } from '@/api/generated/limits';
import { currentInstant, parseInstant } from '@/lib/calendar-day';
import { isDateTimeInput } from '@/lib/date-time';
import { ruleMessage, validationMessage } from '@/lib/forms/messages';
import { leadKeys } from './keys';

export type LeadReminderCreate = components['schemas']['LeadReminderCreate'];

export const REMINDER_NOTE_MAX = LeadReminderCreateLimits.properties.note.maxLength;

/** The reminder form: a local date and time in the future (`datetime-local`) and an optional note. */
export const reminderFormSchema = z.object({
  remindAt: z
    .string()
    .min(1, validationMessage.required())
    .refine(isDateTimeInput, validationMessage.date())
    .refine(
      (value) => parseInstant(value).getTime() > currentInstant().getTime(),
      ruleMessage('leads.detail.reminder.notInFuture'),
    ),
  note: z.string().max(REMINDER_NOTE_MAX, validationMessage.tooLong(REMINDER_NOTE_MAX)),
});
export type ReminderFormValues = z.infer<typeof reminderFormSchema>;

export async function createLeadReminder(leadId: number, body: LeadReminderCreate) {
  return unwrap(await api.POST('/leads/{id}/remind', { params: { path: { id: leadId } }, body })).data;
}

/** Sets a reminder; the lead's next reminder and its history change, and list rows show the reminder. */
export function useCreateLeadReminder(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadReminderCreate) => createLeadReminder(leadId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
      ]),
  });
}
