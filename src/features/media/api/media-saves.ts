// The saves of the gallery's dialogs and link form, apart from the page's first-visit code (media.ts): they load
// with the dialog or form that calls them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/schema';
import { mediaKeys } from './keys';
import {
  createGallery,
  type Gallery,
  type GalleryType,
  updateGallery,
  updateItemData,
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

/** Saves a media's item data; the dialog's next opening shows what was saved. */
export function useUpdateItemData(mediaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: components['schemas']['MediaItemDataUpdate']) => updateItemData(mediaId, body),
    onSuccess: (saved) => queryClient.setQueryData([...mediaKeys.all(), 'item-data', mediaId], saved),
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
