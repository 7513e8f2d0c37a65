// The history of the team's decisions on the provider's changes (issue 42.3): approved and rejected entries of the
// approval queue, newest decision first, a page at a time (docs/listing.md, "History of decisions").
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { type ProviderDataUpdate, type ProviderForm, useDataUpdateHistory } from '../api/provider-content';
import { ChangeValue, useChangeTexts } from './change-value';

/** The history's heading; focus lands on it when the last pending change was withdrawn. */
export const HISTORY_HEADING_ID = 'data-update-history';

const TONE = { approved: 'success', rejected: 'danger', pending: 'warning' } as const;

function HistoryEntry({
  entry,
  cityId,
  texts,
}: {
  entry: ProviderDataUpdate;
  cityId: number;
  texts: ReturnType<typeof useChangeTexts>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const rejected = entry.status === 'rejected';
  const value = (which: 'oldValue' | 'newValue') => (
    <ChangeValue
      fieldName={entry.fieldName}
      value={entry[which]}
      cityId={cityId}
      text={texts.valueText(entry.fieldName, entry[which])}
      className="break-words"
    />
  );
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-1 rounded-md border border-border px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {texts.labelOf(entry.fieldName)}
        </h3>
        <Badge tone={TONE[entry.status]}>{t(`listing.history.status.${entry.status}`)}</Badge>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
        <span className="sr-only">{t('listing.history.from')}</span>
        <span className="text-muted-foreground">{value('oldValue')}</span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground rtl:rotate-180" />
        <span className="sr-only">{t('listing.history.to')}</span>
        <span className={rejected ? 'text-muted-foreground line-through' : 'font-medium'}>{value('newValue')}</span>
      </p>
      {entry.decisionReason !== null || rejected ? (
        <p className={rejected ? 'text-sm text-destructive' : 'text-sm'}>
          <span className="font-medium">{t(rejected ? 'listing.history.reason' : 'listing.history.note')}</span>{' '}
          {/* Its own line and direction: a German reason wrapped inside an Arabic line put its punctuation in the
              wrong places (acceptance walk of issue 42). */}
          <span dir="auto" className="block break-words whitespace-pre-line">
            {entry.decisionReason ?? t('listing.history.noReason')}
          </span>
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('listing.history.decided', {
          date: format.date(entry.decidedAt ?? entry.createdAt),
          name: entry.requestedBy.name,
          requested: format.date(entry.createdAt),
        })}
      </p>
    </article>
  );
}

/**
 * "Verlauf": what the team approved or rejected, each with the field, the value before and the one asked for,
 * the decision, its date and the team's reason. Shown under the pending changes, to everyone who sees the page.
 */
export function DataUpdateHistory({
  providerId,
  cityId,
  forms,
}: {
  providerId: number;
  cityId: number;
  forms: ProviderForm[];
}) {
  const { t } = useTranslation();
  const texts = useChangeTexts(forms);
  const history = useDataUpdateHistory(providerId);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const total = history.data?.pages[0]?.paging.total ?? 0;
  const list = useRef<HTMLOListElement>(null);
  // "Mehr anzeigen" moves focus to the first entry it added (the button leaves with the last page).
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || entries.length <= at) return;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[at]?.focus();
    focusAt.current = null;
  }, [entries.length]);
  const showMore = () => {
    focusAt.current = entries.length;
    void history.fetchNextPage();
  };

  let content;
  if (history.isPending) {
    content = (
      <div role="status" aria-label={t('app.loading')} className="mt-3 flex flex-col gap-2">
        {Array.from({ length: 2 }, (_, index) => (
          <span key={index} className="h-16 animate-pulse rounded-md bg-stone-100" />
        ))}
      </div>
    );
  } else if (history.isError && entries.length === 0) {
    content = (
      <Alert className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void history.refetch()} loading={history.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (entries.length === 0) {
    content = <p className="mt-2 text-sm text-muted-foreground">{t('listing.history.empty')}</p>;
  } else {
    content = (
      <>
        <ol ref={list} className="mt-3 flex flex-col gap-2" aria-label={t('listing.history.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.id} tabIndex={-1} className="outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
              <HistoryEntry entry={entry} cityId={cityId} texts={texts} />
            </li>
          ))}
        </ol>
        {history.isFetchNextPageError ? <Alert className="mt-3">{t('errors.loading')}</Alert> : null}
        {history.hasNextPage ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button size="sm" variant="secondary" loading={history.isFetchingNextPage} onClick={showMore}>
              {t('common.showMore')}
            </Button>
            <span className="text-sm text-muted-foreground">
              {t('listing.history.shown', { shown: entries.length, total })}
            </span>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={HISTORY_HEADING_ID} className="mb-6 rounded-lg border border-border bg-card p-4">
      <h2 id={HISTORY_HEADING_ID} tabIndex={-1} className="text-base font-semibold outline-none">
        {t('listing.history.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('listing.history.intro')}</p>
      {content}
    </section>
  );
}
