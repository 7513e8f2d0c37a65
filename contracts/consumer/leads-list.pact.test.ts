// Consumer contracts of the leads inbox (spec point 7): the list page by page, filtered and searched, the figures
// above it (unanswered, deals, response time, calls), and the session ending while the list loads.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listLeads } from '@/features/leads/api/leads';
import { getAverageResponseTime, getLeadReadStatusCounts } from '@/api/queries/lead-counts';
import { getCoupleStats, getLeadCallCounts } from '@/features/leads/api/stats';
import { readSession, writeSession } from '@/lib/session-store';
import {
  dateTime,
  defaultInboxQuery,
  defaultStatsWindow,
  failure,
  firstPage,
  LEAD_STATUS,
  windowQuery,
} from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

/**
 * What a list row always carries. The couple's name and dates, the process state, reminder, appointment and
 * first answer may be null on any row (the row then shows the contact name or the extension number, or leaves
 * the badge out), so only the fields every row has in the same type are part of the contract.
 */
const leadRow = {
  id: integer(42),
  createdAt: dateTime('2026-11-20T18:42:00Z'),
  extensionNumber: string('72598'),
  leadDetails: { name: string('Anna Schmidt & Lukas Becker'), contactVisible: boolean(false) },
  couple: { id: integer(1042) },
  provider: { id: integer(101), name: string('Schlossgut Havelblick') },
  status: regex(LEAD_STATUS, 'new'),
  dealConfirmed: boolean(false),
  unreadMessageCount: integer(2),
  itemCount: integer(1),
  isPrepaid: boolean(false),
  firstLeadType: regex('^(infoRequest|call|plusLead|manual|whatsapp)$', 'infoRequest'),
  isRead: boolean(false),
  lastActivityAt: dateTime('2026-11-21T09:15:00Z'),
  isLocked: boolean(false),
};

describe('the inbox list', () => {
  it('listLeads: the first page of the default inbox, 25 newest leads of the last six months', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasRecentLeads)
      .uponReceiving('a request for the first inbox page of the demo providers in the last six months')
      .withRequest('GET', '/leads', (request) =>
        request.headers(SESSION_HEADERS).query({ ...windowQuery, page: '1', limit: '25', sort: '-createdAt' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(leadRow), paging: firstPage(25, 348) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listLeads(defaultInboxQuery());
        expect(page.data[0]).toMatchObject({ id: 42, status: 'new', isLocked: false });
        expect(page.paging).toMatchObject({ page: 1, limit: 25 });
      });
  });

  it('listLeads: a search by couple name among the new, unread leads of one provider', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .given(STATES.lead42Unread)
      .uponReceiving('a search for "Schmidt" among the new unread leads of provider 101')
      .withRequest('GET', '/leads', (request) =>
        request.headers(SESSION_HEADERS).query({
          createdAtStart: windowQuery.createdAtStart,
          createdAtEnd: windowQuery.createdAtEnd,
          providerIds: '101',
          status: 'new',
          unread: 'true',
          coupleName: 'Schmidt',
          page: '1',
          limit: '25',
          sort: '-createdAt',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({ ...leadRow, couple: { id: integer(1042), name: string('Anna Schmidt & Lukas Becker') } }),
          paging: firstPage(25),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listLeads({
          ...defaultInboxQuery([101]),
          status: ['new'],
          unread: true,
          coupleName: ' Schmidt ',
        });
        expect(page.data[0]?.couple.name).toBe('Anna Schmidt & Lukas Becker');
      });
  });

  it('listLeads: without a valid session the answer is 401 and the portal logs out', async () => {
    const expired = {
      accessTokenId: 1,
      accessToken: 'at_contract_expired_token_00000001',
      consumerKey: 'ck_expired_0001',
    };
    await createPact()
      .addInteraction()
      .given(STATES.noSession)
      .uponReceiving('a request for the first inbox page with an unknown access token')
      .withRequest('GET', '/leads', (request) =>
        request
          .headers({ 'X-Access-Token': expired.accessToken, 'X-Consumer-Key': expired.consumerKey })
          .query({ ...windowQuery, page: '1', limit: '25', sort: '-createdAt' }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody({ message: string('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        writeSession(expired);
        window.history.pushState(null, '', '/leads?status=new');
        const error = await failure(listLeads(defaultInboxQuery()));
        expect(error.kind).toBe('unauthorized');
        expect(readSession()).toBeNull();
        expect(`${window.location.pathname}${window.location.search}`).toBe(
          '/auth/login?redirectUrl=%2Fleads%3Fstatus%3Dnew',
        );
      });
  });
});

describe('the inbox figures', () => {
  it('getLeadReadStatusCounts: the unanswered leads of the window', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasRecentLeads)
      .uponReceiving('a request for the inbox read-status counts of the demo providers in the last six months')
      .withRequest('GET', '/leads/counts-by-read-status', (request) =>
        request.headers(SESSION_HEADERS).query(windowQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            infoRequests: { pending: integer(52), read: integer(320), unread: integer(28), total: integer(348) },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const counts = await getLeadReadStatusCounts(defaultStatsWindow());
        expect(counts.infoRequests.pending).toBe(52);
      });
  });

  it('getCoupleStats: the leads per status and the deal rate of the window', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasRecentLeads)
      .uponReceiving('a request for the couple statistics of the demo providers in the last six months')
      .withRequest('GET', '/leads/couple-stats', (request) => request.headers(SESSION_HEADERS).query(windowQuery))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            total: integer(348),
            byStatus: {
              new: integer(31),
              pending: integer(21),
              negotiating: integer(64),
              offered: integer(48),
              deal: integer(57),
              rejected: integer(71),
              spam: integer(9),
              not_reached: integer(29),
              unreachable: integer(18),
            },
            dealRate: number(0.1638),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const stats = await getCoupleStats(defaultStatsWindow());
        expect(stats.byStatus.deal).toBe(57);
        expect(stats.dealRate).toBe(0.1638);
      });
  });

  it('getAverageResponseTime: the average business seconds to the first answer in the window', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasRecentLeads)
      .uponReceiving('a request for the inbox average response time of the demo providers in the last six months')
      .withRequest('GET', '/leads/average-response-time', (request) =>
        request.headers(SESSION_HEADERS).query(windowQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { averageSeconds: number(27180), sampleSize: integer(212) } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getAverageResponseTime(defaultStatsWindow())).toEqual({ averageSeconds: 27180, sampleSize: 212 });
      });
  });

  it('getLeadCallCounts: the phone-call leads of the window by the result of their last call', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasRecentLeads)
      .uponReceiving('a request for the call counts of the demo providers in the last six months')
      .withRequest('GET', '/leads/counts-by-calls', (request) => request.headers(SESSION_HEADERS).query(windowQuery))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            BUSY: integer(14),
            LINE_CLOSED: integer(6),
            NO_ANSWER: integer(22),
            TALKED: integer(97),
            WAITING: integer(8),
            total: integer(147),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const calls = await getLeadCallCounts(defaultStatsWindow());
        expect(calls).toMatchObject({ TALKED: 97, total: 147 });
      });
  });
});
