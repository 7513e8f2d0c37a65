import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { DiscountCouponCreateLimits } from '@/api/generated/limits';
import { useConfigs } from '@/api/queries/configs';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import { type Discount, useCreateDiscountCoupon, useDiscountCoupons, useDiscounts } from '../api/discounts';
import { DiscountForm } from '../components/discount-form';

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
      <p className="rounded-lg border border-dashed border-line p-6 text-center">{t('payments.discounts.empty')}</p>
    );
  else
    content = (
      <ul
        className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
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
              <p className="text-sm text-muted">
                {t('payments.discounts.validity', {
                  from: format.date(discount.validFrom),
                  until: format.date(discount.validUntil),
                })}
              </p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Badge tone={STATUS_TONES[discount.status]}>{t(`payments.discounts.status.${discount.status}`)}</Badge>
                <Badge>{typeLabels?.get(discount.discountType) ?? discount.discountType}</Badge>
                {discount.isPrimary ? <Badge tone="brand">{t('payments.discounts.primaryBadge')}</Badge> : null}
              </div>
              {discount.status === 'rejected' && discount.rejectReason ? (
                <p className="mt-1 text-sm text-danger">
                  {t('payments.discounts.rejectReason', { reason: discount.rejectReason })}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(discount)}>
                {t('payments.discounts.edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setCoupons(discount)}>
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
        user.providers.length > 0 ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> {t('payments.discounts.create')}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        <Alert tone="info">{t('payments.discounts.approvalNotice')}</Alert>
        {content}
      </div>
      {editing ? (
        <DiscountForm
          discount={editing === 'new' ? null : editing}
          providers={user.providers}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {coupons ? <CouponsDialog discount={coupons} onClose={() => setCoupons(null)} /> : null}
    </Page>
  );
}

function CouponsDialog({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useDiscountCoupons(discount.id);
  const create = useCreateDiscountCoupon(discount.id);
  const form = useForm<{ code: string; maxUsage: string }>({ defaultValues: { code: '', maxUsage: '' } });
  const { submit, problem, isPending } = useServerForm({
    form,
    mutation: create,
    fields: { code: 'code', maxUsage: 'maxUsage' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    submit(
      {
        discountId: discount.id,
        code: values.code.trim().toUpperCase(),
        maxUsage: values.maxUsage.trim() ? Number(values.maxUsage) : null,
      },
      {
        onSuccess: () => form.reset({ code: '', maxUsage: '' }),
        onError: (error, serverProblem) => {
          if (isApiError(error) && error.code === 'COUPON_CODE_TAKEN') {
            form.setError('code', { message: error.serverMessage ?? t('errors.technical') });
            return null;
          }
          return serverProblem();
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('payments.discounts.coupons')}</DialogTitle>
        <DialogDescription dir="auto">{discount.intro}</DialogDescription>
        {list.data && list.data.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" aria-label={t('payments.discounts.coupons')}>
            {list.data.map((coupon) => (
              <li key={coupon.id} className="flex flex-wrap justify-between gap-2">
                <span className="font-mono" dir="ltr">
                  {coupon.code}
                </span>
                <span className="text-muted">
                  {coupon.maxUsage === null
                    ? t('payments.discounts.usageUnlimited', { used: coupon.usageCount })
                    : t('payments.discounts.usage', { used: coupon.usageCount, max: coupon.maxUsage })}
                  {coupon.validUntil ? ` · ${format.date(coupon.validUntil)}` : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('payments.discounts.noCoupons')}</p>
        )}
        <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void onSubmit(event)}>
          <FormField label={t('payments.discounts.couponCode')} error={errors.code?.message}>
            {(control) => (
              <Input {...control} dir="ltr" {...form.register('code', { required: 'validation.required' })} />
            )}
          </FormField>
          <FormField label={t('payments.discounts.maxUsage')} error={errors.maxUsage?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={DiscountCouponCreateLimits.properties.maxUsage.minimum}
                {...form.register('maxUsage')}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormProblem problem={problem} />
          </div>
          <Button type="submit" loading={isPending} className="sm:col-span-2">
            {t('payments.discounts.addCoupon')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
