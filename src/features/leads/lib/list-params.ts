import dayjs from 'dayjs';
import { apiDate, LEAD_WINDOW_MONTHS } from '@/lib/lead-window';
import type { LeadListQuery, LeadStatus } from '../api/keys';
import type { StatsWindow } from '../api/stats';

// The inbox's filters, sort and page live in the URL, so a reload, a shared link or the back button returns to
// the same view. Only values that differ from the defaults are written.

// A record over the generated type: the compiler insists on every status of the document, and the list route does
// not pull the generated zod schemas into its chunk just for an enum.
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
export const LEAD_STATUSES = (Object.keys(STATUS_ORDER) as LeadStatus[]).sort(
  (a, b) => STATUS_ORDER[a] - STATUS_ORDER[b],
);
/** Statuses of leads that still wait for the vendor's answer. */
export const UNANSWERED_STATUSES: readonly LeadStatus[] = ['new', 'pending'];

export const SORTS = ['-createdAt', 'createdAt', 'weddingDate', '-weddingDate', '-lastActivityAt'] as const;
export type LeadSort = (typeof SORTS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
/** The list's default window: the last six months (spec point 9). */
export const DEFAULT_WINDOW_MONTHS = LEAD_WINDOW_MONTHS;
export const WINDOW_PRESETS = [1, 3, 6, 12] as const;

export interface LeadListState {
  page: number;
  limit: (typeof PAGE_SIZES)[number];
  sort: LeadSort;
  /** Months back from today, or null when `from`/`to` give a custom range. */
  months: number | null;
  from: string | null;
  to: string | null;
  statuses: LeadStatus[];
  providerIds: number[];
  unread: boolean | undefined;
  coupleName: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function validDate(value: string | null): string | null {
  // dayjs rolls 2026-13-45 over into a later date; a real date formats back to itself.
  return value && isoDate.test(value) && apiDate(dayjs(value)) === value ? value : null;
}

/** Reads the state from the URL; anything unknown or malformed falls back to the default. */
export function readListState(params: URLSearchParams): LeadListState {
  const limit = positiveInt(params.get('limit'));
  const sort = params.get('sort');
  const months = positiveInt(params.get('months'));
  const from = validDate(params.get('from'));
  const to = validDate(params.get('to'));
  const custom = from !== null || to !== null;
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(status));
  const providerIds = (params.get('provider') ?? '')
    .split(',')
    .map((id) => positiveInt(id))
    .filter((id): id is number => id !== null);
  const unread = params.get('unread');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit ?? 0) ? (limit as LeadListState['limit']) : 25,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as LeadSort) : '-createdAt',
    months: custom ? null : (months ?? DEFAULT_WINDOW_MONTHS),
    from: custom ? from : null,
    to: custom ? to : null,
    statuses: [...new Set(statuses)],
    providerIds: [...new Set(providerIds)],
    unread: unread === 'true' ? true : unread === 'false' ? false : undefined,
    coupleName: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The URL query of a state; default values are left out. */
export function writeListState(state: LeadListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.coupleName) params.set('q', state.coupleName);
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.providerIds.length > 0) params.set('provider', state.providerIds.join(','));
  if (state.unread !== undefined) params.set('unread', String(state.unread));
  if (state.months === null) {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  } else if (state.months !== DEFAULT_WINDOW_MONTHS) {
    params.set('months', String(state.months));
  }
  if (state.sort !== '-createdAt') params.set('sort', state.sort);
  if (state.limit !== 25) params.set('limit', String(state.limit));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The request for a state: the window turned into dates, the user's providers when none is chosen. */
export function toListQuery(
  state: LeadListState,
  coupleName: string,
  userProviderIds: readonly number[],
  today: dayjs.Dayjs = dayjs(),
): LeadListQuery {
  const createdAtEnd = state.months === null ? (state.to ?? apiDate(today)) : apiDate(today);
  const createdAtStart =
    state.months === null
      ? (state.from ?? apiDate(today.subtract(DEFAULT_WINDOW_MONTHS, 'month')))
      : apiDate(today.subtract(state.months, 'month'));
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
