import { Gavel } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { useFormat } from '@/lib/format';
import { type BidItem, useBidItems } from '../../api/bid-items';
import type { LeadDetail } from '../../api/leads';
import { LoadError } from '@/components/errors/load-error';
import { Loading } from '../detail/section';

interface BidOfferProps {
  lead: LeadDetail;
  /** Puts the offer's text into the e-mail; the couple gets it when the provider sends the e-mail. */
  onOffer: (text: string) => void;
}

/**
 * Bidding on bridal-gown leads (spec point 1, plan-gated): a bridal shop answers a couple's request with one of
 * its products offered for bidding. The document has no call that attaches a product to a lead, so the offer
 * travels in the answer itself, the e-mail (docs/products.md). Without the plan the upgrade dialog opens.
 */
export function BidOffer({ lead, onOffer }: BidOfferProps) {
  if (lead.provider.category.categoryType !== 'bridal_gown') return null;
  return <BidOfferButton providerId={lead.provider.id} onOffer={onOffer} />;
}

function BidOfferButton({ providerId, onOffer }: { providerId: number; onOffer: (text: string) => void }) {
  const { t } = useTranslation();
  const permissions = useProviderPermissions(providerId);
  const upgrade = useUpgradeDialog();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={!permissions.data}
        onClick={() =>
          permissions.data?.bridalGownLeadBidding
            ? setOpen(true)
            : upgrade.open('bridal_gown_lead_bidding', { providerId })
        }
      >
        <Gavel aria-hidden="true" />
        {t('leads.bid.offer')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t('leads.bid.title')}</DialogTitle>
          <DialogDescription>{t('leads.bid.description')}</DialogDescription>
          {open ? (
            <BidItemList
              providerId={providerId}
              onChoose={(text) => {
                onOffer(text);
                setOpen(false);
              }}
              onCancel={() => setOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function useOfferText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (item: BidItem) => {
    if (item.price === null) return t('leads.bid.offerOnRequest', { name: item.name });
    if (item.discountedPrice === null)
      return t('leads.bid.offerText', { name: item.name, price: format.money(item.price, item.currency) });
    return t('leads.bid.offerDiscounted', {
      name: item.name,
      price: format.money(item.discountedPrice, item.currency),
      regular: format.money(item.price, item.currency),
    });
  };
}

function BidItemList({
  providerId,
  onChoose,
  onCancel,
}: {
  providerId: number;
  onChoose: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const items = useBidItems(providerId, true);
  const offerText = useOfferText();
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const item = items.data?.find((candidate) => candidate.id === chosen);

  let content;
  if (items.isPending) content = <Loading />;
  else if (items.isError) content = <LoadError onRetry={() => void items.refetch()} retrying={items.isFetching} />;
  else if (items.data.length === 0) content = <p className="text-sm text-muted-foreground">{t('leads.bid.empty')}</p>;
  else
    content = (
      <fieldset className="grid max-h-72 gap-1 overflow-y-auto">
        <legend className="sr-only">{t('leads.bid.title')}</legend>
        {items.data.map((candidate) => (
          <label
            key={candidate.id}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 text-sm has-checked:border-brand-700"
          >
            <input
              type="radio"
              name={name}
              className="mt-0.5 size-4 accent-brand-700"
              checked={chosen === candidate.id}
              onChange={() => setChosen(candidate.id)}
            />
            <span dir="auto">{offerText(candidate)}</span>
          </label>
        ))}
      </fieldset>
    );

  return (
    <>
      {content}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="button" disabled={!item} onClick={() => (item ? onChoose(offerText(item)) : undefined)}>
          {t('leads.bid.insert')}
        </Button>
      </DialogFooter>
    </>
  );
}
