// The hall form's rules (spec point 5, "Hall capacity"): minimum guests at least 2 digits, maximum at most 4
// digits, the minimum not above the maximum, a meal or a cocktail capacity (at least one), and a name of letters,
// digits and spaces only. The limits and the name pattern are the document's (CustomerSpace). Messages are i18n
// keys: the shared `validation.*` ones or the listing's `listing.capacity.errors.*`.
import { AreaTypeLimits, CustomerSpaceImageKindLimits, CustomerSpaceLimits } from '@/api/generated/limits';
import type { TextKey } from '@/i18n/text-keys';
import { validationMessage } from '@/lib/forms/messages';
import type { Hall, HallCreate, HallUpdate } from '../api/halls';

const LIMITS = CustomerSpaceLimits.properties;
export const AREA_TYPES = AreaTypeLimits.enum;
export type AreaType = (typeof AREA_TYPES)[number];
/** What a hall's one image shows (issue 42.6), in the document's order: a photo, or the floor plan. */
export const HALL_IMAGE_KINDS = CustomerSpaceImageKindLimits.enum;
/** The document's name pattern: Latin letters, German umlauts and ß, digits and spaces (docs/listing.md). */
const NAME_PATTERN = new RegExp(LIMITS.name.pattern);
export const HALL_NAME_MAX = LIMITS.name.maxLength;

export const HALL_FIELDS = [
  'name',
  'areaType',
  'minCapacity',
  'maxCapacity',
  'mealCapacity',
  'cocktailCapacity',
] as const;
export type HallField = (typeof HALL_FIELDS)[number];

export interface HallValues {
  name: string;
  areaType: AreaType | '';
  /** null: empty; NaN: text that is no number (the number field's convention). */
  minCapacity: number | null;
  maxCapacity: number | null;
  mealCapacity: number | null;
  cocktailCapacity: number | null;
}

export type HallErrors = Partial<Record<HallField, string>>;

export const hallErrorKey = {
  name: 'listing.capacity.errors.name',
  minDigits: 'listing.capacity.errors.minDigits',
  maxDigits: 'listing.capacity.errors.maxDigits',
  order: 'listing.capacity.errors.order',
  mealOrCocktail: 'listing.capacity.errors.mealOrCocktail',
} as const satisfies Record<string, TextKey>;

export const EMPTY_HALL: HallValues = {
  name: '',
  areaType: '',
  minCapacity: null,
  maxCapacity: null,
  mealCapacity: null,
  cocktailCapacity: null,
};

export function isAreaType(value: string): value is AreaType {
  return AREA_TYPES.some((type) => type === value);
}

export function hallValues(hall: Hall): HallValues {
  return {
    name: hall.name,
    areaType: hall.areaType,
    minCapacity: hall.minCapacity,
    maxCapacity: hall.maxCapacity,
    mealCapacity: hall.mealCapacity,
    cocktailCapacity: hall.cocktailCapacity,
  };
}

/** One spacing: the name is stored trimmed, inner runs of spaces as one. */
export const normalizedName = (name: string) => name.trim().replace(/ {2,}/g, ' ');

function numberError(
  value: number | null,
  { min, max, minMessage, maxMessage }: { min: number; max: number; minMessage: string; maxMessage: string },
): string | undefined {
  if (value === null) return validationMessage.required();
  if (!Number.isInteger(value)) return validationMessage.integer();
  if (value < min) return minMessage;
  if (value > max) return maxMessage;
  return undefined;
}

/** Every rule on its field; an empty object when the hall can be sent. */
export function validateHall(values: HallValues): HallErrors {
  const errors: HallErrors = {};
  const name = normalizedName(values.name);
  if (name === '') errors.name = validationMessage.required();
  else if (name.length > HALL_NAME_MAX) errors.name = validationMessage.tooLong(HALL_NAME_MAX);
  else if (!NAME_PATTERN.test(name)) errors.name = hallErrorKey.name;
  if (values.areaType === '') errors.areaType = validationMessage.required();

  errors.minCapacity = numberError(values.minCapacity, {
    min: LIMITS.minCapacity.minimum,
    max: LIMITS.minCapacity.maximum,
    minMessage: hallErrorKey.minDigits,
    maxMessage: validationMessage.max(LIMITS.minCapacity.maximum),
  });
  errors.maxCapacity = numberError(values.maxCapacity, {
    min: LIMITS.maxCapacity.minimum,
    max: LIMITS.maxCapacity.maximum,
    minMessage: validationMessage.min(LIMITS.maxCapacity.minimum),
    maxMessage: hallErrorKey.maxDigits,
  });
  if (
    !errors.minCapacity &&
    !errors.maxCapacity &&
    values.minCapacity !== null &&
    values.maxCapacity !== null &&
    values.minCapacity > values.maxCapacity
  ) {
    // On the maximum, as the server answers it.
    errors.maxCapacity = hallErrorKey.order;
  }

  for (const field of ['mealCapacity', 'cocktailCapacity'] as const) {
    const value = values[field];
    if (value === null) continue;
    errors[field] = numberError(value, {
      min: LIMITS[field].minimum,
      max: LIMITS[field].maximum,
      minMessage: validationMessage.min(LIMITS[field].minimum),
      maxMessage: validationMessage.max(LIMITS[field].maximum),
    });
  }
  if (values.mealCapacity === null && values.cocktailCapacity === null) {
    errors.mealCapacity = hallErrorKey.mealOrCocktail;
    errors.cocktailCapacity = hallErrorKey.mealOrCocktail;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The body of a new hall, or null for values `validateHall` refuses (no area, no guest numbers). */
export function hallCreateBody(providerId: number, values: HallValues): HallCreate | null {
  const { minCapacity, maxCapacity, mealCapacity, cocktailCapacity } = values;
  if (!isAreaType(values.areaType) || minCapacity === null || maxCapacity === null) return null;
  if (mealCapacity === null && cocktailCapacity === null) return null;
  return {
    providerId,
    name: normalizedName(values.name),
    areaType: values.areaType,
    minCapacity,
    maxCapacity,
    mealCapacity,
    cocktailCapacity,
  };
}

/** Only the changed fields of a hall (the update is partial); empty when nothing changed. */
export function hallUpdateBody(hall: Hall, values: HallValues): HallUpdate {
  const body: HallUpdate = {};
  const name = normalizedName(values.name);
  if (name !== hall.name) body.name = name;
  if (isAreaType(values.areaType) && values.areaType !== hall.areaType) body.areaType = values.areaType;
  if (values.minCapacity !== null && values.minCapacity !== hall.minCapacity) body.minCapacity = values.minCapacity;
  if (values.maxCapacity !== null && values.maxCapacity !== hall.maxCapacity) body.maxCapacity = values.maxCapacity;
  if (values.mealCapacity !== hall.mealCapacity) body.mealCapacity = values.mealCapacity;
  if (values.cocktailCapacity !== hall.cocktailCapacity) body.cocktailCapacity = values.cocktailCapacity;
  return body;
}
