// The info page's form model (its tabs are in profile-tabs.ts): the form's values built from the published data
// with the pending changes on top (the vendor sees and edits what they asked for). What a save sends is in
// ./profile-changes.ts, loaded with the save (it reads phone numbers with the phone library).
import type { ProviderData, ProviderDataUpdate, ProviderDataValue, ProviderForm } from '../api/provider-content';
import type { ProviderDetail } from '../api/providers';
import { storedPhoneForm } from '@/lib/stored-phone';
import { type ListingKey, listingKeysOf } from './profile-tabs';

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

/**
 * The values a tab's form starts with: published data, a pending change on top of its field. Only the tab that shows
 * the phone reads the stored number, which needs the phone library (`loadStoredPhones([startPhoneOf(…)])` first);
 * the other tabs' forms hold no phone, so their first paint does without it.
 */
export function initialValues(
  tab: string,
  provider: ProviderDetail,
  forms: readonly ProviderForm[],
  answers: readonly ProviderData[],
  pending: Map<string, ProviderDataUpdate>,
): ProfileValues {
  const listingValue = (key: ListingKey, published: string | null): string => {
    const entry = pending.get(key);
    return entry ? textOf(entry.newValue) : (published ?? '');
  };
  const phone = storedPhoneForm(listingKeysOf(tab).includes('phone') ? startPhoneOf(provider, pending) : null);
  const byName = new Map(answers.map((answer) => [answer.fieldName, answer]));
  return {
    listing: {
      name: listingValue('name', provider.name),
      description: listingValue('description', provider.description),
      address: listingValue('address', provider.address),
      phone: phone.number,
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
