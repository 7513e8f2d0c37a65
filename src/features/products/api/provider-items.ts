import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listProviderItemsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { productKeys } from './keys';

export type ProviderItem = components['schemas']['ProviderItem'];
export type ProviderItemCreate = components['schemas']['ProviderItemCreate'];
export type ProviderItemUpdate = components['schemas']['ProviderItemUpdate'];

/** The largest page the API gives; a provider's whole list is read page by page in this size. */
const PAGE_SIZE = listProviderItemsQueryLimits.limit.maximum;

/** One page of a provider's products in their list order (`sort=orderNo`). */
export async function listProviderItemsPage(providerId: number, page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/provider-items', {
      params: { query: { providerId, sort: 'orderNo', limit: PAGE_SIZE, page } },
      signal,
    }),
  );
}

/**
 * Every product of the provider in list order. Reordering needs the whole list (move-order numbers the listed
 * ids 1, 2, 3 …), so all pages are read; a provider has a few dozen products, rarely more than one page.
 */
export async function listAllProviderItems(providerId: number, signal?: AbortSignal): Promise<ProviderItem[]> {
  return allPages((page) => listProviderItemsPage(providerId, page, signal));
}

export function providerItemsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: productKeys.list(providerId),
    queryFn: ({ signal }) => listAllProviderItems(providerId, signal),
  });
}

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
    queryClient.setQueryData<ProviderItem[]>(productKeys.list(providerId), (items) =>
      items?.map((existing) => (existing.id === item.id ? item : existing)),
    );
  };
}

export function useCreateProviderItem(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ProviderItemCreate, 'providerId'>) => createProviderItem({ ...body, providerId }),
    onSuccess: (item) => {
      queryClient.setQueryData<ProviderItem[]>(productKeys.list(providerId), (items) =>
        items ? [...items, item] : items,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.list(providerId) });
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
      queryClient.setQueryData<ProviderItem[]>(productKeys.list(providerId), (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
  });
}

/**
 * Reordering shows the new order at once (optimistic); a failed save puts the order from before back, and the
 * page says so. The list is read again afterwards either way, so it shows the server's numbering.
 */
export function useMoveProviderItems(providerId: number) {
  const queryClient = useQueryClient();
  const key = productKeys.list(providerId);
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
