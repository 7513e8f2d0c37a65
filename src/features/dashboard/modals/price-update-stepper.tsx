import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useCatalog } from '@/api/queries/catalogs';
import { missingDataKeys } from '@/api/queries/missing-data';
import { PriceUpdateForm } from '@/components/catalogs/price-update-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/lib/session/session-query';
import type { CatalogToUpdate } from './catalog-modals';

/** The next step after `from` in `direction` that is still open, cycling; `from` itself when it is the only one. */
export function nextOpenStep(total: number, from: number, direction: 1 | -1, done: ReadonlySet<number>): number {
  for (let offset = 1; offset <= total; offset += 1) {
    const candidate = (((from + direction * offset) % total) + total) % total;
    if (!done.has(candidate)) return candidate;
  }
  return from;
}

/**
 * The price update form of spec point 4, one catalogue per step (`n/total`, the arrows cycle through the
 * catalogues still to update). A successful update moves to the next one; after the last (or only) one the
 * provider's missing data is refreshed (the updated catalogues leave it) and the modal closes. A failed update
 * keeps the typed values and shows the server's message and field errors.
 */
export function PriceUpdateStepper({ steps, onFinished }: { steps: CatalogToUpdate[]; onFinished: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());
  const step = steps[index];
  const open = steps.length - done.size;
  if (!step) return null;

  const finish = async () => {
    const providerIds = new Set(steps.map((entry) => entry.providerId));
    await Promise.all(
      [...providerIds].map((providerId) =>
        queryClient.invalidateQueries({ queryKey: missingDataKeys.provider(providerId) }),
      ),
    );
    toast.success(t('catalogues.modal.finished'));
    onFinished();
  };

  const onSaved = () => {
    const nextDone = new Set(done).add(index);
    setDone(nextDone);
    if (nextDone.size === steps.length) {
      void finish();
      return;
    }
    setIndex(nextOpenStep(steps.length, index, 1, nextDone));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('catalogues.modal.previous')}
          disabled={open < 2}
          onClick={() => setIndex(nextOpenStep(steps.length, index, -1, done))}
        >
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        </Button>
        <p className="text-center text-sm" aria-live="polite">
          <span className="block font-medium">
            {t('catalogues.modal.position', { n: index + 1, total: steps.length })}
          </span>
          <span className="block text-muted-foreground">{step.providerName}</span>
        </p>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('catalogues.modal.next')}
          disabled={open < 2}
          onClick={() => setIndex(nextOpenStep(steps.length, index, 1, done))}
        >
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
      <CatalogStep key={step.catalogId} catalogId={step.catalogId} onSaved={onSaved} />
    </div>
  );
}

function CatalogStep({ catalogId, onSaved }: { catalogId: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const catalog = useCatalog(user.customerId, catalogId);
  if (catalog.isError) {
    return (
      <Alert>
        {isApiError(catalog.error) && catalog.error.kind === 'not-found'
          ? t('catalogues.modal.gone')
          : t('errors.loading')}
      </Alert>
    );
  }
  if (!catalog.data) return <Spinner className="size-6" />;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{catalog.data.name}</h3>
      <PriceUpdateForm
        catalog={catalog.data}
        refreshMissingData={false}
        submitLabel={t('catalogues.modal.save')}
        onSaved={onSaved}
      />
    </div>
  );
}
