// "Für die nächste Saison kopieren" (issue 42.1): a new catalogue made of a stored one, with a new name and expiry
// date, through the create operation. What it takes over, its default name and its rules.
import { CatalogCreateLimits } from '@/api/generated/limits';
import type { Catalog, CatalogCreate } from '@/api/queries/catalogs';
import { type AddIssue, checkExpireAt, expireWindow } from '@/components/catalogs/price-rules';
import { validationMessage } from '@/lib/forms/messages';

const NAME = CatalogCreateLimits.properties.name;

export interface CopyValues {
  name: string;
  expireAt: string;
}

/** A year in a name ("Hochzeitsmenü 2026"): the last one, as a word of its own. */
const YEAR = /\b(20\d\d)\b(?!.*\b20\d\d\b)/;

/**
 * The copy's name: a name with a year names the next one ("Saalmiete 2026" → "Saalmiete 2027"), the season the copy
 * is for; any other gets the marker `copyOf` words ("Sommerbuffet" → "Sommerbuffet (Kopie)").
 */
export function copyName(name: string, copyOf: (name: string) => string): string {
  const year = YEAR.exec(name);
  if (year?.[1]) return name.replace(YEAR, String(Number(year[1]) + 1));
  return copyOf(name);
}

/**
 * The dialog's start: the default name and the latest expiry date the rule allows (today + 3 months in the user's
 * calendar): a catalogue for the next season should stay valid as long as it may.
 */
export function copyStart(catalog: Catalog, copyOf: (name: string) => string, day?: string): CopyValues {
  return { name: copyName(catalog.name, copyOf), expireAt: expireWindow(day).max };
}

/** The dialog's rules: the name of a new catalogue, the expiry window. Messages are i18n keys. */
export function checkCopy(values: CopyValues, day?: string): Partial<Record<keyof CopyValues, string>> {
  const errors: Partial<Record<keyof CopyValues, string>> = {};
  const add: AddIssue = (path, message) => {
    const field = path[0];
    if ((field === 'name' || field === 'expireAt') && errors[field] === undefined) errors[field] = message;
  };
  const name = values.name.trim();
  if (!name) add(['name'], validationMessage.required());
  else if (name.length > NAME.maxLength) add(['name'], validationMessage.tooLong(NAME.maxLength));
  checkExpireAt(values.expireAt, add, day);
  return errors;
}

/**
 * The new catalogue: type, pricing type, guests, notes and every price row of the stored one, with the new name and
 * expiry date. Not the main flag (the provider's main catalogue stays the one it is), nor the PDF.
 */
export function copyBody(catalog: Catalog, values: CopyValues): CatalogCreate {
  return {
    providerId: catalog.providerId,
    name: values.name.trim(),
    catalogTypeId: catalog.catalogType.id,
    pricingType: catalog.pricingType,
    minGuests: catalog.minGuests,
    maxGuests: catalog.maxGuests,
    isMain: false,
    notes: catalog.notes,
    expireAt: values.expireAt,
    prices: catalog.prices.map((price) => ({
      weekPeriod: price.weekPeriod,
      price: price.price,
      ...(price.discountedPrice === null ? {} : { discountedPrice: price.discountedPrice }),
      catalogItemOptionId: price.catalogItemOption.id,
      currency: price.currency.id,
      unit: price.unit,
    })),
  };
}
