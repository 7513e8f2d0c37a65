import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import {
  type ProviderItem,
  type ProviderItemFilters,
  providerItemKeys,
  providerItemsQueryOptions,
} from '@/api/queries/provider-items';

export type { ProviderItem, ProviderItemFilters } from '@/api/queries/provider-items';
export type ProviderItemCreate = components['schemas']['ProviderItemCreate'];
export type ProviderItemUpdate = components['schemas']['ProviderItemUpdate'];

/**
 * The provider's products matching the filters. While another search or filter is read, the list of the previous
 * one stays on screen (marked busy by the page) instead of a skeleton at every keystroke.
 */
export function useProviderItems(providerId: number, filters: ProviderItemFilters, enabled = true) {
  return useQuery({ ...providerItemsQueryOptions(providerId, filters), enabled, placeholderData: keepPreviousData });
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

/** The filtered lists of the provider (below the whole list's key), not the whole list itself. */
function isFilteredList(providerId: number) {
  const depth = providerItemKeys.list(providerId).length;
  return ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey.length > depth;
}

function useReplaceItem(providerId: number) {
  const queryClient = useQueryClient();
  return (item: ProviderItem) => {
    queryClient.setQueriesData<ProviderItem[]>({ queryKey: providerItemKeys.list(providerId) }, (items) =>
      items?.map((existing) => (existing.id === item.id ? item : existing)),
    );
    // The lists have the answer; a filtered one is read again, as the product may no longer match its filter (a
    // product switched off under "Aktiv"). What the inbox's bids offer is read again too.
    void queryClient.invalidateQueries({
      queryKey: providerItemKeys.list(providerId),
      predicate: isFilteredList(providerId),
    });
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
      queryClient.setQueriesData<ProviderItem[]>({ queryKey: providerItemKeys.list(providerId) }, (items) =>
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

// ---------------------------------------------------------------- the product's picture (issue 42.2)

// The upload and removal calls load with the first picture sent or removed, not with the page.
const loadProductImage = () => import('./product-image');

export interface ProductImageUpload {
  id: number;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads or replaces a product's picture. The answer (the product, back in the team's approval) replaces it in every
 * list, so its approval badge says "Wartet auf Freigabe"; a filtered list is read again (the product may have left a
 * filter such as "Freigegeben").
 */
export function useUploadProviderItemImage(providerId: number) {
  const replace = useReplaceItem(providerId);
  return useMutation({
    mutationFn: async ({ id, file, onProgress, signal }: ProductImageUpload) =>
      (await loadProductImage()).uploadProviderItemImage(id, file, {
        ...(onProgress ? { onProgress } : {}),
        ...(signal ? { signal } : {}),
      }),
    onSuccess: replace,
  });
}

/** Removes a product's picture; the answer replaces the product in every list. */
export function useDeleteProviderItemImage(providerId: number) {
  const replace = useReplaceItem(providerId);
  return useMutation({
    mutationFn: async (id: number) => (await loadProductImage()).deleteProviderItemImage(id),
    onSuccess: replace,
  });
}
