// The account without a subscription (src/api/queries/subscription.ts reads the 404 as none); the subscription
// itself is in payments.pact.test.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getSubscription } from '@/api/queries/subscription';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { string } = MatchersV3;

describe('subscription', () => {
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
