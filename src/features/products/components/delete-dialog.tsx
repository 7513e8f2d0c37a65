import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import type { ProviderItem } from '../api/provider-items';

/** Deleting a product asks first: it cannot be undone. */
export function DeleteDialog({
  item,
  pending,
  onCancel,
  onConfirm,
}: {
  item: ProviderItem;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: ProviderItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{t('products.delete.title')}</DialogTitle>
        <DialogDescription>{t('products.delete.body', { name: item.name })}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => onConfirm(item)}>
            {t('products.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
