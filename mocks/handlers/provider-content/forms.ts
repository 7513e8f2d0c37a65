// Provider content: the info-page forms of a provider's category and the provider's answers. A changed answer
// waits in the approval queue (data-updates.ts).
import type { z } from 'zod';
import {
  zListProviderDataQuery,
  zListProviderFormsQuery,
  type zProviderData,
  type zProviderForm,
  zUpdateProviderDataBody,
  zUpdateProviderDataPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { dataUpdateRequestSummary } from '../../db/change-requests';
import { GROUP_ORDER, type ProviderDataRecord, type ProviderFormRecord } from '../../db/provider-forms';
import { isoDateTime, now } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { type Session } from '../../lib/session';
import { requireNamedProvider, requireProviderRight } from '../../lib/rights';
import { eachLanguage } from '../../lib/labels';
import { type LanguageKey, label, languageOf } from '../../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { formOf, toUpdate, checkValue, findUpdate, ensureChangeRequest } from './support';

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

export function providerFormsHandlers(http: MockHttp) {
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
          decidedAt: null,
          decisionReason: null,
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
  ];
}
