import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderSummaryLine } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { type RelatedProvider, useRelatedProviders } from '../api/related-providers';
import { LoadError } from './provider-frame';

// The remove confirmation loads when first wanted; pointing at or focusing a remove button starts it.
const loadRemoveDialog = () => import('./related-remove-dialog');
const RemoveDialog = lazy(loadRemoveDialog);

/** The provider's references: loading, none yet, or one row each with (given edit rights) its remove button. */
export function RelatedProvidersList({ providerId, canManage }: { providerId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const related = useRelatedProviders(providerId);
  const [removing, setRemoving] = useState<RelatedProvider | null>(null);

  let content;
  if (related.isError) content = <LoadError onRetry={() => void related.refetch()} />;
  else if (!related.data) {
    content = (
      <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <span key={index} className="h-16 w-full animate-pulse rounded-lg bg-stone-100" />
        ))}
      </div>
    );
  } else if (related.data.data.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm">
        {t('listing.related.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-2" aria-label={t('listing.related.listLabel')}>
        {related.data.data.map((entry) => (
          <RelatedRow key={entry.id} entry={entry} canManage={canManage} onRemove={() => setRemoving(entry)} />
        ))}
      </ul>
    );
  }
  return (
    <>
      {content}
      {removing ? (
        <Suspense fallback={null}>
          <RemoveDialog providerId={providerId} entry={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
function RelatedRow({
  entry,
  canManage,
  onRemove,
}: {
  entry: RelatedProvider;
  canManage: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = entry.relatedProvider.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <ProviderSummaryLine provider={entry.relatedProvider} />
        <p className="mt-0.5 text-xs text-muted-foreground">
          {t('listing.related.since', { date: format.date(entry.createdAt) })}
        </p>
      </div>
      {canManage ? (
        <Button
          size="sm"
          variant="ghost"
          onPointerEnter={() => void loadRemoveDialog()}
          onFocus={() => void loadRemoveDialog()}
          onClick={onRemove}
          aria-label={t('listing.related.removeLabel', { name })}
        >
          <Trash2 aria-hidden="true" />
          {t('listing.related.remove')}
        </Button>
      ) : null}
    </li>
  );
}
