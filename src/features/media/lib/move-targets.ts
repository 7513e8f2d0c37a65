// Where media of a gallery may be moved (docs/media.md, "Moving media"): the provider's other galleries that take
// every one of them, by the rule the mock backend applies too (images into photo and reference galleries, videos
// into video galleries: `fitsGallery`, src/lib/media-states.ts).
import { fitsGallery } from '@/lib/media-states';
import type { Gallery, Media } from '../api/media';

/** The galleries, in their list order, other than `currentId` that may hold each of `medias`. */
export function moveTargets(
  galleries: readonly Gallery[],
  currentId: number,
  medias: readonly Pick<Media, 'type'>[],
): Gallery[] {
  return galleries.filter(
    (gallery) => gallery.id !== currentId && medias.every((media) => fitsGallery(media.type, gallery.type)),
  );
}
