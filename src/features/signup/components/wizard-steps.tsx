// The wizard's first three steps: the company and its contact, where it is, and its description.
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProviderWizardSubmitLimits } from '@/api/generated/limits';
import { PhoneCountryField } from '@/components/forms/phone-country-field';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isolate } from '@/lib/bidi';
import { useFormat } from '@/lib/format';
import { useCities, useDistricts, useWizardCategories } from '../api/wizard';
import { useWizardErrorText } from '../lib/use-wizard-error-text';
import type { WizardValues } from '../lib/wizard-form';

/** A German landline as an example; isolated, so in Arabic its digit groups keep their order (issue 38.4). */
const PHONE_EXAMPLE = '030 12345678';

const LIMITS = ProviderWizardSubmitLimits.properties;

export type WizardFormApi = UseFormReturn<WizardValues>;

export function CompanyStep({ form }: { form: WizardFormApi }) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
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
        <PhoneCountryField control={form.control} name="phoneCountry" label={t('signup.fields.phoneCountry')} />
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

export function LocationStep({ form }: { form: WizardFormApi }) {
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

export function DescriptionStep({ form, minimum }: { form: WizardFormApi; minimum: number }) {
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
