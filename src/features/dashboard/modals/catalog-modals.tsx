import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import { QueueDialog } from './queue-dialog';

export interface ProviderCatalogs {
  providerId: number;
  providerName: string;
  /** Catalogs whose prices need an update. */
  count: number;
}

/**
 * Modal 2, price update. The spec's stepper form (one step per catalog) comes with the catalog forms of the
 * providers feature; until then the modal explains what is due and links to each provider's information.
 */
export function PriceUpdateModal({ providers, onClose }: { providers: ProviderCatalogs[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <QueueDialog
      title={t('modals.priceUpdate.title')}
      description={t('modals.priceUpdate.body')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('modals.later')}
        </Button>
      }
    >
      <ProviderLinks
        providers={providers.map((p) => ({
          ...p,
          detail: t('modals.priceUpdate.catalogs', { number: p.count }),
        }))}
        onFollow={onClose}
      />
    </QueueDialog>
  );
}

/** Modal 3, missing catalog or price: providers without any catalog yet. */
export function CatalogInsertModal({
  providers,
  onClose,
}: {
  providers: Array<{ providerId: number; providerName: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <QueueDialog
      title={t('modals.catalogInsert.title')}
      description={t('modals.catalogInsert.body')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('modals.later')}
        </Button>
      }
    >
      <ProviderLinks providers={providers} onFollow={onClose} />
    </QueueDialog>
  );
}

function ProviderLinks({
  providers,
  onFollow,
}: {
  providers: Array<{ providerId: number; providerName: string; detail?: string }>;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {providers.map((provider) => (
        <li
          key={provider.providerId}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3"
        >
          <span className="flex flex-col">
            <span className="font-medium">{provider.providerName}</span>
            {provider.detail ? <span className="text-sm text-muted">{provider.detail}</span> : null}
          </span>
          <Link
            to={href.providerInfo(provider.providerId)}
            onClick={onFollow}
            className={buttonVariants({ size: 'sm' })}
            aria-label={t('modals.openProviderFor', { provider: provider.providerName })}
          >
            {t('modals.openProvider')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
