// Reference data: configs, cities, regions, districts. Reads are public; edits are for marketplace admins.
import {
  zCreateDistrictBody,
  zDeleteDistrictPath,
  zGetCityPath,
  zGetConfigsQuery,
  zGetProviderCategoryMetaQuery,
  zGetRoiMinLeadCountCategoriesQuery,
  zListCitiesQuery,
  zListDistrictsQuery,
  zListRegionsQuery,
  zSwapCityOrderBody,
  zUpdateCityPath,
  zUpdateDistrictBody,
  zUpdateDistrictPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { conflict, fieldError, messages, notFound, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate } from '../lib/paging';
import { mediaPath } from '../lib/media-placeholder';
import { label, languageOf } from '../lib/views';
import { parseJsonBody, parsePathParams, parseQuery, readMultipart } from '../lib/validate';

/** Minimum leads per month that make the ROI promise of a category (venues need the most). */
const ROI_MIN_LEAD_COUNT: Record<string, number> = { venue: 8, photographer: 5, bridal_gown: 6, music: 4, catering: 4 };

function findCity(id: number) {
  const city = db.cities.findFirst((q) => q.where({ id }));
  if (!city) throw notFound('Die Stadt wurde nicht gefunden.');
  return city;
}

function findDistrict(id: number) {
  const district = db.districts.findFirst((q) => q.where({ id }));
  if (!district) throw notFound('Der Stadtteil wurde nicht gefunden.');
  return district;
}

export function referenceHandlers(http: MockHttp) {
  return [
    http.public.get('/configs', ({ request, response }) => {
      const { itemTypes } = parseQuery(zGetConfigsQuery, request);
      const language = languageOf(request);
      const data: Record<string, Array<{ id: number; itemId: number | string; value: string; status: 0 | 1 }>> = {};
      for (const type of itemTypes) {
        data[type] = db.configEntries
          .findMany((q) => q.where({ type }))
          .map((entry) => ({
            id: entry.id,
            itemId: entry.itemId,
            value: label(entry.labels, language),
            status: entry.status,
          }));
      }
      return response(200).json({ data });
    }),

    http.public.get('/configs/roi-min-lead-count', ({ request, response }) => {
      const query = parseQuery(zGetRoiMinLeadCountCategoriesQuery, request);
      const language = languageOf(request);
      const rows = db.categories
        .all()
        .filter((c) => ROI_MIN_LEAD_COUNT[c.categoryType] !== undefined)
        .map((c) => ({
          id: c.id,
          name: label(c.labels, language),
          categoryType: c.categoryType,
          minLeadCount: ROI_MIN_LEAD_COUNT[c.categoryType] as number,
        }));
      return response(200).json(paginate(rows, query));
    }),

    http.public.get('/configs/provider-category-meta', ({ request, response }) => {
      const { categoryId } = parseQuery(zGetProviderCategoryMetaQuery, request);
      const categoryRecord = db.categories.findFirst((q) => q.where({ id: categoryId }));
      if (!categoryRecord) throw fieldError('categoryId', 'Diese Kategorie gibt es nicht.');
      const isVenue = categoryRecord.categoryType === 'venue';
      return response(200).json({
        data: {
          categoryId,
          providerTextMinLength: 300,
          imageRules: {
            maxSizeKb: 8192,
            allowedExtensions: ['jpg', 'jpeg', 'png', 'webp'],
            minWidth: 800,
            maxWidth: 6000,
            maxHeight: 6000,
          },
          logoRules: { maxSizeKb: 1024, maxWidth: 1000, maxHeight: 1000 },
          galleryImageCap: 30,
          supportsCapacity: isVenue,
          supportsMenus: isVenue || categoryRecord.categoryType === 'catering',
        },
      });
    }),

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

    http.public.get('/districts', ({ request, response }) => {
      const query = parseQuery(zListDistrictsQuery, request);
      return response(200).json(
        paginate(
          db.districts.findMany((q) => q.where({ cityId: query.cityId })),
          query,
        ),
      );
    }),

    http.admin.post('/districts', async ({ request, response }) => {
      const body = await parseJsonBody(zCreateDistrictBody, request);
      if (!db.cities.findFirst((q) => q.where({ id: body.cityId })))
        throw fieldError('cityId', 'Diese Stadt gibt es nicht.');
      const district = await db.districts.create({
        id: nextId(db.districts, 100),
        cityId: body.cityId,
        name: body.name.trim(),
      });
      return response(201).json({ data: district });
    }),

    http.admin.put('/districts/{id}', async ({ request, params, response }) => {
      const { id } = parsePathParams(zUpdateDistrictPath, params);
      findDistrict(id);
      const body = await parseJsonBody(zUpdateDistrictBody, request);
      await db.districts.update((q) => q.where({ id }), {
        data: (district) => void (district.name = body.name.trim()),
      });
      return response(200).json({ data: findDistrict(id) });
    }),

    http.admin.delete('/districts/{id}', ({ params, response }) => {
      const { id } = parsePathParams(zDeleteDistrictPath, params);
      findDistrict(id);
      if (db.providers.findFirst((q) => q.where({ districtId: id }))) {
        throw conflict('Der Stadtteil wird noch von Anbietern verwendet.', 'DISTRICT_IN_USE');
      }
      db.districts.delete((q) => q.where({ id }));
      return response(204).empty();
    }),
  ];
}
