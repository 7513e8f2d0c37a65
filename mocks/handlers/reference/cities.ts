// Reference data: cities and regions. Reads are public; edits are for marketplace admins.
import {
  zGetCityPath,
  zListCitiesQuery,
  zListRegionsQuery,
  zSwapCityOrderBody,
  zUpdateCityPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { fieldError, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { mediaPath } from '../../lib/media-placeholder';
import { parseJsonBody, parsePathParams, parseQuery, readMultipart } from '../../lib/validate';

function findCity(id: number) {
  const city = db.cities.findFirst((q) => q.where({ id }));
  if (!city) throw notFound('Die Stadt wurde nicht gefunden.');
  return city;
}

export function citiesHandlers(http: MockHttp) {
  return [
    http.public.get('/cities', ({ request, response }) => {
      const query = parseQuery(zListCitiesQuery, request);
      const name = query.name?.toLowerCase();
      const rows = db.cities
        .all()
        .filter(
          (c) =>
            (query.regionId === undefined || c.regionId === query.regionId) &&
            (!name || c.name.toLowerCase().includes(name)),
        )
        .sort((a, b) => (a.orderNo ?? 0) - (b.orderNo ?? 0));
      return response(200).json(paginate(rows, query));
    }),

    http.public.get('/cities/regions', ({ request, response }) => {
      const query = parseQuery(zListRegionsQuery, request);
      return response(200).json(paginate(db.regions.all(), query));
    }),

    http.public.get('/cities/{id}', ({ params, response }) => {
      const { id } = parsePathParams(zGetCityPath, params);
      return response(200).json({ data: findCity(id) });
    }),

    http.admin.put('/cities/{id}', async ({ request, params, response }) => {
      const { id } = parsePathParams(zUpdateCityPath, params);
      findCity(id);
      const form = await readMultipart(request);
      const name = typeof form.name === 'string' ? form.name.trim() : undefined;
      const orderNo = typeof form.orderNo === 'string' ? Number(form.orderNo) : undefined;
      const image = form.image instanceof File ? form.image : undefined;
      if (name === undefined && orderNo === undefined && !image)
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      if (name !== undefined && (name.length === 0 || name.length > 100))
        throw fieldError('name', name.length === 0 ? messages.required : messages.tooLong(100));
      if (orderNo !== undefined && (!Number.isInteger(orderNo) || orderNo < 0))
        throw fieldError('orderNo', messages.integer);
      if (image && !/^image\/(jpeg|png|webp)$/.test(image.type))
        throw fieldError('image', 'Bitte laden Sie ein Bild im Format JPG, PNG oder WebP hoch.');
      await db.cities.update((q) => q.where({ id }), {
        data(city) {
          if (name !== undefined) city.name = name;
          if (orderNo !== undefined) city.orderNo = orderNo;
          if (image) city.imagePath = mediaPath('cities', `${id}-${image.name}`);
        },
      });
      return response(200).json({ data: findCity(id) });
    }),

    http.admin.post('/cities/swap-order', async ({ request, response }) => {
      const body = await parseJsonBody(zSwapCityOrderBody, request);
      if (body.firstCityId === body.secondCityId)
        throw fieldError('secondCityId', 'Bitte wählen Sie zwei verschiedene Städte.');
      const first = db.cities.findFirst((q) => q.where({ id: body.firstCityId }));
      const second = db.cities.findFirst((q) => q.where({ id: body.secondCityId }));
      if (!first) throw fieldError('firstCityId', 'Diese Stadt gibt es nicht.');
      if (!second) throw fieldError('secondCityId', 'Diese Stadt gibt es nicht.');
      const firstOrder = first.orderNo ?? 0;
      const secondOrder = second.orderNo ?? 0;
      await db.cities.update((q) => q.where({ id: first.id }), { data: (city) => void (city.orderNo = secondOrder) });
      await db.cities.update((q) => q.where({ id: second.id }), { data: (city) => void (city.orderNo = firstOrder) });
      return response(204).empty();
    }),
  ];
}
