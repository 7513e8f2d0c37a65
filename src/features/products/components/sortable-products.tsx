import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableTexts } from '@/components/sortable/sortable-list';
import type { ProviderItem } from '../api/provider-items';
import type { ProductListProps } from './product-list';

const getId = (item: ProviderItem) => item.id;
const getLabel = (item: ProviderItem) => item.name;

/** The products as a sortable list, every step of a move announced in the UI language. */
export default function SortableProducts({ items, onReorder, disabled, renderItem }: ProductListProps) {
  const { t } = useTranslation();
  const texts = useMemo<SortableTexts>(
    () => ({
      instructions: t('products.reorder.instructions'),
      handleLabel: (name) => t('products.reorder.handle', { name }),
      pickedUp: (at) => t('products.reorder.pickedUp', { name: at.label, position: at.position, total: at.total }),
      movedTo: (at) => t('products.reorder.movedTo', { name: at.label, position: at.position, total: at.total }),
      dropped: (at) => t('products.reorder.dropped', { name: at.label, position: at.position, total: at.total }),
      cancelled: (at) => t('products.reorder.cancelled', { name: at.label, position: at.position, total: at.total }),
    }),
    [t],
  );
  return (
    <SortableList
      items={items}
      getId={getId}
      getLabel={getLabel}
      onReorder={onReorder}
      texts={texts}
      disabled={disabled}
      aria-label={t('products.list.label')}
    >
      {renderItem}
    </SortableList>
  );
}
