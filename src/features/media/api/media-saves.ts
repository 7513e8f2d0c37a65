// The saves of the gallery's dialogs and link form (with moving media and disconnecting Instagram), apart from the
// page's first-visit code (media.ts): they load with the dialog or form that calls them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { mediaKeys } from './keys';
import { api, unwrap } from '@/api/client';
import {
  type BulkResult,
  createGallery,
  type Gallery,
  type GalleryType,
  type Media,
  updateGallery,
  updateItemData,
  updateMedia,
  useInvalidateProvider,
} from './media';
import type { VideoType } from './upload';

/** A new gallery (name and type) or a gallery's new name: the gallery dialog's one save. */
export type GallerySave =
  { kind: 'create'; body: { name: string; type: GalleryType } } | { kind: 'rename'; galleryId: number; name: string };

export function useSaveGallery(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  return useMutation({
    mutationFn: (save: GallerySave): Promise<Gallery> =>
      save.kind === 'create'
        ? createGallery(providerId, save.body)
        : updateGallery(providerId, save.galleryId, { name: save.name }),
    onSuccess: invalidate,
  });
}

/**
 * Saves a media's item data; the dialog's next opening shows what was saved, and the grid its caption (the media
 * are read again).
 */
export function useUpdateItemData(mediaId: number, providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: components['schemas']['MediaItemDataUpdate']) => updateItemData(mediaId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData([...mediaKeys.all(), 'item-data', mediaId], saved);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.medias(providerId) });
    },
  });
}

/** Moves one media to another gallery of its provider (PUT …/medias/{mediaId} with galleryId; it goes last there). */
export async function moveMedia(providerId: number, mediaId: number, galleryId: number) {
  return updateMedia(providerId, mediaId, { galleryId });
}

/**
 * Moves several media to one gallery, one after the other; each failure is kept with its media. The galleries (their
 * counts) and the media are read again after.
 */
export function useMoveMedias(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  return useMutation({
    mutationFn: async ({ medias, galleryId }: { medias: Media[]; galleryId: number }): Promise<BulkResult> => {
      const result: BulkResult = { done: [], failed: [] };
      for (const media of medias) {
        try {
          await moveMedia(providerId, media.id, galleryId);
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

/** DELETE /providers/{id}/instagram: the provider's Instagram account is no longer connected. */
export async function disconnectInstagram(providerId: number) {
  unwrap(await api.DELETE('/providers/{id}/instagram', { params: { path: { id: providerId } } }));
}

/** Disconnects the provider's Instagram account; the connection is read again whatever the answer. */
export function useDisconnectInstagram(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectInstagram(providerId),
    onSuccess: () => queryClient.setQueryData(mediaKeys.instagram(providerId), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.instagram(providerId) }),
  });
}

/** Adds a video by its link; the gallery's media and the overview's counts are read again. */
export function useAddVideoLink(providerId: number, galleryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ url, type }: { url: string; type: VideoType }) => {
      // The upload module loads with the first link added, not with the gallery (issue 23).
      const { addVideoLink } = await import('./upload');
      return addVideoLink(providerId, galleryId, url, type);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mediaKeys.provider(providerId) });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.allGalleries() });
    },
  });
}
