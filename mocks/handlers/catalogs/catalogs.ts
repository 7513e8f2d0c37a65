// Catalogs: the customer's price and menu catalogues with the price update form (spec points 3, 4 "Price update
// modal" and 5).
import type { z } from 'zod';
import {
  type zCatalog,
  type zCatalogPrice,
  zCreateCatalogBody,
  zCreateCatalogPath,
  zDeleteCatalogPath,
  zGetCatalogPath,
  zListCatalogsPath,
  zListCatalogsQuery,
  zUpdateCatalogBody,
  zUpdateCatalogPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { catalogTypeIn, itemOptionIn } from '../../db/customer-resources';
import { nextId, plain } from '../../db/collection';
import { addDays, addMonths, calendarDaysOnEarth, isoDate } from '../../lib/clock';
import { collectFieldErrors, type FieldErrorCollector, messages, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireOwnCustomer, type Session, visibleProviderIds } from '../../lib/session';
import { activeLink, requireProviderRight } from '../../lib/rights';
import { type LanguageKey, languageOf, providerSummary } from '../../lib/views';
import { parseBody, parsePathParams, parseQuery } from '../../lib/validate';
import { MSG, itemOptionsFor, requireBodyProvider } from './support';

type CatalogRecord = ReturnType<typeof db.catalogs.all>[number];

type Catalog = z.infer<typeof zCatalog>;
type CatalogPrice = z.infer<typeof zCatalogPrice>;

// ---------------------------------------------------------------- helpers

function catalogMessages(path: string, message: string): string | undefined {
  if (/^prices\.\d+\.unit$/.test(path) && message !== messages.required) return MSG.unitDigits;
  return undefined;
}

/**
 * A catalogue as answered: its type and each price row's item option named in the request's language (stored
 * German), like the provider's category.
 */
export function toCatalog(record: CatalogRecord, language: LanguageKey): Catalog {
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

/**
 * The catalogue, if it belongs to the customer (404 otherwise) and the user has an active link to its provider.
 * Without one, a read answers 403 PROVIDER_NOT_LINKED (the document's Forbidden answer: a record of a provider of
 * the account the user has no active link to); a write answers 404, as ForbiddenProviderWrite says for the
 * provider of a record addressed by id.
 */
export function findCatalog(
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

/** A catalogue as a create or an update would store it: the body's values, an update's left-out ones as stored. */
interface CatalogInput {
  name: string;
  catalogTypeId: number;
  minGuests: number | null;
  maxGuests: number | null;
  expireAt: string;
  prices: PriceInput[];
}

/**
 * The rules of a new catalogue (spec point 5, issue 37.11), which a change of one follows too (issue 42.1): a name,
 * a type with rows for the provider's category, the expiry window, the guests' order and the price rows of that type.
 * Answers every failure in one 422; returns the trimmed name, the type and the resolved rows when all hold.
 * `stored` supplies unit and currency of the rows an update leaves them out of.
 */
function checkCatalog(input: CatalogInput, providerId: number, stored: CatalogPrice[] = []) {
  const errors = collectFieldErrors();
  const name = input.name.trim();
  if (!name) errors.add('name', messages.required);
  const type = db.catalogTypes.findFirst((q) => q.where({ id: input.catalogTypeId }));
  if (!type) errors.add('catalogTypeId', MSG.typeUnknown);
  const categoryId = categoryOf(providerId);
  const priceable = type !== undefined && itemOptionsFor(type.id, categoryId).length > 0;
  if (type && !priceable) errors.add('catalogTypeId', MSG.typeWithoutOptions);
  const expireError = expireAtError(input.expireAt);
  if (expireError) errors.add('expireAt', expireError);
  if (input.minGuests != null && input.maxGuests != null && input.maxGuests < input.minGuests)
    errors.add('maxGuests', MSG.guestsOrder);
  // Rows of a type without rows for the category would each be refused too: the type's message says it once.
  const prices = type && priceable ? resolvePrices(input.prices, type.id, categoryId, errors, stored) : [];
  if (!errors.isEmpty || !type) throw errors.failure();
  return { name, type: { id: type.id, name: type.name }, prices };
}

/** A provider has one main catalogue: the one made main takes the flag from the others. */
async function takeMainFlag(providerId: number) {
  await db.catalogs.updateMany((q) => q.where({ providerId, isMain: true }), {
    data(catalog) {
      catalog.isMain = false;
    },
  });
}

export function customerCatalogsHandlers(http: MockHttp) {
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
      const { name, type, prices } = checkCatalog(
        {
          name: body.name,
          catalogTypeId: body.catalogTypeId,
          minGuests: body.minGuests ?? null,
          maxGuests: body.maxGuests ?? null,
          expireAt: body.expireAt,
          prices: body.prices,
        },
        body.providerId,
      );
      if (body.isMain) await takeMainFlag(body.providerId);
      let priceId = nextPriceId();
      const created = await db.catalogs.create({
        id: nextId(db.catalogs),
        customerId,
        name,
        catalogType: type,
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
      // Left out: as stored (the price update form sends the expiry date and the rows only).
      const minGuests = body.minGuests === undefined ? catalog.minGuests : body.minGuests;
      const maxGuests = body.maxGuests === undefined ? catalog.maxGuests : body.maxGuests;
      const { name, type, prices } = checkCatalog(
        {
          name: body.name ?? catalog.name,
          catalogTypeId: body.catalogTypeId ?? catalog.catalogType.id,
          minGuests,
          maxGuests,
          expireAt: body.expireAt,
          prices: body.prices,
        },
        catalog.providerId,
        catalog.prices,
      );
      if (body.isMain === true && !catalog.isMain) await takeMainFlag(catalog.providerId);
      let priceId = nextPriceId();
      const updated = await db.catalogs.update((q) => q.where({ id: catalogId }), {
        data(record) {
          record.name = name;
          record.catalogType = type;
          if (body.pricingType !== undefined) record.pricingType = body.pricingType;
          record.minGuests = minGuests;
          record.maxGuests = maxGuests;
          if (body.isMain !== undefined) record.isMain = body.isMain;
          if (body.notes !== undefined) record.notes = body.notes?.trim() || null;
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
  ];
}
