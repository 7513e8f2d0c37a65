// Media: the item data of a media (caption, alt text, products), addressed by media id alone.
import {
  zGetMediaItemDataPath,
  zUpdateMediaItemDataBody,
  zUpdateMediaItemDataPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { type MediaRecord } from '../../db/provider-media';
import { collectFieldErrors, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { requireProviderRight } from '../../lib/rights';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import { MEDIA_NOT_FOUND } from './support';

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

export function mediaItemDataHandlers(http: MockHttp) {
  return [
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
