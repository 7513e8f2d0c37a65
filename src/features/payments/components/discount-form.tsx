// Create or edit a discount (`discount`: percent off) or installment campaign (`installment`: number of
// installments), points 3, 4 and 9: intro and gift text with character counters, labels of the price before and
// after, valid from and until (until not before from), the popup showcase, the primary flag. Saving puts it back
// to team approval. A provider whose plan has no discounts gets the upgrade dialog instead (spec point 1).
import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { NumberInput } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import type { LoggedInUser } from '@/lib/session/session-query';
import { type Discount, useSaveDiscount } from '../api/discounts';
import {
  DISCOUNT_LIMITS as LIMITS,
  discountFormSchema,
  type DiscountFormOutput,
  type DiscountFormValues as DiscountValues,
  discountSave,
  discountValuesOf,
} from '../lib/discount-rules';

const resolver = zodResolver(discountFormSchema, { error: formErrorMap() });

/** "12 / 500": the counter below a text field (spec point 9), read out politely while typing. */
function Counter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation();
  return (
    <span aria-live="polite" className={value.length > max ? 'text-danger' : undefined}>
      {t('payments.discounts.counter', { length: value.length, max })}
    </span>
  );
}

/** Texts of the shared `validation.*` keys and of this dialog's own rules. */
function useDiscountErrorText() {
  const { t } = useTranslation();
  const shared = useErrorText();
  return (message: string | undefined) => (message?.startsWith('payments.') ? t(message) : shared(message));
}

/** A number field of the dialog, in the reader's notation ("1.760,50" in German): one parser for the portal. */
function NumberField({
  name,
  label,
  control,
  errorText,
  decimals = 0,
}: {
  name: 'discountRatio' | 'installmentCount' | 'priceBefore' | 'priceAfter';
  label: string;
  control: Control<DiscountValues, unknown, DiscountFormOutput>;
  errorText: (message: string | undefined) => string | undefined;
  decimals?: number;
}) {
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

export function DiscountForm({
  discount,
  providers,
  onClose,
}: {
  discount: Discount | null;
  providers: LoggedInUser['providers'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  const save = useSaveDiscount();
  const errorText = useDiscountErrorText();
  const form = useForm<DiscountValues, unknown, DiscountFormOutput>({
    resolver,
    defaultValues: discountValuesOf(discount, providers[0]?.id),
  });
  const { submit, problem, isPending } = useServerForm({
    form,
    mutation: save,
    fields: {
      providerId: 'providerId',
      discountRatio: 'discountRatio',
      installmentCount: 'installmentCount',
      intro: 'intro',
      giftText: 'giftText',
      priceBefore: 'priceBefore',
      priceAfter: 'priceAfter',
      validFrom: 'validFrom',
      validUntil: 'validUntil',
      popupShowcaseTitle: 'popupShowcaseTitle',
      popupShowcaseDescription: 'popupShowcaseDescription',
    },
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const providerId = Number(watched.providerId);
  const gate = useProviderPermissions(providerId > 0 ? providerId : (providers[0]?.id ?? 1));
  const type = watched.discountType ?? 'discount';

  const onSubmit = form.handleSubmit((values) => {
    if (gate.data?.discounts === false) {
      upgrade.open('discounts', { providerId });
      onClose();
      return;
    }
    const input = discountSave(values, discount);
    if (!input) {
      onClose();
      return;
    }
    return submit(input, {
      onSuccess: () => {
        toast.success(t('payments.discounts.saved'));
        onClose();
      },
      onError: (error, serverProblem) => {
        if (isApiError(error) && error.code === 'PLAN_FEATURE_REQUIRED') {
          upgrade.open('discounts', { providerId });
          onClose();
          return null;
        }
        return serverProblem();
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{discount ? t('payments.discounts.editTitle') : t('payments.discounts.createTitle')}</DialogTitle>
        <DialogDescription>{t('payments.discounts.approvalNotice')}</DialogDescription>
        <form
          noValidate
          aria-label={discount ? t('payments.discounts.editTitle') : t('payments.discounts.createTitle')}
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormField label={t('payments.discounts.provider')} error={errorText(errors.providerId?.message)}>
            {(control) => (
              <Select {...control} disabled={discount !== null} {...form.register('providerId')}>
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
            <NumberField
              name="discountRatio"
              label={t('payments.discounts.ratio')}
              control={form.control}
              errorText={errorText}
            />
          ) : (
            <NumberField
              name="installmentCount"
              label={t('payments.discounts.installmentCount')}
              control={form.control}
              errorText={errorText}
            />
          )}
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" className="size-4" {...form.register('isPrimary')} />
            {t('payments.discounts.primary')}
          </label>
          <FormField
            className="sm:col-span-2"
            label={t('payments.discounts.intro')}
            description={<Counter value={watched.intro ?? ''} max={LIMITS.intro.maxLength} />}
            error={errorText(errors.intro?.message)}
          >
            {(control) => <Textarea {...control} maxLength={LIMITS.intro.maxLength} {...form.register('intro')} />}
          </FormField>
          <FormField
            className="sm:col-span-2"
            label={t('payments.discounts.giftText')}
            description={<Counter value={watched.giftText ?? ''} max={LIMITS.giftText.maxLength} />}
            error={errorText(errors.giftText?.message)}
          >
            {(control) => (
              <Textarea {...control} maxLength={LIMITS.giftText.maxLength} {...form.register('giftText')} />
            )}
          </FormField>
          <NumberField
            name="priceBefore"
            label={t('payments.discounts.priceBefore')}
            control={form.control}
            errorText={errorText}
            decimals={2}
          />
          <NumberField
            name="priceAfter"
            label={t('payments.discounts.priceAfter')}
            control={form.control}
            errorText={errorText}
            decimals={2}
          />
          <FormField label={t('payments.discounts.validFrom')} error={errorText(errors.validFrom?.message)}>
            {(control) => <Input {...control} type="date" {...form.register('validFrom')} />}
          </FormField>
          <FormField label={t('payments.discounts.validUntil')} error={errorText(errors.validUntil?.message)}>
            {(control) => <Input {...control} type="date" {...form.register('validUntil')} />}
          </FormField>
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
          {gate.data?.discounts === false ? (
            <Alert tone="info" className="sm:col-span-2">
              {t('payments.discounts.planHint')}
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <FormProblem problem={problem} />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('payments.discounts.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
