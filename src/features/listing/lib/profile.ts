// The info page's form model (its tabs are in profile-tabs.ts): the form's values built from the published data
// with the pending changes on top (the vendor sees and edits what they asked for), and what a save sends.
import type { ProviderData, ProviderDataUpdate, ProviderDataValue, ProviderForm } from '../api/provider-content';
import type { ProviderDetail, ProviderUpdate } from '../api/providers';
import { fromE164, isCountryCode, DEFAULT_PHONE_COUNTRY, toE164 } from './phone';
import { answerFieldsOf, type ListingKey, listingKeysOf } from './profile-tabs';

export type AnswerValue = string | number | boolean | string[] | null;

export interface ListingValues {
  name: string;
  description: string;
  address: string;
  phone: string;
  phoneCountry: string;
  email: string;
  website: string;
}

export interface ProfileValues {
  listing: ListingValues;
  answers: Record<string, AnswerValue>;
}

const textOf = (value: ProviderDataValue | undefined): string => (typeof value === 'string' ? value : '');

/** A form answer as its input holds it. */
function answerInput(form: ProviderForm, value: ProviderDataValue): AnswerValue {
  switch (form.type) {
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'boolean':
      return value === true;
    case 'multiselect':
      return Array.isArray(value) ? [...value] : [];
    default:
      return textOf(value);
  }
}

/** The listing's phone as the form starts with it: a pending change, else the published number (E.164). */
export function startPhoneOf(provider: ProviderDetail, pending: Map<string, ProviderDataUpdate>): string | null {
  const entry = pending.get('phone');
  return (entry ? textOf(entry.newValue) : provider.phone) || null;
}

/** The values the form starts with: published data, a pending change on top of its field. */
export function initialValues(
  provider: ProviderDetail,
  forms: readonly ProviderForm[],
  answers: readonly ProviderData[],
  pending: Map<string, ProviderDataUpdate>,
): ProfileValues {
  const listingValue = (key: ListingKey, published: string | null): string => {
    const entry = pending.get(key);
    return entry ? textOf(entry.newValue) : (published ?? '');
  };
  const phone = fromE164(startPhoneOf(provider, pending));
  const byName = new Map(answers.map((answer) => [answer.fieldName, answer]));
  return {
    listing: {
      name: listingValue('name', provider.name),
      description: listingValue('description', provider.description),
      address: listingValue('address', provider.address),
      phone: phone.phone,
      phoneCountry: phone.country,
      email: listingValue('email', provider.email),
      website: listingValue('website', provider.website),
    },
    answers: Object.fromEntries(
      forms.map((form) => {
        const entry = pending.get(form.fieldName);
        const value = entry ? entry.newValue : (byName.get(form.fieldName)?.value ?? null);
        return [form.fieldName, answerInput(form, value)];
      }),
    ),
  };
}

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
