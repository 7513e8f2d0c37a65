// Consumer contracts of the statistics pages (issue 20): monthly visits, bookings and rivals, the visit log the
// sources are counted from, the couples who visited, the weddings estimate, the couples without a booking, the
// advertisement figures, the ROI minimum lead counts (the subscription the return on the plan divides by is in payments.pact.test.ts).
// The error the pages treat differently is 403 STATS_ACCESS_REQUIRED (the upgrade dialog instead of the figures);
// the user basic (provider 201, no statistics in its plan) gets it. The requests carry month and day patterns;
// the values the portal sends are computed for one fixed day, so the pacts do not change with the day they run.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  getAdStats,
  getBookingStats,
  getEstimate,
  getRecentVisits,
  getRivalStats,
  getRoiMinLeadCounts,
  getVisitStats,
  listCoupleVisits,
  listCouplesNotWorkedTogether,
} from '@/features/statistics/api/statistics';
import { resolvePeriod } from '@/features/statistics/lib/period';
import { date, dateTime, failure, firstPage } from '../support/leads';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { arrayContaining, eachLike, integer, like, number, regex, string } = MatchersV3;

const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';
const month = (example: string) => regex(MONTH, example);
/**
 * The default period of the pages (the last six months) on the day the interactions describe (2026-11-24): a
 * contract states fixed dates, so it is the same whatever day it runs (issue 34).
 */
const CONTRACT_TODAY = '2026-11-24';
const window = resolvePeriod({ period: '6m', from: null, to: null }, CONTRACT_TODAY).current;
const monthQuery = { startMonth: month('2026-06'), endMonth: month('2026-11') };
const dayQuery = { createdAtStart: date('2026-06-01'), createdAtEnd: date('2026-11-24') };

const accessDenied = (message: string) => ({ message: string(message), code: 'STATS_ACCESS_REQUIRED' });

/** A 403 STATS_ACCESS_REQUIRED for the user basic: what every statistics call of the pages turns into the upgrade. */
async function expectAccessRequired(call: Promise<unknown>) {
  const error = await failure(call);
  expect(error.kind).toBe('forbidden');
  expect(error.code).toBe('STATS_ACCESS_REQUIRED');
}

describe('monthly statistics', () => {
  it('getProviderVisitStats: the visits of provider 101 per month of the window', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the monthly visit statistics of provider 101')
      .withRequest('GET', '/stats/providers/101/visits', (request) =>
        request.headers(SESSION_HEADERS).query(monthQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            series: eachLike({
              month: month('2026-11'),
              profileViews: integer(1840),
              uniqueVisitors: integer(1312),
              phoneClicks: integer(64),
              websiteClicks: integer(97),
              infoRequests: integer(31),
            }),
            totals: {
              profileViews: integer(4567),
              uniqueVisitors: integer(3347),
              phoneClicks: integer(161),
              websiteClicks: integer(230),
              infoRequests: integer(76),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const stats = await getVisitStats(101, window.months);
        expect(stats.series.length).toBeGreaterThan(0);
        expect(stats.totals.profileViews).toBeGreaterThan(0);
      });
  });

  it('getProviderVisitStats: 403 STATS_ACCESS_REQUIRED for a plan without statistics', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the visit statistics of provider 201')
      .withRequest('GET', '/stats/providers/201/visits', (request) =>
        request.headers(SESSION_HEADERS).query(monthQuery),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(accessDenied('Besucherstatistiken sind in Ihrem aktuellen Paket nicht enthalten.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expectAccessRequired(getVisitStats(201, window.months));
      });
  });

  it('getProviderBookingStats: requests, offers, deals and weddings of provider 101 per month', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the monthly booking statistics of provider 101')
      .withRequest('GET', '/stats/providers/101/bookings', (request) =>
        request.headers(SESSION_HEADERS).query(monthQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            series: eachLike({
              month: month('2026-11'),
              leads: integer(31),
              offers: integer(19),
              deals: integer(6),
              weddings: integer(9),
            }),
            totals: { leads: integer(76), offers: integer(43), deals: integer(13), weddings: integer(14) },
            conversionRate: number(0.171),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const stats = await getBookingStats(101, window.months);
        expect(stats.totals.leads).toBeGreaterThan(0);
      });
  });

  it('getProviderBookingStats: 403 STATS_ACCESS_REQUIRED for a plan without statistics', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the booking statistics of provider 201')
      .withRequest('GET', '/stats/providers/201/bookings', (request) =>
        request.headers(SESSION_HEADERS).query(monthQuery),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(accessDenied('Buchungsstatistiken sind in Ihrem aktuellen Paket nicht enthalten.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expectAccessRequired(getBookingStats(201, window.months));
      });
  });

  it('getProviderRivalStats: provider 101 against its rivals of the same category and city', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the rival statistics of provider 101')
      .withRequest('GET', '/stats/providers/101/rivals', (request) =>
        request.headers(SESSION_HEADERS).query(monthQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            rivalLimit: integer(5),
            own: {
              profileViews: integer(18420),
              infoRequests: integer(312),
              deals: integer(41),
              averageResponseSeconds: integer(5400),
            },
            rivals: eachLike({
              rank: integer(1),
              name: string('Gut Schwanenwerder'),
              category: like({ id: 1, name: 'Hochzeitslocation', categoryType: 'venue' }),
              profileViews: integer(24310),
              infoRequests: integer(405),
              deals: integer(52),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const stats = await getRivalStats(101, window.months);
        expect(stats.rivals.length).toBeGreaterThan(0);
      });
  });

  it('getProviderRivalStats: 403 STATS_ACCESS_REQUIRED without rivalStatsAccess', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the rival statistics of provider 201')
      .withRequest('GET', '/stats/providers/201/rivals', (request) =>
        request.headers(SESSION_HEADERS).query(monthQuery),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(accessDenied('Die Wettbewerbsanalyse ist in Ihrem aktuellen Paket nicht enthalten.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expectAccessRequired(getRivalStats(201, window.months));
      });
  });
});

describe('visits of the window', () => {
  it('listVisitLogs: the newest 100 visits of provider 101, the sample of the sources', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the newest 100 visits of provider 101 in the window')
      .withRequest('GET', '/visit-logs', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101', ...dayQuery, limit: '100', sort: '-visitedAt' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(9812345),
            providerId: 101,
            visitedAt: dateTime('2026-11-22T08:47:12+01:00'),
            source: regex('^(search|category_list|direct|ad|external)$', 'search'),
            // The page counts the sources only; device and city (null when unknown) it does not read.
          }),
          paging: { page: 1, limit: 100, total: integer(1284), pageCount: integer(13) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await getRecentVisits(101, window.days);
        expect(page.data.length).toBeGreaterThan(0);
      });
  });

  it('listCoupleVisitLog: the couples who visited provider 101, linked to their lead', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the couples who visited provider 101 in the window')
      .withRequest('GET', '/couple-visit-log', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '101', ...dayQuery, page: '1', limit: '25' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: arrayContaining(
            like({
              id: integer(910233),
              coupleId: integer(88412),
              coupleName: string('Anna Schmidt & Lukas Becker'),
              providerId: 101,
              leadId: integer(42),
              visitedAt: dateTime('2026-11-21T19:42:10+01:00'),
              pageType: regex('^(profile|gallery|prices|discounts)$', 'prices'),
            }),
          ),
          paging: { page: 1, limit: 25, total: integer(120), pageCount: integer(5) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listCoupleVisits(101, window.days, 1);
        expect(page.data.some((visit) => visit.leadId !== null)).toBe(true);
      });
  });

  it('listCoupleVisitLog: 403 STATS_ACCESS_REQUIRED for a plan without statistics', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the couples who visited provider 201')
      .withRequest('GET', '/couple-visit-log', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '201', ...dayQuery, page: '1', limit: '25' }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(
          accessDenied('Die Statistiken sind in Ihrem Paket nicht enthalten. Bitte fragen Sie ein Upgrade an.'),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expectAccessRequired(listCoupleVisits(201, window.days, 1));
      });
  });

  it('getProviderAdStats: the advertisement video figures of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the advertisement figures of provider 101')
      .withRequest('GET', '/provider-ad-stats', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            videoType: 'all',
            impressions: integer(48210),
            plays: integer(12930),
            completions: integer(4718),
            clicks: integer(865),
            period: { start: date('2026-10-23'), end: date('2026-11-22') },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const stats = await getAdStats(101);
        expect(stats.impressions).toBeGreaterThan(0);
      });
  });
});

describe('weddings of the window', () => {
  it('getCoupleProvidersStatsEstimate: estimated weddings against confirmed deals of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the weddings estimate of provider 101 in the window')
      .withRequest('GET', '/couple-providers-stats/estimate', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '101', ...dayQuery }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            estimatedWeddings: integer(42),
            confirmedDeals: integer(17),
            period: { start: date('2026-06-01'), end: date('2026-11-24') },
            // From this day on the requests are kept one by one (the page says where its couples' figures begin).
            keptSince: date('2026-05-26'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const estimate = await getEstimate(101, window.days);
        expect(estimate.period.start).toBe(window.days.createdAtStart);
      });
  });

  it('getCoupleProvidersStatsEstimate: 403 STATS_ACCESS_REQUIRED for a plan without statistics', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the weddings estimate of provider 201')
      .withRequest('GET', '/couple-providers-stats/estimate', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '201', ...dayQuery }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(
          accessDenied('Die Statistiken sind in Ihrem Paket nicht enthalten. Bitte fragen Sie ein Upgrade an.'),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expectAccessRequired(getEstimate(201, window.days));
      });
  });

  it('listCouplesNotWorkedTogether: couples who asked provider 101 and did not book, with their lead', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the couples without a booking of provider 101 in the window')
      .withRequest('GET', '/couple-providers-stats/couples-not-worked-together', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '101', ...dayQuery, page: '1', limit: '25' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // A couple may have no wedding date yet (`weddingDate` is nullable in the document, which the drift
          // check compares): the contract names one couple with a date among the page's, not a date for each.
          data: arrayContaining(
            like({
              id: integer(88390),
              name: string('Lena Müller & Felix Schneider'),
              weddingDate: date('2027-05-08'),
              leadId: integer(239874),
            }),
          ),
          paging: { page: 1, limit: 25, total: integer(40), pageCount: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listCouplesNotWorkedTogether(101, window.days, 1);
        expect(page.data[0]?.leadId).toBeGreaterThan(0);
      });
  });

  it('listCouplesNotWorkedTogether: 403 STATS_ACCESS_REQUIRED for a plan without statistics', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the couples without a booking of provider 201')
      .withRequest('GET', '/couple-providers-stats/couples-not-worked-together', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '201', ...dayQuery, page: '1', limit: '25' }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(
          accessDenied('Die Statistiken sind in Ihrem Paket nicht enthalten. Bitte fragen Sie ein Upgrade an.'),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expectAccessRequired(listCouplesNotWorkedTogether(201, window.days, 1));
      });
  });
});

describe('return on the plan', () => {
  it('getRoiMinLeadCountCategories: the minimum lead count of each category (public config scope)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the ROI minimum lead counts of the categories')
      .withRequest('GET', '/configs/roi-min-lead-count', (request) => request.query({ limit: '100' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(1),
            name: string('Hochzeitslocation'),
            categoryType: string('venue'),
            minLeadCount: integer(8),
          }),
          paging: firstPage(100, 5),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const categories = await getRoiMinLeadCounts();
        expect(categories[0]?.minLeadCount).toBeGreaterThan(0);
      });
  });
});
