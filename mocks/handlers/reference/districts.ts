// Reference data: districts. Reads are public; edits are for marketplace admins.
import {
  zCreateDistrictBody,
  zDeleteDistrictPath,
  zListDistrictsQuery,
  zUpdateDistrictBody,
  zUpdateDistrictPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';

function findDistrict(id: number) {
  const district = db.districts.findFirst((q) => q.where({ id }));
  if (!district) throw notFound('Der Stadtteil wurde nicht gefunden.');
  return district;
}

export function districtsHandlers(http: MockHttp) {
  return [
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
