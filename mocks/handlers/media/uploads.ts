// Media: uploads of a photo or a video link into a gallery (spec point 5); new media wait for the team's approval.
import { zUploadProviderMediaPath, zVideoType } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import {
  countsAgainstImageCap,
  type MediaRecord,
  mediaPaths,
  providerGates,
  refreshGallery,
} from '../../db/provider-media';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, fieldError, forbidden, messages } from '../../lib/errors';
import { checkImageFile } from '../../lib/image-upload';
import type { MockHttp } from '../../lib/http';
import { requireProviderRight } from '../../lib/rights';
import { findProvider } from '../../lib/views';
import { MediaLimits } from '../../../src/api/generated/limits';
import { galleryVideoLink, parseVideoLink } from '../../../src/lib/video-link';
import { parsePathParams, readMultipart } from '../../lib/validate';
import { targetGallery, galleryMedia, mediaView } from './support';

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

export function mediaUploadsHandlers(http: MockHttp) {
  return [
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
        const { extension, sizeKb, dimensions } = await checkImageFile(form.image);
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
  ];
}
