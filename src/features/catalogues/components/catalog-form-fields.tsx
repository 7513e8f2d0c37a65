// The catalogue's own fields (name, type, pricing type, guests, main catalogue, notes) of the new and the edit form,
// and what shows instead of the new catalogue's form when no catalogue type has rows for the provider's category.
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConfigEntry } from '@/api/queries/configs';
import { useCatalogErrorText } from '@/components/catalogs/catalog-error-text';
import { NumberInput } from '@/components/forms/number-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { type FieldControlProps, FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { type Choice, ChoiceOptions, entryChoices } from './choice-options';
import type { useCatalogForm } from './use-catalog-form';

type CatalogForm = ReturnType<typeof useCatalogForm>;

export function CatalogBasicsFields({
  form,
  types,
  pricingTypes,
}: {
  form: CatalogForm['form'];
  types: CatalogForm['types'];
  pricingTypes: ConfigEntry[];
}) {
  const { t } = useTranslation();
  const errorText = useCatalogErrorText();
  const errors = form.formState.errors;
  const pricingType = useWatch({ control: form.control, name: 'pricingType' });
  // Several forms can be open at once (a new catalogue, the edit forms of cards): the label needs its own id.
  const mainId = useId();
  return (
    <>
      <FormField label={t('catalogues.fields.name')} error={errorText(errors.name?.message)}>
        {(control) => <Input {...control} {...form.register('name')} dir="auto" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('catalogues.fields.catalogType')} error={errorText(errors.catalogTypeId?.message)}>
          {(control) => (
            <ControlledSelect
              control={control}
              form={form}
              name="catalogTypeId"
              choices={entryChoices(types.offered)}
              busy={!types.settled && !types.priceable.isError}
            />
          )}
        </FormField>
        <FormField label={t('catalogues.fields.pricingType')} error={errorText(errors.pricingType?.message)}>
          {(control) => (
            <ControlledSelect control={control} form={form} name="pricingType" choices={entryChoices(pricingTypes)} />
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
              id={mainId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor={mainId}>{t('catalogues.fields.isMain')}</Label>
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

/**
 * A select of the catalogue's own, controlled: its options arrive after the form starts (the offered types, the
 * pricing types), and an edited catalogue's or a draft's value must show once they are there. A registered select
 * kept the value in the form but showed "Bitte wählen", the option not being there when the value was set.
 */
function ControlledSelect({
  control,
  form,
  name,
  choices,
  busy,
}: {
  control: FieldControlProps;
  form: CatalogForm['form'];
  name: 'catalogTypeId' | 'pricingType';
  choices: Choice[];
  busy?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          {...control}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          aria-busy={busy}
        >
          <ChoiceOptions choices={choices} />
        </Select>
      )}
    />
  );
}
