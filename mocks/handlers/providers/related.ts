// Providers: the providers a provider worked with (reference gallery) and the candidates to add.
import {
  zAddRelatedProviderBody,
  zAddRelatedProviderPath,
  zListRelatedProviderCandidatesPath,
  zListRelatedProviderCandidatesQuery,
  zListRelatedProvidersPath,
  zListRelatedProvidersQuery,
  zRemoveRelatedProviderPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { listedProviderIds, listedProviderSummary } from '../../db/provider-media';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, conflict, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { type LanguageKey, languageOf } from '../../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';

function relatedProviderView(record: ReturnType<typeof db.relatedProviders.all>[number], language: LanguageKey) {
  return {
    id: record.id,
    providerId: record.providerId,
    relatedProvider:
      listedProviderSummary(db, record.relatedProvider.id, language) ?? structuredClone(record.relatedProvider),
    galleryId: record.galleryId,
    createdAt: record.createdAt,
  };
}

export function relatedProvidersHandlers(http: MockHttp) {
  return [
    http.get('/providers/{id}/related-providers', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListRelatedProvidersPath, params);
      requireProviderRight(session, id, 'read');
      const query = parseQuery(zListRelatedProvidersQuery, request);
      const rows = db.relatedProviders
        .all()
        .filter((r) => r.providerId === id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map((record) => relatedProviderView(record, languageOf(request)));
      return response(200).json(paginate(rows, query));
    }),

    http.get('/providers/{id}/related-provider-candidates', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListRelatedProviderCandidatesPath, params);
      requireProviderRight(session, id, 'read');
      const query = parseQuery(zListRelatedProviderCandidatesQuery, request);
      const wanted = query.name.trim().toLowerCase();
      if (wanted.length < 2) throw validationFailed({ name: 'Bitte geben Sie mindestens 2 Zeichen ein.' });
      const linked = new Set(
        db.relatedProviders
          .all()
          .filter((r) => r.providerId === id)
          .map((r) => r.relatedProvider.id),
      );
      const rows = listedProviderIds(db)
        .filter((other) => other !== id && !linked.has(other))
        .flatMap((other) => listedProviderSummary(db, other, languageOf(request)) ?? [])
        .filter((summary) => summary.name.toLowerCase().includes(wanted))
        .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id);
      return response(200).json(paginate(rows, query));
    }),

    http.post('/providers/{id}/related-providers', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zAddRelatedProviderPath, params);
      requireProviderRight(session, id, 'manage');
      const body = await parseJsonBody(zAddRelatedProviderBody, request);
      const errors = collectFieldErrors();
      const summary = body.relatedProviderId === id ? null : listedProviderSummary(db, body.relatedProviderId, 'de');
      if (body.relatedProviderId === id) {
        errors.add('relatedProviderId', 'Ein Anbieter kann nicht mit sich selbst verknüpft werden.');
      } else if (!summary) {
        errors.add('relatedProviderId', 'Diesen Anbieter gibt es auf dem Marktplatz nicht.');
      }
      if (body.galleryId !== undefined) {
        const galleryId = body.galleryId;
        const gallery = db.galleries.findFirst((q) => q.where({ id: galleryId }));
        if (!gallery || gallery.providerId !== id)
          errors.add('galleryId', 'Diese Galerie gibt es bei diesem Anbieter nicht.');
        else if (gallery.type !== 'reference') errors.add('galleryId', 'Bitte wählen Sie eine Referenzgalerie.');
      }
      if (!errors.isEmpty || !summary) throw errors.failure();
      const existing = db.relatedProviders
        .all()
        .find((r) => r.providerId === id && r.relatedProvider.id === body.relatedProviderId);
      if (existing) throw conflict(`${summary.name} ist bereits als Partner eingetragen.`, 'ALREADY_RELATED');
      const created = await db.relatedProviders.create({
        id: nextId(db.relatedProviders, 80),
        providerId: id,
        relatedProvider: summary,
        galleryId: body.galleryId ?? null,
        createdAt: isoDateTime(now()),
      });
      return response(201).json({ data: relatedProviderView(created, languageOf(request)) });
    }),

    http.delete('/providers/{id}/related-providers/{relatedProviderId}', ({ params, response, session }) => {
      const { id, relatedProviderId } = parsePathParams(zRemoveRelatedProviderPath, params);
      requireProviderRight(session, id, 'manage');
      const link = db.relatedProviders
        .all()
        .find((r) => r.providerId === id && r.relatedProvider.id === relatedProviderId);
      if (!link) throw notFound('Die beiden Anbieter sind nicht miteinander verknüpft.');
      db.relatedProviders.delete((q) => q.where({ id: link.id }));
      return response(204).empty();
    }),
  ];
}
