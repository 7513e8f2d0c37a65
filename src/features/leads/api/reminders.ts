import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadReminderCreate = components['schemas']['LeadReminderCreate'];

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
