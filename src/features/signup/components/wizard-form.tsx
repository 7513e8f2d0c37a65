// The steps of the application (spec points 1 and 5). One form for all steps: "Weiter" checks only the fields of
// the current step (`trigger`), "Zurück" and the step indicator go back without checks; everything typed is kept
// in a draft per registration link (step and values; photos by their server ids), so going back and forth and a
// reload lose nothing. Sending puts the server's field errors on their fields and opens the first step with one.
import { type ComponentProps, type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ProviderWizardSubmitLimits } from '@/api/generated/limits';
import { type ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useDraft } from '@/lib/drafts';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { whenIdle } from '@/lib/when-idle';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/field-error';
import { phoneCountries } from '@/lib/phone-countries';
import { useStoredPhones } from '@/lib/stored-phone';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ProviderWizard,
  signupKeys,
  useCategoryMeta,
  useCities,
  useDistricts,
  useSubmitWizard,
  useWizardCategories,
} from '../api/wizard';
import {
  reconcileDraft,
  STEP_FIELDS,
  stepOfField,
  type WizardDraft,
  wizardDraftKey,
  wizardDraft,
  WIZARD_STEPS,
  type WizardValues,
  initialValues,
} from '../lib/wizard-form';
import { useWizardErrorText } from '../lib/use-wizard-error-text';
import type { PhotoStep as PhotoStepType } from './photo-step';
import { StepIndicator } from './step-indicator';
import { useFormat } from '@/lib/format';
import { isolate } from '@/lib/bidi';

/** A German landline as an example; isolated, so in Arabic its digit groups keep their order (issue 38.4). */
const PHONE_EXAMPLE = '030 12345678';

const LIMITS = ProviderWizardSubmitLimits.properties;

/** The submission's rule for the description (spec point 5: at least 300 characters) is the document's. */
const MIN_DESCRIPTION = LIMITS.description.minLength;
// The rules (zod) load when the browser is idle after the first paint, or at the first check (issue 23).
// The photo step (uploads with progress, the image checks) is the fourth: it loads when the browser is idle after the
// first paint, or when the step is reached first (a restored draft), not with the first step (issue 23).
// Moving to it waits for its code, so it renders at once with its "choose photos" button (which takes the focus when
// the step's rule fails); only a draft restored at that step shows a spinner first.
let loadedPhotoStep: typeof PhotoStepType | undefined;
const loadPhotoStep = () => import('./photo-step').then((module) => (loadedPhotoStep = module.PhotoStep));
const LazyPhotoStep = lazy(async () => ({ default: await loadPhotoStep() }));
whenIdle(() => void loadPhotoStep(), 3000);

const loadRules = () => import('../lib/wizard-rules');
const resolver = lazyResolver<WizardValues>(() => loadRules().then((rules) => rules.wizardResolver(MIN_DESCRIPTION)));

/** The server's field paths to the form's fields (a photo's `imageIds.2` lands on the photos). */
function serverFields(photoCount: number): ServerFieldMap<WizardValues> {
  return {
    companyName: 'companyName',
    contactName: 'contactName',
    email: 'email',
    phone: 'phone',
    categoryId: 'categoryId',
    cityId: 'cityId',
    districtId: 'districtId',
    address: 'address',
    description: 'description',
    imageIds: 'images',
    ...Object.fromEntries(Array.from({ length: photoCount }, (_, index) => [`imageIds.${index}`, 'images' as const])),
    acceptedPreliminaryInformation: 'acceptedPreliminaryInformation',
  };
}

export function WizardForm({ hash, wizard }: { hash: string; wizard: ProviderWizard }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // A stored number shows in national form: the phone library and its zone's metadata first (the loader has started
  // them). An application without one, the usual case, needs neither before the first paint.
  useStoredPhones([wizard.phone]);
  const draft = useDraft<WizardDraft>(wizardDraftKey(hash), { step: 0, values: initialValues(wizard) }, wizardDraft);
  const [start] = useState(() => reconcileDraft(draft.restored, wizard));
  const [step, setStep] = useState(start.step);

  const form = useForm<WizardValues>({ resolver, defaultValues: start.values });
  // The chosen category's upload rules (GET /configs/provider-category-meta) for the photos.
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const meta = useCategoryMeta(categoryId === '' ? null : Number(categoryId));

  // Every change and every step move goes into the draft.
  const { save, clear } = draft;
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
    save({ step, values: form.getValues() });
  }, [step, save, form]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => save({ step: stepRef.current, values }),
      }),
    [form, save],
  );

  const submitWizard = useSubmitWizard(hash);
  const photos = useWatch({ control: form.control, name: 'images' });
  const fields = useMemo(() => serverFields(photos.length), [photos.length]);
  const { problem, submit } = useServerForm({ form, mutation: submitWizard, fields, focusFieldError: false });

  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    if (WIZARD_STEPS[next] === 'photos' && !loadedPhotoStep) void loadPhotoStep().then(() => setStep(next));
    else setStep(next);
  };

  const current = WIZARD_STEPS[step] ?? 'company';
  const last = step === WIZARD_STEPS.length - 1;

  // The photos have no input of their own to focus: their button takes the focus instead.
  const photoButton = useRef<HTMLButtonElement>(null);
  const focusField = (field: keyof WizardValues) => {
    if (field === 'images') photoButton.current?.focus();
    else form.setFocus(field);
  };

  const next = async () => {
    const valid = await form.trigger([...STEP_FIELDS[current]], { shouldFocus: true });
    if (valid) goTo(step + 1);
    else if (current === 'photos') focusField('images');
  };

  const send = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      // The rules module builds the body: the check that just passed has loaded it.
      async (valid) =>
        submit((await loadRules()).toSubmitBody(valid), {
          onSuccess: () => clear(),
          onError: (error, serverProblem) => {
            // Sent meanwhile (another tab) or the link withdrawn: the page shows what the server now says.
            if (isApiError(error) && (error.status === 409 || error.status === 404)) {
              void queryClient.invalidateQueries({ queryKey: signupKeys.wizard(hash) });
              return serverProblem();
            }
            const left = serverProblem();
            const failed = isApiError(error)
              ? Object.keys(error.fieldErrors).flatMap((path) => {
                  const field = fields[path];
                  return field ? [field] : [];
                })
              : [];
            if (failed.length > 0) {
              const target = Math.min(...failed.map(stepOfField));
              goTo(target);
              const field = STEP_FIELDS[WIZARD_STEPS[target] ?? 'confirm'].find((name) =>
                failed.some((f) => f === name),
              );
              if (field) window.setTimeout(() => focusField(field), 0);
            }
            return left;
          },
        }),
      (errors) => {
        // A rule of an earlier step broke meanwhile (e.g. a photo left the application): open that step.
        const target = Math.min(...Object.keys(errors).map(stepOfField));
        if (target < step) goTo(target);
      },
    )(event);

  const stepTitle = t(`signup.steps.${current}`);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Enter in a text field of an earlier step submits the form in the browser (step 2's address is its only
        // one): it moves on as "Weiter" does. Sending there checked the whole application and showed the last
        // step's "Bitte bestätigen Sie …" before any send attempt (issue 38.8).
        if (last) void send(event);
        else {
          event.preventDefault();
          void next();
        }
      }}
      className="flex flex-col gap-5"
      aria-labelledby="signup-step-title"
    >
      <header className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-brand-700">{t('signup.title')}</p>
        <StepIndicator steps={WIZARD_STEPS} current={step} onGoTo={goTo} />
        <h1 id="signup-step-title" ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink outline-none">
          {t('signup.stepHeading', { number: step + 1, total: WIZARD_STEPS.length, title: stepTitle })}
        </h1>
        <p className="text-sm text-muted">{t(`signup.intro.${current}`)}</p>
      </header>
      <FormProblem problem={problem} />
      {current === 'company' ? <CompanyStep form={form} language={i18n.language} /> : null}
      {current === 'location' ? <LocationStep form={form} /> : null}
      {current === 'description' ? <DescriptionStep form={form} minimum={MIN_DESCRIPTION} /> : null}
      {current === 'photos' ? (
        <PhotoStepLoader
          form={form}
          hash={hash}
          rules={meta.data?.imageRules}
          rulesFailed={meta.isError}
          pickRef={photoButton}
        />
      ) : null}
      {current === 'confirm' ? <ConfirmStep form={form} wizard={wizard} /> : null}
      <div className="flex flex-wrap-reverse justify-between gap-3">
        {step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => goTo(step - 1)}>
            {t('signup.back')}
          </Button>
        ) : (
          <span />
        )}
        {/* Two buttons, not one whose type changes (the keys): React kept the button element and made "Weiter" a
            submit button while its click was still being handled, so the browser's default action then sent the
            form and step 5 opened with "Bitte bestätigen Sie …" before any send attempt (issue 38.8, second walk). */}
        {last ? (
          <Button key="submit" type="submit" loading={submitWizard.isPending}>
            {t('signup.submit')}
          </Button>
        ) : (
          <Button key="next" type="button" onClick={() => void next()}>
            {t('signup.next')}
          </Button>
        )}
      </div>
    </form>
  );
}

type Form = ReturnType<typeof useForm<WizardValues>>;

function CompanyStep({ form, language }: { form: Form; language: string }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const countries = useMemo(() => phoneCountries(language.replace('_', '-')), [language]);
  return (
    <div className="flex flex-col gap-4">
      <FormField label={t('signup.fields.companyName')} error={errors.companyName?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('companyName')}
            autoComplete="organization"
            maxLength={LIMITS.companyName.maxLength}
          />
        )}
      </FormField>
      <FormField label={t('signup.fields.contactName')} error={errors.contactName?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('contactName')}
            autoComplete="name"
            maxLength={LIMITS.contactName.maxLength}
          />
        )}
      </FormField>
      <FormField label={t('signup.fields.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={LIMITS.email.maxLength}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <FormField label={t('signup.fields.phoneCountry')}>
          {(control) => (
            <Select {...control} {...form.register('phoneCountry')} autoComplete="tel-country-code">
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.name} (+${country.callingCode})`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('signup.fields.phone')}
          error={errors.phone?.message}
          description={t('signup.hints.phone', { example: isolate(PHONE_EXAMPLE) })}
        >
          {(control) => (
            <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel-national" dir="ltr" />
          )}
        </FormField>
      </div>
    </div>
  );
}

function LocationStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const categories = useWizardCategories();
  const cities = useCities();
  const cityId = useWatch({ control: form.control, name: 'cityId' });
  const districts = useDistricts(cityId === '' ? null : Number(cityId));
  const loadFailed = categories.isError || cities.isError || districts.isError;
  return (
    <div className="flex flex-col gap-4">
      {loadFailed ? <FormProblem problem={{ key: 'errors.loading' }} /> : null}
      <FormField label={t('signup.fields.category')} error={errors.categoryId?.message}>
        {(control) => (
          <Select {...control} {...form.register('categoryId')} disabled={categories.isPending}>
            <option value="">{t('signup.choose')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('signup.fields.city')} error={errors.cityId?.message}>
        {(control) => (
          <Select
            {...control}
            {...form.register('cityId', { onChange: () => form.setValue('districtId', '') })}
            disabled={cities.isPending}
          >
            <option value="">{t('signup.choose')}</option>
            {(cities.data ?? []).map((city) => (
              <option key={city.id} value={String(city.id)}>
                {city.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label={t('signup.fields.district')}
        error={errors.districtId?.message}
        description={t('signup.hints.district')}
      >
        {(control) => (
          <Select {...control} {...form.register('districtId')} disabled={cityId === '' || districts.isPending}>
            <option value="">{t('signup.noDistrict')}</option>
            {(districts.data ?? []).map((district) => (
              <option key={district.id} value={String(district.id)}>
                {district.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('signup.fields.address')} error={errors.address?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('address')}
            autoComplete="street-address"
            maxLength={LIMITS.address.maxLength}
          />
        )}
      </FormField>
    </div>
  );
}

function DescriptionStep({ form, minimum }: { form: Form; minimum: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useWizardErrorText();
  const description = useWatch({ control: form.control, name: 'description' });
  const count = description.trim().length;
  return (
    <FormField
      label={t('signup.fields.description')}
      error={errorText(form.formState.errors.description?.message)}
      description={t('signup.hints.description', {
        count: format.number(count),
        min: format.number(minimum),
        max: format.number(LIMITS.description.maxLength),
      })}
    >
      {(control) => (
        <Textarea {...control} {...form.register('description')} rows={10} maxLength={LIMITS.description.maxLength} />
      )}
    </FormField>
  );
}

function ConfirmStep({ form, wizard }: { form: Form; wizard: ProviderWizard }) {
  const { t } = useTranslation();
  const errorText = useWizardErrorText();
  const values = form.getValues();
  const categories = useWizardCategories();
  const cities = useCities();
  const districts = useDistricts(values.cityId === '' ? null : Number(values.cityId));
  const nameOf = <T extends { id: number; name: string }>(list: T[] | undefined, id: string) =>
    list?.find((entry) => String(entry.id) === id)?.name ?? '';
  const error = errorText(form.formState.errors.acceptedPreliminaryInformation?.message);
  // Each row's value with its direction: what the user typed keeps its own; a phone number, which has no letters to
  // tell it, is set left to right (its digit groups turned around in Arabic).
  const rows: Array<[string, string, dir?: 'ltr']> = [
    [t('signup.fields.companyName'), values.companyName],
    [t('signup.fields.contactName'), values.contactName],
    [t('signup.fields.email'), values.email],
    [t('signup.fields.phone'), values.phone, 'ltr'],
    [t('signup.fields.category'), nameOf(categories.data, values.categoryId)],
    [
      t('signup.fields.city'),
      [nameOf(cities.data, values.cityId), nameOf(districts.data, values.districtId)].filter(Boolean).join(', '),
    ],
    [t('signup.fields.address'), values.address],
    [t('signup.summary.photos'), t('signup.summary.photoCount', { count: values.images.length })],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([label, value, dir = 'auto']) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-words" dir={dir}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        {t('signup.preliminary.intro')}{' '}
        <a
          href={wizard.preliminaryInformationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t('signup.preliminary.link')}
        </a>
      </p>
      <Controller
        control={form.control}
        name="acceptedPreliminaryInformation"
        render={({ field }) => (
          <div className="flex flex-col gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                id="signup-accept"
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'signup-accept-error' : undefined}
                className="mt-0.5"
              />
              <label htmlFor="signup-accept" className="text-sm">
                {t('signup.preliminary.accept')}
              </label>
            </div>
            <FieldError id="signup-accept-error" error={error} />
          </div>
        )}
      />
    </div>
  );
}

/** The photo step: at once when its code is there (a move to the step waits for it), else after a spinner. */
function PhotoStepLoader(props: ComponentProps<typeof LazyPhotoStep>) {
  const { t } = useTranslation();
  const [Loaded] = useState(() => loadedPhotoStep);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Spinner className="size-6" label={t('app.loading')} />}>
      <LazyPhotoStep {...props} />
    </Suspense>
  );
}
