// Provider content: the pending change requests (queued data updates and products waiting for approval).
import { zListPendingChangeRequestsQuery } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { visibleProviderIds } from '../../lib/session';
import { label, languageOf } from '../../lib/views';
import { parseQuery } from '../../lib/validate';

export function changeRequestsHandlers(http: MockHttp) {
  return [
    http.get('/change-requests/pending', ({ request, response, session }) => {
      const query = parseQuery(zListPendingChangeRequestsQuery, request);
      const providerIds = visibleProviderIds(session, query.providerIds);
      const language = languageOf(request);
      const rows = db.changeRequests
        .all()
        .filter((change) => providerIds.includes(change.providerId))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map((change) => ({
          id: change.id,
          providerId: change.providerId,
          type: change.type,
          summary: label(change.summaries, language),
          createdAt: change.createdAt,
        }));
      return response(200).json(singlePage(rows));
    }),
  ];
}
