// "Alle als gelesen markieren" in the bell (issue 42.8). Only the bell's popover, which loads on the first click,
// sends it, so it lives with the shell rather than with the prompt queries every page loads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { promptKeys } from '@/api/queries/prompts';

/** Marks every notification of the user's providers read ("Alle als gelesen markieren"): how many it completed. */
export async function completeAllNotifications() {
  return unwrap(
    await api.POST('/provider-prompts/actions', { body: { type: 'completed', promptType: 'notification' } }),
  ).data;
}

/** Every notification read at once: the lists and the counts change as for one. */
export function useCompleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAllNotifications,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promptKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: promptKeys.counts() }),
      ]),
  });
}
