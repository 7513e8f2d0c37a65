// Media: a provider's photos and videos (list, visibility, gallery and position, delete) and the main image,
// which must stay active. Uploads: uploads.ts.
import {
  zDeleteProviderMediaPath,
  zListProviderMediasPath,
  zListProviderMediasQuery,
  zSetProviderMainImageBody,
  zSetProviderMainImagePath,
  zUpdateProviderMediaBody,
  zUpdateProviderMediaPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { refreshGallery, syncMainImagePath } from '../../db/provider-media';
import { collectFieldErrors, conflict, fieldError, messages, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { mayBeMainImage, mayChangeVisibility } from '../../../src/lib/media-states';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import {
  NO_SUCH_GALLERY,
  findMedia,
  targetGallery,
  galleryOrder,
  galleryMedia,
  renumber,
  placeMedia,
  mediaView,
  currentMedia,
} from './support';

export function mediasHandlers(http: MockHttp) {
  return [
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
  ];
}
