// Provider content: what the info-page answers and the approval queue share (a value checked against its
// form field, the queue's rows) and the pending change requests that follow a change waiting for approval.
import type { z } from 'zod';
import { type zProviderData, type zProviderDataUpdate } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { type ChangeRequestRecord } from '../../db/change-requests';
import type { ProviderDataUpdateRecord } from '../../db/provider-data-updates';
import { isEmptyValue, type ProviderFormRecord } from '../../db/provider-forms';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, fieldError, messages, notFound } from '../../lib/errors';
import { inNumberAnswerRange, numberAnswerRange } from '../../../src/lib/provider-answer-range';
import { type Session } from '../../lib/session';
import { type Labels } from '../../lib/views';

export type Value = z.infer<typeof zProviderData>['value'];

export function formOf(providerId: number, fieldName: string): ProviderFormRecord | undefined {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) return undefined;
  return db.providerForms.all().find((form) => form.categoryId === provider.categoryId && form.fieldName === fieldName);
}

export function toUpdate(update: ProviderDataUpdateRecord): z.infer<typeof zProviderDataUpdate> {
  return {
    id: update.id,
    providerId: update.providerId,
    fieldName: update.fieldName,
    oldValue: structuredClone(update.oldValue),
    newValue: structuredClone(update.newValue),
    status: update.status,
    requestedBy: { id: update.requestedBy.id, name: update.requestedBy.name },
    createdAt: update.createdAt,
    decidedAt: update.decidedAt,
    decisionReason: update.decisionReason,
  };
}

export function isHttpUrl(value: string): boolean {
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
export function checkValue(form: ProviderFormRecord | undefined, value: Value, path: string): Value {
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

export function findUpdate(session: Session, id: number): ProviderDataUpdateRecord {
  const update = db.providerDataUpdates.findFirst((q) => q.where({ id }));
  if (!update || !session.providerIds.includes(update.providerId)) throw notFound('Die Änderung wurde nicht gefunden.');
  return update;
}

export async function removeChangeRequests(kind: 'provider_item' | 'provider_data_update', id: number): Promise<void> {
  db.changeRequests.deleteMany((q) =>
    q.where((request: ChangeRequestRecord) => request.subject?.kind === kind && request.subject.id === id),
  );
}

export async function ensureChangeRequest(
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
