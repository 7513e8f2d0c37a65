// Statistics: a provider's monthly visits, bookings (weddings) and rivals.
import {
  zGetProviderBookingStatsPath,
  zGetProviderBookingStatsQuery,
  zGetProviderRivalStatsPath,
  zGetProviderRivalStatsQuery,
  zGetProviderVisitStatsPath,
  zGetProviderVisitStatsQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { leadsOf } from '../../db/couples';
import { marketDay } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { bookingSeries, listingRequests } from '../../lib/lead-statistics';
import { averageResponseTime } from '../../lib/response-time';
import { languageOf, localizedCategory, type ProviderRecord } from '../../lib/views';
import { parsePathParams, parseQuery } from '../../lib/validate';
import {
  STATS_ACCESS_REQUIRED,
  statsWindow,
  requireStatsAccess,
  linkedProvider,
  byMonth,
  VISIT_MESSAGE,
} from './support';

const BOOKING_MESSAGE = 'Buchungsstatistiken sind in Ihrem aktuellen Paket nicht enthalten.';
const RIVAL_MESSAGE = 'Die Wettbewerbsanalyse ist in Ihrem aktuellen Paket nicht enthalten.';

export function monthlyStatsHandlers(http: MockHttp) {
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
  ];
}
