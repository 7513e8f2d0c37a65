import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LeadStatusBadge } from '@/components/domain/lead-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { href } from '@/config/paths';
import { cn } from '@/lib/cn';
import { COUPLE_SEARCH_MIN_LENGTH, type CoupleSearchResult, useCoupleSearch } from '../api/search-couples';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CoupleSearchButton } from './couple-search-button';

/** Typing pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The top bar's couple search (spec point 2): a dialog with a couple-name field and the matching leads. Mounted
 * by the first click on the trigger (see `CoupleSearch`), so it opens at once.
 */
export default function CoupleSearchDialog() {
  const [open, setOpen] = useState(true);
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
  const listId = useId();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useCoupleSearch(debounced);
  const tooShort = debounced.trim().length < COUPLE_SEARCH_MIN_LENGTH;
  const results = !tooShort && search.data ? search.data : [];
  // The highlighted result belongs to one answer; a new answer starts at the first result again.
  const [active, setActive] = useState<{ index: number; data: unknown }>({ index: 0, data: undefined });
  const activeIndex = active.data === search.data ? active.index : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openLead = (result: CoupleSearchResult) => {
    onDone();
    void navigate(href.lead(result.leadId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ index: (activeIndex + step + results.length) % results.length, data: search.data });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[activeIndex];
      if (result) openLead(result);
    }
  };

  return (
    <>
      <DialogTitle>{t('shell.search.title')}</DialogTitle>
      <DialogDescription>{t('shell.search.description')}</DialogDescription>
      <FormField label={t('shell.search.label')}>
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
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onKeyDown}
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
        <ul
          id={listId}
          role="listbox"
          aria-label={t('shell.search.results')}
          aria-busy={search.isFetching || undefined}
          className={cn('grid gap-1', results.length === 0 && 'hidden')}
        >
          {results.map((result, index) => (
            // The keyboard chooses through the search field (a combobox with aria-activedescendant), not on the option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={result.leadId}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => openLead(result)}
              onMouseMove={() => index !== activeIndex && setActive({ index, data: search.data })}
              className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 aria-selected:bg-brand-50"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" dir="auto">
                  {result.coupleName ?? t('shell.search.extensionNumber', { number: result.extensionNumber })}
                </p>
                <p className="truncate text-xs text-muted-foreground" dir="auto">
                  {result.provider.name} · {result.provider.category.name}
                </p>
              </div>
              <LeadStatusBadge lead={result} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
