import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listGalleriesQueryLimits, listProviderGalleriesQueryLimits } from '@/api/generated/limits';
import { categoryMetaQueryOptions } from '@/api/queries/category-meta';
import { listProviderMedias } from '@/api/queries/provider-medias';
import type { components } from '@/api/generated/schema';
import { mediaKeys } from './keys';

export type Gallery = components['schemas']['Gallery'];
export type GalleryType = components['schemas']['GalleryType'];
export type Media = components['schemas']['Media'];
export type MediaStatus = components['schemas']['MediaStatus'];
export type ImageRules = components['schemas']['ProviderCategoryImageRules'];

export async function listProviderGalleries(providerId: number, signal?: AbortSignal): Promise<Gallery[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/providers/{id}/galleries', {
        params: {
          path: { id: providerId },
          query: { limit: listProviderGalleriesQueryLimits.limit.maximum, page },
        },
        signal,
      }),
    ),
  );
}

export function providerGalleriesQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: mediaKeys.galleries(providerId),
    queryFn: ({ signal }) => listProviderGalleries(providerId, signal),
  });
}

export function useProviderGalleries(providerId: number, enabled = true) {
  return useQuery({ ...providerGalleriesQueryOptions(providerId), enabled });
}

export function galleryMediasQueryOptions(providerId: number, galleryId: number) {
  return queryOptions({
    queryKey: mediaKeys.galleryMedias(providerId, galleryId),
    queryFn: ({ signal }) => listProviderMedias(providerId, galleryId, signal),
  });
}

export function useGalleryMedias(providerId: number, galleryId: number | undefined) {
  return useQuery({
    ...galleryMediasQueryOptions(providerId, galleryId ?? 0),
    enabled: galleryId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every media of the provider (the main-image choice and the counts per state of /galleries). */
export function providerMediasQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: [...mediaKeys.medias(providerId), 'all'] as const,
    queryFn: ({ signal }) => listProviderMedias(providerId, undefined, signal),
  });
}

export async function listAllGalleries(signal?: AbortSignal): Promise<Gallery[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/galleries', {
        params: { query: { limit: listGalleriesQueryLimits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

export function allGalleriesQueryOptions() {
  return queryOptions({ queryKey: mediaKeys.allGalleries(), queryFn: ({ signal }) => listAllGalleries(signal) });
}

/** The upload rules of the provider's category (spec point 5; `@/api/queries/category-meta`). */
export function useCategoryMeta(categoryId: number | undefined) {
  return useQuery({ ...categoryMetaQueryOptions(categoryId ?? 0), enabled: categoryId !== undefined });
}

export async function createGallery(providerId: number, body: { name: string; type: GalleryType }) {
  return unwrap(await api.POST('/providers/{id}/galleries', { params: { path: { id: providerId } }, body })).data;
}

export async function updateGallery(
  providerId: number,
  galleryId: number,
  body: components['schemas']['GalleryUpdate'],
) {
  return unwrap(
    await api.PUT('/providers/{id}/galleries/{galleryId}', {
      params: { path: { id: providerId, galleryId } },
      body,
    }),
  ).data;
}

export async function deleteGallery(providerId: number, galleryId: number) {
  unwrap(
    await api.DELETE('/providers/{id}/galleries/{galleryId}', { params: { path: { id: providerId, galleryId } } }),
  );
}

export async function updateMedia(providerId: number, mediaId: number, body: components['schemas']['MediaUpdate']) {
  return unwrap(
    await api.PUT('/providers/{id}/medias/{mediaId}', { params: { path: { id: providerId, mediaId } }, body }),
  ).data;
}

export async function deleteMedia(providerId: number, mediaId: number) {
  unwrap(await api.DELETE('/providers/{id}/medias/{mediaId}', { params: { path: { id: providerId, mediaId } } }));
}

export async function setMainImage(providerId: number, mediaId: number) {
  return unwrap(
    await api.PUT('/providers/{id}/main-image', { params: { path: { id: providerId } }, body: { mediaId } }),
  ).data;
}

/** After any write the provider's galleries (counts, covers), its media and the overview are read again. */
export function useInvalidateProvider(providerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mediaKeys.provider(providerId) }),
      queryClient.invalidateQueries({ queryKey: mediaKeys.allGalleries() }),
    ]);
}

export function useDeleteGallery(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  return useMutation({
    mutationFn: (galleryId: number) => deleteGallery(providerId, galleryId),
    onSuccess: invalidate,
  });
}

/**
 * Reordering shows the new order at once; a failed save puts the order from before back. mediaIds must name
 * every media of the gallery, so only the unfiltered gallery can be reordered.
 */
export function useReorderMedias(providerId: number, galleryId: number) {
  const queryClient = useQueryClient();
  const key = mediaKeys.galleryMedias(providerId, galleryId);
  return useMutation({
    mutationFn: (ordered: Media[]) => updateGallery(providerId, galleryId, { mediaIds: ordered.map((m) => m.id) }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Media[]>(key);
      queryClient.setQueryData<Media[]>(key, ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.provider(providerId) }),
  });
}

export type BulkAction = 'activate' | 'deactivate' | 'delete';

export interface BulkResult {
  done: Media[];
  failed: { media: Media; error: unknown }[];
}

/** Applies one action to several media one after the other; each failure is kept with its media. */
export function useBulkMediaAction(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  return useMutation({
    mutationFn: async ({ action, medias }: { action: BulkAction; medias: Media[] }): Promise<BulkResult> => {
      const result: BulkResult = { done: [], failed: [] };
      for (const media of medias) {
        try {
          if (action === 'delete') await deleteMedia(providerId, media.id);
          else await updateMedia(providerId, media.id, { status: action === 'activate' ? 'active' : 'passive' });
          result.done.push(media);
        } catch (error) {
          result.failed.push({ media, error });
        }
      }
      return result;
    },
    onSettled: invalidate,
  });
}

export function useSetMainImage(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  return useMutation({ mutationFn: (mediaId: number) => setMainImage(providerId, mediaId), onSuccess: invalidate });
}

export type InstagramConnection = components['schemas']['InstagramConnection'];

/** GET /providers/{id}/instagram: the provider's connected Instagram account, null without one. */
export async function getProviderInstagram(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/providers/{id}/instagram', { params: { path: { id: providerId } }, signal })).data;
}

export function providerInstagramQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: mediaKeys.instagram(providerId),
    queryFn: ({ signal }) => getProviderInstagram(providerId, signal),
  });
}

export function useProviderInstagram(providerId: number, enabled = true) {
  return useQuery({ ...providerInstagramQueryOptions(providerId), enabled });
}

export type MediaItemData = components['schemas']['MediaItemData'];

/** Caption, alternative text and products shown of a media (GET /medias/{id}/item-datas). */
export async function getItemData(mediaId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/medias/{id}/item-datas', { params: { path: { id: mediaId } }, signal })).data;
}

/** Replaces the item data of a media (every field is sent; the products shown are kept as they are). */
export async function updateItemData(mediaId: number, body: components['schemas']['MediaItemDataUpdate']) {
  return unwrap(await api.PUT('/medias/{id}/item-datas', { params: { path: { id: mediaId } }, body })).data;
}

export function useItemData(mediaId: number) {
  return useQuery({
    queryKey: [...mediaKeys.all(), 'item-data', mediaId] as const,
    queryFn: ({ signal }) => getItemData(mediaId, signal),
  });
}
