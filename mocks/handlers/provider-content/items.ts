// Provider content: products (provider items); a new or changed product waits for the team's approval.
import type { z } from 'zod';
import {
  zCreateProviderItemBody,
  zDeleteProviderItemImagePath,
  zDeleteProviderItemPath,
  zListProviderItemsQuery,
  zMoveProviderItemsBody,
  type zProviderItem,
  zUpdateProviderItemBody,
  zUpdateProviderItemPath,
  zUploadProviderItemImagePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { productRequestSummary } from '../../db/change-requests';
import { planAllowsBidding, type ProviderItemRecord } from '../../db/provider-items';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, fieldError, forbidden, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { checkImageFile } from '../../lib/image-upload';
import { mediaPath } from '../../lib/media-placeholder';
import { paginate, sortBy } from '../../lib/paging';
import { type Session } from '../../lib/session';
import { requireProviderRight } from '../../lib/rights';
import { parseJsonBody, parsePathParams, parseQuery, readMultipart } from '../../lib/validate';
import { removeChangeRequests, ensureChangeRequest } from './support';

const PROVIDER_NOT_OWN = 'Der Anbieter gehört nicht zu Ihrem Konto.';

// ---------------------------------------------------------------- products

function toItem(item: ProviderItemRecord): z.infer<typeof zProviderItem> {
  return {
    id: item.id,
    providerId: item.providerId,
    name: item.name,
    description: item.description,
    price: item.price,
    discountedPrice: item.discountedPrice,
    currency: 'EUR',
    status: item.status,
    approvalStatus: item.approvalStatus,
    rejectReason: item.rejectReason,
    imagePath: item.imagePath,
    orderNo: item.orderNo,
    isBiddable: item.isBiddable,
    createdAt: item.createdAt,
  };
}

function findItem(session: Session, id: number): ProviderItemRecord {
  const item = db.providerItems.findFirst((q) => q.where({ id }));
  if (!item || !session.providerIds.includes(item.providerId)) throw notFound('Das Produkt wurde nicht gefunden.');
  return item;
}

function requireBidding(providerId: number): void {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider || !planAllowsBidding(provider)) {
    throw forbidden(
      'Das Bieten auf Brautmode-Anfragen ist in Ihrem aktuellen Paket nicht enthalten.',
      'PLAN_FEATURE_REQUIRED',
    );
  }
}

function checkPrices(price: number | null, discountedPrice: number | null): void {
  if (discountedPrice === null) return;
  if (price === null)
    throw fieldError('discountedPrice', 'Für einen reduzierten Preis geben Sie bitte auch den regulären Preis an.');
  if (discountedPrice >= price)
    throw fieldError('discountedPrice', 'Der reduzierte Preis muss niedriger als der reguläre Preis sein.');
}

// ---------------------------------------------------------------- the product's picture (issue 42.2)

/** The one part `image` of a picture upload (422 on it otherwise, and on any other part). */
async function readImagePart(request: Request): Promise<File> {
  const form = await readMultipart(request);
  const errors = collectFieldErrors();
  for (const key of Object.keys(form)) if (key !== 'image') errors.add(key, messages.unknownField);
  const image = form.image;
  if (image === undefined) errors.add('image', messages.required);
  else if (Array.isArray(image)) errors.add('image', 'Bitte laden Sie genau eine Bilddatei hoch.');
  else if (typeof image === 'string') errors.add('image', 'Bitte wählen Sie eine Bilddatei aus.');
  if (!errors.isEmpty || !(image instanceof File)) throw errors.failure();
  return image;
}

/**
 * Where a new picture of the product is stored: its own path per upload (`/media/providers/<provider>/items/
 * <product>-<version>.<ext>`), so a replacement is a new file for the browser's and the CDN's caches.
 */
function newImagePath(item: ProviderItemRecord, extension: string): string {
  let version = now().getTime().toString(36);
  const path = (suffix: string) =>
    mediaPath('providers', item.providerId, 'items', `${item.id}-${suffix}.${extension}`);
  while (path(version) === item.imagePath) version = `${version}a`;
  return path(version);
}

const ITEM_SORT_FIELDS = ['createdAt', 'orderNo', 'name', 'price', 'discountedPrice', 'id'] as const;

export function providerItemsHandlers(http: MockHttp) {
  return [
    http.get('/provider-items', ({ request, response, session }) => {
      const query = parseQuery(zListProviderItemsQuery, request);
      // The name search ignores case and the spaces around the text; spaces only filter nothing.
      const needle = query.query?.trim().toLocaleLowerCase('de') ?? '';
      const rows = db.providerItems
        .all()
        .filter(
          (item) =>
            session.providerIds.includes(item.providerId) &&
            (query.providerId === undefined || item.providerId === query.providerId) &&
            (query.status === undefined || item.status === query.status) &&
            (query.approvalStatus === undefined || item.approvalStatus === query.approvalStatus) &&
            (query.isBiddable === undefined || item.isBiddable === query.isBiddable) &&
            (needle === '' || item.name.toLocaleLowerCase('de').includes(needle)),
        )
        .map(toItem);
      return response(200).json(paginate(sortBy(rows, query.sort, ITEM_SORT_FIELDS), query));
    }),

    http.post('/provider-items', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateProviderItemBody, request);
      if (!session.providerIds.includes(body.providerId)) throw fieldError('providerId', PROVIDER_NOT_OWN);
      requireProviderRight(session, body.providerId, 'manage');
      if (body.isBiddable) requireBidding(body.providerId);
      const price = body.price ?? null;
      const discountedPrice = body.discountedPrice ?? null;
      checkPrices(price, discountedPrice);
      const name = body.name.trim();
      if (name === '') throw fieldError('name', messages.required);
      const siblings = db.providerItems.all().filter((item) => item.providerId === body.providerId);
      const id = nextId(db.providerItems, 3000);
      await db.providerItems.create({
        id,
        providerId: body.providerId,
        name,
        description: body.description?.trim() || null,
        price,
        discountedPrice,
        currency: 'EUR',
        status: body.status ?? 'active',
        approvalStatus: 'approval_waiting',
        rejectReason: null,
        imagePath: null,
        orderNo: siblings.reduce((max, item) => Math.max(max, item.orderNo), 0) + 1,
        isBiddable: body.isBiddable,
        createdAt: isoDateTime(now()),
      });
      await ensureChangeRequest('provider_item', id, body.providerId, 'product', productRequestSummary(name));
      return response(201).json({ data: toItem(findItem(session, id)) });
    }),

    http.put('/provider-items/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateProviderItemPath, params);
      const item = findItem(session, id);
      requireProviderRight(session, item.providerId, 'manage');
      const body = await parseJsonBody(zUpdateProviderItemBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      if (body.isBiddable === true && !item.isBiddable) requireBidding(item.providerId);
      const name = body.name === undefined ? item.name : body.name.trim();
      if (name === '') throw fieldError('name', messages.required);
      const description = body.description === undefined ? item.description : body.description?.trim() || null;
      const price = body.price === undefined ? item.price : body.price;
      const discountedPrice = body.discountedPrice === undefined ? item.discountedPrice : body.discountedPrice;
      checkPrices(price, discountedPrice);
      const contentChanged =
        name !== item.name ||
        description !== item.description ||
        price !== item.price ||
        discountedPrice !== item.discountedPrice;
      await db.providerItems.update((q) => q.where({ id }), {
        data(record) {
          record.name = name;
          record.description = description;
          record.price = price;
          record.discountedPrice = discountedPrice;
          if (body.status !== undefined) record.status = body.status;
          if (body.isBiddable !== undefined) record.isBiddable = body.isBiddable;
          if (contentChanged) {
            record.approvalStatus = 'approval_waiting';
            record.rejectReason = null;
          }
        },
      });
      if (contentChanged)
        await ensureChangeRequest('provider_item', id, item.providerId, 'product', productRequestSummary(name));
      return response(200).json({ data: toItem(findItem(session, id)) });
    }),

    http.delete('/provider-items/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteProviderItemPath, params);
      const item = findItem(session, id);
      requireProviderRight(session, item.providerId, 'manage');
      db.providerItems.delete((q) => q.where({ id }));
      await removeChangeRequests('provider_item', id);
      return response(204).empty();
    }),

    // A new picture is checked by the team like a changed name, description or price: back to approval. Rights and
    // the 404 of a foreign product as for PUT /provider-items/{id}.
    http.post('/provider-items/{id}/image', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUploadProviderItemImagePath, params);
      const item = findItem(session, id);
      requireProviderRight(session, item.providerId, 'manage');
      const image = await readImagePart(request);
      const { extension } = await checkImageFile(image);
      const imagePath = newImagePath(item, extension);
      await db.providerItems.update((q) => q.where({ id }), {
        data(record) {
          record.imagePath = imagePath;
          record.approvalStatus = 'approval_waiting';
          record.rejectReason = null;
        },
      });
      await ensureChangeRequest('provider_item', id, item.providerId, 'product', productRequestSummary(item.name));
      return response(200).json({ data: toItem(findItem(session, id)) });
    }),

    // A removal shows nothing new: the approval stays, except that a rejected product goes back to the team (it may
    // have been rejected for the picture).
    http.delete('/provider-items/{id}/image', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteProviderItemImagePath, params);
      const item = findItem(session, id);
      requireProviderRight(session, item.providerId, 'manage');
      if (item.imagePath === null) throw notFound('Dieses Produkt hat kein Bild.', 'NO_PRODUCT_IMAGE');
      const backToApproval = item.approvalStatus === 'rejected';
      await db.providerItems.update((q) => q.where({ id }), {
        data(record) {
          record.imagePath = null;
          if (backToApproval) {
            record.approvalStatus = 'approval_waiting';
            record.rejectReason = null;
          }
        },
      });
      if (backToApproval)
        await ensureChangeRequest('provider_item', id, item.providerId, 'product', productRequestSummary(item.name));
      return response(200).json({ data: toItem(findItem(session, id)) });
    }),

    http.post('/provider-items/move-order', async ({ request, response, session }) => {
      const body = await parseJsonBody(zMoveProviderItemsBody, request);
      if (!session.providerIds.includes(body.providerId)) throw fieldError('providerId', PROVIDER_NOT_OWN);
      requireProviderRight(session, body.providerId, 'manage');
      const items = db.providerItems.all().filter((item) => item.providerId === body.providerId);
      const ids = new Set(items.map((item) => item.id));
      const errors = collectFieldErrors();
      body.itemIds.forEach((itemId, index) => {
        if (body.itemIds.indexOf(itemId) !== index)
          errors.add(`itemIds.${index}`, 'Dieses Produkt ist doppelt aufgeführt.');
        else if (!ids.has(itemId)) errors.add(`itemIds.${index}`, 'Dieses Produkt gehört nicht zu diesem Anbieter.');
      });
      errors.throwIfAny();
      // Listed products first (1, 2, 3 …), the others after them in their previous order.
      const rest = items
        .filter((item) => !body.itemIds.includes(item.id))
        .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
      const order = [...body.itemIds, ...rest.map((item) => item.id)];
      for (const [index, itemId] of order.entries()) {
        await db.providerItems.update((q) => q.where({ id: itemId }), {
          data(record) {
            record.orderNo = index + 1;
          },
        });
      }
      return response(204).empty();
    }),
  ];
}
