// Catalogs: price and menu catalogues with the price update form, their item options, and the hall capacity
// records (customer spaces) of venues (spec points 3, 4 "Price update modal" and 5).
import type { z } from 'zod';
import {
  type zCatalog,
  type zCatalogPrice,
  type zCustomerSpace,
  zCreateCatalogBody,
  zCreateCatalogPath,
  zCreateCustomerSpaceBody,
  zDeleteCatalogPath,
  zDeleteCustomerSpacePath,
  zGetCatalogPath,
  zListCatalogItemsQuery,
  zListCatalogsPath,
  zListCatalogsQuery,
  zListCustomerSpacesQuery,
  zUpdateCatalogBody,
  zUpdateCatalogPath,
  zUpdateCustomerSpaceBody,
  zUpdateCustomerSpacePath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { catalogTypeIn, itemOptionIn } from '../db/customer-resources';
import { nextId, plain } from '../db/collection';
import { addDays, addMonths, calendarDaysOnEarth, isoDate } from '../lib/clock';
import { collectFieldErrors, type FieldErrorCollector, messages, notFound, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate, singlePage } from '../lib/paging';
import { requireOwnCustomer, type Session, visibleProviderIds } from '../lib/session';
import { activeLink, requireNamedProvider, requireProviderRight } from '../lib/rights';
import { label, type LanguageKey, languageOf, providerSummary } from '../lib/views';
import { parseBody, parsePathParams, parseQuery, parseRaw, readJsonBody } from '../lib/validate';

type CatalogRecord = ReturnType<typeof db.catalogs.all>[number];
type SpaceRecord = ReturnType<typeof db.customerSpaces.all>[number];
type Catalog = z.infer<typeof zCatalog>;
type CatalogPrice = z.infer<typeof zCatalogPrice>;
type CustomerSpace = z.infer<typeof zCustomerSpace>;

const MSG = {
  expireTooEarly: 'Das Ablaufdatum darf nicht vor gestern liegen.',
  expireTooLate: 'Das Ablaufdatum darf höchstens 3 Monate in der Zukunft liegen.',
  discountNotLower: 'Der reduzierte Preis muss niedriger sein als der reguläre Preis.',
  unitDigits: 'Die Einheit ist eine ganze Zahl mit höchstens 5 Ziffern.',
  optionMismatch: 'Diese Position gibt es für diesen Katalog nicht.',
  typeWithoutOptions:
    'Für die Kategorie dieses Anbieters gibt es keine Positionen dieser Katalogart. Bitte wählen Sie eine andere Katalogart.',
  unknownCurrency: 'Diese Währung gibt es nicht.',
  duplicatePeriod: 'Für diese Position und diesen Zeitraum gibt es bereits einen Preis.',
  allWithPeriods: 'Ein Preis für alle Tage schließt eigene Preise für Wochentage oder Wochenenden aus.',
  guestsOrder: 'Die maximale Gästezahl darf nicht kleiner sein als die minimale.',
  spaceName: 'Der Name darf nur Buchstaben, Ziffern und Leerzeichen enthalten.',
  minCapacity: 'Die minimale Kapazität muss mindestens zweistellig sein (ab 10).',
  maxCapacity: 'Die maximale Kapazität darf höchstens vierstellig sein (bis 9999).',
  capacityOrder: 'Die maximale Kapazität darf nicht kleiner sein als die minimale.',
  mealOrCocktail: 'Bitte geben Sie die Kapazität für ein Essen oder für einen Empfang an.',
  spaceNameTaken: 'Einen Raum mit diesem Namen gibt es bei diesem Anbieter bereits.',
  spaceOnlyVenues: 'Raumkapazitäten können nur für Hochzeitslocations angelegt werden.',
  providerUnknown: 'Diesen Anbieter gibt es in Ihrem Konto nicht.',
} as const;

// ---------------------------------------------------------------- helpers

function catalogMessages(path: string, message: string): string | undefined {
  if (/^prices\.\d+\.unit$/.test(path) && message !== messages.required) return MSG.unitDigits;
  return undefined;
}

/**
 * A catalogue as answered: its type and each price row's item option named in the request's language (stored
 * German), like the provider's category.
 */
function toCatalog(record: CatalogRecord, language: LanguageKey): Catalog {
  const { customerId: _customerId, ...rest } = plain(record);
  return {
    ...rest,
    catalogType: catalogTypeIn(db, rest.catalogType, language),
    prices: rest.prices.map((price) => ({
      ...price,
      catalogItemOption: itemOptionIn(db, price.catalogItemOption, language),
    })),
    provider: providerSummary(record.providerId, language),
  };
}

function toSpace(record: SpaceRecord): CustomerSpace {
  const { customerId: _customerId, ...rest } = plain(record);
  return rest;
}

/**
 * The catalogue, if it belongs to the customer (404 otherwise) and the user has an active link to its provider.
 * Without one, a read answers 403 PROVIDER_NOT_LINKED (the document's Forbidden answer: a record of a provider of
 * the account the user has no active link to); a write answers 404, as ForbiddenProviderWrite says for the
 * provider of a record addressed by id.
 */
function findCatalog(
  session: Session,
  customerId: number,
  catalogId: number,
  unlinked: 'forbidden' | 'not-found' = 'not-found',
): CatalogRecord {
  const catalog = db.catalogs.findFirst((q) => q.where({ id: catalogId, customerId }));
  if (!catalog) throw notFound('Der Katalog wurde nicht gefunden.');
  if (unlinked === 'forbidden') requireProviderRight(session, catalog.providerId, 'read', { unlinked });
  else if (!activeLink(session, catalog.providerId)) throw notFound('Der Katalog wurde nicht gefunden.');
  return catalog;
}

/**
 * The spec's window for `expireAt`: not before yesterday, at most 3 months ahead, in the user's calendar: from
 * yesterday where the day is earliest to 3 months after today where it is latest (docs/dates.md).
 */
function expireAtError(expireAt: string): string | undefined {
  const { earliest, latest } = calendarDaysOnEarth();
  if (expireAt < isoDate(addDays(earliest, -1))) return MSG.expireTooEarly;
  if (expireAt > isoDate(addMonths(latest, 3))) return MSG.expireTooLate;
  return undefined;
}

/**
 * The rows a catalogue of this type can price for this provider category (`GET /catalog-items`). A type without
 * rows for the category cannot be created for it (issue 37.11): the portal offers only types with rows, and the
 * create call refuses the others on `catalogTypeId`.
 */
function itemOptionsFor(catalogTypeId: number, providerCategoryId: number) {
  return db.catalogItemOptions
    .all()
    .filter((o) => o.catalogTypeId === catalogTypeId && o.providerCategoryIds.includes(providerCategoryId));
}

interface PriceInput {
  weekPeriod: 'weekday' | 'weekend' | 'all';
  price: number;
  discountedPrice?: number | undefined;
  catalogItemOptionId: number;
  currency?: number | undefined;
  unit?: number | undefined;
}

/**
 * Checks the price rows against the catalogue's type and provider category and resolves them into stored
 * rows; `stored` supplies unit and currency of rows the update leaves them out of.
 */
function resolvePrices(
  rows: PriceInput[],
  catalogTypeId: number,
  providerCategoryId: number,
  errors: FieldErrorCollector,
  stored: CatalogPrice[] = [],
): Array<Omit<CatalogPrice, 'id'>> {
  const currencies = new Map(
    db.configEntries
      .all()
      .filter((entry) => entry.type === 'currency' && entry.status === 1)
      .map((entry) => [Number(entry.itemId), entry.labels.de]),
  );
  const periods = new Map<number, Set<string>>();
  const resolved: Array<Omit<CatalogPrice, 'id'>> = [];
  rows.forEach((row, index) => {
    const at = (field: string) => `prices.${index}.${field}`;
    const option = db.catalogItemOptions.findFirst((q) => q.where({ id: row.catalogItemOptionId }));
    if (!option || option.catalogTypeId !== catalogTypeId || !option.providerCategoryIds.includes(providerCategoryId)) {
      errors.add(at('catalogItemOptionId'), MSG.optionMismatch);
    }
    const seen = periods.get(row.catalogItemOptionId) ?? new Set<string>();
    if (seen.has(row.weekPeriod)) errors.add(at('weekPeriod'), MSG.duplicatePeriod);
    else if (seen.has('all') || (row.weekPeriod === 'all' && seen.size > 0))
      errors.add(at('weekPeriod'), MSG.allWithPeriods);
    seen.add(row.weekPeriod);
    periods.set(row.catalogItemOptionId, seen);
    if (row.discountedPrice !== undefined && row.discountedPrice >= row.price)
      errors.add(at('discountedPrice'), MSG.discountNotLower);
    const previous =
      stored.find((p) => p.catalogItemOption.id === row.catalogItemOptionId && p.weekPeriod === row.weekPeriod) ??
      stored.find((p) => p.catalogItemOption.id === row.catalogItemOptionId);
    const unit = row.unit ?? previous?.unit;
    if (unit === undefined) errors.add(at('unit'), messages.required);
    const currencyId = row.currency ?? previous?.currency.id;
    const code = currencyId === undefined ? undefined : currencies.get(currencyId);
    if (currencyId === undefined) errors.add(at('currency'), messages.required);
    else if (!code) errors.add(at('currency'), MSG.unknownCurrency);
    if (option && unit !== undefined && code && currencyId !== undefined) {
      resolved.push({
        weekPeriod: row.weekPeriod,
        price: row.price,
        discountedPrice: row.discountedPrice ?? null,
        catalogItemOption: { id: option.id, name: option.name, unitLabel: option.unitLabel },
        unit,
        currency: { id: currencyId, code },
      });
    }
  });
  return resolved;
}

function nextPriceId(): number {
  let max = 0;
  for (const catalog of db.catalogs.all()) for (const price of catalog.prices) max = Math.max(max, price.id);
  return max + 1;
}

function categoryOf(providerId: number): number {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) throw notFound('Der Anbieter wurde nicht gefunden.');
  return provider.categoryId;
}

/** A provider named in a body: it must be one of the user's (422 otherwise) and the user must manage it (403). */
function requireBodyProvider(session: Session, providerId: number): void {
  if (!session.providerIds.includes(providerId)) throw validationFailed({ providerId: MSG.providerUnknown });
  requireProviderRight(session, providerId, 'manage');
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

// ---------------------------------------------------------------- handlers

export function catalogsHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/catalogs', ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zListCatalogsPath, params);
      requireOwnCustomer(session, customerId);
      const query = parseQuery(zListCatalogsQuery, request);
      // A provider named in the query needs an active link (403 PROVIDER_NOT_LINKED, docs/security.md).
      for (const providerId of query.providerIds ?? [])
        requireProviderRight(session, providerId, 'read', { unlinked: 'forbidden' });
      const providerIds = visibleProviderIds(session, query.providerIds);
      const rows = db.catalogs
        .all()
        .filter(
          (c) =>
            c.customerId === customerId &&
            providerIds.includes(c.providerId) &&
            (query.needsPriceUpdate === undefined || c.needsPriceUpdate === query.needsPriceUpdate),
        )
        .sort((a, b) => a.providerId - b.providerId || Number(b.isMain) - Number(a.isMain) || a.id - b.id);
      return response(200).json(
        paginate(
          rows.map((record) => toCatalog(record, languageOf(request))),
          query,
        ),
      );
    }),

    http.post('/customers/{customerId}/catalogs', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zCreateCatalogPath, params);
      requireOwnCustomer(session, customerId);
      const { body } = await parseBody(zCreateCatalogBody, request, catalogMessages);
      requireBodyProvider(session, body.providerId);
      const errors = collectFieldErrors();
      const name = body.name.trim();
      if (!name) errors.add('name', messages.required);
      const type = db.catalogTypes.findFirst((q) => q.where({ id: body.catalogTypeId }));
      if (!type) errors.add('catalogTypeId', 'Diesen Katalogtyp gibt es nicht.');
      const categoryId = categoryOf(body.providerId);
      const priceable = type !== undefined && itemOptionsFor(type.id, categoryId).length > 0;
      if (type && !priceable) errors.add('catalogTypeId', MSG.typeWithoutOptions);
      const expireError = expireAtError(body.expireAt);
      if (expireError) errors.add('expireAt', expireError);
      if (body.minGuests != null && body.maxGuests != null && body.maxGuests < body.minGuests)
        errors.add('maxGuests', MSG.guestsOrder);
      // Rows of a type without rows for the category would each be refused too: the type's message says it once.
      const prices = type && priceable ? resolvePrices(body.prices, type.id, categoryId, errors) : [];
      if (!errors.isEmpty || !type) throw errors.failure();

      if (body.isMain) {
        await db.catalogs.updateMany((q) => q.where({ providerId: body.providerId, isMain: true }), {
          data(catalog) {
            catalog.isMain = false;
          },
        });
      }
      let priceId = nextPriceId();
      const created = await db.catalogs.create({
        id: nextId(db.catalogs),
        customerId,
        name,
        catalogType: { id: type.id, name: type.name },
        providerId: body.providerId,
        pricingType: body.pricingType,
        minGuests: body.minGuests ?? null,
        maxGuests: body.maxGuests ?? null,
        isMain: body.isMain,
        notes: body.notes?.trim() || null,
        pdfPath: null,
        expireAt: body.expireAt,
        needsPriceUpdate: false,
        prices: prices.map((price) => ({ id: priceId++, ...price })),
      });
      return response(201).json({ data: toCatalog(created, languageOf(request)) });
    }),

    http.get('/customers/{customerId}/catalogs/{catalogId}', ({ request, params, response, session }) => {
      const { customerId, catalogId } = parsePathParams(zGetCatalogPath, params);
      requireOwnCustomer(session, customerId);
      return response(200).json({
        data: toCatalog(findCatalog(session, customerId, catalogId, 'forbidden'), languageOf(request)),
      });
    }),

    http.put('/customers/{customerId}/catalogs/{catalogId}', async ({ request, params, response, session }) => {
      const { customerId, catalogId } = parsePathParams(zUpdateCatalogPath, params);
      requireOwnCustomer(session, customerId);
      const catalog = findCatalog(session, customerId, catalogId);
      requireProviderRight(session, catalog.providerId, 'manage');
      const { body } = await parseBody(zUpdateCatalogBody, request, catalogMessages);
      const errors = collectFieldErrors();
      const expireError = expireAtError(body.expireAt);
      if (expireError) errors.add('expireAt', expireError);
      const prices = resolvePrices(
        body.prices,
        catalog.catalogType.id,
        categoryOf(catalog.providerId),
        errors,
        catalog.prices,
      );
      errors.throwIfAny();
      let priceId = nextPriceId();
      const updated = await db.catalogs.update((q) => q.where({ id: catalogId }), {
        data(record) {
          record.expireAt = body.expireAt;
          record.prices = prices.map((price) => ({ id: priceId++, ...price }));
          record.needsPriceUpdate = false;
        },
      });
      return response(200).json({
        data: toCatalog(updated ?? findCatalog(session, customerId, catalogId), languageOf(request)),
      });
    }),

    http.delete('/customers/{customerId}/catalogs/{catalogId}', ({ params, response, session }) => {
      const { customerId, catalogId } = parsePathParams(zDeleteCatalogPath, params);
      requireOwnCustomer(session, customerId);
      const catalog = findCatalog(session, customerId, catalogId);
      requireProviderRight(session, catalog.providerId, 'manage');
      db.catalogs.delete((q) => q.where({ id: catalogId }));
      return response(204).empty();
    }),

    http.get('/catalog-items', ({ request, response }) => {
      const query = parseQuery(zListCatalogItemsQuery, request);
      const errors = collectFieldErrors();
      if (!db.catalogTypes.findFirst((q) => q.where({ id: query.catalogTypeId }))) {
        errors.add('catalogTypeId', 'Diesen Katalogtyp gibt es nicht.');
      }
      if (!db.categories.findFirst((q) => q.where({ id: query.providerCategoryId }))) {
        errors.add('providerCategoryId', 'Diese Kategorie gibt es nicht.');
      }
      errors.throwIfAny();
      const language = languageOf(request);
      const rows = itemOptionsFor(query.catalogTypeId, query.providerCategoryId)
        .sort((a, b) => a.id - b.id)
        .map((o) => ({
          id: o.id,
          name: label(o.labels, language),
          unitLabel: label(o.unitLabels, language),
          catalogTypeId: o.catalogTypeId,
        }));
      return response(200).json(singlePage(rows));
    }),

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
