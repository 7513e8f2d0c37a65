import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderSummaryLine } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  CANDIDATE_MAX_CHARS,
  CANDIDATE_MIN_CHARS,
  type ProviderSummary,
  type RelatedProvider,
  useAddRelatedProvider,
  useRelatedProviderCandidates,
  useRelatedProviders,
} from '../api/related-providers';
import { LoadError, ProviderFrame } from '../components/provider-frame';
import { failureText } from '../lib/failure-text';

// The remove confirmation loads when first wanted; pointing at or focusing a remove button starts it.
const loadRemoveDialog = () => import('../components/related-remove-dialog');
const RemoveDialog = lazy(loadRemoveDialog);

/** Typing pause before the search runs (as the providers list and the couple search). */
const SEARCH_DEBOUNCE_MS = 300;

/** /providers/{providerId}/related-providers: the reference gallery, other vendors the provider worked with. */
export default function RelatedProvidersPage() {
  const { t } = useTranslation();
  return (
    <ProviderFrame title={t('routes.relatedProviders')}>
      {(provider) => <References providerId={provider.id} />}
    </ProviderFrame>
  );
}

function References({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const related = useRelatedProviders(providerId);
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
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
      <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm">
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
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <div>
        <h2 id="related-title" className="text-lg font-semibold">
          {t('listing.related.title')}
        </h2>
        <p className="text-sm text-muted">{t('listing.related.intro')}</p>
      </div>
      {permissions.data && !canManage ? <Alert tone="info">{t('listing.info.readOnly')}</Alert> : null}
      {canManage ? <AddRelatedProvider providerId={providerId} /> : null}
      {content}
      {removing ? (
        <Suspense fallback={null}>
          <RemoveDialog providerId={providerId} entry={removing} onClose={() => setRemoving(null)} />
        </Suspense>
      ) : null}
    </section>
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
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <ProviderSummaryLine provider={entry.relatedProvider} />
        <p className="mt-0.5 text-xs text-muted">
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

/** The search for a listed provider to add: a combobox (arrow keys, Enter) over the hits of the typed name. */
function AddRelatedProvider({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useRelatedProviderCandidates(providerId, debounced);
  const add = useAddRelatedProvider(providerId);
  const tooShort = debounced.trim().length < CANDIDATE_MIN_CHARS;
  const results = !tooShort && search.data ? search.data : [];
  // The highlighted hit belongs to one answer; a new answer starts at the first hit again.
  const [active, setActive] = useState<{ index: number; data: unknown }>({ index: 0, data: undefined });
  const activeIndex = active.data === search.data ? active.index : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (candidate: ProviderSummary) => {
    if (add.isPending) return;
    setProblem(null);
    add.mutate(candidate.id, {
      onSuccess: () => {
        toast.success(t('listing.related.added', { name: candidate.name }));
        setTerm('');
      },
      onError: (error) => setProblem(failureText(error, t('errors.technical'))),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && term !== '') {
      event.preventDefault();
      setTerm('');
      return;
    }
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ index: (activeIndex + step + results.length) % results.length, data: search.data });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const candidate = results[activeIndex];
      if (candidate) choose(candidate);
    }
  };

  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <FormField
        label={t('listing.related.searchLabel')}
        description={t('listing.related.searchHint', { min: format.number(CANDIDATE_MIN_CHARS) })}
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            maxLength={CANDIDATE_MAX_CHARS}
            dir="auto"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      {problem ? <Alert className="mt-3">{problem}</Alert> : null}
      <div className="mt-2">
        {tooShort ? null : search.isError ? (
          <LoadError onRetry={() => void search.refetch()} />
        ) : search.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t('listing.related.searching')}
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            {t('listing.related.noHits')}
          </p>
        ) : (
          <p role="status" className="sr-only">
            {t('listing.related.hitCount', { number: results.length })}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('listing.related.hits')}
          aria-busy={search.isFetching || add.isPending || undefined}
          className={cn('grid gap-1', results.length === 0 && 'hidden')}
        >
          {results.map((candidate, index) => (
            <li
              key={candidate.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => choose(candidate)}
              onMouseMove={() => index !== activeIndex && setActive({ index, data: search.data })}
              className="cursor-pointer rounded-md px-3 py-2 aria-selected:bg-brand-50"
            >
              <ProviderSummaryLine provider={candidate} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
