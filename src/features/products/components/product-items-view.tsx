import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ProviderItem, useProviderItems } from '../api/provider-items';
import { ProductImageControls, ProductImageRulesHint } from './product-image-controls';
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

/**
 * The provider's products: a failed load with its retry, the loading list, the empty state (no products, or none
 * matching the search and filter) or the list. The whole list can be reordered; a filtered one cannot (move-order
 * numbers the whole list, and the neighbours of a product are not on screen).
 */
export function ProductItemsView({
  items,
  waiting,
  readOnly,
  filtered,
  onResetFilters,
  statusLabel,
  actions,
  onEdit,
  onDelete,
  provider,
}: {
  items: ReturnType<typeof useProviderItems>;
  /** Something else the list needs (the user's rights) is still loading. */
  waiting: boolean;
  readOnly: boolean;
  /** A search or a status filter is in place. */
  filtered: boolean;
  onResetFilters: () => void;
  statusLabel: (status: ProviderItem['status']) => string;
  actions: ReturnType<typeof useProductActions>;
  onEdit: (item: ProviderItem) => void;
  onDelete: (item: ProviderItem) => void;
  /** The provider and its category (whose image rules a product picture keeps). */
  provider: { id: number; categoryId: number };
}) {
  const { t } = useTranslation();

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
  // The answer of another search stays on screen while the new one is read (busy, not counted).
  const stale = items.isPlaceholderData;
  if (filtered && items.data.length === 0 && !stale) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
        <p className="font-medium" role="status">
          {t('products.noMatch.title')}
        </p>
        <p className="text-sm text-muted-foreground">{t('products.noMatch.body')}</p>
        <Button variant="secondary" onClick={onResetFilters}>
          {t('products.noMatch.reset')}
        </Button>
      </div>
    );
  }
  // An empty answer of another search says nothing about this list: it loads.
  if (items.data.length === 0 && stale) return <ListSkeleton />;
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
      {filtered ? (
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <p role="status" className="font-medium">
            {stale ? t('app.loading') : t('products.filters.count', { count: list.length })}
          </p>
          {readOnly ? null : <p className="text-muted-foreground">{t('products.filters.reorderOff')}</p>}
          <Button variant="link" size="sm" className="px-0" onClick={onResetFilters}>
            {t('products.filters.reset')}
          </Button>
        </div>
      ) : readOnly ? null : (
        <p className="mb-3 text-sm text-muted-foreground">{t('products.reorder.hint')}</p>
      )}
      {readOnly ? null : (
        <ProductImageRulesHint categoryId={provider.categoryId} className="mb-3 text-sm text-muted-foreground" />
      )}
      <ProductList
        items={list}
        onReorder={actions.reorder}
        disabled={actions.moving}
        // A list shown while another is read may be a filtered one: never reordered.
        readOnly={readOnly || filtered || stale}
        {...(filtered ? { filtered: { busy: stale } } : {})}
        renderItem={(item, handle) => (
          <ProductRow
            item={item}
            statusLabel={statusLabel(item.status)}
            handle={handle}
            readOnly={readOnly}
            reorderable={!filtered && !stale}
            toggling={actions.togglingId === item.id}
            moving={actions.moving}
            isFirst={list[0]?.id === item.id}
            isLast={list.at(-1)?.id === item.id}
            onToggle={() => actions.toggle(item)}
            onEdit={() => onEdit(item)}
            onDelete={() => onDelete(item)}
            onMove={(step) => actions.moveBy(list, item, step)}
            imageControls={(headingId) => (
              <ProductImageControls
                item={item}
                providerId={provider.id}
                categoryId={provider.categoryId}
                describedBy={headingId}
              />
            )}
          />
        )}
      />
    </>
  );
}
