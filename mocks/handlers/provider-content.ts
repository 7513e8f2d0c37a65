// Provider content: info-page forms and answers, the approval queue of data updates, products (provider
// items), pending change requests and the public registration wizard.
import type { z } from 'zod';
import {
  zApproveProviderDataUpdatePath,
  zCreateProviderItemBody,
  zDeleteProviderDataUpdatePath,
  zDeleteProviderItemPath,
  zGetProviderWizardPath,
  zListPendingChangeRequestsQuery,
  zListProviderDataQuery,
  zListProviderDataUpdatesQuery,
  zListProviderFormsQuery,
  zListProviderItemsQuery,
  zMoveProviderItemsBody,
  type zProviderData,
  type zProviderDataUpdate,
  type zProviderForm,
  type zProviderItem,
  type zProviderWizard,
  zProviderUpdate,
  zSubmitProviderWizardBody,
  zSubmitProviderWizardPath,
  zUpdateProviderDataBody,
  zUpdateProviderDataPath,
  zUpdateProviderDataUpdateBody,
  zUpdateProviderDataUpdatePath,
  zUpdateProviderItemBody,
  zUpdateProviderItemPath,
  zUploadProviderWizardImagePath,
} from '../../src/api/generated/zod/zod.gen';
import { imageDimensions } from '../../src/lib/image-dimensions';
import { db } from '../db';
import { nextId } from '../db/collection';
import { IMAGE_RULES } from '../db/provider-media';
import { type ChangeRequestRecord, dataUpdateRequestSummary, productRequestSummary } from '../db/change-requests';
import type { ProviderDataUpdateRecord } from '../db/provider-data-updates';
import {
  GROUP_ORDER,
  isEmptyValue,
  missingRequiredFields,
  type ProviderDataRecord,
  type ProviderFormRecord,
} from '../db/provider-forms';
import { planAllowsBidding, type ProviderItemRecord } from '../db/provider-items';
import { type ProviderWizardRecord, WIZARD_IMAGE_MAX_KB } from '../db/provider-wizards';
import { isoDateTime, now } from '../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  forbidden,
  messages,
  notFound,
  payloadTooLarge,
  validationFailed,
} from '../lib/errors';
import { isValidPhone } from '../lib/phone';
import { inNumberAnswerRange, numberAnswerRange } from '../../src/lib/provider-answer-range';
import type { MockHttp } from '../lib/http';
import { paginate, singlePage, sortBy } from '../lib/paging';
import { type Session, visibleProviderIds } from '../lib/session';
import { requireNamedProvider, requireProviderRight } from '../lib/rights';
import { mediaPath } from '../lib/media-placeholder';
import { eachLanguage } from '../lib/labels';
import { findProvider, type Labels, type LanguageKey, label, languageOf } from '../lib/views';
import { listingRuleErrors } from '../lib/listing-rules';
import { parseJsonBody, parseJsonBodyReworded, parsePathParams, parseQuery, readMultipart } from '../lib/validate';

type Value = z.infer<typeof zProviderData>['value'];

const ALREADY_DECIDED = 'Diese Änderung wurde bereits bearbeitet.';
const PROVIDER_NOT_OWN = 'Der Anbieter gehört nicht zu Ihrem Konto.';

// ---------------------------------------------------------------- access

/** For list calls addressed by a providerId query value: a provider the user is not linked to is forbidden. */
function requireVisibleForList(session: Session, providerId: number): void {
  requireNamedProvider(session, providerId);
}

function providerOf(providerId: number) {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) throw forbidden('Sie haben keine Berechtigung für diesen Anbieter.');
  return provider;
}

// ---------------------------------------------------------------- forms and answers

function formsOfCategory(categoryId: number): ProviderFormRecord[] {
  return db.providerForms
    .all()
    .filter((form) => form.categoryId === categoryId)
    .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.orderNo - b.orderNo);
}

function formOf(providerId: number, fieldName: string): ProviderFormRecord | undefined {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) return undefined;
  return db.providerForms.all().find((form) => form.categoryId === provider.categoryId && form.fieldName === fieldName);
}

function toForm(form: ProviderFormRecord, language: LanguageKey): z.infer<typeof zProviderForm> {
  return {
    fieldName: form.fieldName,
    label: label(form.labels, language),
    group: form.group,
    type: form.type,
    required: form.required,
    minLength: form.minLength,
    maxLength: form.maxLength,
    minimum: form.minimum,
    maximum: form.maximum,
    options: form.options.map((option) => ({ value: option.value, label: label(option.labels, language) })),
  };
}

function pendingFields(providerIds: readonly number[]): Set<string> {
  const pending = new Set<string>();
  for (const update of db.providerDataUpdates.all()) {
    if (update.status === 'pending' && providerIds.includes(update.providerId))
      pending.add(`${update.providerId}:${update.fieldName}`);
  }
  return pending;
}

function toData(answer: ProviderDataRecord, pending: Set<string>): z.infer<typeof zProviderData> {
  return {
    id: answer.id,
    providerId: answer.providerId,
    fieldName: answer.fieldName,
    group: answer.group,
    value: structuredClone(answer.value),
    status: pending.has(`${answer.providerId}:${answer.fieldName}`) ? 'pending_approval' : 'approved',
  };
}

function toUpdate(update: ProviderDataUpdateRecord): z.infer<typeof zProviderDataUpdate> {
  return {
    id: update.id,
    providerId: update.providerId,
    fieldName: update.fieldName,
    oldValue: structuredClone(update.oldValue),
    newValue: structuredClone(update.newValue),
    status: update.status,
    requestedBy: { id: update.requestedBy.id, name: update.requestedBy.name },
    createdAt: update.createdAt,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Checks a value against its form field (type, options, minLength, maxLength, required) and returns the value
 * to store (trimmed text, null for an empty answer) or throws a 422 on `path`.
 */
function checkValue(form: ProviderFormRecord | undefined, value: Value, path: string): Value {
  if (!form) return value;
  const fail = (message: string, at = path): never => {
    throw fieldError(at, message);
  };
  if (isEmptyValue(value)) {
    if (form.required) fail(messages.required);
    return form.type === 'multiselect' && Array.isArray(value) ? [] : null;
  }
  const options = form.options.map((option) => option.value);
  switch (form.type) {
    case 'text':
    case 'textarea':
    case 'url': {
      if (typeof value !== 'string') return fail(messages.invalid);
      const text = value.trim();
      if (form.minLength !== null && text.length < form.minLength) fail(messages.tooShort(form.minLength));
      if (form.maxLength !== null && text.length > form.maxLength) fail(messages.tooLong(form.maxLength));
      if (form.type === 'url' && !isHttpUrl(text)) fail('Bitte geben Sie eine gültige Adresse ein (https://…).');
      return text;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(messages.integer);
      // The portal's rule (src/lib/provider-answer-range.ts): never negative, a percentage at most 100.
      if (!inNumberAnswerRange(form, value)) {
        const range = numberAnswerRange(form);
        fail(
          range.max === null
            ? messages.tooSmall(range.min)
            : `Der Wert muss zwischen ${range.min} und ${range.max} liegen.`,
        );
      }
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') return fail(messages.invalid);
      return value;
    case 'select':
      if (typeof value !== 'string' || !options.includes(value))
        return fail('Bitte wählen Sie eine der vorgegebenen Optionen.');
      return value;
    case 'multiselect': {
      if (!Array.isArray(value)) return fail(messages.invalid);
      const errors = collectFieldErrors();
      value.forEach((entry, index) => {
        if (!options.includes(entry))
          errors.add(`${path}.${index}`, 'Bitte wählen Sie eine der vorgegebenen Optionen.');
        else if (value.indexOf(entry) !== index) errors.add(`${path}.${index}`, 'Diese Option ist bereits ausgewählt.');
      });
      errors.throwIfAny();
      return [...value];
    }
    default:
      return value;
  }
}

function findUpdate(session: Session, id: number): ProviderDataUpdateRecord {
  const update = db.providerDataUpdates.findFirst((q) => q.where({ id }));
  if (!update || !session.providerIds.includes(update.providerId)) throw notFound('Die Änderung wurde nicht gefunden.');
  return update;
}

async function removeChangeRequests(kind: 'provider_item' | 'provider_data_update', id: number): Promise<void> {
  db.changeRequests.deleteMany((q) =>
    q.where((request: ChangeRequestRecord) => request.subject?.kind === kind && request.subject.id === id),
  );
}

async function ensureChangeRequest(
  kind: 'provider_item' | 'provider_data_update',
  id: number,
  providerId: number,
  type: 'product' | 'text',
  summary: { summary: string; summaries: Labels },
): Promise<void> {
  await removeChangeRequests(kind, id);
  await db.changeRequests.create({
    id: nextId(db.changeRequests, 9000),
    providerId,
    type,
    ...summary,
    createdAt: isoDateTime(now()),
    subject: { kind, id },
  });
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

// ---------------------------------------------------------------- products

function toItem(item: ProviderItemRecord): z.infer<typeof zProviderItem> {
  return {
    id: item.id,
    providerId: item.providerId,
    name: item.name,
    description: item.description,
    price: item.price,
    discountedPrice: item.discountedPrice,
    currency: 'EUR',
    status: item.status,
    approvalStatus: item.approvalStatus,
    rejectReason: item.rejectReason,
    imagePath: item.imagePath,
    orderNo: item.orderNo,
    isBiddable: item.isBiddable,
    createdAt: item.createdAt,
  };
}

function findItem(session: Session, id: number): ProviderItemRecord {
  const item = db.providerItems.findFirst((q) => q.where({ id }));
  if (!item || !session.providerIds.includes(item.providerId)) throw notFound('Das Produkt wurde nicht gefunden.');
  return item;
}

function requireBidding(providerId: number): void {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider || !planAllowsBidding(provider)) {
    throw forbidden(
      'Das Bieten auf Brautmode-Anfragen ist in Ihrem aktuellen Paket nicht enthalten.',
      'PLAN_FEATURE_REQUIRED',
    );
  }
}

function checkPrices(price: number | null, discountedPrice: number | null): void {
  if (discountedPrice === null) return;
  if (price === null)
    throw fieldError('discountedPrice', 'Für einen reduzierten Preis geben Sie bitte auch den regulären Preis an.');
  if (discountedPrice >= price)
    throw fieldError('discountedPrice', 'Der reduzierte Preis muss niedriger als der reguläre Preis sein.');
}

const ITEM_SORT_FIELDS = ['createdAt', 'orderNo', 'name', 'price', 'discountedPrice', 'id'] as const;

// ---------------------------------------------------------------- wizard

const WIZARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const WIZARD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

function findWizard(hash: string): ProviderWizardRecord {
  const wizard = db.providerWizards.findFirst((q) => q.where({ hash }));
  if (!wizard) throw notFound('Dieser Registrierungslink ist ungültig.');
  return wizard;
}

function toWizard(wizard: ProviderWizardRecord): z.infer<typeof zProviderWizard> {
  return {
    hash: wizard.hash,
    status: wizard.status,
    companyName: wizard.companyName,
    contactName: wizard.contactName,
    email: wizard.email,
    phone: wizard.phone,
    categoryId: wizard.categoryId,
    cityId: wizard.cityId,
    districtId: wizard.districtId,
    address: wizard.address,
    description: wizard.description,
    images: wizard.images.map((image) => ({ id: image.id, path: image.path })),
    submittedAt: wizard.submittedAt,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: wizard.preliminaryInformationUrl,
  };
}

/**
 * The dimension rules of spec point 5 (the categories' image rules of GET /configs/provider-category-meta, the same
 * for every category in the mock), where the file's header tells the dimensions, as the galleries check them.
 */
function checkWizardImageSize(bytes: Uint8Array): void {
  const size = imageDimensions(bytes);
  if (!size) return;
  if (size.width < IMAGE_RULES.minWidth)
    throw fieldError('image', `Das Foto muss mindestens ${IMAGE_RULES.minWidth} Pixel breit sein.`);
  if (size.width > IMAGE_RULES.maxWidth)
    throw fieldError('image', `Das Foto darf höchstens ${IMAGE_RULES.maxWidth} Pixel breit sein.`);
  if (size.height > IMAGE_RULES.maxHeight)
    throw fieldError('image', `Das Foto darf höchstens ${IMAGE_RULES.maxHeight} Pixel hoch sein.`);
}

function requireNotSubmitted(wizard: ProviderWizardRecord, message: string): void {
  if (wizard.status !== null) throw conflict(message, 'ALREADY_SUBMITTED');
}

/** Friendlier messages than the generic ones for the wizard's special fields. */
const WIZARD_MESSAGES: Record<string, string> = {
  acceptedPreliminaryInformation: 'Bitte bestätigen Sie die Vorabinformationen.',
  imageIds: 'Bitte laden Sie mindestens ein Foto hoch.',
  phone: messages.phone,
};

function parseWizardBody(request: Request): Promise<z.infer<typeof zSubmitProviderWizardBody>> {
  return parseJsonBodyReworded(zSubmitProviderWizardBody, request, (path, message) =>
    message !== messages.unknownField ? WIZARD_MESSAGES[path] : undefined,
  );
}

// ---------------------------------------------------------------- handlers

export function providerContentHandlers(http: MockHttp) {
  return [
    http.get('/provider-forms', ({ request, response, session }) => {
      const query = parseQuery(zListProviderFormsQuery, request);
      requireVisibleForList(session, query.providerId);
      const provider = providerOf(query.providerId);
      const language = languageOf(request);
      const forms = formsOfCategory(provider.categoryId).filter(
        (form) => query.group === undefined || form.group === query.group,
      );
      return response(200).json(singlePage(forms.map((form) => toForm(form, language))));
    }),

    http.get('/provider-data', ({ request, response, session }) => {
      const query = parseQuery(zListProviderDataQuery, request);
      requireVisibleForList(session, query.providerId);
      const provider = providerOf(query.providerId);
      const order = new Map(formsOfCategory(provider.categoryId).map((form, index) => [form.fieldName, index]));
      const pending = pendingFields([provider.id]);
      const answers = db.providerData
        .all()
        .filter(
          (answer) => answer.providerId === provider.id && (query.group === undefined || answer.group === query.group),
        )
        .sort((a, b) => (order.get(a.fieldName) ?? 999) - (order.get(b.fieldName) ?? 999) || a.id - b.id);
      return response(200).json(singlePage(answers.map((answer) => toData(answer, pending))));
    }),

    http.put('/provider-data/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateProviderDataPath, params);
      const answer = db.providerData.findFirst((q) => q.where({ id }));
      if (!answer || !session.providerIds.includes(answer.providerId))
        throw notFound('Die Angabe wurde nicht gefunden.');
      requireProviderRight(session, answer.providerId, 'manage');
      const body = await parseJsonBody(zUpdateProviderDataBody, request);
      const form = formOf(answer.providerId, answer.fieldName);
      const value = checkValue(form, body.value, 'value');
      const requestedBy = { id: session.user.id, name: session.user.name };
      const existing = db.providerDataUpdates
        .all()
        .find(
          (update) =>
            update.status === 'pending' &&
            update.providerId === answer.providerId &&
            update.fieldName === answer.fieldName,
        );
      let updateId: number;
      if (existing) {
        // One pending change per field: a new request replaces the value waiting in the queue.
        updateId = existing.id;
        await db.providerDataUpdates.update((q) => q.where({ id: existing.id }), {
          data(update) {
            update.newValue = structuredClone(value);
            update.requestedBy = requestedBy;
            update.createdAt = isoDateTime(now());
          },
        });
      } else {
        updateId = nextId(db.providerDataUpdates, 7000);
        await db.providerDataUpdates.create({
          id: updateId,
          providerId: answer.providerId,
          fieldName: answer.fieldName,
          oldValue: structuredClone(answer.value),
          newValue: structuredClone(value),
          status: 'pending',
          requestedBy,
          createdAt: isoDateTime(now()),
        });
      }
      const labels = form?.labels ?? eachLanguage(() => answer.fieldName);
      await ensureChangeRequest(
        'provider_data_update',
        updateId,
        answer.providerId,
        'text',
        dataUpdateRequestSummary(labels),
      );
      return response(202).json({ data: toUpdate(findUpdate(session, updateId)) });
    }),

    http.get('/provider-data-update-queue', ({ request, response, session }) => {
      const query = parseQuery(zListProviderDataUpdatesQuery, request);
      const providerIds = visibleProviderIds(session, query.providerIds);
      const rows = db.providerDataUpdates
        .all()
        .filter(
          (update) =>
            providerIds.includes(update.providerId) && (query.status === undefined || update.status === query.status),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
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
      await db.providerDataUpdates.update((q) => q.where({ id }), {
        data(record) {
          record.status = 'approved';
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

    http.get('/provider-items', ({ request, response, session }) => {
      const query = parseQuery(zListProviderItemsQuery, request);
      const rows = db.providerItems
        .all()
        .filter(
          (item) =>
            session.providerIds.includes(item.providerId) &&
            (query.providerId === undefined || item.providerId === query.providerId) &&
            (query.status === undefined || item.status === query.status) &&
            (query.approvalStatus === undefined || item.approvalStatus === query.approvalStatus) &&
            (query.isBiddable === undefined || item.isBiddable === query.isBiddable),
        )
        .map(toItem);
      return response(200).json(paginate(sortBy(rows, query.sort, ITEM_SORT_FIELDS), query));
    }),

    http.post('/provider-items', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateProviderItemBody, request);
      if (!session.providerIds.includes(body.providerId)) throw fieldError('providerId', PROVIDER_NOT_OWN);
      requireProviderRight(session, body.providerId, 'manage');
      if (body.isBiddable) requireBidding(body.providerId);
      const price = body.price ?? null;
      const discountedPrice = body.discountedPrice ?? null;
      checkPrices(price, discountedPrice);
      const name = body.name.trim();
      if (name === '') throw fieldError('name', messages.required);
      const siblings = db.providerItems.all().filter((item) => item.providerId === body.providerId);
      const id = nextId(db.providerItems, 3000);
      await db.providerItems.create({
        id,
        providerId: body.providerId,
        name,
        description: body.description?.trim() || null,
        price,
        discountedPrice,
        currency: 'EUR',
        status: body.status ?? 'active',
        approvalStatus: 'approval_waiting',
        rejectReason: null,
        imagePath: null,
        orderNo: siblings.reduce((max, item) => Math.max(max, item.orderNo), 0) + 1,
        isBiddable: body.isBiddable,
        createdAt: isoDateTime(now()),
      });
      await ensureChangeRequest('provider_item', id, body.providerId, 'product', productRequestSummary(name));
      return response(201).json({ data: toItem(findItem(session, id)) });
    }),

    http.put('/provider-items/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateProviderItemPath, params);
      const item = findItem(session, id);
      requireProviderRight(session, item.providerId, 'manage');
      const body = await parseJsonBody(zUpdateProviderItemBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      if (body.isBiddable === true && !item.isBiddable) requireBidding(item.providerId);
      const name = body.name === undefined ? item.name : body.name.trim();
      if (name === '') throw fieldError('name', messages.required);
      const description = body.description === undefined ? item.description : body.description?.trim() || null;
      const price = body.price === undefined ? item.price : body.price;
      const discountedPrice = body.discountedPrice === undefined ? item.discountedPrice : body.discountedPrice;
      checkPrices(price, discountedPrice);
      const contentChanged =
        name !== item.name ||
        description !== item.description ||
        price !== item.price ||
        discountedPrice !== item.discountedPrice;
      await db.providerItems.update((q) => q.where({ id }), {
        data(record) {
          record.name = name;
          record.description = description;
          record.price = price;
          record.discountedPrice = discountedPrice;
          if (body.status !== undefined) record.status = body.status;
          if (body.isBiddable !== undefined) record.isBiddable = body.isBiddable;
          if (contentChanged) {
            record.approvalStatus = 'approval_waiting';
            record.rejectReason = null;
          }
        },
      });
      if (contentChanged)
        await ensureChangeRequest('provider_item', id, item.providerId, 'product', productRequestSummary(name));
      return response(200).json({ data: toItem(findItem(session, id)) });
    }),

    http.delete('/provider-items/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteProviderItemPath, params);
      const item = findItem(session, id);
      requireProviderRight(session, item.providerId, 'manage');
      db.providerItems.delete((q) => q.where({ id }));
      await removeChangeRequests('provider_item', id);
      return response(204).empty();
    }),

    http.post('/provider-items/move-order', async ({ request, response, session }) => {
      const body = await parseJsonBody(zMoveProviderItemsBody, request);
      if (!session.providerIds.includes(body.providerId)) throw fieldError('providerId', PROVIDER_NOT_OWN);
      requireProviderRight(session, body.providerId, 'manage');
      const items = db.providerItems.all().filter((item) => item.providerId === body.providerId);
      const ids = new Set(items.map((item) => item.id));
      const errors = collectFieldErrors();
      body.itemIds.forEach((itemId, index) => {
        if (body.itemIds.indexOf(itemId) !== index)
          errors.add(`itemIds.${index}`, 'Dieses Produkt ist doppelt aufgeführt.');
        else if (!ids.has(itemId)) errors.add(`itemIds.${index}`, 'Dieses Produkt gehört nicht zu diesem Anbieter.');
      });
      errors.throwIfAny();
      // Listed products first (1, 2, 3 …), the others after them in their previous order.
      const rest = items
        .filter((item) => !body.itemIds.includes(item.id))
        .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
      const order = [...body.itemIds, ...rest.map((item) => item.id)];
      for (const [index, itemId] of order.entries()) {
        await db.providerItems.update((q) => q.where({ id: itemId }), {
          data(record) {
            record.orderNo = index + 1;
          },
        });
      }
      return response(204).empty();
    }),

    http.public.get('/provider-wizard/{hash}', ({ params, response }) => {
      const { hash } = parsePathParams(zGetProviderWizardPath, params);
      return response(200).json({ data: toWizard(findWizard(hash)) });
    }),

    http.public.post('/provider-wizard/{hash}', async ({ request, params, response }) => {
      const { hash } = parsePathParams(zSubmitProviderWizardPath, params);
      const wizard = findWizard(hash);
      requireNotSubmitted(wizard, 'Ihre Bewerbung wurde bereits eingereicht. Wir melden uns innerhalb von 48 Stunden.');
      const body = await parseWizardBody(request);
      const errors = collectFieldErrors();
      const allowedCategories = db.configEntries
        .findMany((q) => q.where({ type: 'allowed_provider_category_ids' }))
        .filter((entry) => entry.status === 1)
        .map((entry) => Number(entry.itemId));
      if (!allowedCategories.includes(body.categoryId))
        errors.add('categoryId', 'Bitte wählen Sie eine der angebotenen Kategorien.');
      if (!db.cities.findFirst((q) => q.where({ id: body.cityId }))) errors.add('cityId', 'Diese Stadt gibt es nicht.');
      const districtId = body.districtId ?? null;
      if (districtId !== null) {
        const district = db.districts.findFirst((q) => q.where({ id: districtId }));
        if (!district || district.cityId !== body.cityId)
          errors.add('districtId', 'Dieser Stadtteil gehört nicht zur gewählten Stadt.');
      }
      for (const key of ['companyName', 'contactName', 'address'] as const) {
        if (body[key].trim() === '') errors.add(key, messages.required);
      }
      // The pattern only says "E.164"; a real number of its country is what the spec asks (point 5).
      if (!isValidPhone({ number: body.phone })) errors.add('phone', messages.phone);
      if (body.description.trim().length < 300) errors.add('description', messages.tooShort(300));
      const uploaded = new Map(wizard.images.map((image) => [image.id, image]));
      body.imageIds.forEach((imageId, index) => {
        if (body.imageIds.indexOf(imageId) !== index)
          errors.add(`imageIds.${index}`, 'Dieses Foto ist doppelt aufgeführt.');
        else if (!uploaded.has(imageId))
          errors.add(`imageIds.${index}`, 'Dieses Foto wurde für diese Bewerbung nicht hochgeladen.');
      });
      errors.throwIfAny();
      const images = body.imageIds.map((imageId) => uploaded.get(imageId)).filter((image) => image !== undefined);
      await db.providerWizards.update((q) => q.where({ hash }), {
        data(record) {
          record.status = 'pending';
          record.companyName = body.companyName.trim();
          record.contactName = body.contactName.trim();
          record.email = body.email.trim();
          record.phone = body.phone;
          record.categoryId = body.categoryId;
          record.cityId = body.cityId;
          record.districtId = districtId;
          record.address = body.address.trim();
          record.description = body.description.trim();
          record.images = images.map((image) => ({ id: image.id, path: image.path }));
          record.submittedAt = isoDateTime(now());
        },
      });
      return response(201).json({ data: toWizard(findWizard(hash)) });
    }),

    http.public.post('/provider-wizard/{hash}/images', async ({ request, params, response }) => {
      const { hash } = parsePathParams(zUploadProviderWizardImagePath, params);
      const wizard = findWizard(hash);
      requireNotSubmitted(wizard, 'Ihre Bewerbung wurde bereits eingereicht.');
      const form = await readMultipart(request);
      const unknown = Object.keys(form).filter((key) => key !== 'image');
      const image = form.image;
      // Every failed field in one answer: the unknown parts and a missing photo.
      if (unknown.length > 0 || image === undefined)
        throw validationFailed({
          ...Object.fromEntries(unknown.map((key) => [key, messages.unknownField])),
          ...(image === undefined ? { image: messages.required } : {}),
        });
      if (Array.isArray(image)) throw fieldError('image', 'Bitte laden Sie genau ein Foto hoch.');
      if (typeof image === 'string') throw fieldError('image', 'Bitte laden Sie eine Bilddatei hoch.');
      const extension = image.name.includes('.') ? (image.name.split('.').pop() ?? '').toLowerCase() : '';
      if (
        !WIZARD_IMAGE_TYPES.includes(image.type) ||
        (extension !== '' && !WIZARD_IMAGE_EXTENSIONS.includes(extension))
      ) {
        throw fieldError('image', 'Bitte laden Sie ein Bild im Format JPG, PNG oder WebP hoch.');
      }
      if (image.size === 0) throw fieldError('image', 'Die Datei ist leer.');
      if (image.size > WIZARD_IMAGE_MAX_KB * 1024)
        throw payloadTooLarge(`Die Datei ist zu groß (höchstens ${WIZARD_IMAGE_MAX_KB / 1024} MB).`);
      checkWizardImageSize(new Uint8Array(await image.arrayBuffer()));
      const id =
        Math.max(600, ...db.providerWizards.all().flatMap((record) => record.images.map((entry) => entry.id))) + 1;
      const base =
        image.name
          .toLowerCase()
          .replace(/\.[^.]*$/, '')
          .replace(/[^a-z0-9-]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'foto';
      const path = mediaPath('wizard', hash, `${id}-${base}.${extension || image.type.split('/')[1]}`);
      await db.providerWizards.update((q) => q.where({ hash }), {
        data(record) {
          record.images = [...record.images.map((entry) => ({ id: entry.id, path: entry.path })), { id, path }];
        },
      });
      return response(201).json({ data: { id, path } });
    }),
  ];
}
