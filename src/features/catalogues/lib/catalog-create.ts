// A new catalogue's form as data (spec point 5): its values, its rules (the document's limits, read from the
// generated limits, and the price rules shared with the price update) and the body a valid form sends.
import * as z from 'zod';
import { CatalogCreateLimits } from '@/api/generated/limits';
import type { CatalogCreate } from '@/api/queries/catalogs';
import { checkPrices, priceCreateRows, priceRowSchema, type PriceRowValues } from '@/components/catalogs/price-rules';
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
export type CreateValues = z.infer<typeof valuesSchema>;

export const createSchema = valuesSchema.superRefine((values, context) => {
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
  checkPrices(values, add, { isNew: true });
});

export function emptyRow(currency: number | null): PriceRowValues {
  return { catalogItemOptionId: null, weekPeriod: 'all', price: null, discountedPrice: null, unit: 1, currency };
}

export function bodyOf(providerId: number, values: CreateValues): CatalogCreate {
  const guests = values.guests;
  const pricingType = values.pricingType === 'package' ? 'package' : 'per_person';
  return {
    providerId,
    name: values.name.trim(),
    catalogTypeId: Number(values.catalogTypeId),
    pricingType,
    minGuests: pricingType === 'per_person' ? guests : null,
    maxGuests: pricingType === 'package' ? guests : null,
    isMain: values.isMain,
    notes: values.notes.trim() || null,
    expireAt: values.expireAt,
    prices: priceCreateRows(values),
  };
}
