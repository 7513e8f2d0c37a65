// The new catalogue's own fields (name, type, pricing type, guests, main catalogue, notes), and what shows instead of
// the form when no catalogue type has rows for the provider's category.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConfigEntry } from '@/api/queries/configs';
import { useCatalogErrorText } from '@/components/catalogs/catalog-error-text';
import { NumberInput } from '@/components/forms/number-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ChoiceOptions, entryChoices } from './choice-options';
import type { useCatalogCreate } from './use-catalog-create';

type CatalogCreate = ReturnType<typeof useCatalogCreate>;

export function CatalogBasicsFields({
  form,
  types,
  pricingTypes,
}: {
  form: CatalogCreate['form'];
  types: CatalogCreate['types'];
  pricingTypes: ConfigEntry[];
}) {
  const { t } = useTranslation();
  const errorText = useCatalogErrorText();
  const errors = form.formState.errors;
  const pricingType = useWatch({ control: form.control, name: 'pricingType' });
  return (
    <>
      <FormField label={t('catalogues.fields.name')} error={errorText(errors.name?.message)}>
        {(control) => <Input {...control} {...form.register('name')} dir="auto" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('catalogues.fields.catalogType')} error={errorText(errors.catalogTypeId?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('catalogTypeId')}
              aria-busy={!types.settled && !types.priceable.isError}
            >
              <ChoiceOptions choices={entryChoices(types.offered)} />
            </Select>
          )}
        </FormField>
        <FormField label={t('catalogues.fields.pricingType')} error={errorText(errors.pricingType?.message)}>
          {(control) => (
            <Select {...control} {...form.register('pricingType')}>
              <ChoiceOptions choices={entryChoices(pricingTypes)} />
            </Select>
          )}
        </FormField>
      </div>
      {types.priceable.isError ? (
        <Alert className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('catalogues.form.typesFailed')}</span>
          <Button type="button" size="sm" variant="secondary" onClick={types.priceable.retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      <FormField
        label={t(pricingType === 'package' ? 'catalogues.fields.maxGuests' : 'catalogues.fields.minGuests')}
        error={errorText(errors.guests?.message)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="guests"
            render={({ field }) => (
              <NumberInput
                {...control}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onChange={field.onChange}
                className="max-w-xs"
              />
            )}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="isMain"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="catalog-is-main"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="catalog-is-main">{t('catalogues.fields.isMain')}</Label>
          </div>
        )}
      />
      <FormField label={t('catalogues.fields.notes')} error={errorText(errors.notes?.message)}>
        {(control) => <Textarea {...control} {...form.register('notes')} rows={3} dir="auto" />}
      </FormField>
    </>
  );
}

/** No catalogue type has rows for the provider's category: the form says so instead of showing its fields. */
export function NoCatalogTypes({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-4 p-4">
      <section aria-label={t('catalogues.form.createTitle')} className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('catalogues.form.createTitle')}</h2>
        <Alert tone="info">{t('catalogues.form.noTypes')}</Alert>
        <div>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
