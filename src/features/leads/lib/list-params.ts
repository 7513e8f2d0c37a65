import { LeadStatusLimits, listLeadsQueryLimits } from '@/api/generated/limits';
import { apiDate, dayFromApiDate, marketTodayAsDate, monthsBefore } from '@/lib/calendar-day';
import { type DateRangeProblems, dateRangeProblems, isValidDateRange } from '@/lib/date-range';
import { LEAD_MAX_WINDOW_MONTHS, LEAD_WINDOW_MONTHS } from '@/lib/lead-window';
import { defineSearchParams, searchParam, type SearchParams, type SearchParamValues } from '@/lib/search-params';
import type { LeadListQuery, LeadStatus } from '../api/keys';
import type { StatsWindow } from '../api/stats';

// The inbox's filters, sort and page live in the URL, so a reload, a shared link or the back button returns to
// the same view. Only values that differ from the defaults are written.

// A record over the generated type: the compiler insists on the place of every status of the document. The values
// come from the generated limits, which (unlike the zod schemas) cost the list route's chunk only this enum.
const STATUS_ORDER: Record<LeadStatus, number> = {
  new: 0,
  pending: 1,
  negotiating: 2,
  offered: 3,
  deal: 4,
  rejected: 5,
  spam: 6,
  not_reached: 7,
  unreachable: 8,
};
/** Every lead status, in the order the filter lists them. */
export const LEAD_STATUSES: readonly LeadStatus[] = [...LeadStatusLimits.enum].sort(
  (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b],
);
/** Statuses of leads that still wait for the vendor's answer. */
export const UNANSWERED_STATUSES: readonly LeadStatus[] = ['new', 'pending'];

export const SORTS = ['-createdAt', 'createdAt', 'weddingDate', '-weddingDate', '-lastActivityAt'] as const;
export type LeadSort = (typeof SORTS)[number];
const query = listLeadsQueryLimits;
/** The document's default and largest page, and one between. */
export const PAGE_SIZES = [query.limit.default, 50, query.limit.maximum] as const;
/** The couple-name search: at most as long as the document allows. */
export const COUPLE_NAME_MAX_LENGTH = query.coupleName.maxLength;
/** The list's default window: the last six months (spec point 9). */
export const DEFAULT_WINDOW_MONTHS = LEAD_WINDOW_MONTHS;
export const WINDOW_PRESETS = [1, 3, DEFAULT_WINDOW_MONTHS, LEAD_MAX_WINDOW_MONTHS] as const;

/**
 * What is wrong with a custom window, by field: both days required, the end not before the start and not after
 * the market's today, and no longer than the longest preset (the start at least the same day
 * `LEAD_MAX_WINDOW_MONTHS` before the end).
 */
export function customWindowProblems(
  range: { from: string | null; to: string | null },
  today: Date = marketTodayAsDate(),
): DateRangeProblems {
  return dateRangeProblems(
    range,
    apiDate(today),
    (from, to) => from < apiDate(monthsBefore(dayFromApiDate(to), LEAD_MAX_WINDOW_MONTHS)),
  );
}

/** The URL state of the inbox (/leads): filters, sort, page size and page. */
export const inboxParams = defineSearchParams(
  {
    coupleName: searchParam.text(COUPLE_NAME_MAX_LENGTH, 'q'),
    statuses: searchParam.list(searchParam.oneOfItem(LeadStatusLimits.enum), 'status'),
    providerIds: searchParam.list(searchParam.positiveIntItem, 'provider'),
    unread: searchParam.flag(),
    from: searchParam.date(),
    to: searchParam.date(),
    /** Months back from today, or null when `from`/`to` give a custom range. */
    months: {
      schema: searchParam.positiveIntItem,
      fallback: DEFAULT_WINDOW_MONTHS as number | null,
      format: (months: number | null) => (months === null ? '' : String(months)),
    },
    sort: searchParam.oneOf(SORTS, '-createdAt'),
    limit: searchParam.positiveInt<(typeof PAGE_SIZES)[number]>(query.limit.default, { oneOf: PAGE_SIZES }),
    page: searchParam.positiveInt<number>(query.page.default),
  },
  {
    page: 'page',
    // A custom range (`from` or `to`) replaces the months; without one the window is a number of months.
    normalise: (state) =>
      state.from !== null || state.to !== null
        ? { ...state, months: null }
        : { ...state, months: state.months ?? DEFAULT_WINDOW_MONTHS },
  },
);

export type LeadListState = SearchParamValues<typeof inboxParams extends SearchParams<infer F> ? F : never>;

/** Reads the state from the URL; anything unknown or malformed falls back to the default. */
export const readListState = inboxParams.read;

/** The URL query of a state; default values are left out, params the inbox does not know are kept from `keep`. */
export const writeListState = inboxParams.write;

/** The URL after a change of some fields; a change of anything but the page goes back to page 1. */
export const updateListState = inboxParams.update;

/** The URL with every filter back to its default. */
export const resetListState = inboxParams.reset;

/**
 * The request for a state: the window turned into dates, the user's providers when none is chosen. A custom
 * range that breaks the rules (typed into the address, half given) asks for the default window; the filters show
 * the range with its problems.
 */
export function toListQuery(
  state: LeadListState,
  coupleName: string,
  userProviderIds: readonly number[],
  today: Date = marketTodayAsDate(),
): LeadListQuery {
  const custom =
    state.months === null && state.from && state.to && isValidDateRange(customWindowProblems(state, today))
      ? { from: state.from, to: state.to }
      : null;
  const months = state.months ?? DEFAULT_WINDOW_MONTHS;
  const createdAtEnd = custom ? custom.to : apiDate(today);
  const createdAtStart = custom ? custom.from : apiDate(monthsBefore(today, months));
  const chosen = state.providerIds.filter((id) => userProviderIds.includes(id));
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    createdAtStart,
    createdAtEnd,
    providerIds: chosen.length > 0 ? chosen : [...userProviderIds],
    status: state.statuses,
    coupleName: coupleName.trim(),
    unread: state.unread,
  };
}

/** The window of the stats above the list: the list's dates and providers. */
export function inboxStatsWindow(query: LeadListQuery): StatsWindow {
  return { createdAtStart: query.createdAtStart, createdAtEnd: query.createdAtEnd, providerIds: query.providerIds };
}

/** True when the state filters anything beyond the default window. */
export function hasFilters(state: LeadListState): boolean {
  return (
    state.coupleName.trim() !== '' ||
    state.statuses.length > 0 ||
    state.providerIds.length > 0 ||
    state.unread !== undefined ||
    state.months !== DEFAULT_WINDOW_MONTHS
  );
}
