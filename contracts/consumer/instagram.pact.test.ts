// Consumer contracts of connecting a provider's Instagram account (issue 17, point 8): the /instagram/callback page
// sends Instagram's code; the page tells apart a connected account, a code Instagram rejected (422 on
// accessToken), a provider outside the account (422 on providerId) and missing edit rights (403).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { connectInstagram } from '@/features/instagram/api/instagram';
import { dateTime, failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { integer, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const CODE = 'IGQVJ-mock-code';
/** The state of the team contracts (contracts/provider-states/), reused: the demo user may only read provider 101. */
const NO_EDIT_RIGHTS_ON_101 = 'the link of the user demo to provider 101 has no edit rights';

describe('connecting Instagram', () => {
  it('connectInstagram: the code Instagram passed connects the account to provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('an Instagram code for provider 101')
      .withRequest('POST', '/auth/instagram', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ accessToken: CODE, userType: 'provider', providerId: 101 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: integer(101),
            username: string('schloss.lindenhof'),
            connectedAt: dateTime('2026-11-22T10:15:00+01:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const connection = await connectInstagram(101, CODE);
        expect(connection.providerId).toBe(101);
        expect(connection.username).not.toBe('');
      });
  });

  it('connectInstagram: a code Instagram rejects is refused on accessToken', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('an Instagram code that Instagram rejects, for provider 101')
      .withRequest('POST', '/auth/instagram', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ accessToken: 'invalid', userType: 'provider', providerId: 101 }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ accessToken: 'Instagram hat die Verbindung abgelehnt.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(connectInstagram(101, 'invalid'));
        expect(Object.keys(error.fieldErrors)).toEqual(['accessToken']);
      });
  });

  it('connectInstagram: a provider of another account is refused on providerId', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('an Instagram code for provider 201, which is not a provider of the user demo')
      .withRequest('POST', '/auth/instagram', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ accessToken: CODE, userType: 'provider', providerId: 201 }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ providerId: 'Der Anbieter gehört nicht zu Ihrem Konto.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(connectInstagram(201, CODE));
        expect(Object.keys(error.fieldErrors)).toEqual(['providerId']);
      });
  });

  it('connectInstagram: without edit rights on the provider the answer is 403', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(NO_EDIT_RIGHTS_ON_101)
      .uponReceiving('an Instagram code for provider 101 from a user whose link has no edit rights')
      .withRequest('POST', '/auth/instagram', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ accessToken: CODE, userType: 'provider', providerId: 101 }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Sie dürfen diesen Anbieter nicht bearbeiten.'),
          code: string('FORBIDDEN'),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(connectInstagram(101, CODE));
        expect(error.status).toBe(403);
      });
  });
});
