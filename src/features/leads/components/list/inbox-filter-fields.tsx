// The inbox's filters behind the phone's "Filter" button: provider, time window (a preset or a range of its own),
// read state and sort order. Each labels its control by an id from the filter panel's prefix.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeForm } from '@/components/forms/date-range-form';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { apiDate, marketTodayAsDate, monthsBefore } from '@/lib/calendar-day';
import type { DateRangeProblem } from '@/lib/date-range';
import { isOneOf } from '@/lib/guards';
import { LEAD_MAX_WINDOW_MONTHS } from '@/lib/lead-window';
import {
  customWindowProblems,
  DEFAULT_WINDOW_MONTHS,
  type LeadListState,
  SORTS,
  WINDOW_PRESETS,
} from '../../lib/list-params';

interface FilterProps {
  /** The filter panel's id prefix. */
  ids: string;
  state: LeadListState;
  onChange: (patch: Partial<LeadListState>) => void;
}

const CUSTOM = 'custom';

export function ProviderFilter({
  ids,
  state,
  onChange,
  providers,
}: FilterProps & { providers: ReadonlyArray<{ id: number; name: string }> }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The time window: a preset number of months, or "Eigener Zeitraum" with its own range below (the panel's width). */
export function WindowFilter({ ids, state, onChange }: FilterProps) {
  const { t } = useTranslation();
  // "Eigener Zeitraum" chosen but not applied yet: the URL (and the list) keep the last window until the range is
  // valid and applied; a range in the URL shows the fields by itself.
  const [customChosen, setCustomChosen] = useState(false);
  const custom = state.months === null || customChosen;
  return (
    <>
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
    </>
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

export function ReadFilter({ ids, state, onChange }: FilterProps) {
  const { t } = useTranslation();
  return (
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
  );
}

export function SortFilter({ ids, state, onChange }: FilterProps) {
  const { t } = useTranslation();
  return (
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
  );
}
