import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useConfigEntries } from '@/api/queries/configs';
import { filtersProviderItems } from '@/api/queries/provider-items';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useIsLeaving } from '@/lib/navigation-target';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type ProviderItem, useProviderItems } from '../api/provider-items';
import { ProductFilters } from '../components/product-filters';
import { ProductItemsView } from '../components/product-items-view';
import { ProductDeleteDialog, ProductFormDialog } from '../components/product-page-dialogs';
import { useProductActions } from '../components/use-product-actions';
import { productFilters, productListParams } from '../lib/list-params';

/** Typing pauses this long before the list asks again (as the providers list). */
const SEARCH_DEBOUNCE_MS = 300;

type DialogState = { kind: 'create' } | { kind: 'edit'; item: ProviderItem } | null;

/**
 * /providers/{id}/items (spec points 1 and 4, issue 14): the provider's products in their list order, with their
 * states, create and edit in a dialog, active/passive, delete with confirmation, and reordering by drag and drop
 * or keyboard, saved through move-order. A search by name and a status filter (issue 42.2) live in the URL; the
 * filtered list cannot be reordered. Without edit rights the list only shows.
 */
export default function ProductsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params['id']);
  const user = useCurrentUser();
  const provider = user.providers.find((candidate) => candidate.id === id);
  const known = provider !== undefined;

  // The search and the status filter are the URL's; the field shows what is typed, the URL what has settled.
  const url = useSearchParamState(productListParams);
  const [search, setSearch] = useState(url.values.query);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const isLeaving = useIsLeaving();
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isLeaving() || debounced.trim() === url.values.query.trim()) return;
    url.update({ query: debounced }, { replace: true });
    // Only a settled search term writes the URL; the rest is read fresh from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // The URL changed by other means (the sub-navigation's link, back, forward): the field follows it. Adjusted while
  // rendering, as React advises for state derived from a changed value.
  const [urlQuery, setUrlQuery] = useState(url.values.query);
  if (url.values.query !== urlQuery) {
    setUrlQuery(url.values.query);
    if (url.values.query.trim() !== debounced.trim()) setSearch(url.values.query);
  }
  const filters = productFilters(url.values);
  const filtered = filtersProviderItems(filters);
  const resetFilters = () => {
    setSearch('');
    url.reset();
    searchRef.current?.focus();
  };

  const statuses = useConfigEntries('provider_item_statuses');
  const statusLabel = (status: ProviderItem['status']) =>
    statuses.data?.find((entry) => String(entry.itemId) === status)?.value ?? t(`products.status.${status}`);

  const items = useProviderItems(id, filters, known);
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
      {/* Nothing to search while the provider has no products at all. */}
      {filtered || items.isPlaceholderData || (items.data?.length ?? 0) > 0 ? (
        <ProductFilters
          search={search}
          onSearch={setSearch}
          status={url.values.status}
          onStatus={(status) => url.update({ status })}
          statusLabel={statusLabel}
          searchRef={searchRef}
        />
      ) : null}
      <ProductItemsView
        items={items}
        waiting={permissions.isPending}
        readOnly={readOnly}
        filtered={filtered}
        onResetFilters={resetFilters}
        statusLabel={statusLabel}
        actions={actions}
        onEdit={(item) => setDialog({ kind: 'edit', item })}
        onDelete={setDeleting}
        provider={{ id, categoryId: provider.category.id }}
      />
      {dialog ? (
        <ProductFormDialog
          providerId={id}
          categoryId={provider.category.id}
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
