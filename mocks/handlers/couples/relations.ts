// Couples: the couple-provider relations (the basis of review requests) and their counts by review request.
import {
  zCreateCoupleProviderBody,
  zDeleteCoupleProviderPath,
  zGetCoupleProviderPath,
  zGetCountsByCommentRequestQuery,
  zListCoupleProvidersQuery,
  zUpdateCoupleProviderBody,
  zUpdateCoupleProviderPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { leadsOf, nextCoupleId } from '../../db/couples';
import { isoDateTime, now } from '../../lib/clock';
import { fieldError, messages, validationFailed } from '../../lib/errors';
import { isValidPhone } from '../../lib/phone';
import type { MockHttp } from '../../lib/http';
import { paginate, sortBy } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { visibleProviderIds } from '../../lib/session';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { toCoupleProvider, findRelation } from './support';

const SORTABLE = [
  'id',
  'createdAt',
  'commentRequestedAt',
  'couple.name',
  'couple.weddingDate',
  'providerId',
  'commentRequestStatus',
];

function requireSort(sort: string): string {
  const field = sort.replace(/^-/, '');
  if (!SORTABLE.includes(field)) throw fieldError('sort', `Nach „${field}“ kann nicht sortiert werden.`);
  return sort;
}

export function coupleProvidersHandlers(http: MockHttp) {
  return [
    http.get('/couple-providers', ({ request, response, session }) => {
      const query = parseQuery(zListCoupleProvidersQuery, request);
      const sort = requireSort(query.sort);
      const providerIds = new Set(visibleProviderIds(session, query.providerIds));
      const rows = db.coupleProviders
        .all()
        .filter(
          (r) =>
            providerIds.has(r.providerId) &&
            (query.commentRequestStatus === undefined || r.commentRequestStatus === query.commentRequestStatus),
        );
      return response(200).json(paginate(sortBy(rows, sort).map(toCoupleProvider), query));
    }),

    http.post('/couple-providers', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateCoupleProviderBody, request);
      // Adding a couple is work with couples: an active link to the provider is enough (docs/security.md).
      requireProviderRight(session, body.providerId, 'read', { unlinked: 'forbidden' });
      const coupleName = body.coupleName.trim();
      if (!coupleName) throw fieldError('coupleName', 'Dies ist ein Pflichtfeld!');
      // The portal's phone rule (src/lib/phone-rule.ts): a valid number of the country it was entered for.
      if (body.phone && !isValidPhone(body.phone)) throw fieldError('phone.number', messages.phone);
      let coupleId: number;
      let weddingDate = body.weddingDate ?? null;
      if (body.leadId !== undefined) {
        const lead = leadsOf(db).find((l) => l.id === body.leadId);
        if (!lead || lead.provider.id !== body.providerId) {
          throw fieldError('leadId', 'Diese Anfrage gehört nicht zu dem gewählten Anbieter.');
        }
        const existing = db.coupleProviders
          .all()
          .find((r) => r.providerId === body.providerId && (r.leadId === lead.id || r.couple.id === lead.couple.id));
        if (existing) throw fieldError('leadId', 'Dieses Paar ist für den Anbieter bereits eingetragen.');
        coupleId = lead.couple.id;
        weddingDate ??= lead.couple.weddingDate;
      } else {
        coupleId = nextCoupleId(db);
      }
      const created = await db.coupleProviders.create({
        id: nextId(db.coupleProviders, 5000),
        customerId: session.customerId,
        couple: { id: coupleId, name: coupleName, weddingDate },
        providerId: body.providerId,
        leadId: body.leadId ?? null,
        // A couple added by hand is one the provider worked with (e.g. booked by phone).
        workedTogether: true,
        commentRequestStatus: 'none',
        commentRequestedAt: null,
        createdAt: isoDateTime(now()),
        email: body.email ?? null,
        phone: body.phone ?? null,
      });
      return response(201).json({ data: toCoupleProvider(created) });
    }),

    http.get('/couple-providers/counts-by-comment-request', ({ request, response, session }) => {
      const query = parseQuery(zGetCountsByCommentRequestQuery, request);
      const providerIds = new Set(visibleProviderIds(session, query.providerIds));
      const counts = { none: 0, requested: 0, commented: 0 };
      for (const r of db.coupleProviders.all()) if (providerIds.has(r.providerId)) counts[r.commentRequestStatus] += 1;
      return response(200).json({ data: counts });
    }),

    http.get('/couple-providers/{id}', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetCoupleProviderPath, params);
      return response(200).json({ data: toCoupleProvider(findRelation(session, id)) });
    }),

    http.put('/couple-providers/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateCoupleProviderPath, params);
      const relation = findRelation(session, id);
      const body = await parseJsonBody(zUpdateCoupleProviderBody, request);
      if (body.workedTogether === undefined && body.weddingDate === undefined) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const updated = await db.coupleProviders.update((q) => q.where({ id: relation.id }), {
        data(r) {
          if (body.workedTogether !== undefined) r.workedTogether = body.workedTogether;
          if (body.weddingDate !== undefined) r.couple.weddingDate = body.weddingDate;
        },
      });
      return response(200).json({ data: toCoupleProvider(updated ?? relation) });
    }),

    http.delete('/couple-providers/{id}', ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteCoupleProviderPath, params);
      const relation = findRelation(session, id);
      db.coupleProviders.delete((q) => q.where({ id: relation.id }));
      return response(204).empty();
    }),
  ];
}
