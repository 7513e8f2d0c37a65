import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session/session-query';
import { type ProviderItem, useProviderItems } from '../api/provider-items';
import { ProductItemsView } from '../components/product-items-view';
import { ProductDeleteDialog, ProductFormDialog } from '../components/product-page-dialogs';
import { useProductActions } from '../components/use-product-actions';

type DialogState = { kind: 'create' } | { kind: 'edit'; item: ProviderItem } | null;

/**
 * /providers/{id}/items (spec points 1 and 4, issue 14): the provider's products in their list order, with their
 * states, create and edit in a dialog, active/passive, delete with confirmation, and reordering by drag and drop
 * or keyboard, saved through move-order. Without edit rights the list only shows.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params['id']);
  const user = useCurrentUser();
  const provider = user.providers.find((candidate) => candidate.id === id);
  const known = provider !== undefined;
  const items = useProviderItems(id, known);
  const permissions = useProviderPermissions(known ? id : 0);
  const readOnly = permissions.data?.canManage !== true;
  const offersBidding = provider?.category.categoryType === 'bridal_gown';
  const biddingAllowed = permissions.data?.bridalGownLeadBidding === true;

  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<ProviderItem | null>(null);
  const actions = useProductActions(id);
  const title = t('routes.providerItems');

  // A provider the user is not linked to: the frame says so.
  if (!known) return <ProviderPage providerId={id} title={title} />;

  return (
    <ProviderPage
      providerId={id}
      title={title}
      loading={actions.moving}
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
      {actions.reorderFailed ? <Alert className="mb-4">{t('products.reorder.failed')}</Alert> : null}
      <ProductItemsView
        items={items}
        waiting={permissions.isPending}
        readOnly={readOnly}
        actions={actions}
        onEdit={(item) => setDialog({ kind: 'edit', item })}
        onDelete={setDeleting}
      />
      {dialog ? (
        <ProductFormDialog
          providerId={id}
          item={dialog.kind === 'edit' ? dialog.item : null}
          offersBidding={offersBidding}
          biddingAllowed={biddingAllowed}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {deleting ? (
        <ProductDeleteDialog
          item={deleting}
          pending={actions.deleting}
          onConfirm={() => actions.deleteItem(deleting, () => setDeleting(null))}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </ProviderPage>
  );
}
