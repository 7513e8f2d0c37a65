import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { type ProviderWizard, useCities, useDistricts, useWizardCategories } from '../api/wizard';
import { useWizardErrorText } from '../lib/use-wizard-error-text';
import type { WizardFormApi } from './wizard-steps';

/** The last step: the application at a glance and the acceptance of the preliminary information. */
export function ConfirmStep({ form, wizard }: { form: WizardFormApi; wizard: ProviderWizard }) {
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
            <dt className="font-medium text-muted-foreground">{label}</dt>
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
