import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { type ProviderItem, providerItemKeys, providerItemsQueryOptions } from '@/api/queries/provider-items';

export type { ProviderItem } from '@/api/queries/provider-items';
export type ProviderItemCreate = components['schemas']['ProviderItemCreate'];
export type ProviderItemUpdate = components['schemas']['ProviderItemUpdate'];

export function useProviderItems(providerId: number, enabled = true) {
  return useQuery({ ...providerItemsQueryOptions(providerId), enabled });
}

export async function createProviderItem(body: ProviderItemCreate) {
  return unwrap(await api.POST('/provider-items', { body })).data;
}

export async function updateProviderItem(id: number, body: ProviderItemUpdate) {
  return unwrap(await api.PUT('/provider-items/{id}', { params: { path: { id } }, body })).data;
}

export async function deleteProviderItem(id: number) {
  unwrap(await api.DELETE('/provider-items/{id}', { params: { path: { id } } }));
}

/** Saves the new order: the listed products get orderNo 1, 2, 3 … in this order. */
export async function moveProviderItems(providerId: number, itemIds: number[]) {
  unwrap(await api.POST('/provider-items/move-order', { body: { providerId, itemIds } }));
}

function useReplaceItem(providerId: number) {
  const queryClient = useQueryClient();
  return (item: ProviderItem) => {
    queryClient.setQueryData<ProviderItem[]>(providerItemKeys.list(providerId), (items) =>
      items?.map((existing) => (existing.id === item.id ? item : existing)),
    );
    // The list has the answer; what the inbox's bids offer is read again.
    void queryClient.invalidateQueries({ queryKey: providerItemKeys.bidItems(providerId) });
  };
}

export function useCreateProviderItem(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProviderItemCreate, 'providerId'>) => createProviderItem({ ...body, providerId }),
    onSuccess: (item) => {
      queryClient.setQueryData<ProviderItem[]>(providerItemKeys.list(providerId), (items) =>
        items ? [...items, item] : items,
      );
      void queryClient.invalidateQueries({ queryKey: providerItemKeys.provider(providerId) });
    },
  });
}

export function useUpdateProviderItem(providerId: number) {
  const replace = useReplaceItem(providerId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProviderItemUpdate }) => updateProviderItem(id, body),
    onSuccess: replace,
  });
}

export function useDeleteProviderItem(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProviderItem(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ProviderItem[]>(providerItemKeys.list(providerId), (items) =>
        items?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: providerItemKeys.bidItems(providerId) });
    },
  });
}

/**
 * Reordering shows the new order at once (optimistic); a failed save puts the order from before back, and the
 * page says so. The list is read again afterwards either way, so it shows the server's numbering.
 */
export function useMoveProviderItems(providerId: number) {
  const queryClient = useQueryClient();
  const key = providerItemKeys.list(providerId);
  return useMutation({
    mutationFn: (ordered: ProviderItem[]) =>
      moveProviderItems(
        providerId,
        ordered.map((item) => item.id),
      ),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProviderItem[]>(key);
      queryClient.setQueryData<ProviderItem[]>(key, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerItemKeys.provider(providerId) }),
  });
}
