import { ArrowDown, ArrowUp, Gavel, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useFormat } from '@/lib/format';
import { isolate } from '@/lib/bidi';
import type { ProviderItem } from '../api/provider-items';
import { ProductImage } from './product-image';

const APPROVAL_TONE = { approval_waiting: 'warning', approved: 'success', rejected: 'danger' } as const;

interface ProductRowProps {
  item: ProviderItem;
  /** The label of the item's status from config provider_item_statuses (falls back to the portal's text). */
  statusLabel: string;
  /** The drag handle of the sortable list (null when the list cannot be reordered). */
  handle: ReactNode;
  readOnly: boolean;
  /** The list is the whole list in its order (not a search's or filter's): the arrows show. */
  reorderable: boolean;
  toggling: boolean;
  /** A new order is being saved. */
  moving: boolean;
  isFirst: boolean;
  isLast: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (step: -1 | 1) => void;
  /** The picture's upload, replacement and removal (issue 42.2), given the id of the heading naming the product. */
  imageControls?: ((headingId: string) => ReactNode) | undefined;
}

/**
 * One product: picture, name, prices, its states (active or passive; approval), why it was rejected and, for users
 * who may change it, its picture's buttons.
 */
export function ProductRow({
  item,
  statusLabel,
  handle,
  readOnly,
  reorderable,
  toggling,
  moving,
  isFirst,
  isLast,
  onToggle,
  onEdit,
  onDelete,
  onMove,
  imageControls,
}: ProductRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const active = item.status === 'active';
  return (
    <article
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 max-sm:flex-wrap"
    >
      {handle}
      <ProductImage path={item.imagePath} alt={item.name} className="size-16 sm:size-20" />
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <h2 id={headingId} className="font-semibold break-words" dir="auto">
          {item.name}
        </h2>
        <p className="text-sm">
          {item.price === null ? (
            <span className="text-muted-foreground">{t('products.list.priceOnRequest')}</span>
          ) : item.discountedPrice !== null ? (
            <>
              <span className="font-medium">{format.money(item.discountedPrice, item.currency)}</span>{' '}
              <span className="text-muted-foreground">
                {t('products.list.insteadOf', { price: format.money(item.price, item.currency) })}
              </span>
            </>
          ) : (
            <span className="font-medium">{format.money(item.price, item.currency)}</span>
          )}
        </p>
        {item.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground" dir="auto">
            {item.description}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={active ? 'brand' : 'neutral'}>{statusLabel}</Badge>
          <Badge tone={APPROVAL_TONE[item.approvalStatus]}>{t(`products.approval.${item.approvalStatus}`)}</Badge>
          {item.isBiddable ? (
            <Badge tone="info">
              <Gavel aria-hidden="true" className="size-3" />
              {t('products.list.biddable')}
            </Badge>
          ) : null}
        </div>
        {item.approvalStatus === 'rejected' ? (
          <p className="text-sm text-destructive">
            {t('products.list.rejectReason', {
              reason: item.rejectReason === null ? t('products.list.noReason') : isolate(item.rejectReason),
            })}
          </p>
        ) : null}
        {readOnly || !imageControls ? null : imageControls(headingId)}
      </div>
      {readOnly ? null : (
        <div className="flex shrink-0 flex-wrap items-center gap-1 max-sm:ms-auto">
          <Switch
            checked={active}
            aria-label={t('products.list.activeSwitch', { name: item.name })}
            disabled={toggling}
            onCheckedChange={onToggle}
          />
          {/* Plain buttons, not a menu: a menu's positioning code would add about 15 KB to the page's first visit. */}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('products.list.edit', { name: item.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {/* The single-pointer alternative to dragging (WCAG 2.5.7); only in the whole list, in its order. */}
          {reorderable ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('products.list.moveUp', { name: item.name })}
                disabled={isFirst || moving}
                onClick={() => onMove(-1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('products.list.moveDown', { name: item.name })}
                disabled={isLast || moving}
                onClick={() => onMove(1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={t('products.list.delete', { name: item.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </article>
  );
}
