import * as z from 'zod';
import { ProviderItemCreateLimits } from '@/api/generated/limits';
import type { TextKey } from '@/i18n/text-keys';
import { validationMessage } from '@/lib/forms/messages';
import type { ProviderItem, ProviderItemCreate, ProviderItemUpdate } from '../api/provider-items';

const limits = ProviderItemCreateLimits.properties;
export const NAME_MAX = limits.name.maxLength;
export const DESCRIPTION_MAX = limits.description.maxLength;
const PRICE_MIN = limits.price.minimum;

/** Feature messages (not `validation.*`): the product dialog translates them itself. */
export const productMessage = {
  discountNeedsPrice: 'products.form.discountNeedsPrice',
  discountNotLower: 'products.form.discountNotLower',
} as const satisfies Record<string, TextKey>;

const price = z
  .number({ error: validationMessage.invalid() })
  .min(PRICE_MIN, validationMessage.min(PRICE_MIN))
  .nullable();

/**
 * The product dialog's rules, as the document states them (ProviderItemCreate): a name of 1 to 120
 * characters, a description of at most 2000, prices in EUR not below 0, a discounted price only with a regular
 * price and lower than it.
 */
export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, validationMessage.required()).max(NAME_MAX, validationMessage.tooLong(NAME_MAX)),
    description: z.string().max(DESCRIPTION_MAX, validationMessage.tooLong(DESCRIPTION_MAX)),
    price,
    discountedPrice: price,
    active: z.boolean(),
    isBiddable: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.discountedPrice === null || Number.isNaN(values.discountedPrice)) return;
    if (values.price === null || Number.isNaN(values.price))
      context.addIssue({ code: 'custom', path: ['discountedPrice'], message: productMessage.discountNeedsPrice });
    else if (values.discountedPrice >= values.price)
      context.addIssue({ code: 'custom', path: ['discountedPrice'], message: productMessage.discountNotLower });
  });

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: null,
  discountedPrice: null,
  active: true,
  isBiddable: false,
};

export function productFormValues(item: ProviderItem): ProductFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    price: item.price,
    discountedPrice: item.discountedPrice,
    active: item.status === 'active',
    isBiddable: item.isBiddable,
  };
}

function cleanDescription(description: string): string | null {
  const trimmed = description.trim();
  return trimmed === '' ? null : trimmed;
}

export function createBody(values: ProductFormOutput): Omit<ProviderItemCreate, 'providerId'> {
  return {
    name: values.name,
    description: cleanDescription(values.description),
    price: values.price,
    discountedPrice: values.discountedPrice,
    status: values.active ? 'active' : 'passive',
    isBiddable: values.isBiddable,
  };
}

/** Only the changed fields (the document's partial update); an empty object when nothing changed. */
export function updateBody(item: ProviderItem, values: ProductFormOutput): ProviderItemUpdate {
  const body: ProviderItemUpdate = {};
  if (values.name !== item.name) body.name = values.name;
  const description = cleanDescription(values.description);
  if (description !== item.description) body.description = description;
  if (values.price !== item.price) body.price = values.price;
  if (values.discountedPrice !== item.discountedPrice) body.discountedPrice = values.discountedPrice;
  const status = values.active ? 'active' : 'passive';
  if (status !== item.status) body.status = status;
  if (values.isBiddable !== item.isBiddable) body.isBiddable = values.isBiddable;
  return body;
}
