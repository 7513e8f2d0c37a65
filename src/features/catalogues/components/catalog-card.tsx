import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalog } from '@/api/queries/catalogs';
import { useConfigEntries } from '@/api/queries/configs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useReturnFocusOnClose } from '@/lib/use-inline-form-focus';
import { CatalogPdf } from './catalog-pdf';
import type { CatalogProvider } from './use-catalog-form';

const PriceUpdateForm = lazy(async () => ({
  default: (await import('@/components/catalogs/price-update-form')).PriceUpdateForm,
}));
// The page's own form, opened on the catalogue (issue 42.1): the same chunk as the new catalogue's.
const CatalogEditForm = lazy(async () => ({
  default: (await import('./catalog-form')).CatalogEditForm,
}));
// The delete confirmation and the copy dialog load when first wanted; pointing at or focusing their button starts it.
const loadDeleteDialog = () => import('./catalog-delete-dialog');
const DeleteDialog = lazy(loadDeleteDialog);
const loadCopyDialog = () => import('./catalog-copy-dialog');
const CopyDialog = lazy(loadCopyDialog);

/** What the card shows in place of its prices: the price update form or the whole catalogue's form. */
type Open = 'prices' | 'edit' | null;

/**
 * One catalogue: its details, its PDF, its prices per item option and week period, and (with rights) the PDF's upload,
 * the price update, the whole catalogue's form, the copy for the next season and delete.
 */
export function CatalogCard({
  catalog,
  provider,
  readOnly,
}: {
  catalog: Catalog;
  provider: CatalogProvider;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pricingTypes = useConfigEntries('customer_menu_pricing_type');
  // The server's label; the portal's own words while configs load or if the entry is missing, never 'per_person'.
  const pricingLabel =
    pricingTypes.data?.find((entry) => entry.itemId === catalog.pricingType)?.value ??
    t(`catalogues.card.pricingTypes.${catalog.pricingType}`);
  const [open, setOpen] = useState<Open>(null);
  const [dialog, setDialog] = useState<'delete' | 'copy' | null>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  useReturnFocusOnClose(open === 'prices', updateButton);
  useReturnFocusOnClose(open === 'edit', editButton);
  const headingId = `catalog-${catalog.id}`;

  const guests =
    catalog.pricingType === 'package'
      ? catalog.maxGuests === null
        ? null
        : t('catalogues.card.maxGuests', { number: format.number(catalog.maxGuests) })
      : catalog.minGuests === null
        ? null
        : t('catalogues.card.minGuests', { number: format.number(catalog.minGuests) });

  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold" dir="auto">
            {catalog.name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge>{catalog.catalogType.name}</Badge>
            <span>{pricingLabel}</span>
            {guests ? <span>{guests}</span> : null}
            {catalog.isMain ? <Badge tone="brand">{t('catalogues.card.main')}</Badge> : null}
          </p>
        </div>
        <p className="text-sm">
          {catalog.needsPriceUpdate ? (
            <Badge tone="warning">{t('catalogues.card.expired', { date: format.date(catalog.expireAt) })}</Badge>
          ) : (
            <span className="text-muted-foreground">
              {t('catalogues.card.validUntil', { date: format.date(catalog.expireAt) })}
            </span>
          )}
        </p>
      </div>
      {catalog.notes ? (
        <p className="text-sm whitespace-pre-line" dir="auto">
          {catalog.notes}
        </p>
      ) : null}
      <CatalogPdf catalog={catalog} readOnly={readOnly} />

      {open === 'prices' ? (
        <Suspense fallback={<Spinner className="size-6" />}>
          <PriceUpdateForm
            catalog={catalog}
            focusOnOpen
            submitLabel={t('catalogues.form.save')}
            onSaved={() => {
              setOpen(null);
              toast.success(t('catalogues.form.saved'));
            }}
            actions={
              <Button type="button" variant="secondary" onClick={() => setOpen(null)}>
                {t('common.cancel')}
              </Button>
            }
          />
        </Suspense>
      ) : open === 'edit' ? (
        <Suspense fallback={<Spinner className="size-6" />}>
          <CatalogEditForm provider={provider} catalog={catalog} onDone={() => setOpen(null)} />
        </Suspense>
      ) : (
        <PriceTable catalog={catalog} />
      )}

      {readOnly || open !== null ? null : (
        <div className="flex flex-wrap gap-2">
          <Button ref={updateButton} size="sm" onClick={() => setOpen('prices')}>
            {t('catalogues.card.updatePrices')}
          </Button>
          <Button ref={editButton} size="sm" variant="secondary" onClick={() => setOpen('edit')}>
            {t('catalogues.card.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPointerEnter={() => void loadCopyDialog()}
            onFocus={() => void loadCopyDialog()}
            onClick={() => setDialog('copy')}
          >
            {t('catalogues.card.copy')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onPointerEnter={() => void loadDeleteDialog()}
            onFocus={() => void loadDeleteDialog()}
            onClick={() => setDialog('delete')}
          >
            {t('catalogues.card.delete')}
          </Button>
        </div>
      )}
      {dialog === 'delete' ? (
        <Suspense fallback={null}>
          <DeleteDialog catalog={catalog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog === 'copy' ? (
        <Suspense fallback={null}>
          <CopyDialog catalog={catalog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

/**
 * The prices: a table from the small breakpoint on; on a phone each price as a block of its own, every value under
 * its column's name. Five columns do not fit 390 px: the table cut "Reduzierter Preis" and "Einheit" at the edge
 * with nothing to say that more lay beyond (issue 38.7).
 */
function PriceTable({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (catalog.prices.length === 0)
    return <p className="text-sm text-muted-foreground">{t('catalogues.card.noPrices')}</p>;
  const rows = catalog.prices.map((price) => ({
    id: price.id,
    item: price.catalogItemOption.name,
    period: t(`catalogues.weekPeriod.${price.weekPeriod}`),
    price: format.money(price.price, price.currency.code),
    discounted: price.discountedPrice === null ? '–' : format.money(price.discountedPrice, price.currency.code),
    unit: t('catalogues.prices.per', { unit: format.number(price.unit), unitLabel: price.catalogItemOption.unitLabel }),
  }));
  const label = t('catalogues.card.pricesOf', { name: catalog.name });
  return (
    <>
      <ul aria-label={label} className="flex flex-col divide-y divide-border/60 text-sm sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="py-2">
            <p className="font-medium">
              {row.item} · {row.period}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-muted-foreground">{t('catalogues.prices.price')}</dt>
              <dd className="tabular-nums">{row.price}</dd>
              <dt className="text-muted-foreground">{t('catalogues.prices.discounted')}</dt>
              <dd className="tabular-nums">{row.discounted}</dd>
              <dt className="text-muted-foreground">{t('catalogues.prices.unit')}</dt>
              <dd>{row.unit}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b border-border text-start text-muted-foreground">
              <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                {t('catalogues.prices.item')}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                {t('catalogues.prices.period')}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                {t('catalogues.prices.price')}
              </th>
              <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                {t('catalogues.prices.discounted')}
              </th>
              <th scope="col" className="py-1.5 text-start font-medium">
                {t('catalogues.prices.unit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border/60 last:border-0">
                <td className="py-1.5 pe-3">{row.item}</td>
                <td className="py-1.5 pe-3">{row.period}</td>
                <td className="py-1.5 pe-3 text-end tabular-nums">{row.price}</td>
                <td className="py-1.5 pe-3 text-end tabular-nums">{row.discounted}</td>
                <td className="py-1.5">{row.unit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
