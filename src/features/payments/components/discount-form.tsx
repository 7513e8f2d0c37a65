// Create or edit a discount (`discount`: percent off) or installment campaign (`installment`: number of
// installments), points 3, 4 and 9: intro and gift text with character counters, labels of the price before and
// after, valid from and until (until not before from), the popup showcase, the primary flag. Saving puts it back
// to team approval. A provider whose plan has no discounts gets the upgrade dialog instead (spec point 1). The
// form's sections are in discount-form-fields.tsx.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormProblem } from '@/components/ui/form-problem';
import { toast } from '@/components/ui/toaster';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import type { LoggedInUser } from '@/lib/session/session-query';
import { type Discount, useSaveDiscount } from '../api/discounts';
import {
  discountFormSchema,
  type DiscountFormOutput,
  type DiscountFormValues as DiscountValues,
  discountSave,
  discountValuesOf,
} from '../lib/discount-rules';
import { DiscountKindFields, DiscountOfferFields, DiscountPopupFields } from './discount-form-fields';

const resolver = zodResolver(discountFormSchema, { error: formErrorMap() });

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
  const providerId = Number(useWatch({ control: form.control, name: 'providerId' }));
  const gate = useProviderPermissions(providerId > 0 ? providerId : (providers[0]?.id ?? 1));

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
          <DiscountKindFields form={form} providers={providers} editing={discount !== null} />
          <DiscountOfferFields form={form} />
          <DiscountPopupFields form={form} />
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
