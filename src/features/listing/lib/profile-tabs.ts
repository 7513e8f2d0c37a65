// The info page's tabs: which tab holds what (the listing's own fields, then the form groups) and what waits for
// approval, by field. Kept apart from the form model (profile.ts) so the page decides its tabs without loading the
// phone library the form's values need.
import type { ProviderDataUpdate, ProviderForm } from '../api/provider-content';

/** The listing's own fields (GET/PUT /providers/{id}) and the tab each lives in. */
export const LISTING_TABS = {
  general: ['name'],
  description: ['description'],
  contact: ['address', 'phone', 'email', 'website'],
} as const satisfies Record<string, readonly ListingKey[]>;
export type ListingKey = 'name' | 'description' | 'address' | 'phone' | 'email' | 'website';
export type FixedTab = keyof typeof LISTING_TABS;
const FIXED_TABS: readonly FixedTab[] = ['general', 'description', 'contact'];

/**
 * Form answers that repeat a listing field: the listing's own description and website are edited in the
 * description and contact tabs (one text, one queue entry); an approved change updates both (docs/listing.md).
 */
const ANSWERS_SHOWN_AS_LISTING_FIELDS = new Set(['description', 'website']);

const LISTING_KEYS: readonly ListingKey[] = Object.values(LISTING_TABS).flat();

export function isListingKey(fieldName: string): fieldName is ListingKey {
  return LISTING_KEYS.some((key) => key === fieldName);
}

export function isFixedTab(tab: string): tab is FixedTab {
  return FIXED_TABS.some((fixed) => fixed === tab);
}

/** The tabs in their order: the three listing tabs, then every other form group (budget, capacity, …). */
export function profileTabs(forms: readonly ProviderForm[]): string[] {
  const groups = [...new Set(forms.map((form) => form.group))].filter((group) => !isFixedTab(group));
  return [...FIXED_TABS, ...groups];
}

/** The form fields (provider forms) a tab shows. */
export function answerFieldsOf(tab: string, forms: readonly ProviderForm[]): ProviderForm[] {
  return forms.filter((form) => form.group === tab && !ANSWERS_SHOWN_AS_LISTING_FIELDS.has(form.fieldName));
}

export function listingKeysOf(tab: string): readonly ListingKey[] {
  return isFixedTab(tab) ? LISTING_TABS[tab] : [];
}

/** The pending entry of each field, by field name. */
export function pendingByField(pending: readonly ProviderDataUpdate[]): Map<string, ProviderDataUpdate> {
  return new Map(pending.filter((entry) => entry.status === 'pending').map((entry) => [entry.fieldName, entry]));
}
