// The sections of the discount dialog (discount-form.tsx): what kind of offer for which provider, its texts with
// counters, prices and dates, and the popup showcase. Each reads the form it is given; the texts of the shared
// `validation.*` keys and of this dialog's own rules come from useDiscountErrorText.
import { type Control, Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/forms/number-input';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { messageKey } from '@/lib/forms/messages';
import type { LoggedInUser } from '@/lib/session/session-query';
import {
  DISCOUNT_LIMITS as LIMITS,
  type DiscountFormOutput,
  type DiscountFormValues as DiscountValues,
} from '../lib/discount-rules';

type DiscountFormApi = UseFormReturn<DiscountValues, unknown, DiscountFormOutput>;

/** "12 / 500": the counter below a text field (spec point 9), read out politely while typing. */
function Counter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation();
  return (
    <span aria-live="polite" className={value.length > max ? 'text-destructive' : undefined}>
      {t('payments.discounts.counter', { length: value.length, max })}
    </span>
  );
}

/** Texts of the shared `validation.*` keys and of this dialog's own rules. */
function useDiscountErrorText() {
  const { t } = useTranslation();
  const shared = useErrorText();
  return (message: string | undefined) => (message?.startsWith('payments.') ? t(messageKey(message)) : shared(message));
}

/** A number field of the dialog, in the reader's notation ("1.760,50" in German): one parser for the portal. */
function NumberField({
  name,
  label,
  control,
  decimals = 0,
}: {
  name: 'discountRatio' | 'installmentCount' | 'priceBefore' | 'priceAfter';
  label: string;
  control: Control<DiscountValues, unknown, DiscountFormOutput>;
  decimals?: number;
}) {
  const errorText = useDiscountErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={errorText(fieldState.error?.message)}>
          {(props) => <NumberInput {...props} {...field} decimals={decimals} fixedDecimals={decimals > 0} />}
        </FormField>
      )}
    />
  );
}

/**
 * Which provider (fixed once the offer exists), a discount or an installment campaign with its percent or number
 * of installments, and the primary flag.
 */
export function DiscountKindFields({
  form,
  providers,
  editing,
}: {
  form: DiscountFormApi;
  providers: LoggedInUser['providers'];
  editing: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useDiscountErrorText();
  const type = useWatch({ control: form.control, name: 'discountType' }) ?? 'discount';
  return (
    <>
      <FormField label={t('payments.discounts.provider')} error={errorText(form.formState.errors.providerId?.message)}>
        {(control) => (
          <Select {...control} disabled={editing} {...form.register('providerId')}>
            {providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('payments.discounts.type')}>
        {(control) => (
          <Select {...control} {...form.register('discountType')}>
            <option value="discount">{t('payments.discounts.types.discount')}</option>
            <option value="installment">{t('payments.discounts.types.installment')}</option>
          </Select>
        )}
      </FormField>
      {type === 'discount' ? (
        <NumberField name="discountRatio" label={t('payments.discounts.ratio')} control={form.control} />
      ) : (
        <NumberField name="installmentCount" label={t('payments.discounts.installmentCount')} control={form.control} />
      )}
      <CheckboxField
        control={form.control}
        name="isPrimary"
        label={t('payments.discounts.primary')}
        className="self-end"
      />
    </>
  );
}

/** The intro and gift texts with their counters, the prices before and after, and the dates it is valid. */
export function DiscountOfferFields({ form }: { form: DiscountFormApi }) {
  const { t } = useTranslation();
  const errorText = useDiscountErrorText();
  const { errors } = form.formState;
  const [intro, giftText] = useWatch({ control: form.control, name: ['intro', 'giftText'] });
  return (
    <>
      <FormField
        className="sm:col-span-2"
        label={t('payments.discounts.intro')}
        description={<Counter value={intro ?? ''} max={LIMITS.intro.maxLength} />}
        error={errorText(errors.intro?.message)}
      >
        {(control) => <Textarea {...control} maxLength={LIMITS.intro.maxLength} {...form.register('intro')} />}
      </FormField>
      <FormField
        className="sm:col-span-2"
        label={t('payments.discounts.giftText')}
        description={<Counter value={giftText ?? ''} max={LIMITS.giftText.maxLength} />}
        error={errorText(errors.giftText?.message)}
      >
        {(control) => <Textarea {...control} maxLength={LIMITS.giftText.maxLength} {...form.register('giftText')} />}
      </FormField>
      <NumberField name="priceBefore" label={t('payments.discounts.priceBefore')} control={form.control} decimals={2} />
      <NumberField name="priceAfter" label={t('payments.discounts.priceAfter')} control={form.control} decimals={2} />
      <FormField label={t('payments.discounts.validFrom')} error={errorText(errors.validFrom?.message)}>
        {(control) => <Input {...control} type="date" {...form.register('validFrom')} />}
      </FormField>
      <FormField label={t('payments.discounts.validUntil')} error={errorText(errors.validUntil?.message)}>
        {(control) => <Input {...control} type="date" {...form.register('validUntil')} />}
      </FormField>
    </>
  );
}

/** The popup showcase's title and description. */
export function DiscountPopupFields({ form }: { form: DiscountFormApi }) {
  const { t } = useTranslation();
  const errorText = useDiscountErrorText();
  const { errors } = form.formState;
  return (
    <>
      <FormField
        className="sm:col-span-2"
        label={t('payments.discounts.popupTitle')}
        error={errorText(errors.popupShowcaseTitle?.message)}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={LIMITS.popupShowcaseTitle.maxLength}
            {...form.register('popupShowcaseTitle')}
          />
        )}
      </FormField>
      <FormField
        className="sm:col-span-2"
        label={t('payments.discounts.popupDescription')}
        error={errorText(errors.popupShowcaseDescription?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={LIMITS.popupShowcaseDescription.maxLength}
            {...form.register('popupShowcaseDescription')}
          />
        )}
      </FormField>
    </>
  );
}
