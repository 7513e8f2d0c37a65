// Consumer contracts of the session operations: login, loading the session, logout.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { createQueryClient } from '@/api/query-client';
import { createAccessToken } from '@/features/auth/api/create-access-token';
import { loginLockSeconds } from '@/features/auth/api/login-lock';
import { endSession } from '@/lib/session/session-actions';
import { accessTokenQueryOptions } from '@/lib/session/session-query';
import { readSession, writeSession } from '@/lib/session-store';
import {
  createPact,
  DEMO_SESSION,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, datetime, eachLike, integer, like, regex, string } = MatchersV3;

const YYYY_MM_DD = '^\\d{4}-\\d{2}-\\d{2}$';
const YYYY_MM = '^\\d{4}-\\d{2}$';

const pendingPayment = {
  id: integer(45),
  providerId: integer(103),
  type: regex('^(subscription|plus_leads|advertisement|setup_fee)$', 'plus_leads'),
  servicePeriod: { startMonth: regex(YYYY_MM, '2026-10'), endMonth: regex(YYYY_MM, '2026-10') },
  amount: like(174),
  currency: string('EUR'),
  dueDate: regex(YYYY_MM_DD, '2026-11-16'),
  recurringMonth: regex(YYYY_MM, '2026-11'),
};

const city = {
  id: integer(2),
  name: string('Potsdam'),
  regionId: integer(1),
  orderNo: integer(2),
  imagePath: string('/media/cities/potsdam.jpg'),
};

const provider = {
  id: integer(101),
  name: string('Schlossgut Havelblick'),
  categoryId: integer(1),
  cityId: integer(2),
  districtId: integer(23),
  category: { id: integer(1), name: string('Hochzeitslocation'), categoryType: string('venue') },
  city,
  district: { id: integer(23), name: string('Sacrow'), cityId: integer(2) },
  onHold: boolean(false),
  paidStatus: string('paid'),
  productFeatures: {
    productDateEnd: regex(YYYY_MM_DD, '2027-06-22'),
    statsAccess: boolean(true),
    rivalStatsAccess: integer(5),
    listingProductName: string('Prime'),
    planTier: string('prime'),
  },
  isMissingData: boolean(false),
  slug: string('/anbieter/schlossgut-havelblick'),
  mainImagePath: string('/media/providers/101/festsaal-abendlicht.jpg'),
};

describe('session operations', () => {
  it('createAccessToken: the right password logs in', async () => {
    const pact = createPact();
    await pact
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a login of demo with the right password')
      .withRequest('POST', '/access-tokens', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ username: 'demo', password: 'demo1234', userType: 'provider' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(1),
            accessToken: string('at_eedf3d5ae5ca71723338b58d724c2c0a029f756501cda5b6'),
            consumerKey: string('ck_c3f03c989766930c5cdc4b0ca6460'),
            passwordChangeRequired: boolean(false),
            pendingPayments: eachLike(pendingPayment, 0),
            customerId: integer(1),
            customerUserId: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        // The login form trims the username; the function does the same.
        const created = await createAccessToken({ username: ' demo ', password: 'demo1234' });
        expect(created.accessToken).toBe('at_eedf3d5ae5ca71723338b58d724c2c0a029f756501cda5b6');
        expect(created.id).toBe(1);
      });
  });

  it('createAccessToken: a wrong password gives field errors (error format 1)', async () => {
    const pact = createPact();
    await pact
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a login of demo with a wrong password')
      .withRequest('POST', '/access-tokens', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ username: 'demo', password: 'wrong-password', userType: 'provider' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: string('Benutzername oder Passwort ist falsch.'),
          errors: { password: string('Benutzername oder Passwort ist falsch.') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await createAccessToken({ username: 'demo', password: 'wrong-password' }).catch(
          (e: unknown) => e,
        );
        expect(isApiError(error)).toBe(true);
        if (!isApiError(error)) return;
        expect(error.kind).toBe('validation');
        expect(error.errorFormat).toBe(1);
        expect(error.fieldErrors).toEqual({ password: 'Benutzername oder Passwort ist falsch.' });
      });
  });

  it('createAccessToken: a locked username gives 429 LOGIN_THROTTLED with Retry-After (the page counts down)', async () => {
    const pact = createPact();
    await pact
      .addInteraction()
      .given(STATES.demoLoginLocked)
      .uponReceiving('a login of demo with the right password while its login is locked')
      .withRequest('POST', '/access-tokens', (request) =>
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ username: 'demo', password: 'demo1234', userType: 'provider' }),
      )
      .willRespondWith(429, (response) =>
        response.headers({ 'Retry-After': regex('^[1-9][0-9]*$', '300') }).jsonBody({
          message: string('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 5 Minuten erneut.'),
          code: 'LOGIN_THROTTLED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await createAccessToken({ username: 'demo', password: 'demo1234' }).catch((e: unknown) => e);
        expect(isApiError(error)).toBe(true);
        expect(loginLockSeconds(error)).toBe(300);
      });
  });

  it('getAccessToken: the stored session loads the user', async () => {
    const pact = createPact();
    await pact
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the session of demo')
      .withRequest('GET', `/access-tokens/${DEMO_SESSION.accessTokenId}`, (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            id: integer(DEMO_SESSION.accessTokenId),
            passwordChangeRequired: boolean(false),
            pendingPayments: eachLike(pendingPayment, 0),
            expiresAt: datetime("yyyy-MM-dd'T'HH:mm:ssXXX", '2026-12-22T06:53:54Z'),
            isSwitchedUser: boolean(false),
            user: {
              id: integer(1),
              name: string('Katharina Vogt'),
              username: string('demo'),
              customerId: integer(1),
              customer: like({
                id: 1,
                name: 'Schlossgut Havelblick GmbH',
                crmStatus: 'prime',
                isPaid: true,
                companyType: 'company',
                companyExtension: 'GmbH',
                taxNumber: '046/123/45678',
                address: 'Am Havelufer 12, 14469 Potsdam',
              }),
              email: string('katharina.vogt@schlossgut-havelblick.de'),
              phone: string('+4915112345678'),
              city,
              providers: eachLike(provider),
              details: { titleId: integer(1), roleId: integer(1), preferredLanguage: string('de_DE') },
              permission: { advisorService: boolean(true) },
              accountManager: like({
                name: 'Claudia Neumann',
                email: 'claudia.neumann@hochzeitsportal.de',
                phone: '+493012345670',
              }),
              uuid: regex(
                '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
                'd10e897e-3fad-4fe7-8ce6-ea6c6b804e9c',
              ),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const session = await createQueryClient().fetchQuery(accessTokenQueryOptions(DEMO_SESSION.accessTokenId));
        expect(session.user.username).toBe('demo');
        expect(session.user.providers.map((p) => p.id)).toEqual([101]);
      });
  });

  it('getAccessToken: an unknown token gives 401 and ends the session', async () => {
    const expired = {
      accessTokenId: 1,
      accessToken: 'at_contract_expired_token_00000001',
      consumerKey: 'ck_expired_0001',
    };
    const pact = createPact();
    await pact
      .addInteraction()
      .given(STATES.noSession)
      .uponReceiving('a request for a session with an unknown access token')
      .withRequest('GET', `/access-tokens/${expired.accessTokenId}`, (request) =>
        request.headers({ 'X-Access-Token': expired.accessToken, 'X-Consumer-Key': expired.consumerKey }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody({ message: string('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        writeSession(expired);
        window.history.pushState(null, '', '/leads?status=new');
        const error = await createQueryClient()
          .fetchQuery(accessTokenQueryOptions(expired.accessTokenId))
          .catch((e: unknown) => e);
        expect(isApiError(error) && error.kind).toBe('unauthorized');
        // A 401 logs out: the stored session is gone and the login page will bring the user back.
        expect(readSession()).toBeNull();
        expect(`${window.location.pathname}${window.location.search}`).toBe(
          '/auth/login?redirectUrl=%2Fleads%3Fstatus%3Dnew',
        );
      });
  });

  it('deleteAccessToken: logout deletes the token', async () => {
    const pact = createPact();
    await pact
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a logout of demo')
      .withRequest('DELETE', `/access-tokens/${DEMO_SESSION.accessTokenId}`, (request) =>
        request.headers(SESSION_HEADERS),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await endSession(createQueryClient());
        expect(readSession()).toBeNull();
      });
  });
});
