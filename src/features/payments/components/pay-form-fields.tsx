// The sections of the pay dialog's form (pay-dialog.tsx): which card pays, in how many installments, and a
// failure of spec point 8 with its way out. The plan hook reads the typed card's bank for the installment plans.
import { useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/format';
import { type CreditCard, type Payment, useInstallmentOptions } from '../api/payments';
import { cardBrand, cardDigits } from '../lib/card-rules';
import { type InstallmentPlan, installmentLabel } from '../lib/installment-label';
import type { PaymentErrorKind } from '../lib/payment-errors';
import { CardFields, type CardFieldValues } from './card-fields';

export interface PayValues extends CardFieldValues {
  source: 'saved' | 'new';
  cardId: string;
  installmentCount: string;
  saveCard: boolean;
}

type PayFormApi = UseFormReturn<PayValues>;

/** The ways to pay, in the dialog's order: a saved card (not offered without one) or a new card. */
const SOURCES: ReadonlyArray<PayValues['source']> = ['saved', 'new'];

/**
 * The plans offered for this payment and the chosen one. The brand picks the bank's installment plans; only the
 * first 6 digits (the BIN) are sent, never kept. Until a new card's number names its bank (brand null), the only
 * way to pay is at once (the installment field's hint says so).
 */
export function usePayPlan(form: PayFormApi, payment: Payment) {
  const source = useWatch({ control: form.control, name: 'source' });
  const typedNumber = useWatch({ control: form.control, name: 'number' });
  const digits = cardDigits(typedNumber);
  const brand = source === 'saved' ? 'saved' : digits.length >= 6 ? cardBrand(digits) : null;
  const options = useInstallmentOptions(payment.id, brand, digits.slice(0, 6));
  const single: InstallmentPlan = {
    installmentCount: 1,
    firstAmount: payment.amount,
    monthlyAmount: payment.amount,
    totalAmount: payment.amount,
  };
  const offered: InstallmentPlan[] = brand === null ? [single] : (options.data ?? [single]);
  const chosenCount = Number(useWatch({ control: form.control, name: 'installmentCount' })) || 1;
  // The amount the user confirms is the amount charged: the chosen plan's total, its surcharge included.
  const chosen = offered.find((option) => option.installmentCount === chosenCount) ?? single;
  return { source, brand, offered, chosen };
}

/** A saved card or a new one: the saved cards' menu, or the new card's fields (and, for administrators, keeping it). */
export function PayCardChoice({
  form,
  source,
  cards,
  canSaveCards,
}: {
  form: PayFormApi;
  source: PayValues['source'];
  cards: CreditCard[];
  canSaveCards: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = form.formState;
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('payments.pay.cardChoice')}</legend>
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
            >
              {SOURCES.map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem
                    id={`${id}-${value}`}
                    value={value}
                    disabled={value === 'saved' && cards.length === 0}
                  />
                  <label htmlFor={`${id}-${value}`} className="text-sm">
                    {t(value === 'saved' ? 'payments.pay.savedCard' : 'payments.pay.newCard')}
                  </label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      {source === 'saved' ? (
        <FormField label={t('payments.pay.whichCard')} error={errors.cardId?.message}>
          {(control) => (
            <Select {...control} {...form.register('cardId')}>
              {cards.map((card) => (
                <option key={card.id} value={card.id}>
                  {`${card.name} · ${t(`payments.brand.${card.brand}`)} ${card.maskedNumber}`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : (
        <>
          <CardFields
            errors={errors}
            fields={{
              holderName: form.register('holderName'),
              number: form.register('number'),
              expiry: form.register('expiry'),
              cvv: form.register('cvv'),
            }}
          />
          {canSaveCards ? (
            <CheckboxField control={form.control} name="saveCard" label={t('payments.pay.saveCard')} />
          ) : null}
          <FieldError error={errors.saveCard?.message} />
        </>
      )}
    </>
  );
}

/** The installment plans offered, each with its figures; a new card without its bank yet gets the hint why. */
export function InstallmentField({
  form,
  plan,
  amount,
}: {
  form: PayFormApi;
  plan: Pick<ReturnType<typeof usePayPlan>, 'brand' | 'offered'>;
  amount: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <FormField
      label={t('payments.pay.installments')}
      description={plan.brand === null ? t('payments.pay.installmentsAfterNumber') : undefined}
      error={form.formState.errors.installmentCount?.message}
    >
      {(control) => (
        <Select {...control} {...form.register('installmentCount')}>
          {plan.offered.map((option) => (
            <option key={option.installmentCount} value={option.installmentCount}>
              {installmentLabel(t, format.money, option, amount)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** A payment failure the user can act on (lib/payment-errors.ts): what happened and the way out. */
export function PayFailure({ failure }: { failure: PaymentErrorKind | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert>
      <p className="font-medium">{t(`payments.errors.${failure}.message`)}</p>
      <p>{t(`payments.errors.${failure}.recovery`)}</p>
    </Alert>
  );
}
