// Media: the lookups and the ordering the galleries, the media and their uploads share.
import { db } from '../../db';
import { type GalleryRecord, type MediaRecord } from '../../db/provider-media';
import { notFound } from '../../lib/errors';
import { fitsGallery } from '../../../src/lib/media-states';

const GALLERY_NOT_FOUND = 'Die Galerie wurde nicht gefunden.';
export const MEDIA_NOT_FOUND = 'Das Foto oder Video wurde nicht gefunden.';
const WRONG_GALLERY_TYPE = 'Bilder gehören in Foto- oder Referenzgalerien, Videos in Videogalerien.';
export const NO_SUCH_GALLERY = 'Diese Galerie gibt es bei diesem Anbieter nicht.';

// ---------------------------------------------------------------- lookups and ordering

export function findGallery(providerId: number, galleryId: number): GalleryRecord {
  const gallery = db.galleries.findFirst((q) => q.where({ id: galleryId }));
  if (!gallery || gallery.providerId !== providerId) throw notFound(GALLERY_NOT_FOUND);
  return gallery;
}

export function findMedia(providerId: number, mediaId: number): MediaRecord {
  const media = db.medias.findFirst((q) => q.where({ id: mediaId }));
  if (!media || media.providerId !== providerId) throw notFound(MEDIA_NOT_FOUND);
  return media;
}

/** A provider's gallery for a write (422 on the field when it is not there or holds the other media type). */
export function targetGallery(
  providerId: number,
  galleryId: number,
  mediaType: MediaRecord['type'],
): string | GalleryRecord {
  const gallery = db.galleries.findFirst((q) => q.where({ id: galleryId }));
  if (!gallery || gallery.providerId !== providerId) return NO_SUCH_GALLERY;
  return fitsGallery(mediaType, gallery.type) ? gallery : WRONG_GALLERY_TYPE;
}

/** Galleries in list order: the default gallery first, then by creation. */
export function galleryOrder(a: GalleryRecord, b: GalleryRecord): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/** The media of one gallery of a provider (null: media in no gallery), in gallery order. */
export function galleryMedia(providerId: number, galleryId: number | null): MediaRecord[] {
  return db.medias
    .all()
    .filter((m) => m.providerId === providerId && m.galleryId === galleryId)
    .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
}

/** Numbers the media 1..n in the given order (only records whose position changes are written). */
export async function renumber(ordered: MediaRecord[]): Promise<void> {
  for (const [index, media] of ordered.entries()) {
    if (media.orderNo === index + 1) continue;
    await db.medias.update((q) => q.where({ id: media.id }), { data: (m) => void (m.orderNo = index + 1) });
  }
}

/** Puts a media at a 1-based position of its gallery; the others shift. */
export async function placeMedia(media: MediaRecord, position: number): Promise<void> {
  const others = galleryMedia(media.providerId, media.galleryId).filter((m) => m.id !== media.id);
  const index = Math.min(Math.max(position, 1), others.length + 1) - 1;
  await renumber([...others.slice(0, index), media, ...others.slice(index)]);
}

export function mediaView(media: MediaRecord) {
  return {
    id: media.id,
    providerId: media.providerId,
    galleryId: media.galleryId,
    type: media.type,
    status: media.status,
    path: media.path,
    thumbnailPath: media.thumbnailPath,
    width: media.width,
    height: media.height,
    sizeKb: media.sizeKb,
    isMain: media.isMain,
    videoType: media.videoType,
    videoUrl: media.videoUrl,
    videoId: media.videoId,
    rejectReason: media.rejectReason,
    orderNo: media.orderNo,
    // The caption is the media's item data (PUT /medias/{id}/item-datas), kept in one place.
    caption: db.mediaItemData.findFirst((q) => q.where({ mediaId: media.id }))?.caption ?? null,
    createdAt: media.createdAt,
  };
}

export function currentMedia(mediaId: number): MediaRecord {
  const media = db.medias.findFirst((q) => q.where({ id: mediaId }));
  if (!media) throw notFound(MEDIA_NOT_FOUND);
  return media;
}
