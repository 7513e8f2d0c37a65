import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderSummaryLine } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
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
  useAddRelatedProvider,
  useRelatedProviderCandidates,
} from '../api/related-providers';
import { failureText } from '../lib/failure-text';
import { LoadError } from './provider-frame';

/** Typing pause before the search runs (as the providers list and the couple search). */
const SEARCH_DEBOUNCE_MS = 300;

/** The search for a listed provider to add: a combobox (arrow keys, Enter) over the hits of the typed name. */
export function AddRelatedProvider({ providerId }: { providerId: number }) {
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
    <div className="rounded-lg border border-border bg-card p-4">
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
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t('listing.related.searching')}
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
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
            // The keyboard chooses through the search field (a combobox with aria-activedescendant), not on the option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
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
