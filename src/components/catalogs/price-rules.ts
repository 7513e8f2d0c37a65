// The price update rules of spec point 5, shared by the catalogues page and the dashboard's price update modal:
// each shown period price required and an integer; a discounted price lower than the regular price; expireAt
// required, not before yesterday and at most 3 months ahead; the catalogue form's rows (new or edited) need unit
// (an integer of at most 5 digits) and currency. Messages are i18n keys (`validation.*` or `catalogues.rules.*`, see
// `useCatalogErrorText`); the server checks the same rules again.
import * as z from 'zod';
import { addDays, addMonths, isApiDate, today } from '@/lib/calendar-day';
import { CatalogPriceCreateLimits, CatalogPriceLimits } from '@/api/generated/limits';
import type { Catalog, CatalogCreate, CatalogUpdate, WeekPeriod } from '@/api/queries/catalogs';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { ruleMessage, validationMessage } from '@/lib/forms/messages';

/** Spec point 9: prices expire not before yesterday and at most 3 months ahead. */
export const EXPIRE_MONTHS_AHEAD = 3;

/**
 * The window `expireAt` may take, as API dates (the date picker's `min` and `max`): yesterday to the same day three
 * months ahead (the month's last day when that month is shorter), counted from today in the user's time zone
 * (docs/dates.md).
 */
export function expireWindow(day: string = today()): { min: string; max: string } {
  return {
    min: addDays(day, -1),
    max: addMonths(day, EXPIRE_MONTHS_AHEAD),
  };
}

export const UNIT_MAX = CatalogPriceCreateLimits.properties.unit.maximum;
export const UNIT_MIN = CatalogPriceCreateLimits.properties.unit.minimum;
/** "At most 5 characters" (spec point 9): the digits of the document's maximum. */
export const UNIT_MAX_DIGITS = String(UNIT_MAX).length;
export const PRICE_MIN = CatalogPriceCreateLimits.properties.price.minimum;

export const catalogRule = {
  expireTooEarly: () => ruleMessage('catalogues.rules.expireTooEarly'),
  expireTooLate: () => ruleMessage('catalogues.rules.expireTooLate', { months: EXPIRE_MONTHS_AHEAD }),
  discountNotLower: () => ruleMessage('catalogues.rules.discountNotLower'),
  unitDigits: () => ruleMessage('catalogues.rules.unitDigits', { digits: UNIT_MAX_DIGITS }),
} as const;

/** A number field's value: null when empty, NaN while the text is not a number. */
const numberValue = z.custom<number | null>((value) => value === null || typeof value === 'number');

export const priceRowSchema = z.object({
  catalogItemOptionId: numberValue,
  weekPeriod: z.enum(CatalogPriceLimits.properties.weekPeriod.enum),
  price: numberValue,
  discountedPrice: numberValue,
  unit: numberValue,
  currency: numberValue,
});

export type PriceRowValues = z.infer<typeof priceRowSchema>;

export const priceUpdateValuesSchema = z.object({ expireAt: z.string(), prices: z.array(priceRowSchema) });
export type PriceUpdateValues = z.infer<typeof priceUpdateValuesSchema>;

export type AddIssue = (path: Array<string | number>, message: string) => void;

function checkWholeNumber(value: number | null, path: Array<string | number>, add: AddIssue, required: boolean) {
  if (value === null) {
    if (required) add(path, validationMessage.required());
    return false;
  }
  if (!Number.isInteger(value)) {
    add(path, validationMessage.integer());
    return false;
  }
  return true;
}

/** The expiry date's rule: required, a date, inside `expireWindow` (the price forms and the copy dialog). */
export function checkExpireAt(expireAt: string, add: AddIssue, day?: string) {
  const window = expireWindow(day);
  if (!expireAt.trim()) add(['expireAt'], validationMessage.required());
  else if (!isApiDate(expireAt)) add(['expireAt'], validationMessage.date());
  else if (expireAt < window.min) add(['expireAt'], catalogRule.expireTooEarly());
  else if (expireAt > window.max) add(['expireAt'], catalogRule.expireTooLate());
}

/**
 * The rules of one set of price rows and an expiry date. `fullRows`: the rows of the catalogue form (a new
 * catalogue or one edited as a whole), which choose their item option, unit and currency; the price update form's
 * rows keep theirs.
 */
export function checkPrices(
  values: PriceUpdateValues,
  add: AddIssue,
  { fullRows, day }: { fullRows: boolean; day?: string },
) {
  checkExpireAt(values.expireAt, add, day);

  values.prices.forEach((row, index) => {
    const at = (field: string) => ['prices', index, field];
    const priceOk = checkWholeNumber(row.price, at('price'), add, true);
    if (priceOk && row.price !== null && row.price < PRICE_MIN) add(at('price'), validationMessage.min(PRICE_MIN));
    if (checkWholeNumber(row.discountedPrice, at('discountedPrice'), add, false) && row.discountedPrice !== null) {
      if (row.discountedPrice < PRICE_MIN) add(at('discountedPrice'), validationMessage.min(PRICE_MIN));
      else if (priceOk && row.price !== null && row.discountedPrice >= row.price)
        add(at('discountedPrice'), catalogRule.discountNotLower());
    }
    if (!fullRows) return;
    if (row.catalogItemOptionId === null) add(at('catalogItemOptionId'), validationMessage.required());
    if (checkWholeNumber(row.unit, at('unit'), add, true) && row.unit !== null) {
      if (row.unit < UNIT_MIN) add(at('unit'), validationMessage.min(UNIT_MIN));
      else if (row.unit > UNIT_MAX) add(at('unit'), catalogRule.unitDigits());
    }
    if (row.currency === null) add(at('currency'), validationMessage.required());
  });
}

/** The price update form's schema (existing catalogue: unit and currency keep their stored values). */
export function priceUpdateSchema(day?: string) {
  return priceUpdateValuesSchema.superRefine((values, context) =>
    checkPrices(values, (path, message) => context.addIssue({ code: 'custom', path, message }), {
      fullRows: false,
      ...(day ? { day } : {}),
    }),
  );
}

/** The form values of a catalogue's stored prices and expiry date. */
export function priceUpdateValuesOf(catalog: Catalog): PriceUpdateValues {
  return {
    expireAt: catalog.needsPriceUpdate ? '' : catalog.expireAt,
    prices: catalog.prices.map((price) => ({
      catalogItemOptionId: price.catalogItemOption.id,
      weekPeriod: price.weekPeriod,
      price: price.price,
      discountedPrice: price.discountedPrice,
      unit: price.unit,
      currency: price.currency.id,
    })),
  };
}

function rowBody(row: PriceRowValues) {
  return {
    weekPeriod: row.weekPeriod,
    price: row.price ?? 0,
    catalogItemOptionId: row.catalogItemOptionId ?? 0,
    ...(row.discountedPrice === null ? {} : { discountedPrice: row.discountedPrice }),
    ...(row.unit === null ? {} : { unit: row.unit }),
    ...(row.currency === null ? {} : { currency: row.currency }),
  };
}

/** The body of PUT /customers/{customerId}/catalogs/{catalogId} from checked form values. */
export function priceUpdateBody(values: PriceUpdateValues): CatalogUpdate {
  return { expireAt: values.expireAt, prices: values.prices.map(rowBody) };
}

/** The price rows of a new catalogue (unit and currency are required there, so they are always set). */
export function priceCreateRows(values: PriceUpdateValues): CatalogCreate['prices'] {
  return values.prices.map((row) => ({ ...rowBody(row), unit: row.unit ?? 0, currency: row.currency ?? 0 }));
}

/** The server's field paths of price rows and the expiry date are the form's paths (error format 1). */
export function priceServerFields(rowCount: number): ServerFieldMap<PriceUpdateValues> {
  const fields: ServerFieldMap<PriceUpdateValues> = { expireAt: 'expireAt' };
  for (let index = 0; index < rowCount; index += 1) {
    fields[`prices.${index}.price`] = `prices.${index}.price`;
    fields[`prices.${index}.discountedPrice`] = `prices.${index}.discountedPrice`;
    fields[`prices.${index}.unit`] = `prices.${index}.unit`;
    fields[`prices.${index}.currency`] = `prices.${index}.currency`;
    fields[`prices.${index}.catalogItemOptionId`] = `prices.${index}.catalogItemOptionId`;
    fields[`prices.${index}.weekPeriod`] = `prices.${index}.weekPeriod`;
  }
  return fields;
}

/** The week periods in the document's order (weekday, weekend, all). */
export const WEEK_PERIODS: readonly WeekPeriod[] = CatalogPriceLimits.properties.weekPeriod.enum;
