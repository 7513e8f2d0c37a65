// Statistics of a provider: monthly visits, bookings (weddings) and rivals, the visit log and the advertisement
// video figures. Only the user's providers (others: 404; the visit log, which has no 404, answers 403).
// Access (spec points 2 and 6): visits, bookings and the visit log need productFeatures.statsAccess and a
// provider that is not on hold; rivals need rivalStatsAccess > 0 and list at most that many rivals.
// Windows are whole months, at most 12, by default the last 12 including the current month.
import {
  zGetProviderAdStatsQuery,
  zGetProviderBookingStatsPath,
  zGetProviderBookingStatsQuery,
  zGetProviderRivalStatsPath,
  zGetProviderRivalStatsQuery,
  zGetProviderVisitStatsPath,
  zGetProviderVisitStatsQuery,
  zListVisitLogsQuery,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { plain } from '../db/collection';
import { leadsOf } from '../db/couples';
import { addDays, isoDate, marketDay, now, startOfDay } from '../lib/clock';
import { fieldError, forbidden, notFound } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { bookingSeries, listingRequests } from '../lib/lead-statistics';
import { averageResponseTime } from '../lib/response-time';
import { paginate, sortBy, withinDays } from '../lib/paging';
import { type Session } from '../lib/session';
import { requireNamedProvider, requireProviderRight } from '../lib/rights';
import { findProvider, languageOf, localizedCategory, type ProviderRecord } from '../lib/views';
import { parsePathParams, parseQuery } from '../lib/validate';

/** Longest window of the monthly statistics, in months. */
export const STATS_MAX_MONTHS = 12;

const STATS_ACCESS_REQUIRED = 'STATS_ACCESS_REQUIRED';
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
function requireStatsAccess(provider: ProviderRecord, message: string): void {
  if (!provider.productFeatures.statsAccess) throw forbidden(message, STATS_ACCESS_REQUIRED);
  if (provider.onHold) throw forbidden(ON_HOLD_MESSAGE, STATS_ACCESS_REQUIRED);
}

function linkedProvider(session: Session, providerId: number): ProviderRecord {
  requireProviderRight(session, providerId, 'read');
  return findProvider(providerId);
}

function byMonth<T extends { providerId: number; month: string }>(
  records: readonly T[],
  providerId: number,
  months: readonly string[],
) {
  const wanted = new Set(months);
  return new Map(records.filter((r) => r.providerId === providerId && wanted.has(r.month)).map((r) => [r.month, r]));
}

const VISIT_MESSAGE = 'Besucherstatistiken sind in Ihrem aktuellen Paket nicht enthalten.';
const BOOKING_MESSAGE = 'Buchungsstatistiken sind in Ihrem aktuellen Paket nicht enthalten.';
const RIVAL_MESSAGE = 'Die Wettbewerbsanalyse ist in Ihrem aktuellen Paket nicht enthalten.';

const VISIT_LOG_SORT_FIELDS = ['createdAt', 'visitedAt', 'id', 'providerId', 'source', 'device', 'city'];
const AD_VIDEO_PERIOD_DAYS = 30;

export function statisticsHandlers(http: MockHttp) {
  return [
    http.get('/stats/providers/{id}/visits', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderVisitStatsPath, params);
      const query = parseQuery(zGetProviderVisitStatsQuery, request);
      requireStatsAccess(linkedProvider(session, id), VISIT_MESSAGE);
      const months = statsWindow(query);
      const stored = byMonth(db.visitStats.all(), id, months);
      const requests = listingRequests(db, id, months);
      const series = months.map((month, index) => {
        const r = stored.get(month);
        return {
          month,
          profileViews: r?.profileViews ?? 0,
          uniqueVisitors: r?.uniqueVisitors ?? 0,
          phoneClicks: r?.phoneClicks ?? 0,
          websiteClicks: r?.websiteClicks ?? 0,
          infoRequests: requests[index] ?? 0,
        };
      });
      const totals = { profileViews: 0, uniqueVisitors: 0, phoneClicks: 0, websiteClicks: 0, infoRequests: 0 };
      for (const entry of series) {
        totals.profileViews += entry.profileViews;
        totals.uniqueVisitors += entry.uniqueVisitors;
        totals.phoneClicks += entry.phoneClicks;
        totals.websiteClicks += entry.websiteClicks;
        totals.infoRequests += entry.infoRequests;
      }
      return response(200).json({ data: { providerId: id, series, totals } });
    }),

    http.get('/stats/providers/{id}/bookings', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderBookingStatsPath, params);
      const query = parseQuery(zGetProviderBookingStatsQuery, request);
      requireStatsAccess(linkedProvider(session, id), BOOKING_MESSAGE);
      const months = statsWindow(query);
      const series = bookingSeries(db, id, months);
      const totals = { leads: 0, offers: 0, deals: 0, weddings: 0 };
      for (const entry of series) {
        totals.leads += entry.leads;
        totals.offers += entry.offers;
        totals.deals += entry.deals;
        totals.weddings += entry.weddings;
      }
      const conversionRate = totals.leads === 0 ? 0 : Math.round((totals.deals / totals.leads) * 1000) / 1000;
      return response(200).json({ data: { providerId: id, series, totals, conversionRate } });
    }),

    http.get('/stats/providers/{id}/rivals', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderRivalStatsPath, params);
      const query = parseQuery(zGetProviderRivalStatsQuery, request);
      const provider = linkedProvider(session, id);
      const rivalLimit = provider.productFeatures.rivalStatsAccess;
      if (rivalLimit <= 0) throw forbidden(RIVAL_MESSAGE, STATS_ACCESS_REQUIRED);
      const months = statsWindow(query);
      const inWindow = new Set(months);

      const own = { profileViews: 0, infoRequests: 0, deals: 0, averageResponseSeconds: null as number | null };
      const visits = byMonth(db.visitStats.all(), id, months);
      for (const entry of bookingSeries(db, id, months)) {
        own.profileViews += visits.get(entry.month)?.profileViews ?? 0;
        own.deals += entry.deals;
      }
      for (const r of listingRequests(db, id, months)) own.infoRequests += r;
      // The inbox's figure (business time, the answered requests) over the requests of the window's months.
      own.averageResponseSeconds = averageResponseTime(
        leadsOf(db).filter((lead) => lead.provider.id === id && inWindow.has(marketDay(lead.createdAt).slice(0, 7))),
      ).averageSeconds;

      // Rivals: providers of the same category and city, summed over the window, ranked by profile views.
      const rivals = new Map<
        string,
        {
          name: string;
          category: ProviderRecord['category'];
          profileViews: number;
          infoRequests: number;
          deals: number;
        }
      >();
      for (const r of db.rivalStats.all()) {
        if (
          r.categoryId !== provider.categoryId ||
          r.cityId !== provider.cityId ||
          !inWindow.has(r.month) ||
          r.name === provider.name
        ) {
          continue;
        }
        const entry = rivals.get(r.name) ?? {
          name: r.name,
          category: localizedCategory(r.category, languageOf(request)),
          profileViews: 0,
          infoRequests: 0,
          deals: 0,
        };
        entry.profileViews += r.profileViews;
        entry.infoRequests += r.infoRequests;
        entry.deals += r.deals;
        rivals.set(r.name, entry);
      }
      const ranked = [...rivals.values()]
        .sort((a, b) => b.profileViews - a.profileViews || a.name.localeCompare(b.name, 'de'))
        .slice(0, rivalLimit)
        .map((entry, index) => ({ rank: index + 1, ...entry }));
      return response(200).json({ data: { providerId: id, rivalLimit, own, rivals: ranked } });
    }),

    http.get('/visit-logs', ({ request, response, session }) => {
      const query = parseQuery(zListVisitLogsQuery, request);
      const field = query.sort.replace(/^-/, '');
      if (!VISIT_LOG_SORT_FIELDS.includes(field)) {
        throw fieldError(
          'sort',
          `Nach diesem Feld kann nicht sortiert werden. Möglich: ${VISIT_LOG_SORT_FIELDS.join(', ')}.`,
        );
      }
      if (query.createdAtStart && query.createdAtEnd && query.createdAtEnd < query.createdAtStart) {
        throw fieldError('createdAtEnd', 'Das Enddatum darf nicht vor dem Startdatum liegen.');
      }
      let providerIds: number[];
      if (query.providerIds && query.providerIds.length > 0) {
        // Explicitly requested providers must all be the user's and have statistics access.
        providerIds = [...new Set(query.providerIds)];
        for (const providerId of providerIds) {
          requireNamedProvider(session, providerId);
          requireStatsAccess(findProvider(providerId), VISIT_MESSAGE);
        }
      } else {
        // Without a filter: every provider of the user with access; 403 when the user has providers but none has it.
        const providers = session.providerIds.map((providerId) => findProvider(providerId));
        const allowed = providers.filter((p) => p.productFeatures.statsAccess && !p.onHold);
        if (providers.length > 0 && allowed.length === 0)
          requireStatsAccess(providers[0] as ProviderRecord, VISIT_MESSAGE);
        providerIds = allowed.map((p) => p.id);
      }
      const rows = withinDays(
        db.visitLogs.all().filter((v) => providerIds.includes(v.providerId)),
        (v) => v.visitedAt,
        query.createdAtStart,
        query.createdAtEnd,
      ).map((v) => plain(v));
      const sort = query.sort.replace('createdAt', 'visitedAt');
      return response(200).json(paginate(sortBy(rows, sort), query));
    }),

    http.get('/provider-ad-stats', ({ request, response, session }) => {
      const { providerId, videoType } = parseQuery(zGetProviderAdStatsQuery, request);
      // Another firm's provider is not visible (404); one of the account without an active link is 403
      // PROVIDER_NOT_LINKED (the document's Forbidden answer).
      const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
      if (provider?.customerId !== session.customerId) throw notFound('Der Anbieter wurde nicht gefunden.');
      requireProviderRight(session, providerId, 'read', { unlinked: 'forbidden' });
      const records = db.adStats
        .all()
        .filter((r) => r.providerId === providerId && (videoType === 'all' || r.videoType === videoType));
      const today = startOfDay(now());
      const period = records[0]?.period ?? {
        start: isoDate(addDays(today, -(AD_VIDEO_PERIOD_DAYS - 1))),
        end: isoDate(today),
      };
      const data = {
        providerId,
        videoType,
        impressions: 0,
        plays: 0,
        completions: 0,
        clicks: 0,
        period: plain(period),
      };
      for (const r of records) {
        data.impressions += r.impressions;
        data.plays += r.plays;
        data.completions += r.completions;
        data.clicks += r.clicks;
      }
      return response(200).json({ data });
    }),
  ];
}
