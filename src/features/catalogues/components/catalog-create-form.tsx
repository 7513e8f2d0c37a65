import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { Controller, useFieldArray, useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogItems, useCreateCatalog, usePriceableCatalogTypes } from '@/api/queries/catalogs';
import { useConfigEntries } from '@/api/queries/configs';
import { useCatalogErrorText } from '@/components/catalogs/catalog-error-text';
import { priceServerFields, WEEK_PERIODS } from '@/components/catalogs/price-rules';
import { ExpireAtField } from '@/components/catalogs/price-update-form';
import { NumberInput } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Alert } from '@/components/ui/alert';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FieldError } from '@/components/ui/field-error';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import { formErrorMap, problemOf, type ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { focusFirstWrongField } from '@/lib/forms/wrong-field-focus';
import { type LoggedInUser, useCurrentUser } from '@/lib/session/session-query';
import { MARKET_CURRENCY } from '@/lib/money';

import { bodyOf, createSchema, type CreateValues, emptyRow, valuesSchema } from '../lib/catalog-create';

type Provider = LoggedInUser['providers'][number];

/**
 * A new catalogue of the provider (spec point 5: expireAt, unit and currency are required on every row). Only the
 * catalogue types with rows for the provider's category are offered (issue 37.11); without any, the form says so.
 */
export function CatalogCreateForm({ provider, onDone }: { provider: Provider; onDone: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const errorText = useCatalogErrorText();
  const types = useConfigEntries('catalog_type');
  const priceable = usePriceableCatalogTypes(
    (types.data ?? []).flatMap((entry) => (typeof entry.itemId === 'number' ? [entry.itemId] : [])),
    provider.categoryId,
  );
  const offeredTypes = (types.data ?? []).filter(
    (entry) => typeof entry.itemId === 'number' && priceable.typeIds.includes(entry.itemId),
  );
  const typesSettled = types.data !== undefined && !priceable.isPending && !priceable.isError;
  const pricingTypes = useConfigEntries('customer_menu_pricing_type');
  const currencies = useConfigEntries('currency');
  // The market's currency (EUR) is preselected; the config's first entry where it has no EUR.
  const marketCurrency =
    (currencies.data ?? []).find((entry) => entry.value === MARKET_CURRENCY) ?? currencies.data?.[0];
  const defaultCurrency = typeof marketCurrency?.itemId === 'number' ? marketCurrency.itemId : null;
  const empty: CreateValues = {
    name: '',
    catalogTypeId: '',
    pricingType: '',
    guests: null,
    isMain: false,
    notes: '',
    expireAt: '',
    prices: [emptyRow(defaultCurrency)],
  };
  const draft = useDraft<CreateValues | null>(draftKey(user.id, 'catalog-new', provider.id), null, valuesSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema, { error: formErrorMap() }),
    defaultValues: draft.restored ?? empty,
    // The focus goes to the first wrong field in the form's order (`focusFirstWrongField`), not in registration
    // order: "Preise gültig bis" is registered by the form itself, before the fields above it.
    shouldFocusError: false,
  });
  // The currencies may arrive after the form started: rows still without a currency take the market's.
  useEffect(() => {
    if (defaultCurrency === null) return;
    form.getValues('prices').forEach((row, index) => {
      if (row.currency === null) form.setValue(`prices.${index}.currency`, defaultCurrency);
    });
  }, [defaultCurrency, form]);
  const rows = useFieldArray({ control: form.control, name: 'prices' });
  const create = useCreateCatalog(user.customerId);
  const fields = useMemo<ServerFieldMap<CreateValues>>(
    () => ({
      name: 'name',
      catalogTypeId: 'catalogTypeId',
      pricingType: 'pricingType',
      minGuests: 'guests',
      maxGuests: 'guests',
      notes: 'notes',
      isMain: 'isMain',
      ...priceServerFields(rows.fields.length),
    }),
    [rows.fields.length],
  );
  const { problem, submit, isPending } = useServerForm({ form, mutation: create, fields, formRef });

  useDraftOnChange(form, draft, valuesSchema);

  const chosenType = Number(useWatch({ control: form.control, name: 'catalogTypeId' })) || null;
  const typeId = chosenType !== null && priceable.typeIds.includes(chosenType) ? chosenType : null;
  // A restored draft may name a type without rows for the category: it is not offered, so it is not chosen either.
  useEffect(() => {
    if (typesSettled && chosenType !== null && typeId === null) form.setValue('catalogTypeId', '');
  }, [typesSettled, chosenType, typeId, form]);
  const pricingType = useWatch({ control: form.control, name: 'pricingType' });
  const options = useCatalogItems(typeId, provider.categoryId);
  const errors = form.formState.errors;
  // Opened in the page by "Neuer Katalog", which leaves it: the name takes the focus (src/lib/use-inline-form-focus.ts).
  useEffect(() => form.setFocus('name'), [form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) =>
        submit(bodyOf(provider.id, values), {
          onSuccess: () => {
            draft.clear();
            toast.success(t('catalogues.form.created'));
            onDone();
          },
          onError: (error, serverProblem) => serverProblem() ?? problemOf(error),
        }),
      (wrong) => focusFirstWrongField(formRef.current, wrong),
    )(event);

  if (typesSettled && offeredTypes.length === 0) {
    return (
      <Card className="mb-4 p-4">
        <section aria-label={t('catalogues.form.createTitle')} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t('catalogues.form.createTitle')}</h2>
          <Alert tone="info">{t('catalogues.form.noTypes')}</Alert>
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                draft.clear();
                onDone();
              }}
            >
              {t('common.close')}
            </Button>
          </div>
        </section>
      </Card>
    );
  }

  return (
    <Card className="mb-4 p-4">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('catalogues.form.createTitle')}
      >
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{t('catalogues.form.createTitle')}</legend>
          {draft.wasRestored ? (
            <p className="text-sm text-muted" role="status">
              {t('catalogues.form.draftRestored')}
            </p>
          ) : null}
          <FormField label={t('catalogues.fields.name')} error={errorText(errors.name?.message)}>
            {(control) => <Input {...control} {...form.register('name')} dir="auto" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('catalogues.fields.catalogType')} error={errorText(errors.catalogTypeId?.message)}>
              {(control) => (
                <Select
                  {...control}
                  {...form.register('catalogTypeId')}
                  aria-busy={!typesSettled && !priceable.isError}
                >
                  <option value="">{t('catalogues.form.choose')}</option>
                  {offeredTypes.map((entry) => (
                    <option key={entry.id} value={String(entry.itemId)}>
                      {entry.value}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('catalogues.fields.pricingType')} error={errorText(errors.pricingType?.message)}>
              {(control) => (
                <Select {...control} {...form.register('pricingType')}>
                  <option value="">{t('catalogues.form.choose')}</option>
                  {(pricingTypes.data ?? []).map((entry) => (
                    <option key={entry.id} value={String(entry.itemId)}>
                      {entry.value}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          {priceable.isError ? (
            <Alert className="flex flex-wrap items-center justify-between gap-2">
              <span>{t('catalogues.form.typesFailed')}</span>
              <Button type="button" size="sm" variant="secondary" onClick={priceable.retry}>
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
          <ExpireAtField registration={form.register('expireAt')} error={errors.expireAt?.message} />

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-medium">{t('catalogues.form.prices')}</legend>
            {typeId === null ? <p className="text-sm text-muted">{t('catalogues.form.chooseTypeFirst')}</p> : null}
            {rows.fields.map((row, index) => (
              <NewPriceRow
                key={row.id}
                index={index}
                form={form}
                options={options.data ?? []}
                currencies={(currencies.data ?? []).flatMap((entry) =>
                  typeof entry.itemId === 'number' ? [{ id: entry.itemId, label: entry.value }] : [],
                )}
                onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
              />
            ))}
            <FieldError error={errorText(errors.prices?.root?.message ?? errors.prices?.message)} />
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => rows.append(emptyRow(defaultCurrency))}
              >
                {t('catalogues.form.addRow')}
              </Button>
            </div>
          </fieldset>

          <FormProblem problem={problem} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={isPending}>
              {t('catalogues.form.create')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                draft.clear();
                onDone();
              }}
            >
              {t('common.cancel')}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

function NewPriceRow({
  index,
  form,
  options,
  currencies,
  onRemove,
}: {
  index: number;
  form: UseFormReturn<CreateValues>;
  options: Array<{ id: number; name: string; unitLabel: string }>;
  currencies: Array<{ id: number; label: string }>;
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
  return (
    <div className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-3">
      <FormField
        label={t('catalogues.fields.rowItem', { number })}
        error={errorText(errors?.catalogItemOptionId?.message)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name={`prices.${index}.catalogItemOptionId`}
            render={({ field }) => (
              <Select
                {...control}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('catalogues.form.choose')}</option>
                {options.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {t('catalogues.form.optionLabel', { name: option.name, unitLabel: option.unitLabel })}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </FormField>
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
      <FormField label={t('catalogues.fields.rowCurrency', { number })} error={errorText(errors?.currency?.message)}>
        {(control) => (
          <Controller
            control={form.control}
            name={`prices.${index}.currency`}
            render={({ field }) => (
              <Select
                {...control}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('catalogues.form.choose')}</option>
                {currencies.map((currency) => (
                  <option key={currency.id} value={String(currency.id)}>
                    {currency.label}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </FormField>
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
