// The listing's own fields on a tab of the info page (profile-tab-form.tsx): name, contacts, website, address,
// the phone with its country, and the provider text with its live counters.
import type { ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNumberText } from '@/components/forms/number-input';
import { PhoneCountryField } from '@/components/forms/phone-country-field';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { ProfileValues } from '../lib/profile';
import type { ListingKey } from '../lib/profile-tabs';
import { ABOUT_TEXT_WORDS, characterCount, PROVIDER_TEXT_MIN_CHARS, wordCount } from '../lib/text-stats';

/** "Wartet auf Freigabe" beside a field's label while a change of it waits for approval. */
export function PendingMarker({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return pending ? (
    <Badge tone="warning" className="ms-2 align-middle">
      {t('listing.pending.fieldMarker')}
    </Badge>
  ) : null;
}

/** A field of the provider's listing (name, contacts, address, text); the phone with its country. */
export function ListingField({
  name,
  form,
  pending,
}: {
  name: ListingKey;
  form: UseFormReturn<ProfileValues>;
  pending: boolean;
}) {
  const { t } = useTranslation();
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
        <PhoneCountryField
          control={form.control}
          name="listing.phoneCountry"
          label={t('listing.fields.phoneCountry')}
        />
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
          <span className={characters < PROVIDER_TEXT_MIN_CHARS ? 'text-destructive' : undefined}>
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
