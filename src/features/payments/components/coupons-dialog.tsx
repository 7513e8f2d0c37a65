// The coupons of a discount (spec point 9): the list and the form to add a code. Its own module, loaded with the
// first click on "Gutscheine" (issue 23), so the discounts list carries no form library.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DiscountCouponCreateLimits } from '@/api/generated/limits';
import * as z from 'zod';
import { NumberInput } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { formErrorMap } from '@/lib/forms/form-errors';
import { readMessage, ruleMessage, validationMessage } from '@/lib/forms/messages';
import { wholeNumber } from '@/lib/forms/number-schemas';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { type Discount, useCreateDiscountCoupon, useDiscountCoupons } from '../api/discounts';

const COUPON_LIMITS = DiscountCouponCreateLimits.properties;
const MAX_USAGE_MIN = COUPON_LIMITS.maxUsage.minimum;
/** The document's pattern of a code, checked on the capitals the code is sent in. */
const CODE_PATTERN = new RegExp(COUPON_LIMITS.code.pattern);
/** Its length, read from the pattern (`{4,20}`) for the message. */
const [, CODE_MIN = '', CODE_MAX = ''] = /\{(\d+),(\d+)\}/.exec(COUPON_LIMITS.code.pattern) ?? [];
const codeRule = ruleMessage('payments.discounts.couponCodeRule', { min: Number(CODE_MIN), max: Number(CODE_MAX) });

/**
 * A code of the document's pattern (the server checks again and that it is free) and an optional number of
 * redemptions.
 */
export const couponSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, validationMessage.required())
    .refine((code) => CODE_PATTERN.test(code.toUpperCase()), codeRule),
  maxUsage: wholeNumber().min(MAX_USAGE_MIN).nullable(),
});
const resolver = zodResolver(couponSchema, { error: formErrorMap() });

/** What a checked code sends: the code in capitals, as codes are stored. */
export function couponBody(discountId: number, values: z.output<typeof couponSchema>) {
  return { discountId, code: values.code.toUpperCase(), maxUsage: values.maxUsage };
}
const EMPTY_COUPON = { code: '', maxUsage: null };

/**
 * The coupon codes of a discount; new codes only where the server takes them: the user may edit the discount's
 * provider (`mayEdit`) and the discount has not expired.
 */
export function CouponsDialog({
  discount,
  mayEdit,
  onClose,
}: {
  discount: Discount;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useDiscountCoupons(discount.id);
  const create = useCreateDiscountCoupon(discount.id);
  const sharedErrorText = useErrorText();
  // The code's rule is the dialog's own text, with the limits in the language's number format.
  const errorText = (message: string | undefined) => {
    if (!message?.startsWith('payments.')) return sharedErrorText(message);
    const { key, options } = readMessage(message, format.number);
    return t(key, options);
  };
  const form = useForm<z.input<typeof couponSchema>, unknown, z.output<typeof couponSchema>>({
    resolver,
    defaultValues: EMPTY_COUPON,
  });
  const { submit, problem, isPending } = useServerForm({
    form,
    mutation: create,
    fields: { code: 'code', maxUsage: 'maxUsage' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    submit(couponBody(discount.id, values), {
      onSuccess: () => form.reset(EMPTY_COUPON),
      onError: (error, serverProblem) => {
        if (isApiError(error) && error.code === 'COUPON_CODE_TAKEN') {
          form.setError('code', { message: error.serverMessage ?? t('errors.technical') });
          return null;
        }
        return serverProblem();
      },
    }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('payments.discounts.coupons')}</DialogTitle>
        <DialogDescription dir="auto">{discount.intro}</DialogDescription>
        {list.data && list.data.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" aria-label={t('payments.discounts.coupons')}>
            {list.data.map((coupon) => (
              <li key={coupon.id} className="flex flex-wrap justify-between gap-2">
                <span className="font-mono" dir="ltr">
                  {coupon.code}
                </span>
                <span className="text-muted-foreground">
                  {coupon.maxUsage === null
                    ? t('payments.discounts.usageUnlimited', { used: coupon.usageCount })
                    : t('payments.discounts.usage', { used: coupon.usageCount, max: coupon.maxUsage })}
                  {coupon.validUntil ? ` · ${format.date(coupon.validUntil)}` : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('payments.discounts.noCoupons')}</p>
        )}
        {!mayEdit || discount.status === 'expired' ? (
          <p className="text-sm text-muted-foreground">
            {t(mayEdit ? 'payments.discounts.couponsExpired' : 'payments.discounts.couponsReadOnly')}
          </p>
        ) : (
          <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void onSubmit(event)}>
            <FormField label={t('payments.discounts.couponCode')} error={errorText(errors.code?.message)}>
              {(control) => <Input {...control} dir="ltr" {...form.register('code')} />}
            </FormField>
            <Controller
              control={form.control}
              name="maxUsage"
              render={({ field, fieldState }) => (
                <FormField label={t('payments.discounts.maxUsage')} error={errorText(fieldState.error?.message)}>
                  {(control) => <NumberInput {...control} {...field} />}
                </FormField>
              )}
            />
            <div className="sm:col-span-2">
              <FormProblem problem={problem} />
            </div>
            <Button type="submit" loading={isPending} className="sm:col-span-2">
              {t('payments.discounts.addCoupon')}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
