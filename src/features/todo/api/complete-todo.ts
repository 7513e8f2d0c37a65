import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { promptQueryRoots } from '@/lib/shared-query-keys';

/** Marks a to-do completed (spec point 4: the user followed its link, or said it is done). */
export async function completeTodo(id: number) {
  return unwrap(
    await api.POST('/provider-prompts/{id}/actions', { params: { path: { id } }, body: { type: 'completed' } }),
  ).data;
}

/**
 * The to-do moves from the open to the completed list, and the counts change with it: the sidebar's To-do
 * badge and the dashboard read them.
 */
export function useCompleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTodo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promptQueryRoots.lists }),
        queryClient.invalidateQueries({ queryKey: promptQueryRoots.counts }),
      ]),
  });
}
