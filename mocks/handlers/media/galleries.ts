// Media: a provider's galleries (list, create, rename and reorder, delete) and the galleries of several
// providers (GET /galleries).
import {
  zCreateProviderGalleryBody,
  zCreateProviderGalleryPath,
  zDeleteProviderGalleryPath,
  zGetProviderGalleryPath,
  zListGalleriesQuery,
  zListProviderGalleriesPath,
  zListProviderGalleriesQuery,
  zUpdateProviderGalleryBody,
  zUpdateProviderGalleryPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { galleryView, type MediaRecord, refreshGallery } from '../../db/provider-media';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, conflict, fieldError, messages, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { visibleProviderIds } from '../../lib/session';
import { requireProviderRight } from '../../lib/rights';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { findGallery, galleryOrder, galleryMedia, renumber } from './support';

export function galleriesHandlers(http: MockHttp) {
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
  ];
}
