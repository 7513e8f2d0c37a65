// Shapes and helpers shared by the leads contracts (contracts/consumer/leads-*.pact.test.ts).
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '@/api/api-error';
import type { StatsWindow } from '@/features/leads/api/stats';
import { readListState, toListQuery } from '@/features/leads/lib/list-params';
import { PATTERNS } from './pact';

const { integer, regex, string } = MatchersV3;

/** The providers of the user demo (Schlossgut Havelblick, Lichtwerk, Brautsalon). */
export const DEMO_PROVIDER_IDS = [101, 102, 103] as const;

export const LEAD_STATUS = '^(new|pending|negotiating|offered|deal|rejected|spam|not_reached|unreachable)$';
export const INTERACTION_TYPE = '^(phone_call|manual_add|info_request|visit|like|sms|email|whatsapp|facebook)$';
export const HISTORY_TYPE =
  '^(created|status_changed|message_sent|message_received|sms_sent|note_added|note_deleted|reminder_set|interaction_added|reported|deal_confirmed|appointment_confirmed)$';

export const dateTime = (example: string) => regex(PATTERNS.dateTime, example);
export const date = (example: string) => regex(PATTERNS.date, example);

/** The paging of a first page; the totals are whatever the data holds. */
export const firstPage = (limit: number, total = 1) => ({
  page: 1,
  limit,
  total: integer(total),
  pageCount: integer(1),
});

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A 422 in error format version 1: a message plus one message per field path. */
export function fieldErrorsV1(errors: Record<string, string>) {
  return {
    message: string('Bitte prüfen Sie Ihre Eingaben.'),
    errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, string(message)])),
  };
}

/** The ApiError a portal function threw. */
export async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

/** The inbox's request with no filter chosen: the last six months of all the user's providers, 25 newest first. */
export function defaultInboxQuery(providerIds: readonly number[] = DEMO_PROVIDER_IDS) {
  return toListQuery(readListState(new URLSearchParams()), '', providerIds);
}

/** The window of the inbox's figures for the default list. */
export function defaultStatsWindow(): StatsWindow {
  const { createdAtStart, createdAtEnd, providerIds } = defaultInboxQuery();
  return { createdAtStart, createdAtEnd, providerIds };
}

/** The date window as the requests carry it; the dates are whatever today gives. */
export const windowQuery = {
  createdAtStart: date('2026-05-22'),
  createdAtEnd: date('2026-11-22'),
  providerIds: DEMO_PROVIDER_IDS.join(','),
};
