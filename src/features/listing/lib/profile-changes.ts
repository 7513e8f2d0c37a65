// What a save of one tab of the info page sends (src/features/listing/lib/profile.ts has the form's values). Loaded
// with the save, not with the page: a typed phone number is read with the phone library, which the tabs without the
// phone do not load before their first paint (issue 23); the check that passed before the save has loaded it.
import type { ProviderData, ProviderDataUpdate, ProviderDataValue, ProviderForm } from '../api/provider-content';
import type { ProviderUpdate } from '../api/providers';
import { DEFAULT_PHONE_COUNTRY, isCountryCode, toE164 } from './phone';
import type { AnswerValue, ListingValues, ProfileValues } from './profile';
import { answerFieldsOf, type ListingKey, listingKeysOf } from './profile-tabs';

/** What the API stores for a listing field's input (trimmed, empty optional fields null). */
function listingApiValue(key: ListingKey, values: ListingValues): string | null {
  if (key === 'phone') {
    if (values.phone.trim() === '') return null;
    return toE164(values.phone, isCountryCode(values.phoneCountry) ? values.phoneCountry : DEFAULT_PHONE_COUNTRY);
  }
  const text = values[key].trim();
  if (key === 'email' || key === 'website') return text === '' ? null : text;
  return text;
}

/** What the API stores for an answer's input. */
function answerApiValue(value: AnswerValue): ProviderDataValue {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return value;
}

const same = (a: ProviderDataValue, b: ProviderDataValue) => JSON.stringify(a) === JSON.stringify(b);

export type ProfileChange =
  | { kind: 'listing'; body: ProviderUpdate }
  | { kind: 'answer'; answerId: number; fieldName: string; value: ProviderDataValue }
  | { kind: 'correction'; updateId: number; fieldName: string; value: ProviderDataValue };

/**
 * The calls a save makes for one tab: changed listing fields in one PUT /providers/{id}, each changed answer
 * in its PUT /provider-data/{id}; a field whose change still waits is corrected in the queue instead.
 */
export function changesOf(
  tab: string,
  start: ProfileValues,
  values: ProfileValues,
  forms: readonly ProviderForm[],
  answers: readonly ProviderData[],
  pending: Map<string, ProviderDataUpdate>,
): ProfileChange[] {
  const changes: ProfileChange[] = [];
  const body: ProviderUpdate = {};
  for (const key of listingKeysOf(tab)) {
    const next = listingApiValue(key, values.listing);
    if (same(next, listingApiValue(key, start.listing))) continue;
    const entry = pending.get(key);
    if (entry) changes.push({ kind: 'correction', updateId: entry.id, fieldName: key, value: next });
    else if (key === 'name' || key === 'description' || key === 'address') body[key] = next ?? '';
    else body[key] = next;
  }
  if (Object.keys(body).length > 0) changes.unshift({ kind: 'listing', body });
  const byName = new Map(answers.map((answer) => [answer.fieldName, answer]));
  for (const form of answerFieldsOf(tab, forms)) {
    const next = answerApiValue(values.answers[form.fieldName] ?? null);
    const before = answerApiValue(start.answers[form.fieldName] ?? null);
    if (same(next, before)) continue;
    const entry = pending.get(form.fieldName);
    const answer = byName.get(form.fieldName);
    if (entry) changes.push({ kind: 'correction', updateId: entry.id, fieldName: form.fieldName, value: next });
    else if (answer) changes.push({ kind: 'answer', answerId: answer.id, fieldName: form.fieldName, value: next });
  }
  return changes;
}
