// Provider content: the approval queue of data updates (info-page answers and the listing's own fields of
// PUT /providers/{id}); approving publishes the change.
import {
  zApproveProviderDataUpdatePath,
  zDeleteProviderDataUpdatePath,
  zListProviderDataUpdatesQuery,
  zProviderUpdate,
  zUpdateProviderDataUpdateBody,
  zUpdateProviderDataUpdatePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import type { ProviderDataUpdateRecord } from '../../db/provider-data-updates';
import { missingRequiredFields } from '../../db/provider-forms';
import { isoDateTime, now } from '../../lib/clock';
import { conflict, fieldError, messages } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { visibleProviderIds } from '../../lib/session';
import { requireProviderRight } from '../../lib/rights';
import { findProvider } from '../../lib/views';
import { listingRuleErrors } from '../../lib/listing-rules';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { type Value, formOf, toUpdate, isHttpUrl, checkValue, findUpdate, removeChangeRequests } from './support';

const ALREADY_DECIDED = 'Diese Änderung wurde bereits bearbeitet.';

/** When the entry was decided, or requested while it waits (the list's order). */
function lastEvent(update: ProviderDataUpdateRecord): number {
  return Date.parse(update.decidedAt ?? update.createdAt);
}

/** The provider's own listing fields (PUT /providers/{id}); their changes wait in the same queue. */
const LISTING_FIELDS = ['name', 'description', 'address', 'phone', 'website', 'email', 'districtId'] as const;
type ListingField = (typeof LISTING_FIELDS)[number];

function isListingField(fieldName: string): fieldName is ListingField {
  return LISTING_FIELDS.some((field) => field === fieldName);
}

/** A corrected value of a listing field must pass the rules of PUT /providers/{id}. */
function checkListingValue(providerId: number, field: ListingField, value: Value, path: string): Value {
  const parsed = zProviderUpdate.safeParse({ [field]: value });
  if (parsed.success) {
    // The listing's own rules, as PUT /providers/{id} checks them (a phone number valid for its country …).
    const ruleError = listingRuleErrors(findProvider(providerId), parsed.data)[field];
    if (ruleError) throw fieldError(path, ruleError);
    return value;
  }
  const message =
    field === 'phone'
      ? messages.phone
      : field === 'email'
        ? messages.email
        : field === 'website'
          ? 'Bitte geben Sie eine gültige Adresse ein (https://…).'
          : messages.invalid;
  throw fieldError(path, message);
}

/** An approved listing change becomes the published value of the provider. */
async function applyListingChange(providerId: number, field: ListingField, value: Value): Promise<void> {
  const text = typeof value === 'string' ? value : null;
  const district =
    field === 'districtId' && typeof value === 'number'
      ? (db.districts.findFirst((q) => q.where({ id: value })) ?? null)
      : null;
  await db.providers.update((q) => q.where({ id: providerId }), {
    data(record) {
      if (field === 'districtId') {
        record.districtId = district ? district.id : null;
        record.district = district ? { id: district.id, name: district.name, cityId: district.cityId } : null;
      } else if (field === 'phone' || field === 'website' || field === 'email') record[field] = text;
      else if (text !== null) record[field] = text;
    },
  });
}

/** After an approved change: the listing's own description and website follow, and isMissingData is recomputed. */
async function syncProvider(providerId: number): Promise<void> {
  if (!db.providers.findFirst((q) => q.where({ id: providerId }))) return;
  const answers = db.providerData.all().filter((answer) => answer.providerId === providerId);
  const missing = missingRequiredFields(db, providerId).length > 0;
  const description = answers.find((answer) => answer.fieldName === 'description')?.value;
  const website = answers.find((answer) => answer.fieldName === 'website')?.value;
  await db.providers.update((q) => q.where({ id: providerId }), {
    data(record) {
      record.isMissingData = missing;
      if (typeof description === 'string' && description.length >= 300) record.description = description;
      if (website === null || (typeof website === 'string' && isHttpUrl(website))) record.website = website;
    },
  });
}

export function providerDataUpdatesHandlers(http: MockHttp) {
  return [
    http.get('/provider-data-update-queue', ({ request, response, session }) => {
      const query = parseQuery(zListProviderDataUpdatesQuery, request);
      const providerIds = visibleProviderIds(session, query.providerIds);
      const rows = db.providerDataUpdates
        .all()
        .filter(
          (update) =>
            providerIds.includes(update.providerId) &&
            (query.status === undefined || query.status.includes(update.status)),
        )
        // Newest first by the last thing that happened to an entry: its decision, or its request while it waits.
        .sort((a, b) => lastEvent(b) - lastEvent(a) || b.id - a.id)
        .map(toUpdate);
      return response(200).json(paginate(rows, query));
    }),

    http.post('/provider-data-update-queue/{id}/approve', async ({ params, response, session }) => {
      const { id } = parsePathParams(zApproveProviderDataUpdatePath, params);
      const update = findUpdate(session, id);
      // Approving publishes the change: a change of the provider's data, so can-manage as for making it. An
      // account administrator has no provider rights of their own (docs/security.md).
      requireProviderRight(session, update.providerId, 'manage');
      if (update.status !== 'pending') throw conflict(ALREADY_DECIDED, 'ALREADY_DECIDED');
      const newValue = structuredClone(update.newValue);
      await db.providerData.update((q) => q.where({ providerId: update.providerId, fieldName: update.fieldName }), {
        data(answer) {
          answer.value = newValue;
          answer.status = 'approved';
        },
      });
      const decidedAt = isoDateTime(now());
      await db.providerDataUpdates.update((q) => q.where({ id }), {
        data(record) {
          record.status = 'approved';
          record.decidedAt = decidedAt;
          record.decisionReason = null;
        },
      });
      // A listing field (PUT /providers/{id}) is published on the provider itself.
      if (isListingField(update.fieldName)) await applyListingChange(update.providerId, update.fieldName, newValue);
      await removeChangeRequests('provider_data_update', id);
      await syncProvider(update.providerId);
      return response(200).json({ data: toUpdate(findUpdate(session, id)) });
    }),

    http.put('/provider-data-update-queue/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateProviderDataUpdatePath, params);
      const update = findUpdate(session, id);
      requireProviderRight(session, update.providerId, 'manage');
      if (update.status !== 'pending') throw conflict(ALREADY_DECIDED, 'ALREADY_DECIDED');
      const body = await parseJsonBody(zUpdateProviderDataUpdateBody, request);
      const form = formOf(update.providerId, update.fieldName);
      const newValue =
        !form && isListingField(update.fieldName)
          ? checkListingValue(update.providerId, update.fieldName, body.newValue, 'newValue')
          : checkValue(form, body.newValue, 'newValue');
      await db.providerDataUpdates.update((q) => q.where({ id }), {
        data(record) {
          record.newValue = structuredClone(newValue);
        },
      });
      return response(200).json({ data: toUpdate(findUpdate(session, id)) });
    }),

    http.delete('/provider-data-update-queue/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteProviderDataUpdatePath, params);
      const update = findUpdate(session, id);
      requireProviderRight(session, update.providerId, 'manage');
      if (update.status !== 'pending') throw conflict(ALREADY_DECIDED, 'ALREADY_DECIDED');
      db.providerDataUpdates.delete((q) => q.where({ id }));
      await removeChangeRequests('provider_data_update', id);
      return response(204).empty();
    }),
  ];
}
