// Statistics: the visit log of the user's providers (it has no 404: a provider not the user's answers 403).
import { zListVisitLogsQuery } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { plain } from '../../db/collection';
import { fieldError } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate, sortBy, withinDays } from '../../lib/paging';
import { requireNamedProvider } from '../../lib/rights';
import { findProvider, type ProviderRecord } from '../../lib/views';
import { parseQuery } from '../../lib/validate';
import { requireStatsAccess, VISIT_MESSAGE } from './support';

const VISIT_LOG_SORT_FIELDS = ['createdAt', 'visitedAt', 'id', 'providerId', 'source', 'device', 'city'];

export function visitLogHandlers(http: MockHttp) {
  return [
    http.get('/visit-logs', ({ request, response, session }) => {
      const query = parseQuery(zListVisitLogsQuery, request);
      const field = query.sort.replace(/^-/, '');
      if (!VISIT_LOG_SORT_FIELDS.includes(field)) {
        throw fieldError(
          'sort',
          `Nach diesem Feld kann nicht sortiert werden. Möglich: ${VISIT_LOG_SORT_FIELDS.join(', ')}.`,
        );
      }
      if (query.createdAtStart && query.createdAtEnd && query.createdAtEnd < query.createdAtStart) {
        throw fieldError('createdAtEnd', 'Das Enddatum darf nicht vor dem Startdatum liegen.');
      }
      let providerIds: number[];
      if (query.providerIds && query.providerIds.length > 0) {
        // Explicitly requested providers must all be the user's and have statistics access.
        providerIds = [...new Set(query.providerIds)];
        for (const providerId of providerIds) {
          requireNamedProvider(session, providerId);
          requireStatsAccess(findProvider(providerId), VISIT_MESSAGE);
        }
      } else {
        // Without a filter: every provider of the user with access; 403 when the user has providers but none has it.
        const providers = session.providerIds.map((providerId) => findProvider(providerId));
        const allowed = providers.filter((p) => p.productFeatures.statsAccess && !p.onHold);
        if (providers.length > 0 && allowed.length === 0)
          requireStatsAccess(providers[0] as ProviderRecord, VISIT_MESSAGE);
        providerIds = allowed.map((p) => p.id);
      }
      const rows = withinDays(
        db.visitLogs.all().filter((v) => providerIds.includes(v.providerId)),
        (v) => v.visitedAt,
        query.createdAtStart,
        query.createdAtEnd,
      ).map((v) => plain(v));
      const sort = query.sort.replace('createdAt', 'visitedAt');
      return response(200).json(paginate(sortBy(rows, sort), query));
    }),
  ];
}
