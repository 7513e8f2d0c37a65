// Statistics: the monthly window (whole months, at most 12), the statistics access of a provider and the
// lookups the statistics share.
import { marketDay, now } from '../../lib/clock';
import { fieldError, forbidden } from '../../lib/errors';
import { type Session } from '../../lib/session';
import { requireProviderRight } from '../../lib/rights';
import { findProvider, type ProviderRecord } from '../../lib/views';

/** Longest window of the monthly statistics, in months. */
export const STATS_MAX_MONTHS = 12;

export const STATS_ACCESS_REQUIRED = 'STATS_ACCESS_REQUIRED';
const ON_HOLD_MESSAGE = 'Ihr Eintrag ist pausiert. Statistiken stehen nach der Reaktivierung wieder zur Verfügung.';

function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOf(number: number): string {
  const year = Math.floor(number / 12);
  return `${String(year).padStart(4, '0')}-${String((number % 12) + 1).padStart(2, '0')}`;
}

/** The months of the requested window, oldest first (422 when it is reversed or longer than 12 months). */
export function statsWindow(query: { startMonth?: string | undefined; endMonth?: string | undefined }): string[] {
  const end = monthNumber(query.endMonth ?? marketDay(now()).slice(0, 7));
  const start = query.startMonth ? monthNumber(query.startMonth) : end - (STATS_MAX_MONTHS - 1);
  // The error goes to the parameter the caller set (an unset one took its default).
  const path = query.endMonth || !query.startMonth ? 'endMonth' : 'startMonth';
  if (end < start) {
    throw fieldError(
      path,
      path === 'endMonth'
        ? 'Der Endmonat darf nicht vor dem Startmonat liegen.'
        : 'Der Startmonat darf nicht nach dem Endmonat liegen.',
    );
  }
  if (end - start >= STATS_MAX_MONTHS) {
    throw fieldError(path, `Der Zeitraum darf höchstens ${STATS_MAX_MONTHS} Monate umfassen.`);
  }
  return Array.from({ length: end - start + 1 }, (_, i) => monthOf(start + i));
}

/** 403 STATS_ACCESS_REQUIRED unless the plan includes visit and booking statistics and the provider is active. */
export function requireStatsAccess(provider: ProviderRecord, message: string): void {
  if (!provider.productFeatures.statsAccess) throw forbidden(message, STATS_ACCESS_REQUIRED);
  if (provider.onHold) throw forbidden(ON_HOLD_MESSAGE, STATS_ACCESS_REQUIRED);
}

export function linkedProvider(session: Session, providerId: number): ProviderRecord {
  requireProviderRight(session, providerId, 'read');
  return findProvider(providerId);
}

export function byMonth<T extends { providerId: number; month: string }>(
  records: readonly T[],
  providerId: number,
  months: readonly string[],
) {
  const wanted = new Set(months);
  return new Map(records.filter((r) => r.providerId === providerId && wanted.has(r.month)).map((r) => [r.month, r]));
}

export const VISIT_MESSAGE = 'Besucherstatistiken sind in Ihrem aktuellen Paket nicht enthalten.';
