// Providers' galleries and media (with each media's caption, alt text and products): the collections, the image
// rules, the gallery projection and the paths of a media. The seed is in media-seed.ts.
import type { z } from 'zod';
import { zGallery, zInstagramConnection, zMedia, zMediaItemData } from '../../../src/api/generated/zod/zod.gen';
import { mediaPath } from '../../lib/media-placeholder';
import { collection } from '../collection';
import type { Database } from '../index';

export const collections = {
  /** Galleries; mediaCount and coverImagePath are kept in step with db.medias (see refreshGallery). */
  galleries: collection(zGallery),
  /** The media without their caption, which lives in mediaItemData and is added by the handlers' view. */
  medias: collection(zMedia.omit({ caption: true })),
  /** Caption, alt text and products of a media (one record per mediaId; absent means empty). */
  mediaItemData: collection(zMediaItemData),
  /** The Instagram account connected to a provider (POST /auth/instagram), at most one per providerId. */
  instagramConnections: collection(zInstagramConnection),
};

export type GalleryRecord = ReturnType<typeof collections.galleries.all>[number];
export type MediaRecord = ReturnType<typeof collections.medias.all>[number];
export type Gallery = z.infer<typeof zGallery>;
export type Media = z.infer<typeof zMedia>;

// ---------------------------------------------------------------- image rules (category meta, spec point 5)

/** The image rules of GET /configs/provider-category-meta (the same for every category in the mock). */
export const IMAGE_RULES = {
  maxSizeKb: 8192,
  allowedExtensions: ['jpg', 'jpeg', 'png', 'webp'],
  minWidth: 800,
  maxWidth: 6000,
  maxHeight: 6000,
} as const;

/**
 * The byte limit the upload handler applies (IMAGE_RULES.maxSizeKb). Only a Pact provider state lowers it: an upload
 * above 8 MB would not fit into a pact file. A fresh database of the provider states puts it back.
 */
let uploadMaxSizeKb: number = IMAGE_RULES.maxSizeKb;
export function imageUploadMaxSizeKb(): number {
  return uploadMaxSizeKb;
}
export function setImageUploadMaxSizeKb(kb: number = IMAGE_RULES.maxSizeKb): void {
  uploadMaxSizeKb = kb;
}

/** Media that count against the gallery image cap: images that are not rejected. */
export function countsAgainstImageCap(media: MediaRecord): boolean {
  return media.type === 'image' && media.status !== 'rejected';
}

// ---------------------------------------------------------------- gallery projection

/** The gallery with mediaCount and coverImagePath computed from the media it holds now. */
export function galleryView(database: Database, gallery: GalleryRecord): Gallery {
  const media = database.medias
    .all()
    .filter((m) => m.galleryId === gallery.id)
    .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
  const cover = media.find((m) => m.status === 'active');
  return {
    id: gallery.id,
    providerId: gallery.providerId,
    name: gallery.name,
    type: gallery.type,
    mediaCount: media.length,
    coverImagePath: cover?.thumbnailPath ?? null,
    isDefault: gallery.isDefault,
    createdAt: gallery.createdAt,
  };
}

/** Stores the computed mediaCount and coverImagePath, so other areas reading db.galleries see current values. */
export async function refreshGallery(database: Database, galleryId: number | null): Promise<void> {
  if (galleryId === null) return;
  const gallery = database.galleries.findFirst((q) => q.where({ id: galleryId }));
  if (!gallery) return;
  const view = galleryView(database, gallery);
  if (view.mediaCount === gallery.mediaCount && view.coverImagePath === gallery.coverImagePath) return;
  await database.galleries.update((q) => q.where({ id: galleryId }), {
    data(g) {
      g.mediaCount = view.mediaCount;
      g.coverImagePath = view.coverImagePath;
    },
  });
}

/** Sets every provider's mainImagePath to its main image (null without one). */
export async function syncMainImagePath(database: Database, providerId: number): Promise<void> {
  const main = database.medias.all().find((m) => m.providerId === providerId && m.isMain);
  const path = main?.path ?? null;
  const provider = database.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider || provider.mainImagePath === path) return;
  await database.providers.update((q) => q.where({ id: providerId }), { data: (p) => void (p.mainImagePath = path) });
}

// ---------------------------------------------------------------- paths

/** The 11-character id of a youtube.com or vimeo.com link, or null. */
export function videoIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  const isYoutube = host === 'youtube.com' || host.endsWith('.youtube.com');
  const isVimeo = host === 'vimeo.com' || host.endsWith('.vimeo.com');
  if (!/^https?:$/.test(parsed.protocol) || (!isYoutube && !isVimeo)) return null;
  const valid = (value: string | null | undefined) => (value && /^[A-Za-z0-9_-]{11}$/.test(value) ? value : null);
  if (isYoutube) {
    const fromQuery = parsed.searchParams.get('v');
    if (fromQuery !== null) return valid(fromQuery);
    const [kind, id] = parsed.pathname.split('/').filter(Boolean);
    return kind && ['embed', 'shorts', 'v', 'live'].includes(kind) ? valid(id) : null;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  return valid(segments.find((segment) => /^[A-Za-z0-9_-]{11}$/.test(segment)));
}

/** Public paths of an image or a video preview. */
export function mediaPaths(
  providerId: number,
  name: string,
  kind: 'image' | 'video',
): { path: string; thumbnailPath: string } {
  if (kind === 'video') {
    return {
      path: mediaPath('providers', providerId, 'videos', `${name}.jpg`),
      thumbnailPath: mediaPath('providers', providerId, 'thumbs', 'videos', `${name}.jpg`),
    };
  }
  return {
    path: mediaPath('providers', providerId, name),
    thumbnailPath: mediaPath('providers', providerId, 'thumbs', name),
  };
}
