import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderItem } from '../api/provider-items';

// The dialogs load when they first open: the product form brings react-hook-form, zod and the product schema.
const ProductDialog = lazy(async () => ({ default: (await import('./product-dialog')).ProductDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog }));

/** A new product (item null) or one to edit, in the product dialog. */
export function ProductFormDialog({
  providerId,
  categoryId,
  item,
  offersBidding,
  biddingAllowed,
  onClose,
}: {
  providerId: number;
  categoryId: number;
  item: ProviderItem | null;
  offersBidding: boolean;
  biddingAllowed: boolean;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <ProductDialog
        providerId={providerId}
        categoryId={categoryId}
        item={item}
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        offersBidding={offersBidding}
        biddingAllowed={biddingAllowed}
      />
    </Suspense>
  );
}

/** Asks before a product is deleted. */
export function ProductDeleteDialog({
  item,
  pending,
  onConfirm,
  onClose,
}: {
  item: ProviderItem;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={t('products.delete.title')}
        body={t('products.delete.body', { name: item.name })}
        confirm={t('products.delete.confirm')}
        pending={pending}
        onCancel={onClose}
        onConfirm={onConfirm}
      />
    </Suspense>
  );
}
