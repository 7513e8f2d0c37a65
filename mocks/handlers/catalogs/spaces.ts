// Catalogs: the hall capacity records (customer spaces) of venues (spec point 5).
import type { z } from 'zod';
import {
  type zCustomerSpace,
  zCreateCustomerSpaceBody,
  zDeleteCustomerSpacePath,
  zListCustomerSpacesQuery,
  zUpdateCustomerSpaceBody,
  zUpdateCustomerSpacePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId, plain } from '../../db/collection';
import { collectFieldErrors, type FieldErrorCollector, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { type Session } from '../../lib/session';
import { requireNamedProvider, requireProviderRight } from '../../lib/rights';
import { parseBody, parsePathParams, parseQuery, parseRaw, readJsonBody } from '../../lib/validate';
import { MSG, requireBodyProvider } from './support';

type SpaceRecord = ReturnType<typeof db.customerSpaces.all>[number];

type CustomerSpace = z.infer<typeof zCustomerSpace>;

function toSpace(record: SpaceRecord): CustomerSpace {
  const { customerId: _customerId, ...rest } = plain(record);
  return rest;
}

function spaceMessages(path: string, message: string): string | undefined {
  if (message === messages.required || message === messages.unknownField) return undefined;
  if (path === 'name') return MSG.spaceName;
  if (path === 'minCapacity' && message.includes('mindestens')) return MSG.minCapacity;
  if (path === 'maxCapacity' && message.includes('höchstens')) return MSG.maxCapacity;
  return undefined;
}

function spaceNameTaken(providerId: number, name: string, exceptId?: number): boolean {
  const wanted = name.toLowerCase();
  return db.customerSpaces
    .all()
    .some((s) => s.providerId === providerId && s.id !== exceptId && s.name.toLowerCase() === wanted);
}

/** Rules of spec point 5 on the (merged) hall capacity record. */
function spaceRuleErrors(space: {
  minCapacity: number;
  maxCapacity: number;
  mealCapacity?: number | null | undefined;
  cocktailCapacity?: number | null | undefined;
}): FieldErrorCollector {
  const errors = collectFieldErrors();
  if (space.maxCapacity < space.minCapacity) errors.add('maxCapacity', MSG.capacityOrder);
  if (space.mealCapacity == null && space.cocktailCapacity == null) {
    errors.add('mealCapacity', MSG.mealOrCocktail);
    errors.add('cocktailCapacity', MSG.mealOrCocktail);
  }
  return errors;
}

function findSpace(session: Session, id: number): SpaceRecord {
  const space = db.customerSpaces.findFirst((q) => q.where({ id }));
  if (!space || !session.providerIds.includes(space.providerId)) throw notFound('Der Raum wurde nicht gefunden.');
  return space;
}

const SPACE_CREATE_KEYS = [
  'providerId',
  'name',
  'areaType',
  'minCapacity',
  'maxCapacity',
  'mealCapacity',
  'cocktailCapacity',
];

export function customerSpacesHandlers(http: MockHttp) {
  return [
    http.get('/customer-spaces', ({ request, response, session }) => {
      const query = parseQuery(zListCustomerSpacesQuery, request);
      if (query.providerId !== undefined) requireNamedProvider(session, query.providerId);
      const providerIds = query.providerId === undefined ? session.providerIds : [query.providerId];
      const rows = db.customerSpaces
        .all()
        .filter((s) => providerIds.includes(s.providerId))
        .sort((a, b) => a.providerId - b.providerId || a.id - b.id)
        .map(toSpace);
      return response(200).json(singlePage(rows));
    }),

    http.post('/customer-spaces', async ({ request, response, session }) => {
      const raw = await readJsonBody(request);
      // The body schema is an intersection (the anyOf of meal and cocktail capacity): unknown keys and the
      // capacity rule are checked here, with the spec's wording.
      const pre = collectFieldErrors();
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        const record = raw as Record<string, unknown>;
        for (const key of Object.keys(record))
          if (!SPACE_CREATE_KEYS.includes(key)) pre.add(key, messages.unknownField);
        if (record.mealCapacity == null && record.cocktailCapacity == null) {
          pre.add('mealCapacity', MSG.mealOrCocktail);
          pre.add('cocktailCapacity', MSG.mealOrCocktail);
        }
      }
      const body = parseRaw(zCreateCustomerSpaceBody, raw, spaceMessages, pre.toObject());
      const errors = collectFieldErrors();
      requireBodyProvider(session, body.providerId);
      const provider = db.providers.findFirst((q) => q.where({ id: body.providerId }));
      const name = body.name.trim();
      if (provider?.category.categoryType !== 'venue') errors.add('providerId', MSG.spaceOnlyVenues);
      if (!name) errors.add('name', messages.required);
      else if (spaceNameTaken(body.providerId, name)) errors.add('name', MSG.spaceNameTaken);
      errors.addAll(
        spaceRuleErrors({
          minCapacity: body.minCapacity,
          maxCapacity: body.maxCapacity,
          mealCapacity: body.mealCapacity,
          cocktailCapacity: body.cocktailCapacity,
        }),
      );
      if (!errors.isEmpty || !provider) throw errors.failure();
      const created = await db.customerSpaces.create({
        id: nextId(db.customerSpaces),
        providerId: body.providerId,
        customerId: provider.customerId,
        name,
        areaType: body.areaType,
        minCapacity: body.minCapacity,
        maxCapacity: body.maxCapacity,
        mealCapacity: body.mealCapacity ?? null,
        cocktailCapacity: body.cocktailCapacity ?? null,
      });
      return response(201).json({ data: toSpace(created) });
    }),

    http.put('/customer-spaces/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateCustomerSpacePath, params);
      const space = findSpace(session, id);
      requireProviderRight(session, space.providerId, 'manage');
      const { body } = await parseBody(zUpdateCustomerSpaceBody, request, spaceMessages);
      if (Object.values(body).every((value) => value === undefined)) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const name = body.name?.trim();
      const merged = {
        minCapacity: body.minCapacity ?? space.minCapacity,
        maxCapacity: body.maxCapacity ?? space.maxCapacity,
        mealCapacity: body.mealCapacity === undefined ? space.mealCapacity : body.mealCapacity,
        cocktailCapacity: body.cocktailCapacity === undefined ? space.cocktailCapacity : body.cocktailCapacity,
      };
      const errors = spaceRuleErrors(merged);
      if (name !== undefined && !name) errors.add('name', messages.required);
      else if (name && spaceNameTaken(space.providerId, name, id)) errors.add('name', MSG.spaceNameTaken);
      errors.throwIfAny();
      const updated = await db.customerSpaces.update((q) => q.where({ id }), {
        data(record) {
          if (name !== undefined) record.name = name;
          if (body.areaType !== undefined) record.areaType = body.areaType;
          record.minCapacity = merged.minCapacity;
          record.maxCapacity = merged.maxCapacity;
          record.mealCapacity = merged.mealCapacity ?? null;
          record.cocktailCapacity = merged.cocktailCapacity ?? null;
        },
      });
      return response(200).json({ data: toSpace(updated ?? findSpace(session, id)) });
    }),

    http.delete('/customer-spaces/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteCustomerSpacePath, params);
      const space = findSpace(session, id);
      requireProviderRight(session, space.providerId, 'manage');
      db.customerSpaces.delete((q) => q.where({ id }));
      // Calendar events booked in the hall stay, without the hall.
      await db.calendarEvents.updateMany((q) => q.where((event) => event.customerSpaceId === id), {
        data(event) {
          event.customerSpaceId = null;
        },
      });
      return response(204).empty();
    }),
  ];
}
