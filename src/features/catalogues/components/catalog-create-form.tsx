import { useTranslation } from 'react-i18next';
import { ExpireAtField } from '@/components/catalogs/price-update-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormProblem } from '@/components/ui/form-problem';
import { CatalogBasicsFields, NoCatalogTypes } from './catalog-create-fields';
import { CatalogPriceRows } from './catalog-price-rows';
import { type CatalogProvider, useCatalogCreate } from './use-catalog-create';

/**
 * A new catalogue of the provider (spec point 5: expireAt, unit and currency are required on every row). Only the
 * catalogue types with rows for the provider's category are offered (issue 37.11); without any, the form says so.
 */
export function CatalogCreateForm({ provider, onDone }: { provider: CatalogProvider; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, formRef, types, rows, problem, isPending, onSubmit, close, ...create } = useCatalogCreate(
    provider,
    onDone,
  );

  if (types.settled && types.offered.length === 0) return <NoCatalogTypes onClose={close} />;

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
          {create.draftRestored ? (
            <p className="text-sm text-muted-foreground" role="status">
              {t('catalogues.form.draftRestored')}
            </p>
          ) : null}
          <CatalogBasicsFields form={form} types={types} pricingTypes={create.pricingTypes} />
          <ExpireAtField registration={form.register('expireAt')} error={form.formState.errors.expireAt?.message} />

          <CatalogPriceRows
            form={form}
            rows={rows}
            typeId={create.typeId}
            options={create.options}
            currencies={create.currencies}
            defaultCurrency={create.defaultCurrency}
          />

          <FormProblem problem={problem} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={isPending}>
              {t('catalogues.form.create')}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
