import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '@/components/forms/date-range-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { apiDate, marketTodayAsDate, monthsBefore } from '@/lib/calendar-day';
import { cn } from '@/lib/cn';
import type { DateRangeProblem } from '@/lib/date-range';
import { isOneOf } from '@/lib/guards';
import { LEAD_MAX_WINDOW_MONTHS } from '@/lib/lead-window';
import type { LeadStatus } from '../../api/keys';
import {
  COUPLE_NAME_MAX_LENGTH,
  customWindowProblems,
  DEFAULT_WINDOW_MONTHS,
  type LeadListState,
  PAGE_SIZES,
  SORTS,
  WINDOW_PRESETS,
} from '../../lib/list-params';
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

const CUSTOM = 'custom';

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
  // "Eigener Zeitraum" chosen but not applied yet: the URL (and the list) keep the last window until the range is
  // valid and applied; a range in the URL shows the fields by itself.
  const [customChosen, setCustomChosen] = useState(false);
  const custom = state.months === null || customChosen;
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
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
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
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${ids}-provider`}>{t('leads.list.provider')}</Label>
            <Select
              id={`${ids}-provider`}
              value={state.providerIds.length === 1 ? String(state.providerIds[0]) : ''}
              onChange={(event) => onChange({ providerIds: event.target.value ? [Number(event.target.value)] : [] })}
            >
              <option value="">{t('leads.list.providerAll')}</option>
              {providers.map((provider) => (
                <option key={provider.id} value={provider.id} dir="auto">
                  {provider.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-window`}>{t('leads.list.window')}</Label>
          <Select
            id={`${ids}-window`}
            value={custom ? CUSTOM : String(state.months)}
            onChange={(event) => {
              const value = event.target.value;
              setCustomChosen(value === CUSTOM);
              if (value !== CUSTOM) onChange({ months: Number(value), from: null, to: null });
            }}
          >
            {[...new Set([...WINDOW_PRESETS, ...(state.months ? [state.months] : [])])]
              .sort((a, b) => a - b)
              .map((months) => (
                <option key={months} value={months}>
                  {t('leads.list.windowMonths', { count: months })}
                </option>
              ))}
            <option value={CUSTOM}>{t('leads.list.windowCustom')}</option>
          </Select>
        </div>
        {custom ? (
          <div className="col-span-full">
            <CustomWindow
              state={state}
              onApply={(range) => {
                setCustomChosen(false);
                onChange({ months: null, from: range.from, to: range.to });
              }}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-read`}>{t('leads.list.read')}</Label>
          <Select
            id={`${ids}-read`}
            value={state.unread === undefined ? '' : String(state.unread)}
            onChange={(event) =>
              onChange({
                unread: event.target.value === '' ? undefined : event.target.value === 'true',
              })
            }
          >
            <option value="">{t('leads.list.readAll')}</option>
            <option value="true">{t('leads.list.readUnread')}</option>
            <option value="false">{t('leads.list.readRead')}</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-sort`}>{t('leads.list.sort')}</Label>
          <Select
            id={`${ids}-sort`}
            value={state.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isOneOf(SORTS, sort)) onChange({ sort });
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`leads.list.sortOptions.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
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

/**
 * The custom window's "Von" and "Bis": the range of the URL, or the window shown so far as a start. A range of
 * the URL that breaks the rules shows its problems at once (the list meanwhile shows the default window).
 */
function CustomWindow({
  state,
  onApply,
}: {
  state: LeadListState;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const today = marketTodayAsDate();
  const fromUrl = state.months === null;
  const initial = fromUrl
    ? { from: state.from, to: state.to }
    : { from: apiDate(monthsBefore(today, state.months ?? DEFAULT_WINDOW_MONTHS)), to: apiDate(today) };
  const problemText = (problem: DateRangeProblem) =>
    problem === 'required'
      ? t('validation.required')
      : t(`leads.list.windowProblems.${problem}`, { months: LEAD_MAX_WINDOW_MONTHS });
  return (
    <DateRangeForm
      // Another range in the URL (Back, Forward) starts the fields again.
      key={`${state.from ?? ''}|${state.to ?? ''}`}
      label={t('leads.list.windowCustom')}
      labels={{ from: t('leads.list.from'), to: t('leads.list.to'), apply: t('leads.list.windowApply') }}
      initial={initial}
      max={apiDate(today)}
      check={(range) => customWindowProblems(range, today)}
      problemText={problemText}
      onApply={onApply}
      checkInitial={fromUrl}
    />
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
      <Label htmlFor={id} className="text-sm font-normal text-muted">
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
