import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { isOneOf } from '@/lib/guards';
import type { LeadStatus } from '../../api/keys';
import { COUPLE_NAME_MAX_LENGTH, DEFAULT_WINDOW_MONTHS, type LeadListState, PAGE_SIZES } from '../../lib/list-params';
import { ProviderFilter, ReadFilter, SortFilter, WindowFilter } from './inbox-filter-fields';
import { StatusFilter } from './status-filter';

interface ProviderOption {
  id: number;
  name: string;
}

interface InboxFiltersProps {
  state: LeadListState;
  /** The search field's own value: it updates at once, the list follows debounced. */
  search: string;
  onSearchChange: (value: string) => void;
  providers: readonly ProviderOption[];
  onChange: (patch: Partial<LeadListState>) => void;
  onReset?: (() => void) | undefined;
}

/**
 * How many of the filters behind the phone's "Filter" button differ from the default (status, provider, time
 * window, read state; each counts once). The search field stays visible on its own and is not counted.
 */
export function activeFilterCount(state: LeadListState): number {
  return [
    state.statuses.length > 0,
    state.providerIds.length > 0,
    state.months !== DEFAULT_WINDOW_MONTHS,
    state.unread !== undefined,
  ].filter(Boolean).length;
}

export function InboxFilters({ state, search, onSearchChange, providers, onChange, onReset }: InboxFiltersProps) {
  const { t } = useTranslation();
  const ids = useId();
  // Below `md` the filters fold behind a button so the first couples fit on a phone's first screen; from `md`
  // on (pure CSS, no media query in script) the button is hidden and the filters always show.
  const [expanded, setExpanded] = useState(false);
  const count = activeFilterCount(state);
  const toggleStatus = (status: LeadStatus, checked: boolean) =>
    onChange({
      statuses: checked ? [...state.statuses, status] : state.statuses.filter((s) => s !== status),
    });

  return (
    <div className="flex flex-col gap-3" role="search" aria-label={t('leads.list.filters')}>
      <div className="relative">
        <Label htmlFor={`${ids}-q`} className="sr-only">
          {t('leads.list.searchLabel')}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${ids}-q`}
          type="search"
          value={search}
          maxLength={COUPLE_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('leads.list.searchPlaceholder')}
          className="ps-9"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        className="self-start md:hidden"
        aria-expanded={expanded}
        aria-controls={`${ids}-panel`}
        onClick={() => setExpanded((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {count > 0 ? t('leads.list.filtersCount', { count }) : t('leads.list.filters')}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
      </Button>
      <div
        id={`${ids}-panel`}
        className={cn(
          'grid-cols-2 gap-3 md:grid md:grid-cols-3 xl:grid-cols-6 xl:items-end',
          expanded ? 'grid' : 'hidden',
        )}
      >
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium" id={`${ids}-status-label`}>
            {t('leads.list.status')}
          </span>
          <StatusFilter idPrefix={ids} statuses={state.statuses} onToggle={toggleStatus} />
        </div>
        {providers.length > 1 ? (
          <ProviderFilter ids={ids} state={state} onChange={onChange} providers={providers} />
        ) : null}
        <WindowFilter ids={ids} state={state} onChange={onChange} />
        <ReadFilter ids={ids} state={state} onChange={onChange} />
        <SortFilter ids={ids} state={state} onChange={onChange} />
      </div>
      {onReset ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onReset}>
            <X aria-hidden="true" />
            {t('leads.list.reset')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function PageSizeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (limit: LeadListState['limit']) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm font-normal text-muted-foreground">
        {t('leads.list.pageSize')}
      </Label>
      <Select
        id={id}
        value={value}
        className="h-8 w-20"
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isOneOf(PAGE_SIZES, size)) onChange(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}
