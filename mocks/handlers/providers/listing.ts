// Providers: the user's providers and their listing data (changes wait for the team's approval), the user's
// rights on a provider and its plan gates, and its active product.
import type { z } from 'zod';
import {
  zGetProviderActiveProductPath,
  zGetProviderPath,
  zGetProviderPermissionsPath,
  zListProvidersQuery,
  type zProviderDetail,
  type zProviderUpdate,
  zUpdateProviderBody,
  zUpdateProviderPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db, getSeededAt } from '../../db';
import { nextId } from '../../db/collection';
import { PRODUCT_IDS, planTierOf, providerPermissions } from '../../db/provider-media';
import { addDays, addMonths, isoDate, isoDateTime, now, parseDate } from '../../lib/clock';
import { collectFieldErrors, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { listingRuleErrors } from '../../lib/listing-rules';
import { paginate, sortBy } from '../../lib/paging';
import { type Session } from '../../lib/session';
import { activeLink, canManageProvider, requireProviderRight } from '../../lib/rights';
import { findProvider, type LanguageKey, languageOf, type ProviderRecord, toProvider } from '../../lib/views';
import { parseJsonBodyReworded, parsePathParams, parseQuery } from '../../lib/validate';

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
      decidedAt: null,
      decisionReason: null,
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

export function providerListingHandlers(http: MockHttp) {
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
  ];
}
