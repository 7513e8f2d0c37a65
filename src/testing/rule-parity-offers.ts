// The rule parity specs of what a provider offers and sells: catalogues, products and discounts
// (src/lib/forms/rule-parity.test.ts).
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import type { Catalog } from '@/api/queries/catalogs';
import {
  expireWindow,
  priceUpdateBody,
  priceUpdateSchema,
  type PriceUpdateValues,
  priceUpdateValuesOf,
  WEEK_PERIODS,
} from '@/components/catalogs/price-rules';
import {
  bodyOf,
  catalogSchema,
  type CatalogValues,
  emptyRow,
  updateBodyOf,
  valuesOf,
} from '@/features/catalogues/lib/catalog-form';
import {
  discountFormSchema,
  type DiscountFormValues,
  discountSave,
  discountValuesOf,
} from '@/features/payments/lib/discount-rules';
import {
  createBody as createProductBody,
  EMPTY_PRODUCT,
  productFormSchema,
  type ProductFormValues,
} from '@/features/products/lib/product-form';
import { addDays } from '@/lib/calendar-day';
import { type LoggedIn, type ParitySpec } from '@/testing/rule-parity';
import {
  text,
  number,
  choice,
  checkbox,
  datePicker,
  dayWindow,
  apiGet,
  needSession,
  type Typer,
} from './rule-parity-inputs';

// ---------------------------------------------------------------- catalogues

/** A field of a form that always sends it, for a property the server keeps when left out: left out is as it started. */
function keptWhenLeftOut<V, C>(typer: Typer<V, C>): Typer<V, C> {
  return (values, value, context) => (value === undefined ? values : typer(values, value, context));
}

export interface CatalogContext {
  customerId: number;
  providerId: number;
  /** The catalogue types offered: those with rows for the provider's category (issue 37.11). */
  typeIds: number[];
  optionIds: number[];
  currencyIds: number[];
}

export function catalogContext(session: LoggedIn | null): CatalogContext {
  const provider = db.providers.findFirst((q) => q.where({ id: PROVIDER.havelblick }));
  if (!provider) throw new Error('The catalogue form needs the venue.');
  const options = db.catalogItemOptions
    .all()
    .filter((option) => option.providerCategoryIds.includes(provider.categoryId));
  const typeIds = [...new Set(options.map((option) => option.catalogTypeId))].sort((a, b) => a - b);
  const typeId = typeIds[0] as number;
  return {
    customerId: needSession(session).customerId,
    providerId: provider.id,
    typeIds,
    optionIds: options.filter((option) => option.catalogTypeId === typeId).map((option) => option.id),
    currencyIds: db.configEntries
      .all()
      .filter((entry) => entry.type === 'currency' && entry.status === 1)
      .map((entry) => Number(entry.itemId)),
  };
}

export const catalogCreate: ParitySpec<CatalogValues, CatalogContext> = {
  form: 'Catalogues: new catalogue',
  operationId: 'createCatalog',
  as: 'demo',
  context: catalogContext,
  params: ({ customerId }) => ({ customerId }),
  valid: (context) => ({
    name: 'Hochzeitsmenü 2027',
    catalogTypeId: String(context.typeIds[0]),
    pricingType: 'per_person',
    guests: 20,
    isMain: false,
    notes: '',
    expireAt: addDays(expireWindow().min, 30),
    prices: [
      { ...emptyRow(context.currencyIds[0] ?? null), catalogItemOptionId: context.optionIds[0] ?? null, price: 89 },
    ],
  }),
  client: (values, { providerId }) => {
    const parsed = catalogSchema.safeParse(values);
    return parsed.success ? bodyOf(providerId, parsed.data) : null;
  },
  unchecked: (values, { providerId }) => bodyOf(providerId, values),
  fields: [
    { property: 'name', type: text('name') },
    {
      property: 'catalogTypeId',
      type: choice<CatalogValues, CatalogContext>('catalogTypeId', ({ typeIds }) => typeIds, { toForm: String }),
    },
    { property: 'pricingType', type: choice('pricingType', () => ['package', 'per_person']) },
    {
      property: 'minGuests',
      type: (values, value) => number<CatalogValues>('guests')({ ...values, pricingType: 'per_person' }, value, null),
    },
    {
      property: 'maxGuests',
      type: (values, value) => number<CatalogValues>('guests')({ ...values, pricingType: 'package' }, value, null),
    },
    { property: 'isMain', type: checkbox('isMain') },
    { property: 'notes', type: text('notes') },
    {
      property: 'expireAt',
      type: datePicker('expireAt'),
      shared: () => dayWindow<CatalogValues>('expireAt', expireWindow()),
    },
    { property: 'prices.0.weekPeriod', type: choice('prices.0.weekPeriod', () => WEEK_PERIODS, { required: true }) },
    { property: 'prices.0.price', type: number('prices.0.price') },
    { property: 'prices.0.discountedPrice', type: number('prices.0.discountedPrice') },
    { property: 'prices.0.unit', type: number('prices.0.unit') },
    {
      property: 'prices.0.catalogItemOptionId',
      type: choice<CatalogValues, CatalogContext>('prices.0.catalogItemOptionId', ({ optionIds }) => optionIds, {
        empty: null,
      }),
    },
    {
      property: 'prices.0.currency',
      type: choice<CatalogValues, CatalogContext>('prices.0.currency', ({ currencyIds }) => currencyIds, {
        empty: null,
      }),
    },
  ],
  notTyped: { providerId: 'the page of the provider the catalogue belongs to' },
};

/**
 * The whole catalogue's form (issue 42.1): the new catalogue's fields on a stored one, sent by updateCatalog. The
 * server keeps a property the body leaves out; the form always sends it, so "left out" is the field as it started
 * (the stored value), for the fields the form requires as well.
 */
export const catalogEdit: ParitySpec<CatalogValues, CatalogContext & { catalog: Catalog }> = {
  form: 'Catalogues: edit a catalogue',
  operationId: 'updateCatalog',
  as: 'demo',
  context: async (session) => {
    const context = catalogContext(session);
    // A catalogue of the first offered type: its rows are that type's, which the form offers.
    const id = db.catalogs
      .all()
      .find(
        (catalog) => catalog.providerId === context.providerId && catalog.catalogType.id === context.typeIds[0],
      )?.id;
    const catalog = await apiGet<Catalog>(session, `/customers/${context.customerId}/catalogs/${id}`);
    return { ...context, catalog };
  },
  params: ({ customerId, catalog }) => ({ customerId, catalogId: catalog.id }),
  valid: ({ catalog }) => ({ ...valuesOf(catalog), expireAt: addDays(expireWindow().min, 30) }),
  client: (values) => {
    const parsed = catalogSchema.safeParse(values);
    return parsed.success ? updateBodyOf(parsed.data) : null;
  },
  unchecked: (values) => updateBodyOf(values),
  fields: [
    { property: 'name', type: keptWhenLeftOut(text('name')) },
    {
      property: 'catalogTypeId',
      type: keptWhenLeftOut(
        choice<CatalogValues, CatalogContext>('catalogTypeId', ({ typeIds }) => typeIds, { toForm: String }),
      ),
    },
    { property: 'pricingType', type: keptWhenLeftOut(choice('pricingType', () => ['package', 'per_person'])) },
    {
      property: 'minGuests',
      type: (values, value) => number<CatalogValues>('guests')({ ...values, pricingType: 'per_person' }, value, null),
    },
    {
      property: 'maxGuests',
      type: (values, value) => number<CatalogValues>('guests')({ ...values, pricingType: 'package' }, value, null),
    },
    { property: 'isMain', type: checkbox('isMain') },
    { property: 'notes', type: text('notes') },
    {
      property: 'expireAt',
      type: datePicker('expireAt'),
      shared: () => dayWindow<CatalogValues>('expireAt', expireWindow()),
    },
    { property: 'prices.0.weekPeriod', type: choice('prices.0.weekPeriod', () => WEEK_PERIODS, { required: true }) },
    {
      // A regular price comes without the discount it would have to stay above (that rule is the discount's).
      property: 'prices.0.price',
      type: (values, value) => number<CatalogValues>('prices.0.price')(values, value, null),
    },
    { property: 'prices.0.discountedPrice', type: number('prices.0.discountedPrice') },
    // A stored row's unit and currency: the server keeps them when left out, the form starts with them.
    { property: 'prices.0.unit', type: keptWhenLeftOut(number('prices.0.unit')) },
    {
      property: 'prices.0.catalogItemOptionId',
      type: choice<CatalogValues, CatalogContext>('prices.0.catalogItemOptionId', ({ optionIds }) => optionIds, {
        empty: null,
      }),
    },
    {
      property: 'prices.0.currency',
      type: keptWhenLeftOut(
        choice<CatalogValues, CatalogContext>('prices.0.currency', ({ currencyIds }) => currencyIds, { empty: null }),
      ),
    },
  ],
  touches: ['catalogs'],
};

export const catalogPriceUpdate: ParitySpec<PriceUpdateValues, { customerId: number; catalog: Catalog }> = {
  form: 'Catalogues: price update',
  operationId: 'updateCatalog',
  as: 'demo',
  context: async (session) => {
    const customerId = needSession(session).customerId;
    const id = db.catalogs.all().find((catalog) => catalog.providerId === PROVIDER.havelblick)?.id;
    return { customerId, catalog: await apiGet<Catalog>(session, `/customers/${customerId}/catalogs/${id}`) };
  },
  params: ({ customerId, catalog }) => ({ customerId, catalogId: catalog.id }),
  valid: ({ catalog }) => ({ ...priceUpdateValuesOf(catalog), expireAt: addDays(expireWindow().min, 30) }),
  client: (values) => {
    const parsed = priceUpdateSchema().safeParse(values);
    return parsed.success ? priceUpdateBody(parsed.data) : null;
  },
  unchecked: (values) => priceUpdateBody(values),
  fields: [
    {
      property: 'expireAt',
      type: datePicker('expireAt'),
      shared: () => dayWindow<PriceUpdateValues>('expireAt', expireWindow()),
    },
    {
      // A regular price comes without the discount it would have to stay above (that rule is the discount's).
      property: 'prices.0.price',
      type: (values, value) => number<PriceUpdateValues>('prices.0.price')(values, value, null),
    },
    { property: 'prices.0.discountedPrice', type: number('prices.0.discountedPrice') },
  ],
  notTyped: Object.fromEntries(
    ['name', 'catalogTypeId', 'pricingType', 'minGuests', 'maxGuests', 'isMain', 'notes'].map((property) => [
      property,
      'left out: the price update form changes the expiry date and the prices only (the edit form types them)',
    ]),
  ),
};

// ---------------------------------------------------------------- products

export const product: ParitySpec<ProductFormValues, { providerId: number }> = {
  form: 'Products: new product',
  operationId: 'createProviderItem',
  as: 'demo',
  context: () => ({ providerId: PROVIDER.brautsalon }),
  params: () => ({}),
  valid: () => ({ ...EMPTY_PRODUCT, name: 'Brautkleid Aurora', price: 1890 }),
  client: (values, { providerId }) => {
    const parsed = productFormSchema.safeParse(values);
    return parsed.success ? { ...createProductBody(parsed.data), providerId } : null;
  },
  fields: [
    { property: 'name', type: text('name') },
    { property: 'description', type: text('description') },
    { property: 'price', type: number('price') },
    { property: 'discountedPrice', type: number('discountedPrice') },
    {
      property: 'status',
      type: (values, value) =>
        value === 'active' || value === 'passive' ? { ...values, active: value === 'active' } : null,
    },
    { property: 'isBiddable', type: checkbox('isBiddable') },
  ],
  notTyped: { providerId: 'the page of the provider the product belongs to' },
};

// ---------------------------------------------------------------- discounts

export function discountSpec(
  discountType: 'discount' | 'installment',
): ParitySpec<DiscountFormValues, { providerIds: number[] }> {
  const label = discountType === 'discount' ? 'discount' : 'installment campaign';
  return {
    form: `Discounts: new ${label}`,
    operationId: 'createDiscount',
    as: 'demo',
    context: () => ({ providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon] }),
    params: () => ({}),
    valid: () => ({
      ...discountValuesOf(null, PROVIDER.havelblick),
      discountType,
      ...(discountType === 'discount' ? { discountRatio: 10 } : { installmentCount: 6 }),
      intro: 'Frühbucher-Rabatt für Hochzeiten im Herbst',
      validFrom: addDays(expireWindow().min, 2),
      validUntil: addDays(expireWindow().min, 60),
    }),
    client: (values) => {
      const parsed = discountFormSchema.safeParse(values);
      return parsed.success ? (discountSave(parsed.data, null)?.body ?? null) : null;
    },
    unchecked: (values) => discountSave({ ...values, discountType }, null)?.body,
    fields: [
      {
        property: 'providerId',
        type: choice<DiscountFormValues, { providerIds: number[] }>('providerId', ({ providerIds }) => providerIds, {
          toForm: String,
        }),
      },
      {
        property: 'discountType',
        type: choice('discountType', () => ['discount', 'installment'], { required: true }),
      },
      { property: 'discountRatio', type: number('discountRatio') },
      { property: 'installmentCount', type: number('installmentCount') },
      { property: 'intro', type: text('intro') },
      { property: 'giftText', type: text('giftText') },
      { property: 'popupShowcaseTitle', type: text('popupShowcaseTitle') },
      { property: 'popupShowcaseDescription', type: text('popupShowcaseDescription') },
      {
        // Label prices come in pairs, the price after lower than the one before.
        property: 'priceBefore',
        type: (values, value) => {
          const typed = number<DiscountFormValues>('priceBefore')(values, value, null);
          return typed && { ...typed, priceAfter: typed.priceBefore === null ? null : 0 };
        },
      },
      {
        property: 'priceAfter',
        type: (values, value) => {
          const typed = number<DiscountFormValues>('priceAfter')(values, value, null);
          return typed && { ...typed, priceBefore: typed.priceAfter === null ? null : typed.priceAfter + 100 };
        },
      },
      { property: 'validFrom', type: datePicker('validFrom') },
      {
        property: 'validUntil',
        type: datePicker('validUntil'),
        shared: () => [
          {
            name: 'until: the day it starts',
            type: (values: DiscountFormValues) => ({ ...values, validUntil: values.validFrom }),
            body: addDays(expireWindow().min, 2),
          },
          {
            name: 'until: the day before it starts',
            type: (values: DiscountFormValues) => ({ ...values, validUntil: addDays(values.validFrom, -1) }),
            body: addDays(expireWindow().min, 1),
          },
        ],
      },
      { property: 'isPrimary', type: checkbox('isPrimary') },
    ],
  };
}
