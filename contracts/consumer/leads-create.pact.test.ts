// Consumer contracts of "Paar hinzufügen" in the inbox (issue 41.6, createLead): a couple added by hand comes back as
// a new lead of type manual; a provider the user is not linked to is refused (403, the server's message in the
// dialog); a wrong field is refused on that field (422).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createLead } from '@/features/leads/api/create-lead';
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

describe('adding a couple by hand', () => {
  it('createLead: a couple that called is added to provider 101 as a new manual lead', async () => {
    const body = {
      providerId: 101,
      coupleName: 'Julia Wagner & Tim Hoffmann',
      weddingDate: '2029-05-19',
      email: 'julia.wagner@beispiel.de',
      phone: '+4915112345678',
      message: 'Telefonische Anfrage, Besichtigung gewünscht.',
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a couple added by hand to provider 101 of the inbox')
      .withRequest('POST', '/leads', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(5031),
            createdAt: dateTime('2026-11-22T10:15:00Z'),
            leadDetails: { name: body.coupleName },
            couple: { id: integer(1500), name: body.coupleName, weddingDate: body.weddingDate },
            provider: { id: 101, name: string('Schlossgut Havelblick') },
            status: 'new',
            firstLeadType: 'manual',
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const lead = await createLead(body);
        expect(lead).toMatchObject({ status: 'new', firstLeadType: 'manual', provider: { id: 101 } });
        expect(lead.id).toBeGreaterThan(0);
      });
  });

  it('createLead: a provider of another account is refused with 403 and its message', async () => {
    const body = { providerId: 201, coupleName: 'Julia Wagner & Tim Hoffmann' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a couple added by hand to provider 201, which demo is not linked to')
      .withRequest('POST', '/leads', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Sie haben keine Berechtigung für diesen Anbieter.'),
          code: string('FORBIDDEN'),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createLead(body));
        expect(error).toMatchObject({ kind: 'forbidden' });
        expect(error.serverMessage).toBe('Sie haben keine Berechtigung für diesen Anbieter.');
      });
  });

  it('createLead: an invalid e-mail address is refused on its field (error format 1)', async () => {
    const body = { providerId: 101, coupleName: 'Julia Wagner & Tim Hoffmann', email: 'keine-adresse' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a couple with an invalid e-mail address added by hand to provider 101')
      .withRequest('POST', '/leads', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createLead(body));
        expect(Object.keys(error.fieldErrors)).toEqual(['email']);
      });
  });
});
