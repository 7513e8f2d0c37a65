// What a gallery page does with its media: the selection, the bulk actions on it (show, hide, delete; each medium's
// failure named) and saving a new order.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { type BulkAction, type Media, useBulkMediaAction, useReorderMedias } from '../api/media';
import { useMediaLabel } from './media-card';

export function useGalleryMediaActions(
  providerId: number,
  galleryId: number | undefined,
  /** Called when a bulk deletion has answered (its confirmation closes). */
  onDeleted: () => void,
) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const mediaLabel = useMediaLabel();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [reorderFailed, setReorderFailed] = useState(false);
  const bulk = useBulkMediaAction(providerId);
  const reorder = useReorderMedias(providerId, galleryId ?? 0);
  const { mutate: saveOrder } = reorder;
  const onReorder = useCallback(
    (next: Media[]) => {
      setReorderFailed(false);
      saveOrder(next, { onError: () => setReorderFailed(true) });
    },
    [saveOrder],
  );

  const runBulk = (action: BulkAction, list: Media[]) =>
    bulk.mutate(
      { action, medias: list },
      {
        onSuccess: ({ done, failed }) => {
          setSelected(new Set());
          if (action === 'delete') onDeleted();
          if (done.length > 0) toast.success(t(`media.bulk.done.${action}`, { count: done.length }));
          for (const { media, error } of failed) {
            const reason = isApiError(error) ? (error.fieldErrors['status'] ?? failureText(error)) : failureText(error);
            toast.error(t('media.bulk.failed', { name: mediaLabel(media), reason }));
          }
        },
      },
    );

  return {
    /** The ids of the selected media. */
    selected,
    select: (media: Media, checked: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(media.id);
        else next.delete(media.id);
        return next;
      }),
    clearSelection: () => setSelected(new Set()),
    runBulk,
    bulkPending: bulk.isPending,
    onReorder,
    reorderPending: reorder.isPending,
    reorderFailed,
  };
}
