import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigs } from '@/api/queries/configs';
import { useProvidersPermissions } from '@/api/queries/provider-permissions';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import { isolate } from '@/lib/bidi';
import { type Discount, useDiscounts } from '../api/discounts';

// The discount form and the coupons dialog (react-hook-form, Radix dialog) load with their buttons, not with the
// list (issue 23; docs/payments.md, "First-visit weight"); pointing at a button starts the download.
const loadDiscountForm = () => import('../components/discount-form');
const DiscountForm = lazy(async () => ({ default: (await loadDiscountForm()).DiscountForm }));
const loadCouponsDialog = () => import('../components/coupons-dialog');
const CouponsDialog = lazy(async () => ({ default: (await loadCouponsDialog()).CouponsDialog }));
const preloadDiscountForm = () => void loadDiscountForm();
const preloadCouponsDialog = () => void loadCouponsDialog();

const STATUS_TONES = {
  pending_approval: 'warning',
  published: 'success',
  rejected: 'danger',
  expired: 'neutral',
} as const;

/** /discounts (plan-gated, spec point 1): the discounts and campaigns of the user's providers, with approval. */
export default function DiscountsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();
  const discounts = useDiscounts();
  const typeLabels = useConfigs(
    ['discount_type'],
    (configs) => new Map((configs.discount_type ?? []).map((entry) => [String(entry.itemId), entry.value])),
  ).data;
  // Publishing and changing a discount (and its coupons) needs can-manage on the provider: the server's rule, read
  // from its permissions answer (docs/security.md). Others see the list only. A new discount is for the providers
  // whose plan has discounts; with none, the button opens the upgrade straight away (spec point 1), not a form the
  // plan would refuse once filled in.
  const permissions = useProvidersPermissions(user.providers.map((provider) => provider.id));
  const mayEdit = (providerId: number) => permissions.byProvider.get(providerId)?.canManage === true;
  const editableProviders = user.providers.filter((provider) => mayEdit(provider.id));
  const withDiscounts = editableProviders.filter((provider) => permissions.byProvider.get(provider.id)?.discounts);
  const upgrade = useUpgradeDialog();
  const create = () => {
    const [first] = editableProviders;
    if (withDiscounts.length === 0 && first) upgrade.open('discounts', { providerId: first.id });
    else setEditing('new');
  };
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const [coupons, setCoupons] = useState<Discount | null>(null);

  let content;
  if (discounts.isPending) content = <p role="status">{t('app.loading')}</p>;
  else if (discounts.isError)
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void discounts.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  else if (discounts.data.length === 0)
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center">{t('payments.discounts.empty')}</p>
    );
  else
    content = (
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
        aria-label={t('payments.discounts.listLabel')}
      >
        {discounts.data.map((discount) => (
          <li key={discount.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium" dir="auto">
                {discount.discountType === 'discount'
                  ? t('payments.discounts.ratioValue', { ratio: discount.discountRatio ?? 0 })
                  : t('payments.discounts.installmentValue', { n: discount.installmentCount ?? 0 })}
                {' · '}
                {discount.provider.name}
              </p>
              <p className="text-sm break-words" dir="auto">
                {discount.intro}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('payments.discounts.validity', {
                  from: format.date(discount.validFrom),
                  until: format.date(discount.validUntil),
                })}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Badge tone={STATUS_TONES[discount.status]}>{t(`payments.discounts.status.${discount.status}`)}</Badge>
                <Badge>
                  {typeLabels?.get(discount.discountType) ?? t(`payments.discounts.types.${discount.discountType}`)}
                </Badge>
                {discount.isPrimary ? <Badge tone="brand">{t('payments.discounts.primaryBadge')}</Badge> : null}
              </div>
              {discount.status === 'rejected' && discount.rejectReason ? (
                <p className="mt-1 text-sm text-destructive">
                  {t('payments.discounts.rejectReason', { reason: isolate(discount.rejectReason) })}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {mayEdit(discount.provider.id) ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(discount)}
                  onPointerEnter={preloadDiscountForm}
                  onFocus={preloadDiscountForm}
                >
                  {t('payments.discounts.edit')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setCoupons(discount)}
                onPointerEnter={preloadCouponsDialog}
                onFocus={preloadCouponsDialog}
              >
                {t('payments.discounts.coupons')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t('routes.discounts')}
      actions={
        editableProviders.length > 0 ? (
          <Button onClick={create} onPointerEnter={preloadDiscountForm} onFocus={preloadDiscountForm}>
            <Plus aria-hidden /> {t('payments.discounts.create')}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        <Alert tone="info">{t('payments.discounts.approvalNotice')}</Alert>
        {!permissions.isPending && user.providers.length > 0 && editableProviders.length < user.providers.length ? (
          <p className="text-sm text-muted-foreground">
            {t(editableProviders.length === 0 ? 'payments.discounts.readOnly' : 'payments.discounts.partlyReadOnly')}
          </p>
        ) : null}
        {content}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <DiscountForm
            discount={editing === 'new' ? null : editing}
            providers={editing === 'new' ? withDiscounts : editableProviders}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {coupons ? (
        <Suspense fallback={null}>
          <CouponsDialog discount={coupons} mayEdit={mayEdit(coupons.provider.id)} onClose={() => setCoupons(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
