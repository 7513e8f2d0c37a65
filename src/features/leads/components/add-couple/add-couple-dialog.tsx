import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { PhoneCountryField } from '@/components/forms/phone-country-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { today } from '@/lib/calendar-day';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { loadAllPhoneMetadata } from '@/lib/phone';
import { useCurrentUser } from '@/lib/session/session-query';
import { useCreateLead } from '../../api/create-lead';
import {
  ADD_COUPLE_EMAIL_MAX,
  ADD_COUPLE_MESSAGE_MAX,
  ADD_COUPLE_NAME_MAX,
  addCoupleDraft,
  addCoupleRequest,
  type AddCoupleValues,
  emptyAddCouple,
  WEDDING_DATE_PAST,
} from '../../lib/add-couple';

// Numbers of any country the user picks are checked by the portal's one phone rule, which needs the whole metadata
// (src/lib/phone-rule.ts); it loads with the first check, not with the inbox.
const resolver = rulesResolver<AddCoupleValues>(async (values) => {
  await loadAllPhoneMetadata();
  const request = addCoupleRequest(values);
  return 'errors' in request ? request.errors : {};
});

const SERVER_FIELDS: ServerFieldMap<AddCoupleValues> = {
  coupleName: 'coupleName',
  weddingDate: 'weddingDate',
  email: 'email',
  phone: 'phone',
  message: 'message',
};

/**
 * Adds a couple that reached the provider outside the portal (issue 41.6, `POST /leads`): the new lead has the
 * type `manual`. What was typed is kept as a draft (per user) until the server accepted it, through a failure and a
 * reload; on success the lead's page opens.
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
  const user = useCurrentUser();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // Without a provider choice on the form (one provider), its error cannot sit on a field: the form says it below.
  const choosesProvider = providers.length > 1;
  const firstProvider = providers[0]?.id ?? 0;
  const draft = useDraft<AddCoupleValues | null>(draftKey(user.id, 'lead', 'add-couple'), null, addCoupleDraft);
  const restored = draft.restored;
  const form = useForm<AddCoupleValues>({
    resolver,
    defaultValues: restored
      ? {
          ...restored,
          // A provider the user is no longer linked to is not offered again.
          providerId: providers.some((provider) => provider.id === restored.providerId)
            ? restored.providerId
            : firstProvider,
        }
      : emptyAddCouple(firstProvider),
  });
  useDraftOnChange(form, draft, addCoupleDraft);
  const create = useCreateLead();
  const { problem, submit, isPending } = useServerForm({
    form,
    mutation: create,
    fields: choosesProvider ? { ...SERVER_FIELDS, providerId: 'providerId' } : SERVER_FIELDS,
    formRef,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const request = addCoupleRequest(values);
    if ('errors' in request) return;
    return submit(request.body, {
      onSuccess: (lead) => {
        draft.clear();
        toast.success(t('leads.add.added', { name: lead.leadDetails.name ?? request.body.coupleName }));
        onClose();
        void navigate(href.lead(lead.id));
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
      <DialogContent aria-describedby={`${id}-description`} className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>{t('leads.add.title')}</DialogTitle>
        <DialogDescription id={`${id}-description`}>{t('leads.add.description')}</DialogDescription>
        {draft.wasRestored ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('leads.add.draftRestored')}
          </p>
        ) : null}
        <form ref={formRef} onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
          {choosesProvider ? (
            <FormField label={t('leads.add.provider')} error={errors.providerId?.message}>
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
          ) : (
            <p className="text-sm">
              <span className="text-muted-foreground">{t('leads.add.provider')}: </span>
              <span dir="auto">{providers[0]?.name}</span>
            </p>
          )}
          <FormField label={t('leads.add.coupleName')} error={errors.coupleName?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('coupleName')}
                dir="auto"
                autoComplete="off"
                maxLength={ADD_COUPLE_NAME_MAX}
              />
            )}
          </FormField>
          <FormField
            label={t('leads.add.weddingDate')}
            // The feature's own rule message is translated here; `validation.*` keys by the field.
            error={
              errors.weddingDate?.message === WEDDING_DATE_PAST ? t(WEDDING_DATE_PAST) : errors.weddingDate?.message
            }
          >
            {(control) => <Input {...control} {...form.register('weddingDate')} type="date" min={today()} />}
          </FormField>
          <FormField label={t('leads.add.email')} error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                dir="ltr"
                autoComplete="off"
                maxLength={ADD_COUPLE_EMAIL_MAX}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_1fr]">
            <PhoneCountryField control={form.control} name="phoneCountry" label={t('leads.add.phoneCountry')} />
            <FormField label={t('leads.add.phone')} error={errors.phone?.message}>
              {(control) => <Input {...control} {...form.register('phone')} type="tel" dir="ltr" autoComplete="off" />}
            </FormField>
          </div>
          <FormField label={t('leads.add.message')} error={errors.message?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...form.register('message')}
                dir="auto"
                rows={3}
                maxLength={ADD_COUPLE_MESSAGE_MAX}
              />
            )}
          </FormField>
          <FormProblem problem={problem} inline />
          <FormDialogFooter onCancel={onClose} pending={isPending} submitLabel={t('leads.add.submit')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
