// The catalogue form's price rows (a new catalogue and one edited as a whole): one row per item option and week period, with its prices, unit and currency.
import { useRef } from 'react';
import { Controller, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogErrorText } from '@/components/catalogs/catalog-error-text';
import { WEEK_PERIODS } from '@/components/catalogs/price-rules';
import { NumberInput } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { type FieldControlProps, FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { type CatalogValues, emptyRow } from '../lib/catalog-form';
import { type Choice, ChoiceOptions } from './choice-options';

export function CatalogPriceRows({
  form,
  rows,
  typeId,
  options,
  currencies,
  defaultCurrency,
}: {
  form: UseFormReturn<CatalogValues>;
  rows: UseFieldArrayReturn<CatalogValues, 'prices'>;
  /** The chosen catalogue type; null until one is chosen. */
  typeId: number | null;
  options: Array<{ id: number; name: string; unitLabel: string }>;
  currencies: Choice[];
  defaultCurrency: number | null;
}) {
  const { t } = useTranslation();
  const errorText = useCatalogErrorText();
  const errors = form.formState.errors;
  // A removed row takes its focused button with it: the focus goes to "Preis hinzufügen", not to the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const items = options.map((option) => ({
    value: String(option.id),
    label: t('catalogues.form.optionLabel', { name: option.name, unitLabel: option.unitLabel }),
  }));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{t('catalogues.form.prices')}</legend>
      {typeId === null ? <p className="text-sm text-muted-foreground">{t('catalogues.form.chooseTypeFirst')}</p> : null}
      {rows.fields.map((row, index) => (
        <NewPriceRow
          key={row.id}
          index={index}
          form={form}
          items={items}
          currencies={currencies}
          onRemove={
            rows.fields.length > 1
              ? () => {
                  rows.remove(index);
                  addButton.current?.focus();
                }
              : undefined
          }
        />
      ))}
      <FieldError error={errorText(errors.prices?.root?.message ?? errors.prices?.message)} />
      <div>
        <Button
          ref={addButton}
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => rows.append(emptyRow(defaultCurrency))}
        >
          {t('catalogues.form.addRow')}
        </Button>
      </div>
    </fieldset>
  );
}

function NewPriceRow({
  index,
  form,
  items,
  currencies,
  onRemove,
}: {
  index: number;
  form: UseFormReturn<CatalogValues>;
  items: Choice[];
  currencies: Choice[];
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useCatalogErrorText();
  const errors = form.formState.errors.prices?.[index];
  const number = index + 1;
  const numberField = (name: 'price' | 'discountedPrice' | 'unit', label: string) => (
    <FormField label={label} error={errorText(errors?.[name]?.message)}>
      {(control) => (
        <Controller
          control={form.control}
          name={`prices.${index}.${name}`}
          render={({ field }) => <NumberInput {...control} {...field} />}
        />
      )}
    </FormField>
  );
  const choiceField = (name: 'catalogItemOptionId' | 'currency', label: string, choices: Choice[]) => (
    <FormField label={label} error={errorText(errors?.[name]?.message)}>
      {(control) => <ChoiceSelect control={control} form={form} name={`prices.${index}.${name}`} choices={choices} />}
    </FormField>
  );
  return (
    <div className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3">
      {choiceField('catalogItemOptionId', t('catalogues.fields.rowItem', { number }), items)}
      <FormField label={t('catalogues.fields.rowPeriod', { number })} error={errorText(errors?.weekPeriod?.message)}>
        {(control) => (
          <Select {...control} {...form.register(`prices.${index}.weekPeriod`)}>
            {WEEK_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`catalogues.weekPeriod.${period}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {numberField('price', t('catalogues.fields.rowPrice', { number }))}
      {numberField('discountedPrice', t('catalogues.fields.rowDiscountedPrice', { number }))}
      {numberField('unit', t('catalogues.fields.rowUnit', { number }))}
      {choiceField('currency', t('catalogues.fields.rowCurrency', { number }), currencies)}
      {onRemove ? (
        <div className="sm:col-span-3">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            {t('catalogues.form.removeRow', { number })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A row's choice by id (its item option, its currency): '' for none yet. */
function ChoiceSelect({
  control,
  form,
  name,
  choices,
}: {
  control: FieldControlProps;
  form: UseFormReturn<CatalogValues>;
  name: `prices.${number}.catalogItemOptionId` | `prices.${number}.currency`;
  choices: Choice[];
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
          value={field.value === null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <ChoiceOptions choices={choices} />
        </Select>
      )}
    />
  );
}
