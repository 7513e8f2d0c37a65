// What the products page does with its list: switch a product active or passive, delete one, and save a new order (by
// drag and drop, keyboard or the arrows), saying when that failed.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import {
  type ProviderItem,
  useDeleteProviderItem,
  useMoveProviderItems,
  useUpdateProviderItem,
} from '../api/provider-items';

export function useProductActions(providerId: number) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [reorderFailed, setReorderFailed] = useState(false);
  const update = useUpdateProviderItem(providerId);
  const remove = useDeleteProviderItem(providerId);
  const move = useMoveProviderItems(providerId);

  const { mutate: saveOrder } = move;
  const reorder = useCallback(
    (next: ProviderItem[]) => {
      setReorderFailed(false);
      saveOrder(next, { onError: () => setReorderFailed(true) });
    },
    [saveOrder],
  );
  const moveBy = (list: ProviderItem[], item: ProviderItem, step: -1 | 1) => {
    const from = list.findIndex((candidate) => candidate.id === item.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= list.length) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    reorder(next);
  };

  const toggle = (item: ProviderItem) =>
    update.mutate(
      { id: item.id, body: { status: item.status === 'active' ? 'passive' : 'active' } },
      {
        onSuccess: (saved) =>
          toast.success(
            t(saved.status === 'active' ? 'products.list.activated' : 'products.list.deactivated', {
              name: saved.name,
            }),
          ),
        onError: (error) => toast.error(failureText(error)),
      },
    );

  /** Deletes the product; `onDeleted` closes its confirmation. */
  const deleteItem = (item: ProviderItem, onDeleted: () => void) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        onDeleted();
        toast.success(t('products.delete.done', { name: item.name }));
      },
      onError: (error) => toast.error(failureText(error)),
    });

  return {
    reorder,
    moveBy,
    toggle,
    /** The product being switched, if any. */
    togglingId: update.isPending ? update.variables.id : null,
    /** A new order is being saved. */
    moving: move.isPending,
    reorderFailed,
    deleteItem,
    deleting: remove.isPending,
  };
}
