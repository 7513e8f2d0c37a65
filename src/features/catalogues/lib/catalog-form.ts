// The catalogue form as data (spec point 5, issue 42.1): one form for a new catalogue and for changing one, its
// values, its rules (the document's limits, read from the generated limits, and the price rules shared with the
// price update) and the bodies a valid form sends.
import * as z from 'zod';
import { CatalogCreateLimits } from '@/api/generated/limits';
import type { Catalog, CatalogCreate, CatalogUpdate } from '@/api/queries/catalogs';
import {
  checkPrices,
  priceCreateRows,
  priceRowSchema,
  type PriceRowValues,
  priceUpdateValuesOf,
} from '@/components/catalogs/price-rules';
import { ruleMessage, validationMessage } from '@/lib/forms/messages';

const LIMITS = CatalogCreateLimits.properties;

export const valuesSchema = z.object({
  name: z.string(),
  catalogTypeId: z.string(),
  pricingType: z.string(),
  guests: z.custom<number | null>((value) => value === null || typeof value === 'number'),
  isMain: z.boolean(),
  notes: z.string(),
  expireAt: z.string(),
  prices: z.array(priceRowSchema),
});
export type CatalogValues = z.infer<typeof valuesSchema>;

/** The same rules for a new and a changed catalogue: the server applies the create rules to both (issue 42.1). */
export const catalogSchema = valuesSchema.superRefine((values, context) => {
  const add = (path: Array<string | number>, message: string) => context.addIssue({ code: 'custom', path, message });
  const name = values.name.trim();
  if (!name) add(['name'], validationMessage.required());
  else if (name.length > LIMITS.name.maxLength) add(['name'], validationMessage.tooLong(LIMITS.name.maxLength));
  if (!values.catalogTypeId) add(['catalogTypeId'], validationMessage.required());
  if (!values.pricingType) add(['pricingType'], validationMessage.required());
  if (values.guests !== null) {
    if (!Number.isInteger(values.guests)) add(['guests'], validationMessage.integer());
    else if (values.guests < LIMITS.minGuests.minimum || values.guests > LIMITS.minGuests.maximum)
      add(['guests'], validationMessage.range(LIMITS.minGuests.minimum, LIMITS.minGuests.maximum));
  }
  if (values.notes.length > LIMITS.notes.maxLength) add(['notes'], validationMessage.tooLong(LIMITS.notes.maxLength));
  if (values.prices.length < LIMITS.prices.minItems) add(['prices'], ruleMessage('catalogues.rules.noRows'));
  checkPrices(values, add, { fullRows: true });
});

export function emptyRow(currency: number | null): PriceRowValues {
  return { catalogItemOptionId: null, weekPeriod: 'all', price: null, discountedPrice: null, unit: 1, currency };
}

/**
 * The form's values of a stored catalogue (the edit form starts with them). The guests are the field the pricing
 * type shows; an expired catalogue starts without an expiry date, like its price update form.
 */
export function valuesOf(catalog: Catalog): CatalogValues {
  return {
    name: catalog.name,
    catalogTypeId: String(catalog.catalogType.id),
    pricingType: catalog.pricingType,
    guests: catalog.pricingType === 'package' ? catalog.maxGuests : catalog.minGuests,
    isMain: catalog.isMain,
    notes: catalog.notes ?? '',
    ...priceUpdateValuesOf(catalog),
  };
}

/** Every property but the provider: a change sends them all (the server keeps only what a body leaves out). */
function fieldsOf(values: CatalogValues) {
  const guests = values.guests;
  const pricingType = values.pricingType === 'package' ? 'package' : 'per_person';
  return {
    name: values.name.trim(),
    catalogTypeId: Number(values.catalogTypeId),
    pricingType,
    // One field, labelled by the pricing type; the other capacity is cleared.
    minGuests: pricingType === 'per_person' ? guests : null,
    maxGuests: pricingType === 'package' ? guests : null,
    isMain: values.isMain,
    notes: values.notes.trim() || null,
    expireAt: values.expireAt,
    prices: priceCreateRows(values),
  } satisfies Omit<CatalogCreate, 'providerId'>;
}

/** The body of POST /customers/{customerId}/catalogs. */
export function bodyOf(providerId: number, values: CatalogValues): CatalogCreate {
  return { providerId, ...fieldsOf(values) };
}

/** The body of PUT /customers/{customerId}/catalogs/{catalogId} from the edit form. */
export function updateBodyOf(values: CatalogValues): CatalogUpdate {
  return fieldsOf(values);
}
