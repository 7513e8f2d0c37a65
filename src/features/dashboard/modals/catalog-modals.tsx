import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { QueueDialog } from './queue-dialog';

// The stepper's form (react-hook-form, zod, the price rules) loads when the user starts the update, not with
// the warning screen (the dashboard's bundle budget).
const PriceUpdateStepper = lazy(async () => ({
  default: (await import('./price-update-stepper')).PriceUpdateStepper,
}));

export interface CatalogToUpdate {
  catalogId: number;
  providerId: number;
  providerName: string;
}

/**
 * Modal 2, price update (spec point 4): a warning screen first, then a form stepping through every catalogue
 * whose prices expired (`catalogs.ids` of each provider's missing data).
 */
export function PriceUpdateModal({ catalogs, onClose }: { catalogs: CatalogToUpdate[]; onClose: () => void }) {
  const { t } = useTranslation();
  // The catalogues to step through, fixed when the modal opens: the list must not change under the user.
  const [steps] = useState(catalogs);
  const [started, setStarted] = useState(false);
  const providers = [...new Map(steps.map((step) => [step.providerId, step.providerName])).entries()].map(
    ([providerId, providerName]) => ({
      providerId,
      providerName,
      count: steps.filter((step) => step.providerId === providerId).length,
    }),
  );

  if (started) {
    return (
      <QueueDialog
        title={t('modals.priceUpdate.title')}
        description={t('catalogues.modal.stepIntro')}
        onClose={onClose}
        footer={null}
      >
        <Suspense fallback={<Spinner className="size-6" />}>
          <PriceUpdateStepper steps={steps} onFinished={onClose} />
        </Suspense>
      </QueueDialog>
    );
  }
  return (
    <QueueDialog
      title={t('modals.priceUpdate.title')}
      description={t('catalogues.modal.warning')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modals.later')}
          </Button>
          <Button onClick={() => setStarted(true)}>{t('catalogues.modal.start')}</Button>
        </>
      }
    >
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider.providerId} className="flex flex-col rounded-md border border-border p-3">
            <span className="font-medium">{provider.providerName}</span>
            <span className="text-sm text-muted-foreground">
              {t('modals.priceUpdate.catalogs', { number: provider.count })}
            </span>
          </li>
        ))}
      </ul>
    </QueueDialog>
  );
}

/** Modal 3, missing catalogue or price: providers without any catalogue yet; each links to its catalogues. */
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
      description={t('catalogues.modal.insertBody', { count: providers.length })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('modals.later')}
        </Button>
      }
    >
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li
            key={provider.providerId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <span className="font-medium">{provider.providerName}</span>
            <Link
              to={href.providerCatalogs(provider.providerId)}
              onClick={onClose}
              className={buttonVariants({ size: 'sm' })}
              aria-label={t('catalogues.modal.addFor', { provider: provider.providerName })}
            >
              {t('catalogues.modal.add')}
            </Link>
          </li>
        ))}
      </ul>
    </QueueDialog>
  );
}
