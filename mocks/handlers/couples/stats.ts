// Couples: the weddings and visits statistics built on couples (estimate, couples not worked with, visit log).
import {
  zGetCoupleProvidersStatsEstimateQuery,
  zListCoupleVisitLogQuery,
  zListCouplesNotWorkedTogetherQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { leadsOf } from '../../db/couples';
import { addMonths, marketDay, now } from '../../lib/clock';
import { bookedCouples, bookingKey, isRequest } from '../../lib/lead-statistics';
import { fieldError, forbidden } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireNamedProvider } from '../../lib/rights';
import { type Session } from '../../lib/session';
import { parseQuery } from '../../lib/validate';

/**
 * Weddings and visits statistics need a provider whose product has statsAccess and which is not on hold.
 * Without `providerId` the figures cover every such provider of the user.
 */
function statsProviderIds(session: Session, providerId: number | undefined): number[] {
  const eligible = session.providerIds.filter((id) => {
    const provider = db.providers.findFirst((q) => q.where({ id }));
    return provider !== undefined && provider.productFeatures.statsAccess && !provider.onHold;
  });
  const denied = () =>
    forbidden(
      'Die Statistiken sind in Ihrem Paket nicht enthalten. Bitte fragen Sie ein Upgrade an.',
      'STATS_ACCESS_REQUIRED',
    );
  if (providerId !== undefined) {
    requireNamedProvider(session, providerId);
    if (!eligible.includes(providerId)) throw denied();
    return [providerId];
  }
  if (eligible.length === 0) throw denied();
  return eligible;
}

interface Window {
  start: string;
  end: string;
}

/** The statistics window: both days inclusive, by default the last six months. */
function statsWindow(query: { createdAtStart?: string; createdAtEnd?: string }): Window {
  const today = now();
  const start = query.createdAtStart ?? marketDay(addMonths(today, -6));
  const end = query.createdAtEnd ?? marketDay(today);
  if (start > end) throw fieldError('createdAtEnd', 'Das Enddatum darf nicht vor dem Startdatum liegen.');
  return { start, end };
}

function inWindow(value: string, window: Window): boolean {
  const day = marketDay(value);
  return day >= window.start && day <= window.end;
}

/**
 * The oldest day whose requests the account still keeps one by one: the day of its oldest lead (the seed keeps
 * `LEAD_ARCHIVE_DAYS`; older requests exist only as monthly figures), today when it has none.
 */
function requestsKeptSince(customerId: number): string {
  let oldest: string | null = null;
  for (const lead of leadsOf(db)) {
    if (lead.customerId !== customerId) continue;
    if (oldest === null || lead.createdAt < oldest) oldest = lead.createdAt;
  }
  return marketDay(oldest ?? now());
}

export function coupleStatsHandlers(http: MockHttp) {
  return [
    http.get('/couple-providers-stats/estimate', ({ request, response, session }) => {
      const query = parseQuery(zGetCoupleProvidersStatsEstimateQuery, request);
      const providerIds = new Set(statsProviderIds(session, query.providerId));
      const window = statsWindow(query);
      // Only couples who asked in the window (one definition per word, lib/lead-statistics.ts). Confirmed: those
      // who booked. Estimated: those plus the ones who name a fixed wedding date (they marry, the marketplace
      // assumes, in one of the providers they asked) and are neither spam nor unreachable.
      const booked = bookedCouples(db, providerIds);
      const confirmed = new Set<string>();
      const estimated = new Set<string>();
      for (const lead of leadsOf(db)) {
        if (!providerIds.has(lead.provider.id) || !isRequest(lead) || !inWindow(lead.createdAt, window)) continue;
        const key = bookingKey(lead);
        if (booked.has(key)) {
          confirmed.add(key);
          estimated.add(key);
        } else if (lead.isWedding && lead.couple.weddingDate && lead.status !== 'unreachable') {
          estimated.add(key);
        }
      }
      return response(200).json({
        data: {
          providerId: query.providerId ?? null,
          estimatedWeddings: estimated.size,
          confirmedDeals: confirmed.size,
          period: window,
          keptSince: requestsKeptSince(session.customerId),
        },
      });
    }),

    http.get('/couple-providers-stats/couples-not-worked-together', ({ request, response, session }) => {
      const query = parseQuery(zListCouplesNotWorkedTogetherQuery, request);
      const providerIds = new Set(statsProviderIds(session, query.providerId));
      const window = statsWindow(query);
      const booked = bookedCouples(db, providerIds);
      // One row per couple: its newest request in the window (requests and bookings as lib/lead-statistics.ts defines
      // them, so the couples never outnumber the requests of the window).
      const couples = new Map<
        number,
        { id: number; name: string; weddingDate: string | null; leadId: number; at: string }
      >();
      const consider = (row: { id: number; name: string; weddingDate: string | null; leadId: number; at: string }) => {
        const existing = couples.get(row.id);
        if (!existing || existing.at < row.at) couples.set(row.id, row);
      };
      for (const lead of leadsOf(db)) {
        if (!providerIds.has(lead.provider.id) || !inWindow(lead.createdAt, window)) continue;
        if (!isRequest(lead) || booked.has(bookingKey(lead))) continue;
        const name = lead.couple.name || lead.leadDetails.name || `Anfrage ${lead.extensionNumber}`;
        consider({
          id: lead.couple.id,
          name,
          weddingDate: lead.couple.weddingDate,
          leadId: lead.id,
          at: lead.createdAt,
        });
      }
      const rows = [...couples.values()]
        .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
        .map(({ id, name, weddingDate, leadId }) => ({ id, name, weddingDate, leadId }));
      return response(200).json(paginate(rows, query));
    }),

    http.get('/couple-visit-log', ({ request, response, session }) => {
      const query = parseQuery(zListCoupleVisitLogQuery, request);
      const providerIds = new Set(statsProviderIds(session, query.providerId));
      const window = statsWindow(query);
      // The couple's newest lead with the provider (leads are stored oldest first by id).
      const leadOf = new Map<string, number>();
      for (const lead of leadsOf(db)) {
        if (!providerIds.has(lead.provider.id)) continue;
        const key = `${lead.provider.id}:${lead.couple.id}`;
        leadOf.set(key, Math.max(leadOf.get(key) ?? 0, lead.id));
      }
      const rows = db.coupleVisits
        .all()
        .filter((v) => providerIds.has(v.providerId) && inWindow(v.visitedAt, window))
        .sort((a, b) => b.visitedAt.localeCompare(a.visitedAt) || b.id - a.id)
        .map((v) => ({
          id: v.id,
          coupleId: v.coupleId,
          coupleName: v.coupleName,
          providerId: v.providerId,
          leadId: leadOf.get(`${v.providerId}:${v.coupleId}`) ?? null,
          visitedAt: v.visitedAt,
          pageType: v.pageType,
        }));
      return response(200).json(paginate(rows, query));
    }),
  ];
}
