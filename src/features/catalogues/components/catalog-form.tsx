import { useTranslation } from 'react-i18next';
import type { Catalog } from '@/api/queries/catalogs';
import { ExpireAtField } from '@/components/catalogs/price-update-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormProblem } from '@/components/ui/form-problem';
import { CatalogBasicsFields, NoCatalogTypes } from './catalog-form-fields';
import { CatalogPriceRows } from './catalog-price-rows';
import { type CatalogProvider, useCatalogForm } from './use-catalog-form';

/**
 * A new catalogue of the provider (spec point 5: expireAt, unit and currency are required on every row). Only the
 * catalogue types with rows for the provider's category are offered (issue 37.11); without any, the form says so.
 */
export function CatalogCreateForm({ provider, onDone }: { provider: CatalogProvider; onDone: () => void }) {
  return <CatalogForm provider={provider} catalog={null} onDone={onDone} />;
}

/**
 * A stored catalogue as a whole (issue 42.1): the new catalogue's form, started with its values. Shown in its card
 * in place of the prices.
 */
export function CatalogEditForm({
  provider,
  catalog,
  onDone,
}: {
  provider: CatalogProvider;
  catalog: Catalog;
  onDone: () => void;
}) {
  return <CatalogForm provider={provider} catalog={catalog} onDone={onDone} />;
}

function CatalogForm({
  provider,
  catalog,
  onDone,
}: {
  provider: CatalogProvider;
  catalog: Catalog | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { form, formRef, types, rows, problem, isPending, onSubmit, close, ...state } = useCatalogForm(
    provider,
    catalog,
    onDone,
  );

  if (!catalog && types.settled && types.offered.length === 0) return <NoCatalogTypes onClose={close} />;

  const title = catalog ? t('catalogues.form.editTitle', { name: catalog.name }) : t('catalogues.form.createTitle');
  const content = (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold" dir="auto">
          {title}
        </legend>
        {state.draftRestored ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('catalogues.form.draftRestored')}
          </p>
        ) : null}
        <CatalogBasicsFields form={form} types={types} pricingTypes={state.pricingTypes} />
        <ExpireAtField registration={form.register('expireAt')} error={form.formState.errors.expireAt?.message} />

        <CatalogPriceRows
          form={form}
          rows={rows}
          typeId={state.typeId}
          options={state.options}
          currencies={state.currencies}
          defaultCurrency={state.defaultCurrency}
        />

        <FormProblem problem={problem} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isPending}>
            {t(catalog ? 'catalogues.form.saveChanges' : 'catalogues.form.create')}
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
  // The new catalogue stands above the list in a card of its own; a changed one is in its card already.
  return catalog ? content : <Card className="mb-4 p-4">{content}</Card>;
}
