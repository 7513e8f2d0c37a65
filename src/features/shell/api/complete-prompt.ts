import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { shellKeys } from './keys';

export async function completePrompt(id: number) {
  return unwrap(
    await api.POST('/provider-prompts/{id}/actions', { params: { path: { id } }, body: { type: 'completed' } }),
  ).data;
}

/** Marks a prompt completed; the bell's list and the counts (red dot, To-do badge) change with it. */
export function useCompletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePrompt,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shellKeys.notifications() }),
        queryClient.invalidateQueries({ queryKey: shellKeys.promptCounts() }),
      ]),
  });
}
