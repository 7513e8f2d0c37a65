// The discount dialog's rules, as the document states them (DiscountPercentCreate, DiscountInstallmentCreate):
// a percentage of 1 to 100 or 2 to 24 installments, an intro of 1 to 500 characters, label prices in euros with
// the price after lower than the price before (both or neither), valid until not before valid from.
import * as z from 'zod';
import { DiscountInstallmentCreateLimits, DiscountPercentCreateLimits } from '@/api/generated/limits';
import { zDiscountType } from '@/api/generated/zod/zod.gen';
import type { TextKey } from '@/i18n/text-keys';
import { validationMessage } from '@/lib/forms/messages';
import { euroAmount, wholeNumber } from '@/lib/forms/number-schemas';
import type { Discount, DiscountCreate, DiscountUpdate } from '../api/discounts';

export const DISCOUNT_LIMITS = DiscountPercentCreateLimits.properties;
export const INSTALLMENT_LIMITS = DiscountInstallmentCreateLimits.properties.installmentCount;

/** Feature messages (not `validation.*`): the dialog translates them itself. */
export const discountMessage = {
  untilBeforeFrom: 'payments.discounts.untilBeforeFrom',
  pricesTogether: 'payments.discounts.pricesTogether',
  priceAfterNotLower: 'payments.discounts.priceAfterNotLower',
} as const satisfies Record<string, TextKey>;

const optionalText = (max: number) => z.string().max(max, validationMessage.tooLong(max));

export const discountFormSchema = z
  .object({
    providerId: z.string().min(1, validationMessage.required()),
    discountType: zDiscountType,
    discountRatio: wholeNumber()
      .min(DISCOUNT_LIMITS.discountRatio.minimum)
      .max(DISCOUNT_LIMITS.discountRatio.maximum)
      .nullable(),
    installmentCount: wholeNumber().min(INSTALLMENT_LIMITS.minimum).max(INSTALLMENT_LIMITS.maximum).nullable(),
    intro: z
      .string()
      .trim()
      .min(1, validationMessage.required())
      .max(DISCOUNT_LIMITS.intro.maxLength, validationMessage.tooLong(DISCOUNT_LIMITS.intro.maxLength)),
    giftText: optionalText(DISCOUNT_LIMITS.giftText.maxLength),
    // exclusiveMinimum 0: a label price of 0,00 € is no price.
    priceBefore: euroAmount().gt(DISCOUNT_LIMITS.priceBefore.exclusiveMinimum).nullable(),
    priceAfter: euroAmount().min(DISCOUNT_LIMITS.priceAfter.minimum).nullable(),
    validFrom: z.string().min(1, validationMessage.required()),
    validUntil: z.string().min(1, validationMessage.required()),
    popupShowcaseTitle: optionalText(DISCOUNT_LIMITS.popupShowcaseTitle.maxLength),
    popupShowcaseDescription: optionalText(DISCOUNT_LIMITS.popupShowcaseDescription.maxLength),
    isPrimary: z.boolean(),
  })
  .superRefine((values, context) => {
    const required = (path: 'discountRatio' | 'installmentCount') =>
      context.addIssue({ code: 'custom', path: [path], message: validationMessage.required() });
    if (values.discountType === 'discount' && values.discountRatio === null) required('discountRatio');
    if (values.discountType === 'installment' && values.installmentCount === null) required('installmentCount');
    if (values.validFrom && values.validUntil && values.validUntil < values.validFrom)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: discountMessage.untilBeforeFrom });
    const { priceBefore, priceAfter } = values;
    if ((priceBefore === null) !== (priceAfter === null))
      context.addIssue({
        code: 'custom',
        path: [priceBefore === null ? 'priceBefore' : 'priceAfter'],
        message: discountMessage.pricesTogether,
      });
    else if (priceBefore !== null && priceAfter !== null && priceAfter >= priceBefore)
      context.addIssue({ code: 'custom', path: ['priceAfter'], message: discountMessage.priceAfterNotLower });
  });

export type DiscountFormValues = z.input<typeof discountFormSchema>;
export type DiscountFormOutput = z.output<typeof discountFormSchema>;

/** The form's values of a discount, or of a new one for the provider. */
export function discountValuesOf(discount: Discount | null, providerId: number | undefined): DiscountFormValues {
  return {
    providerId: String(discount?.providerId ?? providerId ?? ''),
    discountType: discount?.discountType ?? 'discount',
    discountRatio: discount?.discountRatio ?? null,
    installmentCount: discount?.installmentCount ?? null,
    intro: discount?.intro ?? '',
    giftText: discount?.giftText ?? '',
    priceBefore: discount?.priceBefore ?? null,
    priceAfter: discount?.priceAfter ?? null,
    validFrom: discount?.validFrom ?? '',
    validUntil: discount?.validUntil ?? '',
    popupShowcaseTitle: discount?.popupShowcaseTitle ?? '',
    popupShowcaseDescription: discount?.popupShowcaseDescription ?? '',
    isPrimary: discount?.isPrimary ?? false,
  };
}

/** The fields an edit sends when they changed (discountType is compared on its own). */
const CHANGEABLE = [
  'discountRatio',
  'installmentCount',
  'intro',
  'giftText',
  'priceBefore',
  'priceAfter',
  'validFrom',
  'validUntil',
  'popupShowcaseTitle',
  'popupShowcaseDescription',
  'isPrimary',
] as const satisfies ReadonlyArray<keyof DiscountFormValues & keyof DiscountUpdate>;

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export type DiscountSave = { id: number; body: DiscountUpdate } | { id: null; body: DiscountCreate };

/**
 * What a save of checked values sends: a new discount in its variant's shape, or the changed fields of an existing
 * one (the document's partial update); null when nothing changed.
 */
export function discountSave(values: DiscountFormOutput, discount: Discount | null): DiscountSave | null {
  const common = {
    intro: values.intro.trim(),
    isPrimary: values.isPrimary,
    priceBefore: values.priceBefore,
    priceAfter: values.priceAfter,
    validFrom: values.validFrom,
    validUntil: values.validUntil,
    popupShowcaseTitle: textOrNull(values.popupShowcaseTitle),
    popupShowcaseDescription: textOrNull(values.popupShowcaseDescription),
    giftText: textOrNull(values.giftText),
  };
  const typed =
    values.discountType === 'discount'
      ? { discountType: 'discount' as const, discountRatio: values.discountRatio ?? 0, installmentCount: null }
      : { discountType: 'installment' as const, installmentCount: values.installmentCount ?? 0, discountRatio: null };
  if (discount) {
    const all: DiscountUpdate = { ...common, ...typed };
    const before = discountValuesOf(discount, undefined);
    const changedKeys = [
      ...CHANGEABLE.filter((field) => values[field] !== before[field]),
      ...(values.discountType === before.discountType ? [] : (['discountType'] as const)),
    ];
    const changed: DiscountUpdate = Object.fromEntries(changedKeys.map((key) => [key, all[key]]));
    return Object.keys(changed).length === 0 ? null : { id: discount.id, body: changed };
  }
  const providerId = Number(values.providerId);
  return typed.discountType === 'discount'
    ? { id: null, body: { providerId, ...common, discountType: 'discount', discountRatio: typed.discountRatio } }
    : {
        id: null,
        body: { providerId, ...common, discountType: 'installment', installmentCount: typed.installmentCount },
      };
}
