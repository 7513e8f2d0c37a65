import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useConfigEntries } from '@/api/queries/configs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ProviderItem, useProviderItems } from '../api/provider-items';
import { ProductList } from './product-list';
import { ProductRow } from './product-row';
import type { useProductActions } from './use-product-actions';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="flex h-24 animate-pulse gap-3 rounded-lg border border-border bg-card p-3">
          <span className="size-16 rounded-md bg-stone-200" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-1/2 rounded bg-stone-200" />
            <span className="h-4 w-24 rounded bg-stone-100" />
          </span>
        </span>
      ))}
    </div>
  );
}

/** The provider's products: a failed load with its retry, the loading list, the empty state or the sortable list. */
export function ProductItemsView({
  items,
  waiting,
  readOnly,
  actions,
  onEdit,
  onDelete,
}: {
  items: ReturnType<typeof useProviderItems>;
  /** Something else the list needs (the user's rights) is still loading. */
  waiting: boolean;
  readOnly: boolean;
  actions: ReturnType<typeof useProductActions>;
  onEdit: (item: ProviderItem) => void;
  onDelete: (item: ProviderItem) => void;
}) {
  const { t } = useTranslation();
  const statuses = useConfigEntries('provider_item_statuses');
  const statusLabel = (item: ProviderItem) =>
    statuses.data?.find((entry) => String(entry.itemId) === item.status)?.value ?? t(`products.status.${item.status}`);

  if (items.isError) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {isApiError(items.error) && items.error.kind === 'network' ? t('errors.network') : t('errors.loading')}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void items.refetch()} loading={items.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!items.data || waiting) return <ListSkeleton />;
  if (items.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
        <p className="font-medium">{t('products.empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('products.empty.body')}</p>
      </div>
    );
  }
  const list = items.data;
  return (
    <>
      {readOnly ? null : <p className="mb-3 text-sm text-muted-foreground">{t('products.reorder.hint')}</p>}
      <ProductList
        items={list}
        onReorder={actions.reorder}
        disabled={actions.moving}
        readOnly={readOnly}
        renderItem={(item, handle) => (
          <ProductRow
            item={item}
            statusLabel={statusLabel(item)}
            handle={handle}
            readOnly={readOnly}
            toggling={actions.togglingId === item.id}
            moving={actions.moving}
            isFirst={list[0]?.id === item.id}
            isLast={list.at(-1)?.id === item.id}
            onToggle={() => actions.toggle(item)}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete(item)}
            onMove={(step) => actions.moveBy(list, item, step)}
          />
        )}
      />
    </>
  );
}
