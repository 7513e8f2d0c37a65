// Consumer contracts of the account's subscription (shared by the payments' product information and the
// statistics' return on the plan: src/api/queries/subscription.ts).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getSubscription } from '@/api/queries/subscription';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const YYYY_MM_DD = '^\\d{4}-\\d{2}-\\d{2}$';

describe('subscription', () => {
  it('getSubscription: the plan of the demo account', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the subscription of customer 1')
      .withRequest('GET', '/customers/1/subscription', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            id: integer(1),
            customerId: 1,
            productName: string('Prime'),
            planTier: regex('^(basic|standard|pro|winner|prime)$', 'prime'),
            startDate: regex(YYYY_MM_DD, '2026-03-01'),
            endDate: regex(YYYY_MM_DD, '2027-02-28'),
            monthlyAmount: number(349),
            currency: 'EUR',
            autoRenew: boolean(true),
            providerIds: eachLike(integer(101)),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const subscription = await getSubscription(1);
        expect(subscription).toMatchObject({ customerId: 1, currency: 'EUR' });
      });
  });

  it('getSubscription: an account without a subscription answers 404, read as none', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .uponReceiving('a request of the user basic for the subscription of customer 2, which has none')
      .withRequest('GET', '/customers/2/subscription', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Für dieses Kundenkonto gibt es kein laufendes Abonnement.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getSubscription(2)).toBeNull();
      });
  });
});
