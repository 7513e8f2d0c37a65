// Consumer contracts of the logged-out auth flows besides the password login: password recovery, forgotten
// username, one-time code, Google, the invitation link, and the forced password renewal.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { createQueryClient } from '@/api/query-client';
import { requestForgottenUsername } from '@/features/auth/api/forgot-username';
import { loginWithGoogle } from '@/features/auth/api/google-login';
import { acceptInvitation, invitationQueryOptions } from '@/features/auth/api/invitation';
import { recoveryKeyQueryOptions, requestPasswordReset, resetPassword } from '@/features/auth/api/password-reset';
import { requestQuickLoginCode, verifyQuickLoginCode } from '@/features/auth/api/quick-login';
import { renewPassword } from '@/features/auth/api/renew-password';
import { problemOf } from '@/lib/forms/form-errors';
import {
  createPact,
  PATTERNS,
  RENEW_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const JSON_BODY = { 'Content-Type': 'application/json' };

/** The answer of every successful login; the portal stores token, key and id. */
const createdAccessToken = {
  id: integer(58),
  accessToken: string('at_4f1c0e9d8b7a65432100fedcba98765432100123456789ab'),
  consumerKey: string('ck_0a1b2c3d4e5f60718293a4b5c6d7e8'),
  passwordChangeRequired: boolean(false),
  pendingPayments: eachLike(
    {
      id: integer(45),
      providerId: integer(103),
      type: regex('^(subscription|plus_leads|advertisement|setup_fee)$', 'plus_leads'),
      servicePeriod: {
        startMonth: regex('^\\d{4}-\\d{2}$', '2026-10'),
        endMonth: regex('^\\d{4}-\\d{2}$', '2026-10'),
      },
      amount: like(174),
      currency: string('EUR'),
      dueDate: regex(PATTERNS.date, '2026-11-16'),
      recurringMonth: regex('^\\d{4}-\\d{2}$', '2026-11'),
    },
    0,
  ),
  customerId: integer(1),
  customerUserId: integer(1),
};

/** A 422 in error format version 1 with a message on one field. */
const fieldErrorV1 = (field: string, message: string) => ({
  message: string('Bitte prüfen Sie Ihre Eingaben.'),
  errors: { [field]: string(message) },
});

/** The error the portal's function threw, as an ApiError. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('password recovery', () => {
  it('requestPasswordReset: a username gets the recovery e-mail (202, same answer for unknown accounts)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a password recovery request for the username demo')
      .withRequest('POST', '/password-reset', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo', userType: 'provider' }),
      )
      .willRespondWith(202)
      .executeTest(async (server) => {
        usePactServer(server.url);
        await expect(requestPasswordReset({ identifier: 'demo' })).resolves.toBeUndefined();
      });
  });

  it('requestPasswordReset: a malformed e-mail address gives a field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a password recovery request for a malformed e-mail address')
      .withRequest('POST', '/password-reset', (request) =>
        request.headers(JSON_BODY).jsonBody({ email: 'katharina.vogt@', userType: 'provider' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorV1('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(requestPasswordReset({ identifier: 'katharina.vogt@' }));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['email']);
      });
  });

  it('checkPasswordRecoveryKey: a valid key names the user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.recoveryKeyValid)
      .uponReceiving('a check of the valid recovery key of demo')
      .withRequest('GET', '/password-reset', (request) => request.query({ recoveryKey: 'wiederherstellung-demo-2026' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { valid: boolean(true), username: string('demo') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const check = await createQueryClient().fetchQuery(recoveryKeyQueryOptions('wiederherstellung-demo-2026'));
        expect(check).toEqual({ valid: true, username: 'demo' });
      });
  });

  it('checkPasswordRecoveryKey: an unknown or used key gives 404 (the page says the link is invalid)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.recoveryKeyUnknown)
      .uponReceiving('a check of an unknown recovery key')
      .withRequest('GET', '/password-reset', (request) => request.query({ recoveryKey: 'abgelaufen-0000-0000' }))
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Der Link ist ungültig oder abgelaufen.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(createQueryClient().fetchQuery(recoveryKeyQueryOptions('abgelaufen-0000-0000')));
        expect(error.status).toBe(404);
      });
  });

  it('resetPassword: a valid key sets the new password', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.recoveryKeyValid)
      .uponReceiving('a new password for the valid recovery key of demo')
      .withRequest('PUT', '/password-reset/wiederherstellung-demo-2026', (request) =>
        request.headers(JSON_BODY).jsonBody({ password: 'Herbst2026!', userType: 'provider' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        await expect(
          resetPassword('wiederherstellung-demo-2026', { password: 'Herbst2026!', passwordRepeat: 'Herbst2026!' }),
        ).resolves.toBeUndefined();
      });
  });

  it('resetPassword: an unknown key gives 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.recoveryKeyUnknown)
      .uponReceiving('a new password for an unknown recovery key')
      .withRequest('PUT', '/password-reset/abgelaufen-0000-0000', (request) =>
        request.headers(JSON_BODY).jsonBody({ password: 'Herbst2026!', userType: 'provider' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Der Link ist ungültig oder abgelaufen.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(
          resetPassword('abgelaufen-0000-0000', { password: 'Herbst2026!', passwordRepeat: 'Herbst2026!' }),
        );
        expect(error.status).toBe(404);
      });
  });

  it('resetPassword: a too short password gives a field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.recoveryKeyValid)
      .uponReceiving('a too short new password for the valid recovery key of demo')
      .withRequest('PUT', '/password-reset/wiederherstellung-demo-2026', (request) =>
        request.headers(JSON_BODY).jsonBody({ password: 'abc', userType: 'provider' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorV1('password', 'Bitte geben Sie mindestens 6 Zeichen ein.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(
          resetPassword('wiederherstellung-demo-2026', { password: 'abc', passwordRepeat: 'abc' }),
        );
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['password']);
      });
  });
});

describe('forgotten username', () => {
  it('requestForgottenUsername: an e-mail address gets the usernames (202, same answer for unknown ones)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a forgotten-username request for the e-mail address of demo')
      .withRequest('POST', '/users/forgot-username', (request) =>
        request.headers(JSON_BODY).jsonBody({ email: 'katharina.vogt@schlossgut-havelblick.de', userType: 'provider' }),
      )
      .willRespondWith(202)
      .executeTest(async (server) => {
        usePactServer(server.url);
        // The form trims the address; the function does the same.
        await expect(
          requestForgottenUsername({ email: ' katharina.vogt@schlossgut-havelblick.de ' }),
        ).resolves.toBeUndefined();
      });
  });

  it('requestForgottenUsername: a malformed e-mail address gives a field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a forgotten-username request for a malformed e-mail address')
      .withRequest('POST', '/users/forgot-username', (request) =>
        request.headers(JSON_BODY).jsonBody({ email: 'katharina.vogt@', userType: 'provider' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorV1('email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(requestForgottenUsername({ email: 'katharina.vogt@' }));
        expect(error.fieldErrors).toHaveProperty('email');
      });
  });
});

describe('login by one-time code', () => {
  it('requestQuickLoginCode: sends a code and says when a new one may be asked for', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('a one-time code request for demo')
      .withRequest('POST', '/auth/quick/request', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo' }),
      )
      .willRespondWith(202, (response) =>
        response.jsonBody({
          data: {
            validForSeconds: 120,
            resendAfterSeconds: integer(30),
            codeLength: 6,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const challenge = await requestQuickLoginCode(' demo ');
        expect(challenge).toMatchObject({ validForSeconds: 120, codeLength: 6, resendAfterSeconds: 30 });
      });
  });

  it('requestQuickLoginCode: an unknown username gets the same answer as an account (no enumeration)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.noUserUnbekannt)
      .uponReceiving('a one-time code request for an unknown username')
      .withRequest('POST', '/auth/quick/request', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'unbekannt' }),
      )
      .willRespondWith(202, (response) =>
        response.jsonBody({ data: { validForSeconds: 120, resendAfterSeconds: integer(30), codeLength: 6 } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const challenge = await requestQuickLoginCode('unbekannt');
        expect(challenge).toEqual({ validForSeconds: 120, resendAfterSeconds: 30, codeLength: 6 });
      });
  });

  it('requestQuickLoginCode: asking again too early gives 429 (the form keeps counting down)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.quickCodeJustSent)
      .uponReceiving('a second one-time code request for demo within 30 seconds')
      .withRequest('POST', '/auth/quick/request', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo' }),
      )
      .willRespondWith(429, (response) =>
        response.headers({ 'Retry-After': regex('^[1-9][0-9]*$', '20') }).jsonBody({
          message: string('Bitte warten Sie noch 20 Sekunden, bevor Sie einen neuen Code anfordern.'),
          code: 'QUICK_LOGIN_RESEND_TOO_EARLY',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(requestQuickLoginCode('demo'));
        expect(error.status).toBe(429);
        expect(error.code).toBe('QUICK_LOGIN_RESEND_TOO_EARLY');
      });
  });

  it('verifyQuickLoginCode: the right code logs in', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.quickCodeSent)
      .uponReceiving('the right one-time code of demo')
      .withRequest('POST', '/auth/quick/verify', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo', code: '246810' }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ data: createdAccessToken }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        const created = await verifyQuickLoginCode({ username: 'demo', code: '246810' });
        expect(created.accessToken).toMatch(/^at_/);
        expect(created.customerUserId).toBe(1);
      });
  });

  it('verifyQuickLoginCode: a wrong code gives a field error on the code (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.quickCodeSent)
      .uponReceiving('a wrong one-time code of demo')
      .withRequest('POST', '/auth/quick/verify', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo', code: '135790' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorV1('code', 'Der Code ist falsch.')))
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(verifyQuickLoginCode({ username: 'demo', code: '135790' }));
        expect(Object.keys(error.fieldErrors)).toEqual(['code']);
      });
  });

  it('verifyQuickLoginCode: an expired code gives 410 (the form offers a new code)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.quickCodeExpired)
      .uponReceiving('an expired one-time code of demo')
      .withRequest('POST', '/auth/quick/verify', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo', code: '246810' }),
      )
      .willRespondWith(410, (response) =>
        response.jsonBody({
          message: string('Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.'),
          code: 'QUICK_LOGIN_CODE_EXPIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(verifyQuickLoginCode({ username: 'demo', code: '246810' }));
        expect(error.status).toBe(410);
      });
  });

  it('verifyQuickLoginCode: after 5 wrong attempts the code is void (429)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.quickCodeLocked)
      .uponReceiving('a one-time code of demo after 5 wrong attempts')
      .withRequest('POST', '/auth/quick/verify', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'demo', code: '246810' }),
      )
      .willRespondWith(429, (response) =>
        response.jsonBody({
          message: string('Zu viele falsche Versuche. Bitte fordern Sie einen neuen Code an.'),
          code: 'QUICK_LOGIN_TOO_MANY_ATTEMPTS',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(verifyQuickLoginCode({ username: 'demo', code: '246810' }));
        expect(error.status).toBe(429);
        expect(error.code).toBe('QUICK_LOGIN_TOO_MANY_ATTEMPTS');
      });
  });
});

describe('login with Google', () => {
  it("loginWithGoogle: without a code the answer is Google's consent page", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoUserExists)
      .uponReceiving('the start of a Google login')
      .withRequest('POST', '/auth/google', (request) => request.headers(JSON_BODY).jsonBody({ userType: 'provider' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            authUrl: regex(
              '^https://accounts\\.google\\.com/\\S+$',
              'https://accounts.google.com/o/oauth2/v2/auth?client_id=anbieterportal&response_type=code',
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const result = await loginWithGoogle();
        expect('authUrl' in result && result.authUrl).toMatch(/^https:\/\/accounts\.google\.com\//);
      });
  });

  it("loginWithGoogle: the callback's code of a connected account logs in", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.googleCodeOfDemo)
      .uponReceiving('the callback of a Google login of demo')
      .withRequest('POST', '/auth/google', (request) =>
        request.headers(JSON_BODY).jsonBody({ accessToken: 'google:demo', userType: 'provider' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: createdAccessToken }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        const result = await loginWithGoogle('google:demo');
        expect('accessToken' in result && result.customerUserId).toBe(1);
      });
  });

  it('loginWithGoogle: a code of an account not connected to a user gives a field error', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.noUserUnbekannt)
      .uponReceiving('the callback of a Google login of an account without user')
      .withRequest('POST', '/auth/google', (request) =>
        request.headers(JSON_BODY).jsonBody({ accessToken: 'google:unbekannt', userType: 'provider' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: string('Die Anmeldung mit Google ist fehlgeschlagen.'),
          errors: { accessToken: string('GOOGLE_CONNECT_ERROR') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(loginWithGoogle('google:unbekannt'));
        expect(error.kind).toBe('validation');
        expect(Object.keys(error.fieldErrors)).toEqual(['accessToken']);
      });
  });
});

describe('invitation link', () => {
  const invitation = { customerId: 1, customerUserId: 5, hash: 'einladung-lena-hoffmann-2026' };
  const unknown = { customerId: 1, customerUserId: 5, hash: 'ungueltig-0000' };

  it('getInvitation: an open invitation names the invited user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.invitationExists)
      .uponReceiving('a request for the invitation einladung-lena-hoffmann-2026')
      .withRequest('GET', '/customers/1/users/5/invitations/einladung-lena-hoffmann-2026')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { customerId: 1, customerUserId: 5, name: string('Lena Hoffmann') },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const loaded = await createQueryClient().fetchQuery(invitationQueryOptions(invitation));
        expect(loaded).toMatchObject({ customerId: 1, customerUserId: 5, name: 'Lena Hoffmann' });
      });
  });

  it('getInvitation: an unknown or used hash gives 404 (the page goes to the login)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.invitationUnknown)
      .uponReceiving('a request for an unknown invitation')
      .withRequest('GET', '/customers/1/users/5/invitations/ungueltig-0000')
      .willRespondWith(404, (response) =>
        response.jsonBody({
          message: string('Der Einladungslink ist ungültig oder wurde bereits verwendet.'),
          code: string('INVITATION_INVALID'),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(createQueryClient().fetchQuery(invitationQueryOptions(unknown)));
        expect(error.status).toBe(404);
      });
  });

  it('acceptInvitation: sets username and password of the invited user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.invitationExists)
      .uponReceiving('username and password for the invitation einladung-lena-hoffmann-2026')
      .withRequest('PUT', '/customers/1/users/5/invitations/einladung-lena-hoffmann-2026', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'lena.hoffmann', password: 'Sommer2026!' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        await expect(
          acceptInvitation(invitation, {
            username: ' lena.hoffmann ',
            password: 'Sommer2026!',
            passwordRepeat: 'Sommer2026!',
          }),
        ).resolves.toBeUndefined();
      });
  });

  it('acceptInvitation: an unknown or used hash gives 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.invitationUnknown)
      .uponReceiving('username and password for an unknown invitation')
      .withRequest('PUT', '/customers/1/users/5/invitations/ungueltig-0000', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'lena.hoffmann', password: 'Sommer2026!' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Der Einladungslink ist ungültig oder wurde bereits verwendet.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(
          acceptInvitation(unknown, {
            username: 'lena.hoffmann',
            password: 'Sommer2026!',
            passwordRepeat: 'Sommer2026!',
          }),
        );
        expect(error.status).toBe(404);
      });
  });

  it('acceptInvitation: a username with forbidden characters gives a field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.invitationExists)
      .uponReceiving('a username with a space for the invitation einladung-lena-hoffmann-2026')
      .withRequest('PUT', '/customers/1/users/5/invitations/einladung-lena-hoffmann-2026', (request) =>
        request.headers(JSON_BODY).jsonBody({ username: 'lena hoffmann', password: 'Sommer2026!' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorV1('username', 'Der Wert ist ungültig.')))
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(
          acceptInvitation(invitation, {
            username: 'lena hoffmann',
            password: 'Sommer2026!',
            passwordRepeat: 'Sommer2026!',
          }),
        );
        expect(Object.keys(error.fieldErrors)).toEqual(['username']);
      });
  });
});

describe('forced password renewal', () => {
  const renew = { customerId: 1, id: 6 };
  // The form's fields; the request body names the repeat `passwordMatch`.
  const input = { oldPassword: 'renew1234', password: 'Winter2026!', passwordRepeat: 'Winter2026!' };
  const body = { oldPassword: input.oldPassword, password: input.password, passwordMatch: input.passwordRepeat };

  it('updateCustomerUser: the old and a new password renew it', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.renewLoggedIn, RENEW_SESSION_PARAMS)
      .uponReceiving('a password renewal of renew')
      .withRequest('PUT', '/customers/1/users/6', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_BODY }).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { id: 6, customerId: 1, username: string('renew'), name: string('Tobias Wagner') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const user = await renewPassword(renew, input);
        expect(user).toMatchObject({ id: 6, username: 'renew' });
      });
  });

  it('updateCustomerUser: a wrong old password gives a field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.renewLoggedIn, RENEW_SESSION_PARAMS)
      .uponReceiving('a password renewal of renew with a wrong old password')
      .withRequest('PUT', '/customers/1/users/6', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_BODY }).jsonBody({ ...body, oldPassword: 'falsch123' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorV1('oldPassword', 'Das bisherige Passwort ist nicht korrekt.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(renewPassword(renew, { ...input, oldPassword: 'falsch123' }));
        expect(Object.keys(error.fieldErrors)).toEqual(['oldPassword']);
      });
  });

  it('updateCustomerUser: the current password as the new one gives a field error on password', async () => {
    const unchanged = { oldPassword: 'renew1234', password: 'renew1234', passwordRepeat: 'renew1234' };
    await createPact()
      .addInteraction()
      .given(STATES.renewLoggedIn, RENEW_SESSION_PARAMS)
      .uponReceiving('a password renewal of renew that keeps the current password')
      .withRequest('PUT', '/customers/1/users/6', (request) =>
        request
          .headers({ ...SESSION_HEADERS, ...JSON_BODY })
          .jsonBody({ oldPassword: 'renew1234', password: 'renew1234', passwordMatch: 'renew1234' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorV1('password', 'Das neue Passwort muss sich vom bisherigen unterscheiden.')),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(renewPassword(renew, unchanged));
        expect(Object.keys(error.fieldErrors)).toEqual(['password']);
      });
  });

  it('updateCustomerUser: a failure in error format 2 becomes the generic form message', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.renewLoggedIn, RENEW_SESSION_PARAMS)
      .given(STATES.validationFormatV2)
      .uponReceiving('a password renewal of renew with a wrong old password, answered in error format 2')
      .withRequest('PUT', '/customers/1/users/6', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_BODY }).jsonBody({ ...body, oldPassword: 'falsch123' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody({ version: 2, message: string('Bitte prüfen Sie Ihre Eingaben.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(renewPassword(renew, { ...input, oldPassword: 'falsch123' }));
        expect(error.errorFormat).toBe(2);
        expect(problemOf(error)).toEqual({ key: 'errors.formInvalid' });
      });
  });
});
