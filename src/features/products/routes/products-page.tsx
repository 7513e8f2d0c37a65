import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useConfigEntries } from '@/api/queries/configs';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type ProviderItem,
  useDeleteProviderItem,
  useMoveProviderItems,
  useProviderItems,
  useUpdateProviderItem,
} from '../api/provider-items';
import { ProductList } from '../components/product-list';
import { ProductRow } from '../components/product-row';

// The dialogs load when they first open: the product form brings react-hook-form, zod and the product schema.
const ProductDialog = lazy(async () => ({ default: (await import('../components/product-dialog')).ProductDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog }));

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="flex h-24 animate-pulse gap-3 rounded-lg border border-line bg-surface p-3">
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

type DialogState = { kind: 'create' } | { kind: 'edit'; item: ProviderItem } | null;

/**
 * /providers/{id}/items (spec points 1 and 4, issue 14): the provider's products in their list order, with their
 * states, create and edit in a dialog, active/passive, delete with confirmation, and reordering by drag and drop
 * or keyboard, saved through move-order. Without edit rights the list only shows.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const params = useParams();
  const id = Number(params['id']);
  const user = useCurrentUser();
  const provider = user.providers.find((candidate) => candidate.id === id);
  const known = provider !== undefined;
  const items = useProviderItems(id, known);
  const permissions = useProviderPermissions(known ? id : 0);
  const statuses = useConfigEntries('provider_item_statuses');
  const readOnly = permissions.data?.canManage !== true;
  const offersBidding = provider?.category.categoryType === 'bridal_gown';
  const biddingAllowed = permissions.data?.bridalGownLeadBidding === true;

  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<ProviderItem | null>(null);
  const [reorderFailed, setReorderFailed] = useState(false);
  const update = useUpdateProviderItem(id);
  const remove = useDeleteProviderItem(id);
  const move = useMoveProviderItems(id);
  const title = t('routes.providerItems');

  const statusLabel = (item: ProviderItem) =>
    statuses.data?.find((entry) => String(entry.itemId) === item.status)?.value ?? t(`products.status.${item.status}`);

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

  // A provider the user is not linked to: the frame says so.
  if (!known) return <ProviderPage providerId={id} title={title} />;

  let content;
  if (items.isError) {
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {isApiError(items.error) && items.error.kind === 'network' ? t('errors.network') : t('errors.loading')}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void items.refetch()} loading={items.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!items.data || permissions.isPending) {
    content = <ListSkeleton />;
  } else if (items.data.length === 0) {
    content = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-line p-6">
        <p className="font-medium">{t('products.empty.title')}</p>
        <p className="text-sm text-muted">{t('products.empty.body')}</p>
      </div>
    );
  } else {
    const list = items.data;
    content = (
      <>
        {readOnly ? null : <p className="mb-3 text-sm text-muted">{t('products.reorder.hint')}</p>}
        <ProductList
          items={list}
          onReorder={reorder}
          disabled={move.isPending}
          readOnly={readOnly}
          renderItem={(item, handle) => (
            <ProductRow
              item={item}
              statusLabel={statusLabel(item)}
              handle={handle}
              readOnly={readOnly}
              toggling={update.isPending && update.variables.id === item.id}
              moving={move.isPending}
              isFirst={list[0]?.id === item.id}
              isLast={list.at(-1)?.id === item.id}
              onToggle={() => toggle(item)}
              onEdit={() => setDialog({ kind: 'edit', item })}
              onDelete={() => setDeleting(item)}
              onMove={(step) => moveBy(list, item, step)}
            />
          )}
        />
      </>
    );
  }

  return (
    <ProviderPage
      providerId={id}
      title={title}
      loading={move.isPending}
      actions={
        readOnly ? null : (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            {t('products.create')}
          </Button>
        )
      }
    >
      {permissions.data && readOnly ? (
        <Alert tone="info" className="mb-4">
          {t('products.readOnly')}
        </Alert>
      ) : null}
      {reorderFailed ? <Alert className="mb-4">{t('products.reorder.failed')}</Alert> : null}
      {content}
      {dialog ? (
        <Suspense fallback={null}>
          <ProductDialog
            providerId={id}
            item={dialog.kind === 'edit' ? dialog.item : null}
            open
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            offersBidding={offersBidding}
            biddingAllowed={biddingAllowed}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('products.delete.title')}
            body={t('products.delete.body', { name: deleting.name })}
            confirm={t('products.delete.confirm')}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() =>
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  toast.success(t('products.delete.done', { name: deleting.name }));
                },
                onError: (error) => toast.error(failureText(error)),
              })
            }
          />
        </Suspense>
      ) : null}
    </ProviderPage>
  );
}
