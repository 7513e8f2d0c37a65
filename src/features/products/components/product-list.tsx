import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderItem } from '../api/provider-items';

export interface ProductListProps {
  items: ProviderItem[];
  onReorder: (next: ProviderItem[]) => void;
  /** No reordering for now (a save in progress). */
  disabled: boolean;
  /** No reordering at all: the drag-and-drop code is not loaded. */
  readOnly: boolean;
  /** The list of a search or filter: named so, and marked busy while the next answer is read. */
  filtered?: { busy: boolean };
  renderItem: (item: ProviderItem, handle: ReactNode) => ReactNode;
}

// Drag and drop (dnd-kit, about 16 KB gzipped) loads after the page's first paint: until it is there, and for
// users who cannot reorder, the same rows show without their handles.
const SortableProducts = lazy(() => import('./sortable-products'));

/** The provider's products in list order; reorderable once the drag-and-drop code has loaded. */
export function ProductList(props: ProductListProps) {
  const plain = <PlainProducts items={props.items} renderItem={props.renderItem} filtered={props.filtered} />;
  if (props.readOnly) return plain;
  return (
    <Suspense fallback={plain}>
      <SortableProducts {...props} />
    </Suspense>
  );
}

function PlainProducts({ items, renderItem, filtered }: Pick<ProductListProps, 'items' | 'renderItem' | 'filtered'>) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t(filtered ? 'products.list.filteredLabel' : 'products.list.label')}
      aria-busy={filtered?.busy ? true : undefined}
      className={filtered?.busy ? 'flex flex-col gap-2 opacity-60' : 'flex flex-col gap-2'}
    >
      {items.map((item) => (
        <li key={item.id}>{renderItem(item, null)}</li>
      ))}
    </ul>
  );
}
