// Providers: the user's providers, listing data (changes wait for the team's approval), the user's rights and the
// plan gates, the active product, the call-tracking number, missing data, quote-request forms and the providers a
// provider worked with (reference gallery).
import type { z } from 'zod';
import {
  zAddRelatedProviderBody,
  zAddRelatedProviderPath,
  zGetProviderActiveProductPath,
  zGetProviderMissingDataPath,
  zGetProviderPath,
  zGetProviderPermissionsPath,
  zGetProviderRedirectNumberPath,
  zListInfoRequestFormsPath,
  zListRelatedProviderCandidatesPath,
  zListRelatedProviderCandidatesQuery,
  zListProvidersQuery,
  zListRelatedProvidersPath,
  zListRelatedProvidersQuery,
  type zProviderDetail,
  type zProviderUpdate,
  zRemoveRelatedProviderPath,
  zUpdateProviderBody,
  zUpdateProviderPath,
} from '../../src/api/generated/zod/zod.gen';
import { db, getSeededAt } from '../db';
import { nextId } from '../db/collection';
import { missingRequiredFields } from '../db/provider-forms';
import {
  listedProviderIds,
  listedProviderSummary,
  PRODUCT_IDS,
  planTierOf,
  providerPermissions,
} from '../db/provider-media';
import { addDays, addMonths, isoDate, isoDateTime, now, parseDate } from '../lib/clock';
import { collectFieldErrors, conflict, messages, notFound, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { listingRuleErrors } from '../lib/listing-rules';
import { paginate, singlePage, sortBy } from '../lib/paging';
import { type Session } from '../lib/session';
import { activeLink, canManageProvider, requireProviderRight } from '../lib/rights';
import { findProvider, label, type LanguageKey, languageOf, type ProviderRecord, toProvider } from '../lib/views';
import { parseJsonBody, parseJsonBodyReworded, parsePathParams, parseQuery } from '../lib/validate';

type ProviderDetail = z.infer<typeof zProviderDetail>;
type ProviderUpdate = z.infer<typeof zProviderUpdate>;

/** Listing fields updateProvider can change, in the order they are queued. */
const UPDATABLE_FIELDS = ['name', 'description', 'address', 'phone', 'website', 'email', 'districtId'] as const;
type UpdatableField = (typeof UPDATABLE_FIELDS)[number];

const PROVIDER_SORT_FIELDS = ['id', 'name', 'categoryId', 'cityId', 'districtId', 'category.name', 'city.name'];

/**
 * Listing changes wait in the one approval queue of form answers (provider-data-update-queue); the flag names
 * the changes sent with updateProvider.
 */
function hasPendingChanges(providerId: number): boolean {
  return db.providerDataUpdates
    .all()
    .some(
      (c) =>
        c.providerId === providerId &&
        c.status === 'pending' &&
        UPDATABLE_FIELDS.some((field) => field === c.fieldName),
    );
}

function toProviderDetail(p: ProviderRecord, language: LanguageKey): ProviderDetail {
  return {
    ...toProvider(p, language),
    description: p.description,
    address: p.address,
    phone: p.phone,
    website: p.website,
    email: p.email,
    latitude: p.latitude,
    longitude: p.longitude,
    hasPendingChanges: hasPendingChanges(p.id),
  };
}

/** What a valid value of an updateProvider field looks like, instead of the generic "invalid". */
const BETTER_PROVIDER_MESSAGES: Record<string, string> = {
  phone: 'Bitte geben Sie eine gültige internationale Telefonnummer ein (z. B. +4933120045670).',
  website: 'Bitte geben Sie eine gültige Internetadresse ein, die mit http:// oder https:// beginnt.',
  email: messages.email,
};

/** The body of updateProvider, with field messages that say what a valid value looks like. */
function parseProviderUpdate(request: Request): Promise<ProviderUpdate> {
  return parseJsonBodyReworded(zUpdateProviderBody, request, (path, message) =>
    message === messages.invalid ? BETTER_PROVIDER_MESSAGES[path] : undefined,
  );
}

/** The published value of a listing field, comparable with the value of an update. */
function publishedValue(p: ProviderRecord, field: UpdatableField): string | number | null {
  return field === 'districtId' ? (p.districtId ?? null) : (p[field] ?? null);
}

function normalized(field: UpdatableField, value: string | number | null): string | number | null {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return field === 'email' ? trimmed.toLowerCase() : trimmed;
}

function validateProviderUpdate(provider: ProviderRecord, body: ProviderUpdate): void {
  const errors = collectFieldErrors();
  errors.addAll(listingRuleErrors(provider, body));
  errors.throwIfAny();
}

/**
 * Queues the changed fields in the approval queue, one pending entry per field: a new value replaces the one
 * waiting, a value equal to the published one withdraws it.
 */
async function queueChanges(session: Session, provider: ProviderRecord, body: ProviderUpdate): Promise<void> {
  const createdAt = isoDateTime(now());
  const requestedBy = { id: session.user.id, name: session.user.name };
  for (const field of UPDATABLE_FIELDS) {
    const raw = body[field];
    if (raw === undefined) continue;
    const newValue = normalized(field, raw);
    const oldValue = publishedValue(provider, field);
    const waiting = db.providerDataUpdates
      .all()
      .find((c) => c.providerId === provider.id && c.fieldName === field && c.status === 'pending');
    if (newValue === oldValue) {
      if (waiting) db.providerDataUpdates.delete((q) => q.where({ id: waiting.id }));
      continue;
    }
    if (waiting) {
      await db.providerDataUpdates.update((q) => q.where({ id: waiting.id }), {
        data(update) {
          update.newValue = newValue;
          update.requestedBy = requestedBy;
          update.createdAt = createdAt;
        },
      });
      continue;
    }
    await db.providerDataUpdates.create({
      id: nextId(db.providerDataUpdates, 7000),
      providerId: provider.id,
      fieldName: field,
      oldValue,
      newValue,
      status: 'pending',
      requestedBy,
      createdAt,
    });
  }
  const pending = hasPendingChanges(provider.id);
  if (provider.hasPendingChanges !== pending) {
    await db.providers.update((q) => q.where({ id: provider.id }), {
      data: (p) => void (p.hasPendingChanges = pending),
    });
  }
}

function activeProduct(p: ProviderRecord) {
  const features = structuredClone(p.productFeatures);
  const planTier = planTierOf(features);
  const endDate = planTier === 'basic' ? null : features.productDateEnd;
  const startDate = endDate
    ? isoDate(addDays(addMonths(parseDate(endDate), -12), 1))
    : isoDate(addDays(getSeededAt(), -400));
  const name = features.listingProductName || planTier.charAt(0).toUpperCase() + planTier.slice(1);
  return { id: PRODUCT_IDS[planTier], name, planTier, startDate, endDate, features: { ...features, planTier } };
}

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

export function providersHandlers(http: MockHttp) {
  return [
    http.get('/providers', ({ request, response, session }) => {
      const query = parseQuery(zListProvidersQuery, request);
      const name = query.name?.trim().toLowerCase();
      const rows = session.providerIds
        .map((id) => db.providers.findFirst((q) => q.where({ id })))
        .filter((p): p is ProviderRecord => p !== undefined && (!name || p.name.toLowerCase().includes(name)))
        .map((p) => toProvider(p, languageOf(request)));
      return response(200).json(paginate(sortBy(rows, query.sort, PROVIDER_SORT_FIELDS), query));
    }),

    http.get('/providers/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderPath, params);
      requireProviderRight(session, id, 'read');
      return response(200).json({ data: toProviderDetail(findProvider(id), languageOf(request)) });
    }),

    http.put('/providers/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateProviderPath, params);
      requireProviderRight(session, id, 'manage');
      const body = await parseProviderUpdate(request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      const provider = findProvider(id);
      validateProviderUpdate(provider, body);
      await queueChanges(session, provider, body);
      return response(200).json({ data: toProviderDetail(findProvider(id), languageOf(request)) });
    }),

    http.get('/providers/{id}/permissions', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetProviderPermissionsPath, params);
      requireProviderRight(session, id, 'read');
      const link = activeLink(session, id);
      if (!link) throw notFound('Der Anbieter wurde nicht gefunden.');
      // What the provider writes check (lib/rights.ts): can-manage of the link and a role that may write.
      const rights = { ...link, canManage: canManageProvider(session, id) };
      return response(200).json({ data: providerPermissions(findProvider(id), rights) });
    }),

    http.get('/providers/{id}/active-product', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetProviderActiveProductPath, params);
      requireProviderRight(session, id, 'read');
      return response(200).json({ data: activeProduct(findProvider(id)) });
    }),

    http.get('/providers/{id}/redirect-number', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetProviderRedirectNumberPath, params);
      requireProviderRight(session, id, 'read');
      const number = db.redirectNumbers.findFirst((q) => q.where({ providerId: id }));
      if (!number)
        throw notFound('Für diesen Anbieter ist keine Weiterleitungsnummer eingerichtet.', 'NO_REDIRECT_NUMBER');
      return response(200).json({
        data: { providerId: number.providerId, number: number.number, validUntil: number.validUntil },
      });
    }),

    http.get('/providers/{id}/missing-data', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderMissingDataPath, params);
      requireProviderRight(session, id, 'read');
      const provider = findProvider(id);
      const language = languageOf(request);
      // Computed from the provider's forms and approved answers: filling a field removes it from the list.
      const forms = missingRequiredFields(db, provider.id).map((f) => ({
        fieldName: f.fieldName,
        group: f.group,
        label: label(f.labels, language),
      }));
      const customerSpaces = db.customerSpaces
        .all()
        .filter((s) => s.providerId === id && s.mealCapacity === null && s.cocktailCapacity === null)
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: s.id, name: s.name }));
      const catalogs = db.catalogs.all().filter((c) => c.providerId === id);
      return response(200).json({
        data: {
          providerId: id,
          forms,
          customerSpaces,
          catalogs: {
            ids: catalogs
              .filter((c) => c.needsPriceUpdate)
              .map((c) => c.id)
              .sort((a, b) => a - b),
            insert: catalogs.length === 0,
          },
        },
      });
    }),

    http.get('/providers/{id}/info-request-forms', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListInfoRequestFormsPath, params);
      requireProviderRight(session, id, 'read');
      const language = languageOf(request);
      const forms = db.infoRequestForms
        .all()
        .filter((f) => f.providerId === id)
        .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id)
        .map((f) => ({
          id: f.id,
          name: label(f.names, language),
          isActive: f.isActive,
          fields: f.fields.map((field) => ({
            name: field.name,
            label: label(field.labels, language),
            type: field.type,
            required: field.required,
            options: [...field.options],
          })),
        }));
      return response(200).json(singlePage(forms));
    }),

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
