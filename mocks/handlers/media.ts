// Media: galleries, photos and videos of a provider, the main image and the item data (caption, alt text,
// products) of a media. New uploads wait for the team's approval; the main image must stay active.
import {
  zCreateProviderGalleryBody,
  zCreateProviderGalleryPath,
  zDeleteProviderGalleryPath,
  zDeleteProviderMediaPath,
  zGetMediaItemDataPath,
  zGetProviderGalleryPath,
  zListGalleriesQuery,
  zListProviderGalleriesPath,
  zListProviderGalleriesQuery,
  zListProviderMediasPath,
  zListProviderMediasQuery,
  zSetProviderMainImageBody,
  zSetProviderMainImagePath,
  zUpdateMediaItemDataBody,
  zUpdateMediaItemDataPath,
  zUpdateProviderGalleryBody,
  zUpdateProviderGalleryPath,
  zUpdateProviderMediaBody,
  zUpdateProviderMediaPath,
  zUploadProviderMediaPath,
  zVideoType,
} from '../../src/api/generated/zod/zod.gen';
import { type ImageDimensions, imageDimensions } from '../../src/lib/image-dimensions';
import { db } from '../db';
import { nextId } from '../db/collection';
import {
  countsAgainstImageCap,
  type GalleryRecord,
  galleryView,
  IMAGE_RULES,
  imageUploadMaxSizeKb,
  type MediaRecord,
  mediaPaths,
  providerGates,
  refreshGallery,
  syncMainImagePath,
} from '../db/provider-media';
import { isoDateTime, now } from '../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  forbidden,
  messages,
  notFound,
  payloadTooLarge,
  validationFailed,
} from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate } from '../lib/paging';
import { visibleProviderIds } from '../lib/session';
import { requireProviderRight } from '../lib/rights';
import { findProvider } from '../lib/views';
import { MediaLimits } from '../../src/api/generated/limits';
import { mayBeMainImage, mayChangeVisibility } from '../../src/lib/media-states';
import { galleryVideoLink, parseVideoLink } from '../../src/lib/video-link';
import { parseJsonBody, parsePathParams, parseQuery, readMultipart } from '../lib/validate';

const GALLERY_NOT_FOUND = 'Die Galerie wurde nicht gefunden.';
const MEDIA_NOT_FOUND = 'Das Foto oder Video wurde nicht gefunden.';
const WRONG_GALLERY_TYPE = 'Bilder gehören in Foto- oder Referenzgalerien, Videos in Videogalerien.';
const NO_SUCH_GALLERY = 'Diese Galerie gibt es bei diesem Anbieter nicht.';

// The header reader is shared with the portal, which checks the same rules before it sends a file.
export { type ImageDimensions, imageDimensions };

// ---------------------------------------------------------------- lookups and ordering

function findGallery(providerId: number, galleryId: number): GalleryRecord {
  const gallery = db.galleries.findFirst((q) => q.where({ id: galleryId }));
  if (!gallery || gallery.providerId !== providerId) throw notFound(GALLERY_NOT_FOUND);
  return gallery;
}

function findMedia(providerId: number, mediaId: number): MediaRecord {
  const media = db.medias.findFirst((q) => q.where({ id: mediaId }));
  if (!media || media.providerId !== providerId) throw notFound(MEDIA_NOT_FOUND);
  return media;
}

/** A provider's gallery for a write (422 on the field when it is not there or holds the other media type). */
function targetGallery(providerId: number, galleryId: number, mediaType: MediaRecord['type']): string | GalleryRecord {
  const gallery = db.galleries.findFirst((q) => q.where({ id: galleryId }));
  if (!gallery || gallery.providerId !== providerId) return NO_SUCH_GALLERY;
  const fits = mediaType === 'video' ? gallery.type === 'video' : gallery.type !== 'video';
  return fits ? gallery : WRONG_GALLERY_TYPE;
}

/** Galleries in list order: the default gallery first, then by creation. */
function galleryOrder(a: GalleryRecord, b: GalleryRecord): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/** The media of one gallery of a provider (null: media in no gallery), in gallery order. */
function galleryMedia(providerId: number, galleryId: number | null): MediaRecord[] {
  return db.medias
    .all()
    .filter((m) => m.providerId === providerId && m.galleryId === galleryId)
    .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
}

/** Numbers the media 1..n in the given order (only records whose position changes are written). */
async function renumber(ordered: MediaRecord[]): Promise<void> {
  for (const [index, media] of ordered.entries()) {
    if (media.orderNo === index + 1) continue;
    await db.medias.update((q) => q.where({ id: media.id }), { data: (m) => void (m.orderNo = index + 1) });
  }
}

/** Puts a media at a 1-based position of its gallery; the others shift. */
async function placeMedia(media: MediaRecord, position: number): Promise<void> {
  const others = galleryMedia(media.providerId, media.galleryId).filter((m) => m.id !== media.id);
  const index = Math.min(Math.max(position, 1), others.length + 1) - 1;
  await renumber([...others.slice(0, index), media, ...others.slice(index)]);
}

function mediaView(media: MediaRecord) {
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
    createdAt: media.createdAt,
  };
}

function currentMedia(mediaId: number): MediaRecord {
  const media = db.medias.findFirst((q) => q.where({ id: mediaId }));
  if (!media) throw notFound(MEDIA_NOT_FOUND);
  return media;
}

/** A media of any of the user's providers (item data is addressed by media id alone). */
function visibleMedia(providerIds: number[], mediaId: number): MediaRecord {
  const media = db.medias.findFirst((q) => q.where({ id: mediaId }));
  if (!media || !providerIds.includes(media.providerId)) throw notFound(MEDIA_NOT_FOUND);
  return media;
}

function itemDataView(mediaId: number) {
  const record = db.mediaItemData.findFirst((q) => q.where({ mediaId }));
  return {
    mediaId,
    caption: record?.caption ?? null,
    altText: record?.altText ?? null,
    providerItemIds: record ? [...record.providerItemIds] : [],
  };
}

/** Media ids handed out to rows not stored yet: the store's create is async, and uploads arrive two at a time. */
const mediaIdsBeingStored = new Set<number>();

/** Stores a new media row under the next free id (one no other upload in flight holds). */
async function storeMedia(row: (mediaId: number) => Parameters<typeof db.medias.create>[0]): Promise<MediaRecord> {
  let mediaId = nextId(db.medias);
  while (mediaIdsBeingStored.has(mediaId)) mediaId += 1;
  mediaIdsBeingStored.add(mediaId);
  try {
    return await db.medias.create(row(mediaId));
  } finally {
    mediaIdsBeingStored.delete(mediaId);
  }
}

function fileBaseName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '');
  const slug = base
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'bild';
}

// ---------------------------------------------------------------- upload

interface UploadForm {
  image: File | null;
  videoUrl: string | null;
  galleryId: number;
  videoType: (typeof zVideoType.options)[number];
}

const UPLOAD_FIELDS = ['image', 'videoUrl', 'galleryId', 'videoType'];

async function readUploadForm(request: Request): Promise<UploadForm> {
  const form = await readMultipart(request);
  const errors = collectFieldErrors();
  for (const key of Object.keys(form)) if (!UPLOAD_FIELDS.includes(key)) errors.add(key, messages.unknownField);
  const single = (key: string): FormDataEntryValue | undefined => {
    const value = form[key];
    if (!Array.isArray(value)) return value;
    errors.add(key, 'Bitte senden Sie nur einen Wert.');
    return undefined;
  };
  const imageEntry = single('image');
  const videoEntry = single('videoUrl');
  const galleryEntry = single('galleryId');
  const videoTypeEntry = single('videoType');

  let image: File | null = null;
  if (imageEntry !== undefined) {
    if (typeof imageEntry === 'string') errors.add('image', 'Bitte wählen Sie eine Bilddatei aus.');
    else image = imageEntry;
  }
  let videoUrl: string | null = null;
  if (videoEntry !== undefined) {
    if (typeof videoEntry !== 'string') errors.add('videoUrl', messages.invalid);
    else if (videoEntry.trim() !== '') videoUrl = videoEntry.trim();
  }
  if (!image && !videoUrl && !errors.has('image') && !errors.has('videoUrl')) {
    errors.add('image', 'Bitte laden Sie ein Bild hoch oder geben Sie einen Videolink an.');
  }
  if (image && videoUrl)
    errors.add('videoUrl', 'Bitte senden Sie entweder ein Bild oder einen Videolink, nicht beides.');

  let galleryId = 0;
  if (galleryEntry === undefined) {
    if (!errors.has('galleryId')) errors.add('galleryId', messages.required);
  } else {
    const value = typeof galleryEntry === 'string' ? Number(galleryEntry) : NaN;
    if (!Number.isInteger(value) || value < 1) errors.add('galleryId', messages.integer);
    else galleryId = value;
  }

  let videoType: UploadForm['videoType'] = 'video';
  if (videoTypeEntry !== undefined) {
    const parsed = zVideoType.safeParse(videoTypeEntry);
    if (!parsed.success) errors.add('videoType', messages.invalid);
    else if (!videoUrl) errors.add('videoType', 'Der Videotyp kann nur zusammen mit einem Videolink gesendet werden.');
    else videoType = parsed.data;
  }
  errors.throwIfAny();
  return { image, videoUrl, galleryId, videoType };
}

/** The checks of spec point 5 for an image file: extension, size (413), dimensions where the header tells them. */
async function checkImage(
  image: File,
): Promise<{ extension: string; sizeKb: number; dimensions: ImageDimensions | null }> {
  const extension = image.name.includes('.') ? (image.name.split('.').pop() ?? '').toLowerCase() : '';
  const allowed: readonly string[] = IMAGE_RULES.allowedExtensions;
  if (!allowed.includes(extension)) {
    throw fieldError('image', `Erlaubte Dateiformate sind ${allowed.map((e) => e.toUpperCase()).join(', ')}.`);
  }
  if (image.type && !image.type.startsWith('image/')) throw fieldError('image', 'Die Datei ist kein Bild.');
  if (image.size === 0) throw fieldError('image', 'Die Datei ist leer.');
  if (image.size > imageUploadMaxSizeKb() * 1024) {
    throw payloadTooLarge(`Die Datei ist zu groß. Die maximale Dateigröße beträgt ${imageUploadMaxSizeKb()} KB.`);
  }
  const dimensions = imageDimensions(new Uint8Array(await image.arrayBuffer()));
  if (dimensions) {
    if (dimensions.width < IMAGE_RULES.minWidth) {
      throw fieldError(
        'image',
        `Das Bild muss mindestens ${IMAGE_RULES.minWidth} Pixel breit sein (es ist ${dimensions.width} Pixel breit).`,
      );
    }
    if (dimensions.width > IMAGE_RULES.maxWidth) {
      throw fieldError(
        'image',
        `Das Bild darf höchstens ${IMAGE_RULES.maxWidth} Pixel breit sein (es ist ${dimensions.width} Pixel breit).`,
      );
    }
    if (dimensions.height > IMAGE_RULES.maxHeight) {
      throw fieldError(
        'image',
        `Das Bild darf höchstens ${IMAGE_RULES.maxHeight} Pixel hoch sein (es ist ${dimensions.height} Pixel hoch).`,
      );
    }
  }
  return { extension, sizeKb: Math.max(1, Math.ceil(image.size / 1024)), dimensions };
}

const DOCUMENT_VIDEO_URL = new RegExp(MediaLimits.properties.videoUrl.pattern);

function checkVideoUrl(providerId: number, videoUrl: string): string {
  if (videoUrl.length > 255) throw fieldError('videoUrl', messages.tooLong(255));
  // The portal's rule (src/lib/video-link.ts) with the document's limits: links on youtube.com and vimeo.com only
  // (the portal sends a youtu.be link as youtube.com/watch?v=<id>), the video id of 11 characters.
  const parsed = parseVideoLink(videoUrl);
  if ('problem' in parsed && parsed.problem === 'invalid')
    throw fieldError('videoUrl', 'Bitte geben Sie einen gültigen Link ein.');
  if (('problem' in parsed && parsed.problem === 'host') || !DOCUMENT_VIDEO_URL.test(videoUrl))
    throw fieldError('videoUrl', 'Videos können nur von youtube.com oder vimeo.com eingebunden werden.');
  const video = galleryVideoLink(videoUrl);
  if ('problem' in video)
    throw fieldError('videoUrl', 'Aus dem Link lässt sich keine gültige Video-ID (11 Zeichen) lesen.');
  const videoId = video.id;
  if (db.medias.all().some((m) => m.providerId === providerId && m.videoId === videoId)) {
    throw fieldError('videoUrl', 'Dieses Video ist bereits in Ihren Galerien.');
  }
  return videoId;
}

// ---------------------------------------------------------------- handlers

export function mediaHandlers(http: MockHttp) {
  return [
    http.get('/providers/{id}/galleries', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListProviderGalleriesPath, params);
      requireProviderRight(session, id, 'read');
      const query = parseQuery(zListProviderGalleriesQuery, request);
      const rows = db.galleries
        .all()
        .filter((g) => g.providerId === id && (!query.type || g.type === query.type))
        .sort(galleryOrder)
        .map((g) => galleryView(db, g));
      return response(200).json(paginate(rows, query));
    }),

    http.post('/providers/{id}/galleries', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zCreateProviderGalleryPath, params);
      requireProviderRight(session, id, 'manage');
      const body = await parseJsonBody(zCreateProviderGalleryBody, request);
      const name = body.name.trim();
      if (!name) throw fieldError('name', messages.required);
      const duplicate = db.galleries
        .all()
        .some((g) => g.providerId === id && g.name.toLowerCase() === name.toLowerCase());
      if (duplicate) throw fieldError('name', 'Eine Galerie mit diesem Namen gibt es bereits.');
      const gallery = await db.galleries.create({
        id: nextId(db.galleries, 300),
        providerId: id,
        name,
        type: body.type,
        mediaCount: 0,
        coverImagePath: null,
        isDefault: false,
        createdAt: isoDateTime(now()),
      });
      return response(201).json({ data: galleryView(db, gallery) });
    }),

    http.get('/providers/{id}/galleries/{galleryId}', ({ params, response, session }) => {
      const { id, galleryId } = parsePathParams(zGetProviderGalleryPath, params);
      requireProviderRight(session, id, 'read');
      return response(200).json({ data: galleryView(db, findGallery(id, galleryId)) });
    }),

    http.put('/providers/{id}/galleries/{galleryId}', async ({ request, params, response, session }) => {
      const { id, galleryId } = parsePathParams(zUpdateProviderGalleryPath, params);
      requireProviderRight(session, id, 'manage');
      findGallery(id, galleryId);
      const body = await parseJsonBody(zUpdateProviderGalleryBody, request);
      if (body.name === undefined && body.mediaIds === undefined) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const errors = collectFieldErrors();
      const name = body.name?.trim();
      if (name !== undefined) {
        if (!name) errors.add('name', messages.required);
        else if (
          db.galleries
            .all()
            .some((g) => g.providerId === id && g.id !== galleryId && g.name.toLowerCase() === name.toLowerCase())
        ) {
          errors.add('name', 'Eine Galerie mit diesem Namen gibt es bereits.');
        }
      }
      const current = galleryMedia(id, galleryId);
      let ordered: MediaRecord[] | null = null;
      if (body.mediaIds !== undefined) {
        const currentIds = new Set(current.map((m) => m.id));
        const seen = new Set<number>();
        body.mediaIds.forEach((mediaId, index) => {
          if (seen.has(mediaId)) errors.add(`mediaIds.${index}`, 'Dieses Foto oder Video ist doppelt aufgeführt.');
          else if (!currentIds.has(mediaId))
            errors.add(`mediaIds.${index}`, 'Dieses Foto oder Video gehört nicht zu dieser Galerie.');
          seen.add(mediaId);
        });
        const missing = current.filter((m) => !seen.has(m.id)).map((m) => m.id);
        if (missing.length > 0 && !errors.some((key) => key.startsWith('mediaIds'))) {
          errors.add(
            'mediaIds',
            `Bitte führen Sie alle Fotos und Videos der Galerie auf (es fehlen: ${missing.join(', ')}).`,
          );
        }
        ordered = body.mediaIds.map((mediaId) => current.find((m) => m.id === mediaId) as MediaRecord);
      }
      errors.throwIfAny();
      if (name !== undefined)
        await db.galleries.update((q) => q.where({ id: galleryId }), { data: (g) => void (g.name = name) });
      if (ordered) await renumber(ordered);
      await refreshGallery(db, galleryId);
      return response(200).json({ data: galleryView(db, findGallery(id, galleryId)) });
    }),

    http.delete('/providers/{id}/galleries/{galleryId}', async ({ params, response, session }) => {
      const { id, galleryId } = parsePathParams(zDeleteProviderGalleryPath, params);
      requireProviderRight(session, id, 'manage');
      const gallery = findGallery(id, galleryId);
      if (gallery.isDefault) {
        throw conflict('Die Standardgalerie kann nicht gelöscht werden.', 'DEFAULT_GALLERY');
      }
      // The media stay, in no gallery, after those already there.
      const moved = galleryMedia(id, galleryId);
      const loose = galleryMedia(id, null);
      for (const [index, media] of moved.entries()) {
        await db.medias.update((q) => q.where({ id: media.id }), {
          data(m) {
            m.galleryId = null;
            m.orderNo = loose.length + index + 1;
          },
        });
      }
      await db.relatedProviders.updateMany((q) => q.where((r) => r.galleryId === galleryId), {
        data: (r) => void (r.galleryId = null),
      });
      db.galleries.delete((q) => q.where({ id: galleryId }));
      return response(204).empty();
    }),

    http.get('/providers/{id}/medias', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListProviderMediasPath, params);
      requireProviderRight(session, id, 'read');
      const query = parseQuery(zListProviderMediasQuery, request);
      if (query.galleryId !== undefined) {
        const galleryId = query.galleryId;
        const gallery = db.galleries.findFirst((q) => q.where({ id: galleryId }));
        if (!gallery || gallery.providerId !== id) throw fieldError('galleryId', NO_SUCH_GALLERY);
      }
      const galleries = db.galleries
        .all()
        .filter((g) => g.providerId === id)
        .sort(galleryOrder);
      const rank = new Map(galleries.map((g, index) => [g.id, index]));
      const rows = db.medias
        .all()
        .filter(
          (m) =>
            m.providerId === id &&
            (query.galleryId === undefined || m.galleryId === query.galleryId) &&
            (!query.status || m.status === query.status) &&
            (!query.type || m.type === query.type),
        )
        .sort(
          (a, b) =>
            (a.galleryId === null ? Infinity : (rank.get(a.galleryId) ?? Infinity)) -
              (b.galleryId === null ? Infinity : (rank.get(b.galleryId) ?? Infinity)) ||
            a.orderNo - b.orderNo ||
            a.id - b.id,
        )
        .map(mediaView);
      return response(200).json(paginate(rows, query));
    }),

    http.post('/providers/{id}/medias', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUploadProviderMediaPath, params);
      requireProviderRight(session, id, 'manage');
      const provider = findProvider(id);
      const form = await readUploadForm(request);
      const type = form.image ? 'image' : 'video';
      const gallery = targetGallery(id, form.galleryId, type);
      if (typeof gallery === 'string') throw fieldError('galleryId', gallery);
      // The position is taken after the file was read, the id when the row is stored (storeMedia): two uploads
      // arriving together (the portal sends two at a time) must not get the same id, as a real server's sequence
      // never gives.
      const nextOrderNo = () => galleryMedia(id, gallery.id).reduce((max, m) => Math.max(max, m.orderNo), 0) + 1;
      const createdAt = isoDateTime(now());

      if (form.image) {
        const cap = providerGates(provider).galleryImageCap;
        const checkCap = () => {
          const used = db.medias.all().filter((m) => m.providerId === id && countsAgainstImageCap(m)).length;
          if (cap !== null && used >= cap) {
            throw forbidden(
              `Ihr Paket erlaubt höchstens ${cap} Bilder. Löschen Sie ein Bild oder fragen Sie ein Upgrade an.`,
              'GALLERY_IMAGE_CAP_REACHED',
            );
          }
        };
        checkCap();
        const { extension, sizeKb, dimensions } = await checkImage(form.image);
        // Another upload may have taken the last place while this one was read.
        checkCap();
        const orderNo = nextOrderNo();
        const imageName = fileBaseName(form.image.name);
        const media = await storeMedia((mediaId) => ({
          id: mediaId,
          providerId: id,
          galleryId: gallery.id,
          type: 'image',
          status: 'pending_approval',
          ...mediaPaths(id, `${imageName}-${mediaId}.${extension}`, 'image'),
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
          sizeKb,
          isMain: false,
          videoType: null,
          videoUrl: null,
          videoId: null,
          rejectReason: null,
          orderNo,
          createdAt,
        }));
        await refreshGallery(db, gallery.id);
        return response(201).json({ data: mediaView(media) });
      }

      const videoUrl = form.videoUrl as string;
      const videoId = checkVideoUrl(id, videoUrl);
      const orderNo = nextOrderNo();
      const media = await storeMedia((mediaId) => ({
        id: mediaId,
        providerId: id,
        galleryId: gallery.id,
        type: 'video',
        status: 'pending_approval',
        ...mediaPaths(id, videoId, 'video'),
        width: null,
        height: null,
        sizeKb: null,
        isMain: false,
        videoType: form.videoType,
        videoUrl,
        videoId,
        rejectReason: null,
        orderNo,
        createdAt,
      }));
      await refreshGallery(db, gallery.id);
      return response(201).json({ data: mediaView(media) });
    }),

    http.put('/providers/{id}/medias/{mediaId}', async ({ request, params, response, session }) => {
      const { id, mediaId } = parsePathParams(zUpdateProviderMediaPath, params);
      requireProviderRight(session, id, 'manage');
      const media = findMedia(id, mediaId);
      const body = await parseJsonBody(zUpdateProviderMediaBody, request);
      if (body.status === undefined && body.galleryId === undefined && body.orderNo === undefined) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const errors = collectFieldErrors();
      if (body.status !== undefined) {
        if (!mayChangeVisibility(media)) {
          errors.add(
            'status',
            media.status === 'rejected'
              ? 'Ein abgelehntes Foto oder Video kann nicht freigeschaltet werden.'
              : 'Der Status kann erst nach der Freigabe durch unser Team geändert werden.',
          );
        } else if (body.status === 'passive' && media.isMain) {
          errors.add('status', 'Das Hauptbild muss aktiv bleiben. Wählen Sie zuerst ein anderes Hauptbild.');
        }
      }
      let galleryId = media.galleryId;
      if (body.galleryId !== undefined) {
        const gallery = targetGallery(id, body.galleryId, media.type);
        if (typeof gallery === 'string') errors.add('galleryId', gallery);
        else galleryId = gallery.id;
      }
      if (body.orderNo !== undefined && !errors.has('galleryId')) {
        const max = galleryMedia(id, galleryId).filter((m) => m.id !== media.id).length + 1;
        if (body.orderNo > max) errors.add('orderNo', messages.tooBig(max));
      }
      errors.throwIfAny();

      const previousGalleryId = media.galleryId;
      const moves = galleryId !== previousGalleryId;
      if (body.status !== undefined || moves) {
        const status = body.status;
        await db.medias.update((q) => q.where({ id: mediaId }), {
          data(m) {
            if (status !== undefined) m.status = status;
            m.galleryId = galleryId;
          },
        });
      }
      if (moves) {
        await renumber(galleryMedia(id, previousGalleryId));
        const moved = currentMedia(mediaId);
        await placeMedia(moved, body.orderNo ?? Number.MAX_SAFE_INTEGER);
      } else if (body.orderNo !== undefined) {
        await placeMedia(currentMedia(mediaId), body.orderNo);
      }
      await refreshGallery(db, previousGalleryId);
      await refreshGallery(db, galleryId);
      return response(200).json({ data: mediaView(currentMedia(mediaId)) });
    }),

    http.delete('/providers/{id}/medias/{mediaId}', async ({ params, response, session }) => {
      const { id, mediaId } = parsePathParams(zDeleteProviderMediaPath, params);
      requireProviderRight(session, id, 'manage');
      const media = findMedia(id, mediaId);
      if (media.isMain) {
        throw conflict(
          'Das Hauptbild kann nicht gelöscht werden. Wählen Sie zuerst ein anderes Hauptbild.',
          'MAIN_IMAGE',
        );
      }
      db.medias.delete((q) => q.where({ id: mediaId }));
      db.mediaItemData.deleteMany((q) => q.where({ mediaId }));
      await renumber(galleryMedia(id, media.galleryId));
      await refreshGallery(db, media.galleryId);
      return response(204).empty();
    }),

    http.put('/providers/{id}/main-image', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zSetProviderMainImagePath, params);
      requireProviderRight(session, id, 'manage');
      const { mediaId } = await parseJsonBody(zSetProviderMainImageBody, request);
      const media = db.medias.findFirst((q) => q.where({ id: mediaId }));
      if (!media || media.providerId !== id)
        throw fieldError('mediaId', 'Dieses Bild gibt es bei diesem Anbieter nicht.');
      if (media.type !== 'image') throw fieldError('mediaId', 'Nur ein Bild kann das Hauptbild sein, kein Video.');
      if (!mayBeMainImage(media)) {
        throw fieldError('mediaId', 'Das Hauptbild muss aktiv sein. Bitte wählen Sie ein freigegebenes, aktives Bild.');
      }
      if (!media.isMain) {
        await db.medias.updateMany((q) => q.where((m) => m.providerId === id && m.isMain), {
          data: (m) => void (m.isMain = false),
        });
        await db.medias.update((q) => q.where({ id: mediaId }), { data: (m) => void (m.isMain = true) });
        await syncMainImagePath(db, id);
      }
      return response(200).json({ data: mediaView(currentMedia(mediaId)) });
    }),

    http.get('/galleries', ({ request, response, session }) => {
      const query = parseQuery(zListGalleriesQuery, request);
      // Ids of other firms' providers are ignored; asking only for those lists nothing.
      const wanted = visibleProviderIds(session, query.providerIds);
      const rows = db.galleries
        .all()
        .filter((g) => wanted.includes(g.providerId))
        .sort((a, b) => wanted.indexOf(a.providerId) - wanted.indexOf(b.providerId) || galleryOrder(a, b))
        .map((g) => galleryView(db, g));
      return response(200).json(paginate(rows, query));
    }),

    http.get('/medias/{id}/item-datas', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetMediaItemDataPath, params);
      visibleMedia(session.providerIds, id);
      return response(200).json({ data: itemDataView(id) });
    }),

    http.put('/medias/{id}/item-datas', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateMediaItemDataPath, params);
      const media = visibleMedia(session.providerIds, id);
      requireProviderRight(session, media.providerId, 'manage');
      const body = await parseJsonBody(zUpdateMediaItemDataBody, request);
      const errors = collectFieldErrors();
      const itemProvider = new Map(db.providerItems.all().map((item) => [item.id, item.providerId]));
      const seen = new Set<number>();
      body.providerItemIds.forEach((itemId, index) => {
        if (seen.has(itemId)) errors.add(`providerItemIds.${index}`, 'Dieses Produkt ist doppelt aufgeführt.');
        else if (itemProvider.get(itemId) !== media.providerId) {
          errors.add(`providerItemIds.${index}`, 'Dieses Produkt gehört nicht zu diesem Anbieter.');
        }
        seen.add(itemId);
      });
      errors.throwIfAny();
      const caption = body.caption?.trim() || null;
      const altText = body.altText?.trim() || null;
      const providerItemIds = [...body.providerItemIds];
      if (db.mediaItemData.findFirst((q) => q.where({ mediaId: id }))) {
        await db.mediaItemData.update((q) => q.where({ mediaId: id }), {
          data(record) {
            record.caption = caption;
            record.altText = altText;
            record.providerItemIds = providerItemIds;
          },
        });
      } else {
        await db.mediaItemData.create({ mediaId: id, caption, altText, providerItemIds });
      }
      return response(200).json({ data: itemDataView(id) });
    }),
  ];
}
