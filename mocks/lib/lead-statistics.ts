// The words of the weddings statistics, defined once for every figure that uses them (docs/statistics.md, "One
// definition per word"): the monthly funnel (`/stats/providers/{id}/bookings`, the visits' requests and the rivals'
// own figures), the estimate and the couples without a booking. A real backend counts its leads; so does the mock,
// for every request from the first seeded lead on (older months are stored as monthly figures, `db.bookingStats`).
//
// - Request ("Anfrage"): a lead that is not spam, counted in the Berlin month it arrived.
// - Offer ("Angebot"): a request that received an offer: status offered, negotiating or deal, or booked.
// - Booking ("Buchung"): a request whose couple booked the provider: the lead is a deal, or the provider confirmed
//   working with the couple (a couple relation with `workedTogether`).
// - Request from the listing: a request that came through the profile's form (info request or plus lead), the
//   visits page's "Anfragen über Ihr Profil".
// So a subset never exceeds its whole: bookings ≤ offers ≤ requests, requests from the listing ≤ requests, and the
// couples of a window (booked or not) ≤ the requests of the months the window touches.
import type { Database } from '../db';
import { leadsOf, type LeadView } from '../db/couples';
import { marketDay } from './clock';

export interface RequestFigures {
  leads: number;
  offers: number;
  deals: number;
  infoRequests: number;
}

const OFFERED_STATUSES: ReadonlySet<string> = new Set(['offered', 'negotiating', 'deal']);
const LISTING_LEAD_TYPES: ReadonlySet<string> = new Set(['infoRequest', 'plusLead']);

export function isRequest(lead: LeadView): boolean {
  return lead.status !== 'spam';
}

/** `provider:couple` of every couple that booked a provider: a lead marked as deal or a confirmed relation. */
export function bookedCouples(db: Database, providerIds: ReadonlySet<number>): Set<string> {
  const booked = new Set<string>();
  for (const lead of leadsOf(db)) {
    if (providerIds.has(lead.provider.id) && lead.status === 'deal') booked.add(bookingKey(lead));
  }
  for (const relation of db.coupleProviders.all()) {
    if (providerIds.has(relation.providerId) && relation.workedTogether)
      booked.add(`${relation.providerId}:${relation.couple.id}`);
  }
  return booked;
}

export function bookingKey(lead: LeadView): string {
  return `${lead.provider.id}:${lead.couple.id}`;
}

/** The requests of one provider in each of `months` (`YYYY-MM`, Berlin), counted from its leads. */
export function requestFiguresByMonth(
  db: Database,
  providerId: number,
  months: readonly string[],
): Map<string, RequestFigures> {
  const figures = new Map<string, RequestFigures>(
    months.map((month) => [month, { leads: 0, offers: 0, deals: 0, infoRequests: 0 }]),
  );
  const booked = bookedCouples(db, new Set([providerId]));
  for (const lead of leadsOf(db)) {
    if (lead.provider.id !== providerId || !isRequest(lead)) continue;
    const entry = figures.get(marketDay(lead.createdAt).slice(0, 7));
    if (!entry) continue;
    const isBooked = booked.has(bookingKey(lead));
    entry.leads += 1;
    if (isBooked || OFFERED_STATUSES.has(lead.status)) entry.offers += 1;
    if (isBooked) entry.deals += 1;
    if (LISTING_LEAD_TYPES.has(lead.firstLeadType)) entry.infoRequests += 1;
  }
  return figures;
}

function storedByMonth<T extends { providerId: number; month: string }>(
  records: readonly T[],
  providerId: number,
  months: readonly string[],
): Map<string, T> {
  const wanted = new Set(months);
  return new Map(records.filter((r) => r.providerId === providerId && wanted.has(r.month)).map((r) => [r.month, r]));
}

/**
 * The funnel of each month as the booking statistics answer it: the stored figures of the requests before the first
 * seeded lead plus the leads' own count; `weddings` as stored.
 */
export function bookingSeries(db: Database, providerId: number, months: readonly string[]) {
  const stored = storedByMonth(db.bookingStats.all(), providerId, months);
  const requests = requestFiguresByMonth(db, providerId, months);
  return months.map((month) => {
    const r = stored.get(month);
    const counted = requests.get(month);
    return {
      month,
      leads: (r?.leads ?? 0) + (counted?.leads ?? 0),
      offers: (r?.offers ?? 0) + (counted?.offers ?? 0),
      deals: (r?.deals ?? 0) + (counted?.deals ?? 0),
      weddings: r?.weddings ?? 0,
    };
  });
}

/** The requests through the listing of each month, as the visit statistics answer them (stored part plus leads). */
export function listingRequests(db: Database, providerId: number, months: readonly string[]): number[] {
  const stored = storedByMonth(db.visitStats.all(), providerId, months);
  const requests = requestFiguresByMonth(db, providerId, months);
  return months.map((month) => (stored.get(month)?.infoRequests ?? 0) + (requests.get(month)?.infoRequests ?? 0));
}
