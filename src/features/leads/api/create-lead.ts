import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type LeadCreate = components['schemas']['LeadCreate'];

/** `POST /leads` (createLead): a couple the provider adds by hand; it comes back as a lead of type `manual`. */
export async function createLead(body: LeadCreate) {
  return unwrap(await api.POST('/leads', { body })).data;
}

/** Adds a couple by hand; the inbox lists and the counts (the sidebar's badge, the dashboard) load again. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all() }),
  });
}
