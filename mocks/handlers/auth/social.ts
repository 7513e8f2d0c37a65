// Auth: the logins with Facebook and Google, connecting Instagram to a provider and a social account to the
// own user.
import {
  zConnectInstagramBody,
  zConnectSocialAccountBody,
  zConnectSocialAccountPath,
  zLoginWithFacebookBody,
  zLoginWithGoogleBody,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { isoDate, isoDateTime, now } from '../../lib/clock';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { requireProviderRight } from '../../lib/rights';
import { standInOrigin } from '../../lib/stand-in-origin';
import { parseJsonBody, parsePathParams } from '../../lib/validate';
import { createSession, credentialByUsername } from './support';

/**
 * Where the login with Google starts. Beside a portal (the browser's service worker in `npm run dev` and the
 * demo build, jsdom in route tests, and the production preview, which serves the page) it is the mock's consent
 * page on the portal's origin (`mocks/browser/google-consent.html`, never in a deployment), which returns to the
 * portal's /auth/google with a code `google:<username>` or `error=access_denied`, so the whole login runs without
 * a network. The HTTP server alone has no portal beside it and answers with Google's address, like a real server.
 */
function googleConsentUrl(): string {
  const portalOrigin = standInOrigin();
  const consent = new URL(
    portalOrigin ? `${portalOrigin}/__mock/google-consent.html` : 'https://accounts.google.com/o/oauth2/v2/auth',
  );
  consent.searchParams.set('client_id', 'anbieterportal-mock');
  consent.searchParams.set('response_type', 'code');
  consent.searchParams.set('scope', 'openid email profile');
  if (portalOrigin) consent.searchParams.set('redirect_uri', `${portalOrigin}/auth/google`);
  return consent.href;
}

export function socialAuthHandlers(http: MockHttp) {
  return [
    http.public.post('/auth/facebook', async ({ request, response }) => {
      const body = await parseJsonBody(zLoginWithFacebookBody, request);
      // The mock accepts tokens of the form `facebook:<username>` (README).
      const username = body.accessToken.startsWith('facebook:') ? body.accessToken.slice('facebook:'.length) : '';
      const credential = username ? credentialByUsername(username) : undefined;
      if (!credential)
        throw fieldError('accessToken', 'FACEBOOK_CONNECT_ERROR', 'Die Anmeldung mit Facebook ist fehlgeschlagen.');
      return response(201).json({ data: await createSession(credential) });
    }),

    http.public.post('/auth/google', async ({ request, response }) => {
      const body = await parseJsonBody(zLoginWithGoogleBody, request);
      if (!body.accessToken) return response(200).json({ data: { authUrl: googleConsentUrl() } });
      // The mock accepts tokens of the form `google:<username>` (README).
      const username = body.accessToken.startsWith('google:') ? body.accessToken.slice('google:'.length) : '';
      const credential = username ? credentialByUsername(username) : undefined;
      if (!credential)
        throw fieldError('accessToken', 'GOOGLE_CONNECT_ERROR', 'Die Anmeldung mit Google ist fehlgeschlagen.');
      return response(200).json({ data: await createSession(credential) });
    }),

    http.post('/auth/instagram', async ({ request, response, session }) => {
      const body = await parseJsonBody(zConnectInstagramBody, request);
      if (!session.providerIds.includes(body.providerId)) {
        throw fieldError('providerId', 'Der Anbieter gehört nicht zu Ihrem Konto.');
      }
      // A change of the provider's listing: can-manage and a role that may write, as every provider write.
      requireProviderRight(session, body.providerId, 'manage');
      if (body.accessToken === 'invalid') throw fieldError('accessToken', 'Instagram hat die Verbindung abgelehnt.');
      const provider = db.providers.findFirst((q) => q.where({ id: body.providerId }));
      const username = (provider?.name ?? 'anbieter').toLowerCase().replace(/[^a-z0-9]+/g, '.');
      const connection = { providerId: body.providerId, username, connectedAt: isoDateTime(now()) };
      // Connecting again replaces the provider's account (the document says so): one connection per provider,
      // which GET /providers/{id}/instagram reads and DELETE removes (handlers/media/instagram.ts).
      db.instagramConnections.deleteMany((q) => q.where({ providerId: body.providerId }));
      await db.instagramConnections.create(connection);
      return response(200).json({ data: connection });
    }),

    http.post(
      '/customers/{customerId}/users/{userId}/social-accounts',
      async ({ request, params, response, session }) => {
        const { customerId, userId } = parsePathParams(zConnectSocialAccountPath, params);
        const target = db.customerUsers.findFirst((q) => q.where({ id: userId, customerId }));
        if (!target || customerId !== session.customerId) throw notFound('Der Benutzer wurde nicht gefunden.');
        if (target.id !== session.user.id)
          throw forbidden('Soziale Konten können Sie nur mit Ihrem eigenen Benutzer verbinden.');
        const body = await parseJsonBody(zConnectSocialAccountBody, request);
        if (body.token === 'invalid') {
          const code = body.type === 'facebook' ? 'FACEBOOK_CONNECT_ERROR' : 'GOOGLE_CONNECT_ERROR';
          throw fieldError('token', code, 'Das Konto konnte nicht verbunden werden.');
        }
        const externalId = `${body.type}-${isoDate(now()).replace(/-/g, '')}-${target.id}`;
        await db.customerUsers.update((q) => q.where({ id: target.id }), {
          data(user) {
            if (body.type === 'google') user.googleId = externalId;
            else user.facebookId = externalId;
          },
        });
        return response(201).json({ data: { type: body.type, connectedAt: isoDateTime(now()) } });
      },
    ),
  ];
}
