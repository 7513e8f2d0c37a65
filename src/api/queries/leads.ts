import { api, unwrap } from '@/api/client';
import type { operations } from '@/api/generated/schema';

/**
 * The root of every query key about leads. Lead data is shown by several screens (the inbox and lead page,
 * the dashboard, the sidebar's pending badge, the couple search), each building its keys under these roots, so
 * a change made anywhere — a lead answered, a message sent, a new lead arriving in realtime — invalidates
 * exactly the kind of data it changed everywhere. Features extend this factory with their own keys (e.g. the
 * inbox list under `lists()`, the lead's messages under `detail(id)`); they never build a lead key outside it.
 */
export const leadKeys = {
  all: () => ['leads'] as const,
  /** Lists of leads: the inbox, the dashboard's latest leads, the couple search. */
  lists: () => ['leads', 'lists'] as const,
  /** Counts and statistics derived from leads: pending badge, read-status counts, response times, calls. */
  counts: () => ['leads', 'counts'] as const,
  /** Everything about one lead: the lead itself, its messages, notes, histories, items, lead data. */
  detail: (leadId: number) => ['leads', 'detail', leadId] as const,
};

/** The query of GET /leads as the document declares it (filters, paging, sort). */
export type LeadsQuery = NonNullable<operations['listLeads']['parameters']['query']>;

/**
 * GET /leads in one place: the inbox's pages, the dashboard's latest leads and any other list of leads read it here,
 * each with its own query and its key under `leadKeys.lists()`.
 */
export async function fetchLeads(query: LeadsQuery, signal?: AbortSignal) {
  return unwrap(await api.GET('/leads', { params: { query }, signal }));
}
