// What a stored draft of an info-page tab may hold, checked without zod: the form restores its draft at first paint
// and loads its rules (zod) afterwards (issue 23).
import { flatDraft } from '@/lib/drafts';
import { isRecord, isStringList } from '@/lib/guards';
import type { AnswerValue, ListingValues, ProfileValues } from './profile';

const listingDraft = flatDraft<ListingValues>({
  name: 'string',
  description: 'string',
  address: 'string',
  phone: 'string',
  phoneCountry: 'string',
  email: 'string',
  website: 'string',
});

function isAnswerValue(value: unknown): value is AnswerValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return isStringList(value);
}

/** A stored draft of a tab: the listing's texts and the answers by field name; anything else is discarded. */
export function profileDraft(stored: unknown): ProfileValues | null {
  if (!isRecord(stored) || !isRecord(stored.answers)) return null;
  const listing = listingDraft(stored.listing);
  if (listing === null) return null;
  const answers: Record<string, AnswerValue> = {};
  for (const [field, value] of Object.entries(stored.answers)) {
    if (!isAnswerValue(value)) return null;
    answers[field] = value;
  }
  return { listing, answers };
}
