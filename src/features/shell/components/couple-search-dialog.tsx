import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LeadStatusBadge } from '@/components/domain/lead-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ComboboxInput, ComboboxList, useCombobox } from '@/components/ui/combobox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { COUPLE_SEARCH_MIN_LENGTH, type CoupleSearchResult, useCoupleSearch } from '../api/search-couples';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CoupleSearchButton } from './couple-search-button';

/** Typing pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;
/** One empty list while no search has answered, so the highlight does not restart on every render. */
const NO_RESULTS: readonly CoupleSearchResult[] = [];

/**
 * The top bar's couple search (spec point 2): a dialog with a couple-name field and the matching leads. Mounted
 * by the first click on the trigger (see `CoupleSearch`), so it opens at once.
 */
export default function CoupleSearchDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <CoupleSearchButton />
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <CoupleSearchPanel onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CoupleSearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useCoupleSearch(debounced);
  const tooShort = debounced.trim().length < COUPLE_SEARCH_MIN_LENGTH;
  const results = !tooShort && search.data ? search.data : NO_RESULTS;
  // Escape is left to the dialog: it closes and gives the focus back to the top bar's search button.
  const combobox = useCombobox({
    options: results,
    onChoose: (result: CoupleSearchResult) => {
      onDone();
      void navigate(href.lead(result.leadId));
    },
  });

  return (
    <>
      <DialogTitle>{t('shell.search.title')}</DialogTitle>
      <DialogDescription>{t('shell.search.description')}</DialogDescription>
      <FormField label={t('shell.search.label')}>
        {(control) => (
          <ComboboxInput
            {...control}
            combobox={combobox}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        )}
      </FormField>

      <div className="min-h-24">
        {tooShort ? null : search.isError ? (
          <Alert className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('errors.loading')}</span>
            <Button size="sm" variant="secondary" onClick={() => void search.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : search.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t('shell.search.searching')}
          </p>
        ) : results.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('shell.search.empty')}
          </p>
        ) : (
          <p role="status" className="sr-only">
            {t('shell.search.resultCount', { number: results.length })}
          </p>
        )}
        <ComboboxList
          combobox={combobox}
          label={t('shell.search.results')}
          busy={search.isFetching}
          optionKey={(result) => result.leadId}
          optionClassName="flex items-center gap-3"
        >
          {(result) => (
            <>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" dir="auto">
                  {result.coupleName ?? t('shell.search.extensionNumber', { number: result.extensionNumber })}
                </p>
                <p className="truncate text-xs text-muted-foreground" dir="auto">
                  {result.provider.name} · {result.provider.category.name}
                </p>
              </div>
              <LeadStatusBadge lead={result} />
            </>
          )}
        </ComboboxList>
      </div>
    </>
  );
}
