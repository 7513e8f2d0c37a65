// The hall capacity record of a venue (spec point 3 "Customer space", point 5 rules): the halls of one provider
// and which of them the missing data lists as incomplete. Halls are saved at once (no approval queue).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { missingDataKeys, missingDataQueryOptions, type MissingProviderData } from '@/api/queries/missing-data';
import { providerPermissionKeys } from '@/api/queries/provider-permissions';
import { listingKeys } from './keys';

export type Hall = components['schemas']['CustomerSpace'];
export type HallCreate = components['schemas']['CustomerSpaceCreate'];
export type HallUpdate = components['schemas']['CustomerSpaceUpdate'];

export async function listHalls(providerId: number, signal?: AbortSignal): Promise<Hall[]> {
  return unwrap(await api.GET('/customer-spaces', { params: { query: { providerId } }, signal })).data;
}

export function hallsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.halls(providerId),
    queryFn: ({ signal }) => listHalls(providerId, signal),
  });
}

/** The ids of the halls whose capacity record is incomplete: the `customerSpaces` of the shared missing data. */
export const incompleteHallIds = (missing: MissingProviderData): number[] =>
  missing.customerSpaces.map((space) => space.id);

export async function createHall(body: HallCreate): Promise<Hall> {
  return unwrap(await api.POST('/customer-spaces', { body })).data;
}

export async function updateHall(hallId: number, body: HallUpdate): Promise<Hall> {
  return unwrap(await api.PUT('/customer-spaces/{id}', { params: { path: { id: hallId } }, body })).data;
}

export async function deleteHall(hallId: number): Promise<void> {
  unwrap(await api.DELETE('/customer-spaces/{id}', { params: { path: { id: hallId } } }));
}

export const useHalls = (providerId: number, enabled = true) => useQuery({ ...hallsQueryOptions(providerId), enabled });
export const useIncompleteHalls = (providerId: number, enabled = true) =>
  useQuery({ ...missingDataQueryOptions(providerId), select: incompleteHallIds, enabled });

/**
 * After a write: the halls and the missing data are read again; a 403 (edit rights taken away meanwhile) reads the
 * permissions again, so the page turns read-only.
 */
function useAfterHallWrite(providerId: number) {
  const queryClient = useQueryClient();
  return {
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: providerPermissionKeys.provider(providerId) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.halls(providerId) }),
        queryClient.invalidateQueries({ queryKey: missingDataKeys.provider(providerId) }),
      ]),
  };
}

export type HallSave = { kind: 'create'; body: HallCreate } | { kind: 'update'; hallId: number; body: HallUpdate };

export function useSaveHall(providerId: number) {
  return useMutation({
    mutationFn: (save: HallSave) =>
      save.kind === 'create' ? createHall(save.body) : updateHall(save.hallId, save.body),
    ...useAfterHallWrite(providerId),
  });
}

export function useDeleteHall(providerId: number) {
  return useMutation({ mutationFn: deleteHall, ...useAfterHallWrite(providerId) });
}
