import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NumberInput, useNumberText } from '@/components/forms/number-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FieldError } from '@/components/ui/field-error';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import { phoneCountries } from '@/lib/phone-countries';
import { useStoredPhones } from '@/lib/stored-phone';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useCurrentUser } from '@/lib/session/session-query';
import type { ProviderData, ProviderDataUpdate, ProviderForm } from '../api/provider-content';
import type { ProviderDetail } from '../api/providers';
import { useSaveProfile } from '../api/save-profile';
import { initialValues, type ProfileValues, startPhoneOf } from '../lib/profile';
import { answerFieldsOf, type ListingKey, listingKeysOf } from '../lib/profile-tabs';
import { focusFieldOf } from '../lib/focus-field';
import { profileDraft } from '../lib/profile-draft';
import { ABOUT_TEXT_WORDS, characterCount, PROVIDER_TEXT_MIN_CHARS, wordCount } from '../lib/text-stats';

interface ProfileTabFormProps {
  tab: string;
  provider: ProviderDetail;
  forms: ProviderForm[];
  answers: ProviderData[];
  pending: Map<string, ProviderDataUpdate>;
  /** The user has no edit rights for the provider: the values show, nothing can be sent. */
  readOnly?: boolean;
}

/** One tab of the info page as a form: typed values survive a reload (draft) until they are saved. */
export function ProfileTabForm({ tab, provider, forms, answers, pending, readOnly = false }: ProfileTabFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The contact tab shows the stored number in national form: the phone library and its zone's metadata first (the
  // loader has started them on that tab). The other tabs need neither.
  useStoredPhones(listingKeysOf(tab).includes('phone') ? [startPhoneOf(provider, pending)] : []);
  const start = useMemo(
    () => initialValues(tab, provider, forms, answers, pending),
    [tab, provider, forms, answers, pending],
  );
  const draft = useDraft<ProfileValues | null>(draftKey(user.id, 'provider', provider.id, tab), null, profileDraft);
  // The rules (zod) load when the browser is idle after the first paint, or at the first check (issue 23).
  const resolver = useMemo(
    () =>
      lazyResolver<ProfileValues>(() =>
        import('../lib/profile-schema').then((rules) => rules.profileResolver(tab, forms)),
      ),
    [tab, forms],
  );
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: draft.restored ?? start,
  });
  const save = useSaveProfile(provider.id);
  const listingKeys = listingKeysOf(tab);
  const fields = answerFieldsOf(tab, forms);
  const serverFields = useMemo<ServerFieldMap<ProfileValues>>(
    () => ({
      ...Object.fromEntries(listingKeys.map((key) => [`listing.${key}`, `listing.${key}`])),
      ...Object.fromEntries(fields.map((field) => [`answers.${field.fieldName}`, `answers.${field.fieldName}`])),
    }),
    [listingKeys, fields],
  );
  const { problem, setProblem, submit, isPending } = useServerForm({ form, mutation: save, fields: serverFields });

  // Fresh data (a save, a withdrawal) restarts an untouched form; typed values and their errors stay.
  const shownStart = useRef(start);
  useEffect(() => {
    if (shownStart.current === start) return;
    shownStart.current = start;
    if (!form.formState.isDirty) form.reset(start);
  }, [form, start]);

  useDraftOnChange(form, draft, profileDraft);

  // Opened by a pending change's "Bearbeiten": that field takes the focus, once.
  const focusField = focusFieldOf(useLocation().state);
  useEffect(() => {
    if (!focusField) return;
    const listingKey = listingKeys.find((key) => key === focusField);
    if (listingKey) form.setFocus(`listing.${listingKey}`);
    else if (fields.some((field) => field.fieldName === focusField)) form.setFocus(`answers.${focusField}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation, not again when the data refreshes
  }, [focusField]);

  const onSubmit = form.handleSubmit(async (values) => {
    // Loaded with the save (it reads the phone with the library the check that just passed has loaded). A failed
    // download is said like a failed request; the input stays and the next save tries again.
    const saving = await import('../lib/profile-changes').catch(() => null);
    if (!saving) {
      setProblem({ key: 'errors.network' });
      return;
    }
    const changes = saving.changesOf(tab, start, values, forms, answers, pending);
    if (changes.length === 0) {
      setProblem({ key: 'listing.info.nothingChanged' });
      return;
    }
    return submit(changes, {
      onSuccess: () => {
        draft.clear();
        form.reset(values);
        toast.success(t('listing.info.saved'));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        {draft.wasRestored ? (
          <p className="text-sm text-muted" role="status">
            {t('listing.info.draftRestored')}
          </p>
        ) : null}
        {listingKeys.map((key) => (
          <ListingField key={key} name={key} form={form} pending={pending.has(key)} />
        ))}
        {fields.map((field) => (
          <AnswerField key={field.fieldName} field={field} form={form} pending={pending.has(field.fieldName)} />
        ))}
        {listingKeys.length === 0 && fields.length === 0 ? (
          <p className="text-sm text-muted">{t('listing.info.noFields')}</p>
        ) : null}
        <FormProblem problem={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={isPending}>
            {t('listing.info.save')}
          </Button>
          <p className="text-sm text-muted">{t('listing.info.saveHint')}</p>
        </div>
      </fieldset>
    </form>
  );
}

function PendingMarker({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return pending ? (
    <Badge tone="warning" className="ms-2 align-middle">
      {t('listing.pending.fieldMarker')}
    </Badge>
  ) : null;
}

function ListingField({
  name,
  form,
  pending,
}: {
  name: ListingKey;
  form: UseFormReturn<ProfileValues>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const { languageTag } = useNumberText();
  const errors = form.formState.errors.listing;
  const label = (
    <>
      {t(`listing.fields.${name}`)}
      <PendingMarker pending={pending} />
    </>
  );
  if (name === 'description')
    return <DescriptionField form={form} label={label} error={errors?.description?.message} />;
  if (name === 'phone') {
    return (
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <FormField label={t('listing.fields.phoneCountry')}>
          {(control) => (
            <Select {...control} {...form.register('listing.phoneCountry')} autoComplete="country">
              {phoneCountries(languageTag).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={label} error={errors?.phone?.message} description={t('listing.fields.phoneHint')}>
          {(control) => (
            <Input {...control} {...form.register('listing.phone')} type="tel" autoComplete="tel" dir="ltr" />
          )}
        </FormField>
      </div>
    );
  }
  const type = name === 'email' ? 'email' : name === 'website' ? 'url' : 'text';
  return (
    <FormField
      label={label}
      error={errors?.[name]?.message}
      description={name === 'website' ? t('listing.fields.websiteHint') : undefined}
    >
      {(control) => (
        <Input
          {...control}
          {...form.register(`listing.${name}`)}
          type={type}
          dir={type === 'text' ? 'auto' : 'ltr'}
          autoComplete={
            name === 'email'
              ? 'email'
              : name === 'website'
                ? 'url'
                : name === 'address'
                  ? 'street-address'
                  : 'organization'
          }
        />
      )}
    </FormField>
  );
}

/** The provider text with its live counters (spec point 5: 300 characters; 250-300 words advised). */
function DescriptionField({
  form,
  label,
  error,
}: {
  form: UseFormReturn<ProfileValues>;
  label: ReactNode;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const numberText = useNumberText();
  const text = useWatch({ control: form.control, name: 'listing.description' });
  const characters = characterCount(text);
  const words = wordCount(text);
  const wordsInRange = words >= ABOUT_TEXT_WORDS.min && words <= ABOUT_TEXT_WORDS.max;
  return (
    <FormField
      label={label}
      error={error}
      description={
        <span className="flex flex-col gap-0.5">
          <span className={characters < PROVIDER_TEXT_MIN_CHARS ? 'text-danger' : undefined}>
            {t(
              characters < PROVIDER_TEXT_MIN_CHARS
                ? 'listing.description.characters'
                : 'listing.description.charactersOk',
              {
                characters: numberText.format(characters),
                min: numberText.format(PROVIDER_TEXT_MIN_CHARS),
              },
            )}
          </span>
          <span>
            {t(wordsInRange ? 'listing.description.wordsGood' : 'listing.description.words', {
              words: numberText.format(words),
              min: numberText.format(ABOUT_TEXT_WORDS.min),
              max: numberText.format(ABOUT_TEXT_WORDS.max),
            })}
          </span>
        </span>
      }
    >
      {(control) => <Textarea {...control} {...form.register('listing.description')} rows={10} dir="auto" />}
    </FormField>
  );
}

function AnswerField({
  field,
  form,
  pending,
}: {
  field: ProviderForm;
  form: UseFormReturn<ProfileValues>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const name = `answers.${field.fieldName}` as const;
  const error = form.formState.errors.answers?.[field.fieldName]?.message;
  const label = (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
      <PendingMarker pending={pending} />
    </>
  );
  switch (field.type) {
    case 'number':
      return (
        <FormField label={label} error={error}>
          {(control) => (
            <Controller
              control={form.control}
              name={name}
              render={({ field: input }) => (
                <NumberInput
                  {...control}
                  name={input.name}
                  ref={input.ref}
                  onBlur={input.onBlur}
                  value={typeof input.value === 'number' ? input.value : null}
                  onChange={input.onChange}
                  className="max-w-xs"
                />
              )}
            />
          )}
        </FormField>
      );
    case 'boolean':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`answer-${field.fieldName}`}
                ref={input.ref}
                checked={input.value === true}
                onCheckedChange={(checked) => input.onChange(checked === true)}
              />
              <Label htmlFor={`answer-${field.fieldName}`}>{label}</Label>
            </div>
          )}
        />
      );
    case 'select':
      return (
        <FormField label={label} error={error}>
          {(control) => (
            <Select {...control} {...form.register(name)}>
              <option value="">{t('listing.info.noChoice')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      );
    case 'multiselect':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => {
            const chosen = Array.isArray(input.value) ? input.value : [];
            return (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">{label}</legend>
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {field.options.map((option, index) => {
                    const id = `answer-${field.fieldName}-${option.value}`;
                    return (
                      <div key={option.value} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          // The group's first box takes the focus a pending change's "Bearbeiten" asks for.
                          ref={index === 0 ? input.ref : undefined}
                          checked={chosen.includes(option.value)}
                          onCheckedChange={(checked) =>
                            input.onChange(
                              checked === true
                                ? [...chosen, option.value]
                                : chosen.filter((value) => value !== option.value),
                            )
                          }
                        />
                        <Label htmlFor={id}>{option.label}</Label>
                      </div>
                    );
                  })}
                </div>
                <FieldError error={error} />
              </fieldset>
            );
          }}
        />
      );
    default:
      return (
        <FormField label={label} error={error}>
          {(control) =>
            field.type === 'textarea' ? (
              <Textarea {...control} {...form.register(name)} rows={6} dir="auto" />
            ) : (
              <Input
                {...control}
                {...form.register(name)}
                type={field.type === 'url' ? 'url' : 'text'}
                dir={field.type === 'url' ? 'ltr' : 'auto'}
              />
            )
          }
        </FormField>
      );
  }
}
