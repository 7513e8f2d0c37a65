import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Controller, useForm, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Catalog, type CatalogPrice, useUpdateCatalog } from '@/api/queries/catalogs';
import { NumberInput } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/field-error';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import { formErrorMap, problemOf } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import { useCatalogErrorText } from './catalog-error-text';
import {
  expireWindow,
  priceServerFields,
  priceUpdateBody,
  priceUpdateSchema,
  type PriceUpdateValues,
  priceUpdateValuesOf,
  priceUpdateValuesSchema,
} from './price-rules';

interface PriceUpdateFormProps {
  catalog: Catalog;
  /** Without can-manage on the provider: the values show, nothing can be sent. */
  readOnly?: boolean;
  /** The modal refreshes the missing data once after its last step (see `useUpdateCatalog`). */
  refreshMissingData?: boolean;
  submitLabel: string;
  onSaved: (catalog: Catalog) => void;
  /** Buttons beside the submit button (cancel). */
  actions?: ReactNode;
  /** Opened in the page by a button that leaves it: the expiry date takes the focus (src/lib/use-inline-form-focus.ts). */
  focusOnOpen?: boolean;
}

/** The stored draft of a catalogue's price form, when it still fits the catalogue's rows. */
function draftParser(catalog: Catalog) {
  return (stored: unknown): PriceUpdateValues | null => {
    const parsed = priceUpdateValuesSchema.safeParse(stored);
    if (!parsed.success || parsed.data.prices.length !== catalog.prices.length) return null;
    const fits = parsed.data.prices.every(
      (row, index) =>
        row.catalogItemOptionId === catalog.prices[index]?.catalogItemOption.id &&
        row.weekPeriod === catalog.prices[index]?.weekPeriod,
    );
    return fits ? parsed.data : null;
  };
}

/**
 * The price update form of one catalogue (spec points 4 and 5): its expiry date and, per catalogue item option
 * and week period, the regular and the discounted price. Typed values survive a reload and a failed save
 * (draft); a failure shows the server's message and its field errors on their fields.
 */
export function PriceUpdateForm({
  catalog,
  readOnly = false,
  refreshMissingData = true,
  submitLabel,
  onSaved,
  actions,
  focusOnOpen = false,
}: PriceUpdateFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const draft = useDraft<PriceUpdateValues | null>(
    draftKey(user.id, 'catalog-prices', catalog.id),
    null,
    draftParser(catalog),
  );
  const form = useForm<PriceUpdateValues>({
    resolver: zodResolver(priceUpdateSchema(), { error: formErrorMap() }),
    defaultValues: draft.restored ?? priceUpdateValuesOf(catalog),
  });
  const update = useUpdateCatalog(user.customerId, { refreshMissingData });
  const fields = useMemo(() => priceServerFields(catalog.prices.length), [catalog.prices.length]);
  const { problem, submit, isPending } = useServerForm({ form, mutation: update, fields });

  useDraftOnChange(form, draft, priceUpdateValuesSchema);

  useEffect(() => {
    if (focusOnOpen) form.setFocus('expireAt');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);

  const onSubmit = form.handleSubmit((values) =>
    submit(
      { catalogId: catalog.id, body: priceUpdateBody(values) },
      {
        onSuccess: (saved) => {
          draft.clear();
          form.reset(priceUpdateValuesOf(saved));
          onSaved(saved);
        },
        // Spec point 8: the server's message shows together with the field errors.
        onError: (error, serverProblem) => serverProblem() ?? problemOf(error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={catalog.name}>
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        {draft.wasRestored ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('catalogues.form.draftRestored')}
          </p>
        ) : null}
        <ExpireAtField registration={form.register('expireAt')} error={form.formState.errors.expireAt?.message} />
        <ul className="flex flex-col gap-3">
          {catalog.prices.map((price, index) => (
            <PriceRow
              key={`${price.catalogItemOption.id}-${price.weekPeriod}`}
              price={price}
              index={index}
              form={form}
            />
          ))}
        </ul>
        <FormProblem problem={problem} />
        {readOnly ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
            {actions}
          </div>
        )}
      </fieldset>
    </form>
  );
}

/** The expiry date: the picker offers only the allowed window, the schema checks it again. */
export function ExpireAtField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'expireAt'>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useCatalogErrorText();
  const window = expireWindow();
  return (
    <FormField
      label={t('catalogues.fields.expireAt')}
      error={errorText(error)}
      description={t('catalogues.fields.expireAtHint', {
        from: format.date(window.min),
        to: format.date(window.max),
      })}
    >
      {(control) => (
        <Input {...control} {...registration} type="date" min={window.min} max={window.max} className="max-w-xs" />
      )}
    </FormField>
  );
}

function PriceRow({
  price,
  index,
  form,
}: {
  price: CatalogPrice;
  index: number;
  form: UseFormReturn<PriceUpdateValues>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useCatalogErrorText();
  const errors = form.formState.errors.prices?.[index];
  const rowName = `${price.catalogItemOption.name} · ${t(`catalogues.weekPeriod.${price.weekPeriod}`)}`;
  return (
    <li className="rounded-md border border-border p-3">
      <p className="font-medium">{rowName}</p>
      <p className="mb-2 text-sm text-muted-foreground">
        {t('catalogues.prices.unitLine', {
          unit: format.number(price.unit),
          unitLabel: price.catalogItemOption.unitLabel,
          currency: price.currency.code,
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('catalogues.fields.priceFor', { row: rowName })} error={errorText(errors?.price?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name={`prices.${index}.price`}
              render={({ field }) => <NumberInput {...control} {...field} />}
            />
          )}
        </FormField>
        <FormField
          label={t('catalogues.fields.discountedPriceFor', { row: rowName })}
          error={errorText(errors?.discountedPrice?.message)}
        >
          {(control) => (
            <Controller
              control={form.control}
              name={`prices.${index}.discountedPrice`}
              render={({ field }) => <NumberInput {...control} {...field} />}
            />
          )}
        </FormField>
      </div>
      <FieldError
        className="mt-2"
        error={errorText(errors?.unit?.message ?? errors?.currency?.message ?? errors?.catalogItemOptionId?.message)}
      />
    </li>
  );
}
