import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderSummaryLine } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { ComboboxInput, ComboboxList, useCombobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
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
/** One empty list while no search has answered, so the highlight does not restart on every render. */
const NO_HITS: readonly ProviderSummary[] = [];

/** The search for a listed provider to add: a combobox (arrow keys, Enter) over the hits of the typed name. */
export function AddRelatedProvider({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useRelatedProviderCandidates(providerId, debounced);
  const add = useAddRelatedProvider(providerId);
  const tooShort = debounced.trim().length < CANDIDATE_MIN_CHARS;
  const results = !tooShort && search.data ? search.data : NO_HITS;

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
  // Escape empties a typed name (which closes the list); on an empty field it does nothing here.
  const combobox = useCombobox({
    options: results,
    onChoose: choose,
    onEscape: () => {
      if (term === '') return false;
      setTerm('');
      return true;
    },
  });

  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <FormField
        label={t('listing.related.searchLabel')}
        description={t('listing.related.searchHint', { min: format.number(CANDIDATE_MIN_CHARS) })}
      >
        {(control) => (
          <ComboboxInput
            {...control}
            combobox={combobox}
            maxLength={CANDIDATE_MAX_CHARS}
            dir="auto"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setProblem(null);
            }}
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
        <ComboboxList
          combobox={combobox}
          label={t('listing.related.hits')}
          busy={search.isFetching || add.isPending}
          optionKey={(candidate) => candidate.id}
        >
          {(candidate) => <ProviderSummaryLine provider={candidate} />}
        </ComboboxList>
      </div>
    </div>
  );
}
