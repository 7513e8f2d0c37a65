// Consumer contracts of the config entries the portal reads (languages of the user menu, the upgrade campaign)
// and of the upgrade request sent from the upgrade dialog of every plan-gated feature.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { createUpgradeRequest, type UpgradeRequestInput } from '@/components/upgrade/api/create-upgrade-request';
import { getConfigs } from '@/api/queries/configs';
import { upgradeCampaignIdOf } from '@/components/upgrade/api/get-upgrade-campaign';
import { availableLanguagesOf } from '@/features/shell/api/get-languages';
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

describe('config entries', () => {
  it('getConfigs: the available languages of the user menu', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the config entries available_languages')
      .withRequest('GET', '/configs', (request) => request.query({ itemTypes: 'available_languages' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            available_languages: eachLike({
              id: integer(51),
              itemId: string('de_DE'),
              value: string('Deutsch'),
              status: integer(1),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect(availableLanguagesOf(await getConfigs(['available_languages']))).toEqual([
          { locale: 'de_DE', label: 'Deutsch' },
        ]);
      });
  });

  it('getConfigs: the campaign entries, among them the upgrade campaign 501', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the config entries campaign_id')
      .withRequest('GET', '/configs', (request) => request.query({ itemTypes: 'campaign_id' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            campaign_id: eachLike({
              id: integer(71),
              itemId: integer(501),
              value: string('Upgrade'),
              status: integer(1),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect(upgradeCampaignIdOf(await getConfigs(['campaign_id']))).toBe(501);
      });
  });
});

describe('upgrade request', () => {
  const input: UpgradeRequestInput = {
    campaignId: 501,
    customerId: 1,
    customerUserId: 1,
    feature: 'discounts',
    providerId: 101,
    companyName: 'Schlossgut Havelblick GmbH',
    name: 'Katharina Vogt',
    message: '',
  };
  const body = (companyName: string) => ({
    type: 'upgrade',
    campaign: { id: 501 },
    companyName,
    customer: { id: 1 },
    customerUser: { id: 1 },
    name: 'Katharina Vogt',
    feature: 'discounts',
    providerId: 101,
  });
  const headers = { ...SESSION_HEADERS, 'Content-Type': 'application/json' };

  it('createProposal: an upgrade request for discounts is stored for the sales team', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.noOpenDiscountsUpgrade)
      .uponReceiving('an upgrade request of demo for discounts')
      .withRequest('POST', '/proposals', (request) => request.headers(headers).jsonBody(body(input.companyName)))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: { id: integer(2207), type: 'upgrade', createdAt: regex(PATTERNS.dateTime, '2026-11-22T10:05:00Z') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await createUpgradeRequest(input)).toMatchObject({ id: 2207, type: 'upgrade' });
      });
  });

  it('createProposal: a refused request gives the message the dialog shows (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('an upgrade request of demo that the server refuses')
      .withRequest('POST', '/proposals', (request) => request.headers(headers).jsonBody(body('Fehler GmbH')))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: string('Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.'),
          errors: { companyName: string('Für diese Firma kann keine Anfrage gesendet werden.') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await createUpgradeRequest({ ...input, companyName: 'Fehler GmbH' }).catch((e: unknown) => e);
        expect(isApiError(error) && error.errorFormat).toBe(1);
        expect(isApiError(error) && error.serverMessage).toBe(
          'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        );
      });
  });

  it('createProposal: a refusal in error format 2 carries only the generic message', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.validationFormatV2)
      .uponReceiving('an upgrade request of demo that the server refuses in error format 2')
      .withRequest('POST', '/proposals', (request) => request.headers(headers).jsonBody(body('Fehler GmbH')))
      .willRespondWith(422, (response) =>
        response.jsonBody({ version: 2, message: string('Das Formular enthält ungültige Angaben.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await createUpgradeRequest({ ...input, companyName: 'Fehler GmbH' }).catch((e: unknown) => e);
        expect(isApiError(error) && error.errorFormat).toBe(2);
        expect(isApiError(error) && error.fieldErrors).toEqual({});
      });
  });
});
