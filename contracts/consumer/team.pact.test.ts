// Consumer contracts of the team and the account (issue 16): the customer's users, their provider links and
// picture (/customer-users, /settings/profile), two-factor and connecting a social login (/settings).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  addCustomerUserProvider,
  createCustomerUser,
  deleteCustomerUser,
  deleteCustomerUserProvider,
  getCustomerUser,
  listCustomerUsers,
  updateCustomerUser,
  updateCustomerUserProvider,
  uploadCustomerUserImage,
} from '@/api/queries/customer-users';
import {
  connectSocialAccount,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
} from '@/features/settings/api/account';
import { getTwoFactorStatus } from '@/features/settings/api/two-factor-status';
import { failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  CONTRACT_NOW,
  createPact,
  DEMO_SESSION_PARAMS,
  PATTERNS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  TWO_FACTOR_ON_PARAMS,
  TWO_FACTOR_SECRET_PARAMS,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
// A path string, not `new URL()`: under jsdom, URL is jsdom's class, which node:url does not accept.
const PNG = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'one-pixel.png');
const STATUS = '^(pending_approval|active|disabled)$';
const WRONG_CODE = 'Der Code ist falsch. Bitte geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.';

/** The code an authenticator app shows for the states' secret at CONTRACT_NOW (the verification's clock). */
function totpAtContractNow(seconds = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(TWO_FACTOR_SECRET_PARAMS.secret),
    timestamp: CONTRACT_NOW.getTime() + seconds * 1000,
  });
}

/** A 6-digit code the server refuses at CONTRACT_NOW: none of the codes of the step before, now and after. */
function wrongCodeAtContractNow(): string {
  const accepted = new Set([totpAtContractNow(-30), totpAtContractNow(), totpAtContractNow(30), '246810']);
  return ['111111', '222222', '333333'].find((code) => !accepted.has(code)) ?? '444444';
}
const LOCALE = '^(de_DE|ar_AE|ar_SA|en_AU|en_CA|en_SA|en_US|tr_TR)$';

/** What the team list and the form read of a provider link. */
const linkShape = {
  id: integer(1),
  providerId: integer(101),
  provider: { id: integer(101), name: string('Schlossgut Havelblick') },
  canReceiveLeads: boolean(true),
  canReceiveLeadsSms: boolean(true),
  showAsContact: boolean(true),
  canManage: boolean(true),
  hasLeftJob: boolean(false),
};

/** What the team list and the form read of a user. */
const userShape = {
  id: integer(1),
  customerId: integer(1),
  name: string('Katharina Vogt'),
  titleId: integer(1),
  roleId: integer(1),
  username: string('demo'),
  preferredLanguage: regex(LOCALE, 'de_DE'),
  profileVideo: null,
  bio: null,
  image: null,
  emails: eachLike('katharina.vogt@schlossgut-havelblick.de'),
  phones: eachLike({ number: regex('^\\+[1-9][0-9]{6,14}$', '+4915112345678'), countryCode: string('DE') }),
  birthDate: regex(PATTERNS.date, '1984-03-17'),
  identityNumber: null,
  googleId: null,
  facebookId: null,
  customerUserProviders: eachLike(linkShape),
  status: regex(STATUS, 'active'),
};

describe('the customer users', () => {
  it('listCustomerUsers: every user of the customer by name, page by page (one page here)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the users of customer 1 sorted by name')
      .withRequest('GET', '/customers/1/users', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', sort: 'name', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Users differ (no title, no phone, no provider yet): the list's rows match the fields every user has.
          data: eachLike({
            id: integer(1),
            customerId: integer(1),
            name: string('Katharina Vogt'),
            roleId: integer(1),
            username: string('demo'),
            preferredLanguage: regex(LOCALE, 'de_DE'),
            status: regex(STATUS, 'active'),
          }),
          paging: { page: 1, limit: 100, total: integer(7), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const users = await listCustomerUsers(1);
        expect(users[0]?.status).toBe('active');
      });
  });

  it('getCustomerUser: the own user for the profile', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for customer user 1')
      .withRequest('GET', '/customers/1/users/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ data: userShape }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await getCustomerUser(1, 1)).username).toBe('demo');
      });
  });

  it('createCustomerUser: a new user waits for approval', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new user Paula Schröder with two phones')
      .withRequest('POST', '/customers/1/users', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({
          name: 'Paula Schröder',
          username: 'paula.schroeder',
          password: 'Hochzeit2026',
          passwordMatch: 'Hochzeit2026',
          preferredLanguage: 'de_DE',
          phones: [
            { number: '+4915123456789', countryCode: 'DE' },
            { number: '+493312004567', countryCode: 'DE' },
          ],
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...userShape,
            id: integer(8),
            name: string('Paula Schröder'),
            username: string('paula.schroeder'),
            titleId: null,
            roleId: integer(2),
            birthDate: null,
            emails: [],
            customerUserProviders: [],
            status: 'pending_approval',
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createCustomerUser(1, {
          name: 'Paula Schröder',
          username: 'paula.schroeder',
          password: 'Hochzeit2026',
          passwordMatch: 'Hochzeit2026',
          preferredLanguage: 'de_DE',
          phones: [
            { number: '+4915123456789', countryCode: 'DE' },
            { number: '+493312004567', countryCode: 'DE' },
          ],
        });
        expect(created.status).toBe('pending_approval');
      });
  });

  it('createCustomerUser: a taken username is refused with 409 and a message for the snackbar', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new user with the taken username jonas.albrecht')
      .withRequest('POST', '/customers/1/users', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({
          name: 'Jonas Zweiter',
          username: 'jonas.albrecht',
          password: 'Hochzeit2026',
          passwordMatch: 'Hochzeit2026',
        }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: string('Dieser Benutzername ist bereits vergeben.'), code: 'USERNAME_TAKEN' }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(
          createCustomerUser(1, {
            name: 'Jonas Zweiter',
            username: 'jonas.albrecht',
            password: 'Hochzeit2026',
            passwordMatch: 'Hochzeit2026',
          }),
        );
        expect(error.status).toBe(409);
        expect(error.serverMessage).toBe('Dieser Benutzername ist bereits vergeben.');
      });
  });

  it('updateCustomerUser: only the changed field is sent', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new bio of customer user 2')
      .withRequest('PUT', '/customers/1/users/2', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ bio: 'Ich plane Hochzeiten am Wasser.' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...userShape,
            id: integer(2),
            name: string('Jonas Albrecht'),
            username: string('jonas.albrecht'),
            bio: 'Ich plane Hochzeiten am Wasser.',
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await updateCustomerUser(1, 2, { bio: 'Ich plane Hochzeiten am Wasser.' })).bio).toBe(
          'Ich plane Hochzeiten am Wasser.',
        );
      });
  });

  it('updateCustomerUser: a wrong old password is a field error (error format 1)', async () => {
    const body = { oldPassword: 'falsch123', password: 'Havel2026', passwordMatch: 'Havel2026' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new password of customer user 1 with a wrong old password')
      .withRequest('PUT', '/customers/1/users/1', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ oldPassword: 'Das bisherige Passwort ist nicht korrekt.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateCustomerUser(1, 1, body));
        expect(error.fieldErrors.oldPassword).toBe('Das bisherige Passwort ist nicht korrekt.');
      });
  });

  it('deleteCustomerUser: an administrator deletes another user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('the deletion of customer user 3')
      .withRequest('DELETE', '/customers/1/users/3', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteCustomerUser(1, 3)).resolves.toBeUndefined();
      });
  });

  it('uploadCustomerUserImage: the picture as a multipart file part', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a PNG picture of customer user 2')
      .withRequest('POST', '/customers/1/users/2/image', (request) =>
        // A fixed boundary, so the committed pact is the same on every run.
        request.headers(SESSION_HEADERS).multipartBody('image/png', PNG, 'image', 'portal-contract-boundary'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { path: string('/uploads/customer-users/2/profil-20261124.png') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const image = new File([readFileSync(PNG)], 'one-pixel.png', { type: 'image/png' });
        expect((await uploadCustomerUserImage(1, 2, image)).path).toMatch(/\.png$/);
      });
  });
});

describe('provider links', () => {
  it('addCustomerUserProvider: linking switched on links at once, without rights', async () => {
    const body = {
      providerId: 102,
      canManage: false,
      canReceiveLeads: false,
      canReceiveLeadsSms: false,
      showAsContact: false,
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a link of customer user 2 to provider 102')
      .withRequest('POST', '/customers/1/users/2/providers', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...linkShape,
            id: integer(7),
            providerId: 102,
            canManage: false,
            canReceiveLeads: false,
            canReceiveLeadsSms: false,
            showAsContact: false,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await addCustomerUserProvider(1, 2, body)).providerId).toBe(102);
      });
  });

  it('updateCustomerUserProvider: only the changed flag', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('no more SMS leads on link 4 of customer user 2')
      .withRequest('PUT', '/customers/1/users/2/providers/4', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ canReceiveLeadsSms: false }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { ...linkShape, id: 4, canReceiveLeadsSms: false, canManage: boolean(true) } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await updateCustomerUserProvider(1, 2, 4, { canReceiveLeadsSms: false })).canReceiveLeadsSms).toBe(
          false,
        );
      });
  });

  it('deleteCustomerUserProvider: linking switched off unlinks at once', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('the removal of link 4 of customer user 2')
      .withRequest('DELETE', '/customers/1/users/2/providers/4', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteCustomerUserProvider(1, 2, 4)).resolves.toBeUndefined();
      });
  });
});

describe('two-factor and social logins', () => {
  it('getTwoFactorStatus: off (the page offers the set-up)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the two-factor state of demo, who has not set it up')
      .withRequest('GET', '/auth/two-factor', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ data: { enabled: false } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getTwoFactorStatus()).toEqual({ enabled: false });
      });
  });

  it('getTwoFactorStatus: on, since when (the page offers to turn it off)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoTwoFactorOn, TWO_FACTOR_ON_PARAMS)
      .uponReceiving('a request for the two-factor state of demo, who has it on')
      .withRequest('GET', '/auth/two-factor', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { enabled: true, enabledAt: regex(PATTERNS.dateTime, '2026-11-20T09:30:00Z') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getTwoFactorStatus()).toEqual({ enabled: true, enabledAt: '2026-11-20T09:30:00Z' });
      });
  });

  it('startTwoFactorSetup: a new secret as text and as otpauth URI', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('the start of a two-factor set-up of demo')
      .withRequest('POST', '/auth/two-factor/setup', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            secret: regex('^[A-Z2-7]{32}$', TWO_FACTOR_SECRET_PARAMS.secret),
            otpauthUri: regex(
              '^otpauth://totp/Hochzeitsportal:demo\\?(.*&)?secret=[A-Z2-7]{32}(&.*)?$',
              `otpauth://totp/Hochzeitsportal:demo?issuer=Hochzeitsportal&secret=${TWO_FACTOR_SECRET_PARAMS.secret}&algorithm=SHA1&digits=6&period=30`,
            ),
            issuer: string('Hochzeitsportal'),
            accountName: 'demo',
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const setup = await startTwoFactorSetup();
        expect(setup.secret).toBe(TWO_FACTOR_SECRET_PARAMS.secret);
        expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
      });
  });

  it('startTwoFactorSetup: 409 when two-factor is on already (the page reads the state again)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoTwoFactorOn, TWO_FACTOR_ON_PARAMS)
      .uponReceiving('the start of a two-factor set-up of demo, who has it on')
      .withRequest('POST', '/auth/two-factor/setup', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: string('Die Zwei-Faktor-Anmeldung ist bereits aktiviert.'),
          code: 'TWO_FACTOR_ALREADY_ENABLED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(startTwoFactorSetup());
        expect([error.kind, error.code]).toEqual(['conflict', 'TWO_FACTOR_ALREADY_ENABLED']);
      });
  });

  it('enableTwoFactor: the code the app shows for the secret turns two-factor on', async () => {
    const code = totpAtContractNow();
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoTwoFactorSetupStarted, TWO_FACTOR_SECRET_PARAMS)
      .uponReceiving(`the two-factor code ${code} of the set-up's secret`)
      .withRequest('POST', '/auth/two-factor', (request) => request.headers(WRITE_HEADERS).jsonBody({ code }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { enabled: true, enabledAt: regex(PATTERNS.dateTime, '2026-11-22T12:00:00Z') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await enableTwoFactor(code)).enabled).toBe(true);
      });
  });

  it('enableTwoFactor: a wrong code is a field error on code', async () => {
    const code = wrongCodeAtContractNow();
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoTwoFactorSetupStarted, TWO_FACTOR_SECRET_PARAMS)
      .uponReceiving(`the wrong two-factor code ${code} for the set-up`)
      .withRequest('POST', '/auth/two-factor', (request) => request.headers(WRITE_HEADERS).jsonBody({ code }))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ code: WRONG_CODE })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(enableTwoFactor(code))).fieldErrors.code).toBe(WRONG_CODE);
      });
  });

  it('enableTwoFactor: 409 without a set-up (the page reads the state again)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a two-factor code of demo, who started no set-up')
      .withRequest('POST', '/auth/two-factor', (request) => request.headers(WRITE_HEADERS).jsonBody({ code: '123456' }))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: string('Bitte richten Sie die Zwei-Faktor-Anmeldung zuerst ein.'),
          code: 'TWO_FACTOR_SETUP_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(enableTwoFactor('123456'));
        expect([error.kind, error.code]).toEqual(['conflict', 'TWO_FACTOR_SETUP_REQUIRED']);
      });
  });

  it('disableTwoFactor: a current code turns two-factor off', async () => {
    const code = totpAtContractNow();
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoTwoFactorOn, TWO_FACTOR_ON_PARAMS)
      .uponReceiving(`the two-factor code ${code} to turn two-factor off`)
      .withRequest('POST', '/auth/two-factor/disable', (request) => request.headers(WRITE_HEADERS).jsonBody({ code }))
      .willRespondWith(200, (response) => response.jsonBody({ data: { enabled: false } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await disableTwoFactor(code)).toEqual({ enabled: false });
      });
  });

  it('disableTwoFactor: a wrong code is a field error on code', async () => {
    const code = wrongCodeAtContractNow();
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoTwoFactorOn, TWO_FACTOR_ON_PARAMS)
      .uponReceiving(`the wrong two-factor code ${code} to turn two-factor off`)
      .withRequest('POST', '/auth/two-factor/disable', (request) => request.headers(WRITE_HEADERS).jsonBody({ code }))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ code: WRONG_CODE })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(disableTwoFactor(code))).fieldErrors.code).toBe(WRONG_CODE);
      });
  });

  it('disableTwoFactor: 409 when two-factor is off already (the page reads the state again)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a code to turn two-factor off for demo, who has it off')
      .withRequest('POST', '/auth/two-factor/disable', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ code: '123456' }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: string('Die Zwei-Faktor-Anmeldung ist nicht aktiviert.'),
          code: 'TWO_FACTOR_NOT_ENABLED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(disableTwoFactor('123456'));
        expect([error.kind, error.code]).toEqual(['conflict', 'TWO_FACTOR_NOT_ENABLED']);
      });
  });

  it('connectSocialAccount: the own Google account is connected', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a Google code to connect to customer user 1')
      .withRequest('POST', '/customers/1/users/1/social-accounts', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'google', token: 'google:demo' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: { type: 'google', connectedAt: regex(PATTERNS.dateTime, '2026-11-24T10:20:00+01:00') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await connectSocialAccount(1, 1, 'google', 'google:demo')).type).toBe('google');
      });
  });

  it('connectSocialAccount: a refused Google account is GOOGLE_CONNECT_ERROR on token', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a Google code that Google refuses, to connect to customer user 1')
      .withRequest('POST', '/customers/1/users/1/social-accounts', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'google', token: 'invalid' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: string('Das Konto konnte nicht verbunden werden.'),
          errors: { token: 'GOOGLE_CONNECT_ERROR' },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(connectSocialAccount(1, 1, 'google', 'invalid'));
        expect(error.fieldErrors.token).toBe('GOOGLE_CONNECT_ERROR');
      });
  });
});
