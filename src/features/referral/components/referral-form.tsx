import { type Control, Controller, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { LoadError } from '@/components/errors/load-error';
import { PhoneCountryField } from '@/components/forms/phone-country-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { href } from '@/config/paths';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  COMPANY_NAME_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  EMPTY_REFERRAL,
  REFERRAL_SERVER_FIELDS,
  referralDraft,
  type ReferralFormValues,
  useCreateReferral,
  useReferralSetup,
} from '../api/referral';

// The rules (zod, libphonenumber-js) load when the browser is idle after the first paint, or at the first check.
const resolver = lazyResolver<ReferralFormValues>(() =>
  import('../lib/referral-rules').then((rules) => rules.referralResolver),
);

/** The referral form (spec point 5): loads beside the page with react-hook-form; its rules after the first paint. */
export function ReferralForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const setup = useReferralSetup();
  const draft = useDraft<ReferralFormValues | null>(draftKey(user.id, 'referral'), null, referralDraft);
  const form = useForm<ReferralFormValues>({
    resolver,
    defaultValues: draft.restored ?? EMPTY_REFERRAL,
  });
  useDraftOnChange(form, draft, referralDraft);
  const mutation = useCreateReferral();
  const { problem, submit, isPending } = useServerForm({ form, mutation, fields: REFERRAL_SERVER_FIELDS });
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' });
  const { errors } = form.formState;
  const campaignId = setup.data?.campaignId ?? null;

  const onSubmit = form.handleSubmit((values) => {
    if (campaignId === null || !values.acceptTerms) return;
    return submit(
      { values, campaignId, customerId: user.customerId, customerUserId: user.id },
      {
        onSuccess: () => {
          draft.clear();
          void navigate(href.referProviderSuccess(), { state: { companyName: values.companyName.trim() } });
        },
        // The server's message (response.data.message, spec point 7) shows even when its field errors found
        // their fields; what was typed stays in the form and in the draft.
        onError: (error, serverProblem) => {
          const left = serverProblem();
          if (left) return left;
          return isApiError(error) && error.serverMessage ? { text: error.serverMessage } : null;
        },
      },
    );
  });

  if (setup.isError) return <LoadError onRetry={() => void setup.refetch()} />;

  const campaignMissing = setup.isSuccess && campaignId === null;
  return (
    <form
      noValidate
      aria-label={t('referral.form.title')}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 className="text-lg font-semibold">{t('referral.form.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('referral.form.intro')}</p>
      {draft.wasRestored ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('referral.form.draftRestored')}
        </p>
      ) : null}
      <FormField label={t('referral.form.companyName')} error={errors.companyName?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('companyName')}
            maxLength={COMPANY_NAME_MAX_LENGTH}
            autoComplete="off"
            dir="auto"
          />
        )}
      </FormField>
      <FormField label={t('referral.form.name')} error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            maxLength={CONTACT_NAME_MAX_LENGTH}
            autoComplete="off"
            dir="auto"
          />
        )}
      </FormField>
      <PhoneFields form={form} />
      <FormField label={t('referral.form.category')} error={errors.categoryId?.message}>
        {(control) => (
          <Select {...control} {...form.register('categoryId')} disabled={!setup.data}>
            <option value="">{t('referral.form.chooseCategory')}</option>
            {(setup.data?.categories ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <AcceptTerms control={form.control} />
      {campaignMissing ? <Alert>{t('errors.missingInformation')}</Alert> : null}
      <FormProblem problem={problem} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isPending || setup.isPending} disabled={!accepted || campaignId === null}>
          {t('referral.form.send')}
        </Button>
        {accepted ? null : <p className="text-sm text-muted-foreground">{t('referral.form.acceptFirst')}</p>}
      </div>
    </form>
  );
}

/** The phone number with its country (the country menu in the UI language). */
function PhoneFields({ form }: { form: UseFormReturn<ReferralFormValues> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <PhoneCountryField control={form.control} name="phoneCountry" label={t('referral.form.phoneCountry')} />
      <FormField
        label={t('referral.form.phone')}
        error={form.formState.errors.phone?.message}
        description={t('referral.form.phoneHint')}
      >
        {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="off" dir="ltr" />}
      </FormField>
    </div>
  );
}

/** Accepting the referral conditions, with the link to read them. */
function AcceptTerms({ control }: { control: Control<ReferralFormValues> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox
              id="referral-accept-terms"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="referral-accept-terms" className="leading-snug">
          {t('referral.form.acceptTerms')}
        </Label>
      </div>
      <Link to={href.referProviderConditions()} className="ms-7 text-sm text-brand-700 underline">
        {t('referral.form.readTerms')}
      </Link>
    </div>
  );
}
