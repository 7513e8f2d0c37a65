// The pieces of the customer-user form (spec points 3 and 5): shared by the team dialog and the own profile.
// Every field has a label and shows its rule's message under it; rows of e-mails and phones are added and
// removed with labelled buttons; the phone's country menu is at most 300 px high (spec point 9).
import { Plus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PhoneCountryField } from '@/components/forms/phone-country-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ConfigEntry } from '@/api/queries/configs';
import { messageKey } from '@/lib/forms/messages';
import { DEFAULT_PHONE_COUNTRY } from '@/lib/phone';
import {
  BIO_MAX_LENGTH,
  birthDateRange,
  type CustomerUserFormValues,
  EMAIL_MAX_LENGTH,
  type FormMode,
  IDENTITY_NUMBER_LENGTH,
  IMAGE_ACCEPT,
  NAME_MAX_LENGTH,
  PROFILE_VIDEO_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from './customer-user-form';

type Form = UseFormReturn<CustomerUserFormValues>;

/** Messages of this form's own rules are `team.*` keys; shared rules and server texts pass through. */
function useMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message?.startsWith('team.') ? t(messageKey(message)) : message);
}

export interface LanguageOption {
  locale: string;
  label: string;
}

export interface CustomerUserFieldsProps {
  form: Form;
  mode: FormMode;
  titles: ConfigEntry[];
  roles: ConfigEntry[];
  languages: LanguageOption[];
  /** Only account administrators choose a role (docs/security.md); others see theirs. */
  mayChangeRole: boolean;
  /** The stored picture's path, shown until a new file is chosen. */
  imagePath: string | null;
  /** Whether the password fields are part of this form (the own profile has a tab of its own for them). */
  withPassword?: boolean;
}

export function CustomerUserFields({
  form,
  mode,
  titles,
  roles,
  languages,
  mayChangeRole,
  imagePath,
  withPassword = true,
}: CustomerUserFieldsProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { errors } = form.formState;
  const range = useMemo(() => birthDateRange(), []);
  return (
    <div className="flex flex-col gap-4">
      <FormField label={t('team.form.name')} error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} maxLength={NAME_MAX_LENGTH} autoComplete="name" dir="auto" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('team.form.title')} error={errors.titleId?.message}>
          {(control) => (
            <Select {...control} {...form.register('titleId')}>
              <option value="">{t('team.form.noTitle')}</option>
              {titles.map((entry) => (
                <option key={entry.id} value={String(entry.itemId)}>
                  {entry.value}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('team.form.role')}
          error={errors.roleId?.message}
          description={mayChangeRole ? undefined : t('team.form.roleAdminOnly')}
        >
          {(control) => (
            <Select {...control} {...form.register('roleId')} disabled={!mayChangeRole}>
              {roles.map((entry) => (
                <option key={entry.id} value={String(entry.itemId)}>
                  {entry.value}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label={t('team.form.username')}
        error={message(errors.username?.message)}
        description={t('team.form.usernameHint')}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('username')}
            maxLength={USERNAME_MAX_LENGTH}
            autoComplete={mode === 'create' ? 'off' : 'username'}
            dir="ltr"
          />
        )}
      </FormField>
      {withPassword ? <PasswordFields form={form} mode={mode} /> : null}
      <FormField label={t('team.form.preferredLanguage')} error={errors.preferredLanguage?.message}>
        {(control) => (
          <Select {...control} {...form.register('preferredLanguage')}>
            {languages.map((language) => (
              <option key={language.locale} value={language.locale}>
                {language.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <EmailRows form={form} />
      <PhoneRows form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('team.form.birthDate')}
          error={errors.birthDate?.message}
          description={t('team.form.birthDateHint')}
        >
          {(control) => (
            <Input {...control} {...form.register('birthDate')} type="date" min={range.min} max={range.max} dir="ltr" />
          )}
        </FormField>
        <IdentityNumberField form={form} />
      </div>
      <FormField
        label={t('team.form.profileVideo')}
        error={message(errors.profileVideo?.message)}
        description={t('team.form.profileVideoHint')}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('profileVideo')}
            type="url"
            maxLength={PROFILE_VIDEO_MAX_LENGTH}
            dir="ltr"
            placeholder="https://www.youtube.com/watch?v=…"
          />
        )}
      </FormField>
      <FormField label={t('team.form.bio')} error={errors.bio?.message}>
        {(control) => (
          <Textarea {...control} {...form.register('bio')} rows={4} maxLength={BIO_MAX_LENGTH} dir="auto" />
        )}
      </FormField>
      <ImageField form={form} imagePath={imagePath} />
    </div>
  );
}

function PasswordFields({ form, mode }: { form: Form; mode: FormMode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">
        {mode === 'create' ? t('team.form.passwordLegendNew') : t('team.form.passwordLegendChange')}
      </legend>
      {mode === 'update' ? (
        <FormField label={t('team.form.oldPassword')} error={form.formState.errors.oldPassword?.message}>
          {(control) => (
            <Input {...control} {...form.register('oldPassword')} type="password" autoComplete="current-password" />
          )}
        </FormField>
      ) : null}
      <NewPasswordFields form={form} label={mode === 'create' ? t('team.form.password') : undefined} />
    </fieldset>
  );
}

/** 11 digits (spec points 5 and 9): the mask keeps digits only and stops at 11. */
function IdentityNumberField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="identityNumber"
      render={({ field, fieldState }) => (
        <FormField
          label={t('team.form.identityNumber')}
          error={fieldState.error?.message}
          description={t('team.form.identityNumberHint', { count: IDENTITY_NUMBER_LENGTH })}
        >
          {(control) => (
            <Input
              {...control}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, IDENTITY_NUMBER_LENGTH))
              }
              inputMode="numeric"
              autoComplete="off"
              placeholder={'0'.repeat(IDENTITY_NUMBER_LENGTH)}
              dir="ltr"
            />
          )}
        </FormField>
      )}
    />
  );
}

function EmailRows({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'emails' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('team.form.emails')}</legend>
      {fields.map((row, index) => (
        <div key={row.id} className="flex items-start gap-2">
          <FormField
            className="min-w-0 flex-1"
            label={t('team.form.emailRow', { number: index + 1 })}
            error={form.formState.errors.emails?.[index]?.value?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register(`emails.${index}.value`)}
                type="email"
                maxLength={EMAIL_MAX_LENGTH}
                autoComplete="email"
                dir="ltr"
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            className="mt-6"
            aria-label={t('team.form.removeEmail', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" className="self-start" onClick={() => append({ value: '' })}>
        <Plus aria-hidden="true" />
        {t('team.form.addEmail')}
      </Button>
    </fieldset>
  );
}

function PhoneRows({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phones' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('team.form.phones')}</legend>
      {fields.map((row, index) => (
        <div key={row.id} className="flex items-start gap-2">
          <PhoneCountryField
            control={form.control}
            name={`phones.${index}.country`}
            label={t('team.form.phoneCountry')}
            compact
          />
          <FormField
            className="min-w-0 flex-1"
            label={t('team.form.phoneRow', { number: index + 1 })}
            error={form.formState.errors.phones?.[index]?.number?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register(`phones.${index}.number`)}
                type="tel"
                autoComplete="tel"
                dir="ltr"
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            className="mt-6"
            aria-label={t('team.form.removePhone', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => append({ number: '', country: DEFAULT_PHONE_COUNTRY })}
      >
        <Plus aria-hidden="true" />
        {t('team.form.addPhone')}
      </Button>
    </fieldset>
  );
}

/**
 * The picked image as a `data:` URL to show before it is uploaded; null until it is read and for other files. Not
 * a `blob:` URL: the production build's CSP allows `img-src 'self' data: https:` and no `blob:` (docs/security.md),
 * so a blob preview was a broken image there (issue 36, e2e/settings.production.spec.ts).
 */
function useImagePreview(file: File | null | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      reader.onload = null;
      reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The profile picture: image files only (spec point 5), shown before it is uploaded. */
function ImageField({ form, imagePath }: { form: Form; imagePath: string | null }) {
  const { t } = useTranslation();
  const message = useMessage();
  const file = useWatch({ control: form.control, name: 'image' });
  const preview = useImagePreview(file);
  const shown = preview ?? imagePath;
  return (
    <Controller
      control={form.control}
      name="image"
      render={({ field, fieldState }) => (
        <FormField
          label={t('team.form.image')}
          error={message(fieldState.error?.message)}
          description={t('team.form.imageHint')}
        >
          {(control) => (
            <div className="flex items-center gap-3">
              {shown ? (
                <img
                  src={shown}
                  alt={t('team.form.imagePreview')}
                  className="size-16 shrink-0 rounded-full border border-border object-cover"
                />
              ) : null}
              <Input
                {...control}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                type="file"
                accept={IMAGE_ACCEPT}
                className="h-auto py-2"
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  // The rule runs at once: a wrong file is named before the user saves.
                  void form.trigger('image');
                }}
              />
            </div>
          )}
        </FormField>
      )}
    />
  );
}
