import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session/session-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIsLeaving } from '@/lib/navigation-target';
import { useSearchParamState } from '@/lib/search-params';
import { useLeadList } from '../api/leads';
import { AddCoupleButton } from '../components/add-couple/add-couple-button';
import { ExportLeadsButton } from '../components/list/export-leads-button';
import { InboxFilters, PageSizeSelect } from '../components/list/inbox-filters';
import { InboxStats } from '../components/list/inbox-stats';
import { LeadList } from '../components/list/lead-list';
import { Pager } from '../components/list/pager';
import {
  hasFilters,
  inboxStatsWindow,
  type LeadListState,
  inboxParams,
  toListQuery,
  UNANSWERED_STATUSES,
} from '../lib/list-params';

/** Typing pauses this long before the list asks again; a newer term cancels the older request. */
const SEARCH_DEBOUNCE_MS = 300;

function LoadingRows() {
  return (
    <ul className="overflow-hidden rounded-lg border border-border bg-card" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 border-b border-border px-4 py-4 last:border-b-0">
          <span className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
          <span className="h-3 w-1/4 animate-pulse rounded bg-stone-100" />
        </li>
      ))}
    </ul>
  );
}

/** /leads: the couples inbox (spec points 2, 4, 7). */
export default function LeadsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const url = useSearchParamState(inboxParams);
  const state = url.values;
  const providerIds = useMemo(() => user.providers.map((provider) => provider.id), [user.providers]);
  const hasProviders = providerIds.length > 0;

  // Any change but the page's goes back to page 1 (the helper of src/lib/search-params.ts does that).
  const update = (patch: Partial<LeadListState>) => url.update(patch);

  const [search, setSearch] = useState(state.coupleName);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // While the user is already leaving (a row clicked, its page still loading), a settling search term must not
  // write the URL: that would cancel the navigation and pull the user back to the list.
  const isLeaving = useIsLeaving();
  useEffect(() => {
    if (isLeaving() || debouncedSearch.trim() === state.coupleName.trim()) return;
    url.update({ coupleName: debouncedSearch }, { replace: true });
    // Only a settled search term writes the URL; the rest of the state is read fresh from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const query = useMemo(() => toListQuery(state, state.coupleName, providerIds), [state, providerIds]);
  const list = useLeadList(query, hasProviders);
  const statsWindow = useMemo(() => inboxStatsWindow(query), [query]);

  const listTop = useRef<HTMLDivElement>(null);
  const goToPage = (page: number) => {
    update({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  const filtered = hasFilters(state);
  const reset = () => {
    setSearch('');
    url.reset();
  };

  const data = list.data;
  const total = data?.paging.total ?? 0;

  return (
    <Page title={t('leads.list.title')} actions={<AddCoupleButton />}>
      {!hasProviders ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">
          {t('leads.list.noProviders')}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <InboxStats
            window={statsWindow}
            onShowUnanswered={() => update({ statuses: [...UNANSWERED_STATUSES], sort: 'createdAt' })}
          />
          <InboxFilters
            state={state}
            search={search}
            onSearchChange={setSearch}
            providers={user.providers}
            onChange={(patch) => update(patch)}
            onReset={filtered ? reset : undefined}
          />
          <div ref={listTop} className="flex scroll-mt-20 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
                {data ? t('leads.list.total', { count: total }) : t('leads.list.results')}
              </h2>
              <div className="flex flex-wrap items-center gap-3">
                {list.isPlaceholderData ? (
                  <span className="text-xs text-muted-foreground">{t('leads.list.updating')}</span>
                ) : null}
                {total > 0 ? <ExportLeadsButton query={query} /> : null}
              </div>
            </div>
            {list.isPending ? (
              <LoadingRows />
            ) : list.isError && !data ? (
              <Alert className="flex flex-wrap items-center justify-between gap-3">
                <span>{t('leads.list.loadError')}</span>
                <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                  {t('leads.list.retry')}
                </Button>
              </Alert>
            ) : data && data.data.length === 0 ? (
              <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-foreground">
                {filtered ? t('leads.list.emptyFiltered') : t('leads.list.empty')}
              </p>
            ) : data ? (
              <div
                className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
                aria-busy={list.isPlaceholderData || undefined}
              >
                <LeadList leads={data.data} label={t('leads.list.results')} />
              </div>
            ) : null}
            {data && data.paging.total > 0 ? (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <PageSizeSelect value={state.limit} onChange={(limit) => update({ limit })} />
                <Pager paging={data.paging} onPage={goToPage} />
              </div>
            ) : null}
          </div>
        </div>
      )}
    </Page>
  );
}
