// Consumer contracts of the dashboard's reads: latest leads, lead counts, response time, and the missing data
// the modal queue asks for (spec point 2).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getAverageResponseTime, getLeadReadStatusCounts } from '@/api/queries/lead-counts';
import { getLatestLeads } from '@/features/dashboard/api/get-latest-leads';
import { getMissingData } from '@/api/queries/missing-data';
import { leadWindow } from '@/features/dashboard/api/lead-window';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  PATTERNS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const LEAD_STATUS = '^(new|pending|negotiating|offered|deal|rejected|spam|not_reached|unreachable)$';

/** The six-month window of the demo providers; the dates are whatever today gives. */
const windowQuery = {
  createdAtStart: regex(PATTERNS.date, '2026-05-22'),
  createdAtEnd: regex(PATTERNS.date, '2026-11-22'),
  providerIds: '101,102,103',
};

const demoWindow = () => leadWindow([101, 102, 103]);

describe('dashboard reads', () => {
  it('listLeads: the five newest leads of the window', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the five newest leads of the demo providers in a date window')
      .withRequest('GET', '/leads', (request) =>
        request.headers(SESSION_HEADERS).query({ ...windowQuery, limit: '5', sort: '-createdAt' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The couple's name and dates may be null: the dashboard then shows the contact name or the
          // extension number, so only the fields it always reads are part of the contract.
          data: eachLike({
            id: integer(42),
            createdAt: regex(PATTERNS.dateTime, '2026-11-21T16:05:00Z'),
            extensionNumber: string('72598'),
            status: regex(LEAD_STATUS, 'new'),
            dealConfirmed: boolean(false),
            isPrepaid: boolean(false),
            leadDetails: { name: string('Anna Schmidt') },
            couple: { id: integer(9001) },
            provider: { id: integer(101), name: string('Schlossgut Havelblick') },
          }),
          paging: { page: 1, limit: 5, total: integer(348), pageCount: integer(70) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const leads = await getLatestLeads(demoWindow());
        expect(leads[0]).toMatchObject({ id: 42, status: 'new', provider: { name: 'Schlossgut Havelblick' } });
      });
  });

  it('getLeadCountsByReadStatus: the pending, read and unread leads of the window', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the dashboard lead counts of the demo providers in a date window')
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
        expect((await getLeadReadStatusCounts(demoWindow())).infoRequests).toEqual({
          pending: 52,
          read: 320,
          unread: 28,
          total: 348,
        });
      });
  });

  it('getAverageResponseTime: the average business seconds to the first answer', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the average response time of the demo providers in a date window')
      .withRequest('GET', '/leads/average-response-time', (request) =>
        request.headers(SESSION_HEADERS).query(windowQuery),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { averageSeconds: number(27180.5), sampleSize: integer(212) } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getAverageResponseTime(demoWindow())).toEqual({ averageSeconds: 27180.5, sampleSize: 212 });
      });
  });

  it('getProviderMissingData: the form fields, halls and catalogs a provider still misses', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider103MissesData)
      .uponReceiving('a request for the missing data of provider 103')
      .withRequest('GET', '/providers/103/missing-data', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 103,
            forms: eachLike({ fieldName: string('minBudget'), label: string('Mindestbudget') }),
            customerSpaces: eachLike({ id: integer(301), name: string('Festsaal') }, 0),
            catalogs: { ids: eachLike(integer(12), 0), insert: boolean(false) },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const missing = await getMissingData(103);
        expect(missing.providerId).toBe(103);
        expect(missing.forms[0]?.fieldName).toBe('minBudget');
      });
  });
});
