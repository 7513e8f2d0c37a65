// The confirmation before a reference is removed: its own chunk (Radix dialog with its focus trap and scroll lock,
// about 15 KB gzipped), loaded when an "Entfernen" button is pointed at, focused or pressed (docs/listing.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { type RelatedProvider, useRemoveRelatedProvider } from '../api/related-providers';
import { failureText } from '../lib/failure-text';

export default function RemoveDialog({
  providerId,
  entry,
  onClose,
}: {
  providerId: number;
  entry: RelatedProvider;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveRelatedProvider(providerId);
  const [message, setMessage] = useState<string | null>(null);
  const name = entry.relatedProvider.name;
  const onConfirm = () =>
    remove.mutate(entry.relatedProvider.id, {
      onSuccess: () => {
        toast.success(t('listing.related.removed', { name }));
        onClose();
      },
      onError: (error) => {
        // Removed meanwhile (another user): the list is read again; the goal is reached.
        if (isApiError(error) && error.status === 404) {
          toast.success(t('listing.related.removed', { name }));
          onClose();
          return;
        }
        setMessage(failureText(error, t('errors.technical')));
      },
    });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('listing.related.removeTitle', { name })}</DialogTitle>
        <DialogDescription>{t('listing.related.removeBody')}</DialogDescription>
        {message ? <Alert>{message}</Alert> : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="button" variant="danger" loading={remove.isPending} onClick={onConfirm}>
            {t('listing.related.removeConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
