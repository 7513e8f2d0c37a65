import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { dashboardKeys } from './keys';

export async function completePrompt(id: number) {
  return unwrap(
    await api.POST('/provider-prompts/{id}/actions', { params: { path: { id } }, body: { type: 'completed' } }),
  ).data;
}

/** Marks a prompt completed (the user followed its link); the prompt lists and counts change. */
export function useCompletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.prompts() }),
  });
}
