import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CoupleProviderCreateLimits } from '@/api/generated/limits';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { loadAllPhoneMetadata } from '@/lib/phone';
import { useCreateCoupleProvider } from '../api/couples';
import { type CoupleValues, coupleRequest } from '../lib/add-couple';

const LIMITS = CoupleProviderCreateLimits.properties;

// German numbers only (the default country), checked by the portal's one rule, which needs the whole metadata
// (src/lib/phone-rule.ts); it loads with the first check, not with the dialog.
const resolver = rulesResolver<CoupleValues>(async (values) => {
  await loadAllPhoneMetadata();
  const request = coupleRequest(values);
  return 'errors' in request ? request.errors : {};
});

const SERVER_FIELDS: ServerFieldMap<CoupleValues> = {
  coupleName: 'coupleName',
  weddingDate: 'weddingDate',
  email: 'email',
  phone: 'phone',
  'phone.number': 'phone',
};

/**
 * Adds a couple the provider worked with but that did not come through the marketplace (e.g. booked by phone), so
 * that it can be asked for a review. E-mail and phone are only kept for that request.
 */
export function AddCoupleDialog({
  providers,
  onClose,
}: {
  providers: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Without a provider choice on the form (one provider), its error cannot sit on a field: the form says it below.
  const choosesProvider = providers.length > 1;
  const form = useForm<CoupleValues>({
    resolver,
    defaultValues: { providerId: providers[0]?.id ?? 0, coupleName: '', weddingDate: '', email: '', phone: '' },
  });
  const create = useCreateCoupleProvider();
  const { problem, submit, isPending } = useServerForm({
    form,
    mutation: create,
    fields: choosesProvider ? { ...SERVER_FIELDS, providerId: 'providerId' } : SERVER_FIELDS,
    formRef,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const request = coupleRequest(values);
    if ('errors' in request) return;
    return submit(request.body, {
      onSuccess: (created) => {
        toast.success(t('reviews.couples.added', { name: created.couple.name }));
        onClose();
      },
      onError: (error, serverProblem) => {
        const providerMessage = isApiError(error) ? error.fieldErrors['providerId'] : undefined;
        const left = serverProblem();
        return !choosesProvider && providerMessage ? { text: providerMessage } : left;
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={`${id}-description`}>
        <DialogTitle>{t('reviews.couples.addTitle')}</DialogTitle>
        <DialogDescription id={`${id}-description`}>{t('reviews.couples.addDescription')}</DialogDescription>
        <form ref={formRef} onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
          {choosesProvider ? (
            <FormField label={t('reviews.filters.provider')} error={errors.providerId?.message}>
              {(control) => (
                <Select {...control} {...form.register('providerId', { valueAsNumber: true })}>
                  {providers.map((provider) => (
                    <option key={provider.id} value={provider.id}>
                      {provider.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : null}
          <FormField label={t('reviews.couples.name')} error={errors.coupleName?.message}>
            {(control) => (
              <Input {...control} {...form.register('coupleName')} dir="auto" maxLength={LIMITS.coupleName.maxLength} />
            )}
          </FormField>
          <FormField label={t('reviews.couples.weddingDate')} error={errors.weddingDate?.message}>
            {(control) => <Input {...control} {...form.register('weddingDate')} type="date" />}
          </FormField>
          <FormField label={t('reviews.couples.email')} error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                dir="ltr"
                maxLength={LIMITS.email.maxLength}
              />
            )}
          </FormField>
          <FormField label={t('reviews.couples.phone')} error={errors.phone?.message}>
            {(control) => <Input {...control} {...form.register('phone')} type="tel" dir="ltr" />}
          </FormField>
          <FormProblem problem={problem} inline />
          <FormDialogFooter onCancel={onClose} pending={isPending} submitLabel={t('reviews.couples.add')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
