// Media: the Instagram account connected to a provider (POST /auth/instagram connects it, auth/social.ts), read and
// disconnected on the provider's gallery page.
import { zDisconnectProviderInstagramPath, zGetProviderInstagramPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { requireProviderRight } from '../../lib/rights';
import { parsePathParams } from '../../lib/validate';

/** The provider's connected account as the API shows it, or null without one. */
export function instagramConnectionOf(providerId: number) {
  const connection = db.instagramConnections.findFirst((q) => q.where({ providerId }));
  return connection
    ? { providerId: connection.providerId, username: connection.username, connectedAt: connection.connectedAt }
    : null;
}

export function instagramHandlers(http: MockHttp) {
  return [
    http.get('/providers/{id}/instagram', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetProviderInstagramPath, params);
      requireProviderRight(session, id, 'read');
      // No account is an answer (data: null), not an error: 404 stays "no such provider for this user".
      return response(200).json({ data: instagramConnectionOf(id) });
    }),

    http.delete('/providers/{id}/instagram', ({ params, response, session }) => {
      const { id } = parsePathParams(zDisconnectProviderInstagramPath, params);
      // A change of the provider's listing, as connecting is: can-manage and a role that may write.
      requireProviderRight(session, id, 'manage');
      if (!db.instagramConnections.findFirst((q) => q.where({ providerId: id })))
        throw notFound('Mit diesem Anbieter ist kein Instagram-Konto verbunden.');
      db.instagramConnections.deleteMany((q) => q.where({ providerId: id }));
      return response(204).empty();
    }),
  ];
}
