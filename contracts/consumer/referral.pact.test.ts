// Consumer contracts of the referral form (issue 21 points 2 and 3): the campaign and categories it reads from the
// configs, the referral it sends (POST /proposals, type referral), and the refusal whose message and field error
// the form shows (error format 1; format 2 of the same call is in reference.pact.test.ts).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getConfigs } from '@/api/queries/configs';
import { createReferral, REFERRAL_CONFIG_TYPES, referralSetupOf } from '@/features/referral/api/referral';
import { failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  PATTERNS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, regex, string } = MatchersV3;

// What the form hands over: values its rules have checked, which give the phone in E.164
// (src/features/referral/lib/referral-rules.ts; the page test types it as "0331 2011234").
const values = (companyName: string) => ({
  companyName,
  name: 'Lukas Becker',
  phone: '+493312011234',
  phoneCountry: 'DE',
  categoryId: '7',
  acceptTerms: true,
});
const input = (companyName: string) => ({
  values: values(companyName),
  campaignId: 502,
  customerId: 1,
  customerUserId: 1,
});
const body = (companyName: string) => ({
  type: 'referral',
  companyName,
  name: 'Lukas Becker',
  phone: '+493312011234',
  category: { id: 7 },
  campaign: { id: 502 },
  customerUserId: 1,
  customerId: 1,
});

describe('referral form', () => {
  it('getConfigs: the campaigns and the allowed categories the form offers', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.referralCampaignActive)
      .uponReceiving('a request for the config entries campaign_id and allowed_provider_category_ids')
      .withRequest('GET', '/configs', (request) =>
        // The client sends the types comma-separated in one parameter (as for every config request).
        request.headers(SESSION_HEADERS).query({ itemTypes: REFERRAL_CONFIG_TYPES.join(',') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            campaign_id: eachLike({
              id: integer(72),
              itemId: integer(502),
              value: string('Anbieter empfehlen'),
              status: integer(1),
            }),
            allowed_provider_category_ids: eachLike({
              id: integer(90),
              itemId: integer(7),
              value: string('Hochzeitsplaner'),
              status: integer(1),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(referralSetupOf(await getConfigs(REFERRAL_CONFIG_TYPES))).toEqual({
          campaignId: 502,
          categories: [{ id: 7, label: 'Hochzeitsplaner' }],
        });
      });
  });

  it('createProposal: a referral of a wedding planner is stored for the sales team', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.referralCampaignActive)
      .uponReceiving('a referral of demo for a wedding planner')
      .withRequest('POST', '/proposals', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_HEADERS }).jsonBody(body('Blumenwerk Potsdam-West')),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: { id: integer(2208), type: 'referral', createdAt: regex(PATTERNS.dateTime, '2026-11-24T10:05:00Z') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await createReferral(input('Blumenwerk Potsdam-West'))).toMatchObject({ id: 2208, type: 'referral' });
      });
  });

  it('createProposal: a refused referral gives the message the form shows and the field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a referral of demo that the server refuses')
      .withRequest('POST', '/proposals', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_HEADERS }).jsonBody(body('Fehler GmbH')),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({
          ...fieldErrorsV1({ companyName: 'Für diese Firma kann keine Anfrage gesendet werden.' }),
          message: string('Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.'),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createReferral(input('Fehler GmbH')));
        expect(error.errorFormat).toBe(1);
        expect(error.serverMessage).toBe(
          'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        );
        expect(error.fieldErrors).toEqual({ companyName: 'Für diese Firma kann keine Anfrage gesendet werden.' });
      });
  });
});
