// The statistics pages' period: a preset (the last 30 days, 3, 6 or 12 months) or a custom range of days, kept in
// the URL with the provider (`?period=12m&provider=102`, `?period=custom&from=…&to=…`), so reload, shared links and
// Back keep them. The monthly statistics of the document count whole calendar months (at most 12); the lists of
// visits and couples take days. A window therefore has both: its days, and the months those days touch.
import { VisitStatsLimits } from '@/api/generated/limits';
import { addDays, monthIndex, monthOfIndex } from '@/lib/calendar-day';
import { type DateRangeProblems, dateRangeProblems } from '@/lib/date-range';
import { defineSearchParams, searchParam } from '@/lib/search-params';
import type { DayWindow, MonthWindow } from '../api/statistics';

export const PERIOD_PRESETS = ['30d', '3m', '6m', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodChoice = PeriodPreset | 'custom';

/** The longest window the monthly statistics take (the document's 12 months: one series entry a month). */
export const MAX_WINDOW_MONTHS = VisitStatsLimits.properties.series.maxItems;

/** No provider in the URL: the page shows the first one it may show. Not a provider id (those start at 1). */
const FIRST_PROVIDER = 0;

export const statisticsParams = defineSearchParams({
  period: searchParam.oneOf<PeriodChoice>([...PERIOD_PRESETS, 'custom'], '6m'),
  from: searchParam.date(),
  to: searchParam.date(),
  provider: searchParam.positiveInt<number>(FIRST_PROVIDER),
});

export interface StatsWindow {
  days: DayWindow;
  months: MonthWindow;
  /** The months of the window, oldest first. */
  monthList: string[];
}

export interface ResolvedPeriod {
  current: StatsWindow;
  /**
   * The comparison: as many whole calendar months as the current window touches, just before them. The figures
   * compared are monthly (the document's statistics count whole months), so the lengths are equal in months.
   */
  previous: StatsWindow;
  /** The window's last month is today's: its monthly figures count up to today, the comparison's months whole. */
  endsInRunningMonth: boolean;
}

function firstDayOfMonth(index: number): string {
  return `${monthOfIndex(index)}-01`;
}

function lastDayOfMonth(index: number): string {
  return addDays(firstDayOfMonth(index + 1), -1);
}

function windowOf(start: string, end: string): StatsWindow {
  const first = monthIndex(start);
  const last = monthIndex(end);
  const monthList = Array.from({ length: last - first + 1 }, (_, i) => monthOfIndex(first + i));
  return {
    days: { createdAtStart: start, createdAtEnd: end },
    months: { startMonth: monthOfIndex(first), endMonth: monthOfIndex(last) },
    monthList,
  };
}

/** How many calendar months the days from `start` to `end` touch. */
export function monthsTouched(start: string, end: string): number {
  return monthIndex(end) - monthIndex(start) + 1;
}

export type RangeProblem = 'missing' | 'order' | 'future' | 'tooLong';

/**
 * The problems of a custom range by field (the custom range form shows them): the shared rule of
 * src/lib/date-range.ts with the statistics' longest window, 12 calendar months touched.
 */
export function rangeProblems(range: { from: string | null; to: string | null }, today: string): DateRangeProblems {
  return dateRangeProblems(range, today, (from, to) => monthsTouched(from, to) > MAX_WINDOW_MONTHS);
}

/** What is wrong with a custom range, if anything (the page keeps the last valid window meanwhile). */
export function rangeProblem(from: string | null, to: string | null, today: string): RangeProblem | null {
  const problems = rangeProblems({ from, to }, today);
  if (problems.from === 'required' || problems.to === 'required') return 'missing';
  return problems.to ?? problems.from ?? null;
}

/**
 * The windows of a choice on `today`. Month presets end with the current month (its days up to today); "30 days"
 * is the last 30 days including today; a custom range is its days. The previous window has as many calendar months
 * as the current one touches, just before them (1.3.–31.5. compares with December to February).
 */
export function resolvePeriod(
  choice: { period: PeriodChoice; from: string | null; to: string | null },
  today: string,
): ResolvedPeriod {
  const current = currentWindow(choice, today);
  const first = monthIndex(current.days.createdAtStart);
  const months = current.monthList.length;
  return {
    current,
    previous: windowOf(firstDayOfMonth(first - months), lastDayOfMonth(first - 1)),
    endsInRunningMonth: current.months.endMonth === monthOfIndex(monthIndex(today)),
  };
}

function currentWindow(
  choice: { period: PeriodChoice; from: string | null; to: string | null },
  today: string,
): StatsWindow {
  if (choice.period === 'custom' && rangeProblem(choice.from, choice.to, today) === null && choice.from && choice.to) {
    return windowOf(choice.from, choice.to);
  }
  if (choice.period === '30d' || choice.period === 'custom') return windowOf(addDays(today, -29), today);
  const months = Number(choice.period.slice(0, -1));
  return windowOf(firstDayOfMonth(monthIndex(today) - months + 1), today);
}
