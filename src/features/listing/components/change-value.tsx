// How a change of the approval queue reads: the field by its name and a value as the user reads it. Shared by the
// pending changes and the history of decisions, so a value reads the same while it waits and once decided.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneNumber } from '@/components/domain/phone-number';
import { useFormat } from '@/lib/format';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';
import type { ProviderDataValue, ProviderForm } from '../api/provider-content';
import { isListingKey } from '../lib/profile-tabs';

const DistrictName = lazy(() => import('./district-name'));

/** The field's name and the text of a value, for the provider's forms. */
export function useChangeTexts(forms: readonly ProviderForm[]) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  // Chosen options joined as the language joins a list ("A, B und C", "A وB وC").
  const listFormat = new Intl.ListFormat(toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE), {
    type: 'conjunction',
  });
  // A listing field is named as in its tab (the district as in the registration wizard); an answer by its form's
  // label. A field the portal knows no name for (a form since removed from the category) is not shown by its key.
  const labelOf = (fieldName: string) =>
    isListingKey(fieldName)
      ? t(`listing.fields.${fieldName}`)
      : fieldName === 'districtId'
        ? t('listing.fields.district')
        : (forms.find((form) => form.fieldName === fieldName)?.label ?? t('listing.pending.otherField'));
  // A select or multiselect answer stores its options' values (German); it is named by the options' labels, which
  // the server answers in the UI's language, as the form's checkboxes are. A value no option has any more stays.
  const optionLabel = (fieldName: string, value: string): string =>
    forms.find((form) => form.fieldName === fieldName)?.options.find((option) => option.value === value)?.label ??
    value;
  const valueText = (fieldName: string, value: ProviderDataValue): string => {
    if (value === null || (Array.isArray(value) && value.length === 0)) return t('listing.pending.empty');
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    // A district is named by DistrictName below; any other value of it is no district.
    if (fieldName === 'districtId') return t('listing.pending.unknownValue');
    if (typeof value === 'number') return format.number(value);
    if (Array.isArray(value)) return listFormat.format(value.map((entry) => optionLabel(fieldName, entry)));
    const text = optionLabel(fieldName, value);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
  };
  return { labelOf, valueText };
}

/**
 * One value of a change: a phone number in international form, a district by its name in the provider's city (the
 * queue can hold a change of the listing's district, which other clients than the portal send), anything else as
 * text in its own direction.
 */
export function ChangeValue({
  fieldName,
  value,
  cityId,
  text,
  className,
}: {
  fieldName: string;
  value: ProviderDataValue;
  cityId: number;
  /** The value's text (`valueText`), for every value that is no phone number and no district. */
  text: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (fieldName === 'phone' && typeof value === 'string' && value) {
    return (
      <span className={className}>
        <PhoneNumber e164={value} />
      </span>
    );
  }
  if (fieldName === 'districtId' && typeof value === 'number') {
    return (
      <span className={className} dir="auto">
        <Suspense fallback={t('app.loading')}>
          <DistrictName cityId={cityId} districtId={value} />
        </Suspense>
      </span>
    );
  }
  return (
    <span className={className} dir="auto">
      {text}
    </span>
  );
}
