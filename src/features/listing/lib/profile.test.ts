import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderData, ProviderDataUpdate, ProviderForm } from '../api/provider-content';
import type { ProviderDetail } from '../api/providers';
import { loadStoredPhones } from '@/lib/stored-phone';
import { initialValues } from './profile';
import { changesOf } from './profile-changes';
import { pendingByField, profileTabs } from './profile-tabs';
import { characterCount, wordCount } from './text-stats';

const form = (fieldName: string, group: string, type: ProviderForm['type'] = 'number'): ProviderForm => ({
  fieldName,
  label: fieldName,
  group,
  type,
  required: false,
  minLength: null,
  maxLength: null,
  minimum: type === 'number' ? 0 : null,
  maximum: null,
  options: [],
});

// The contact tab shows a stored number in national form: the page loads the phone library and its zone's metadata
// first (src/lib/stored-phone.ts).
beforeAll(() => loadStoredPhones(['+4933120045699']));

const FORMS = [
  form('description', 'general', 'textarea'),
  form('website', 'general', 'url'),
  form('hasParking', 'general', 'boolean'),
  form('minBudget', 'budget'),
  form('rentalFee', 'budget'),
  form('maxGuests', 'capacity'),
];

const answer = (id: number, fieldName: string, group: string, value: ProviderData['value']): ProviderData => ({
  id,
  providerId: 101,
  fieldName,
  group,
  value,
  status: 'approved',
});

const ANSWERS = [answer(1, 'minBudget', 'budget', 8000), answer(2, 'rentalFee', 'budget', null)];

const PROVIDER: ProviderDetail = {
  id: 101,
  name: 'Schlossgut Havelblick',
  categoryId: 1,
  cityId: 3,
  category: { id: 1, name: 'Hochzeitslocations', categoryType: 'venue' },
  city: { id: 3, name: 'Potsdam' },
  district: null,
  onHold: false,
  paidStatus: 'paid',
  productFeatures: {
    productDateEnd: '2027-03-31',
    statsAccess: true,
    rivalStatsAccess: 3,
    listingProductName: 'Prime',
    planTier: 'prime',
  },
  isMissingData: false,
  description: 'Alt',
  address: 'Fährstraße 12, 14469 Potsdam',
  phone: '+4933120045670',
  website: null,
  email: null,
  latitude: null,
  longitude: null,
  hasPendingChanges: false,
};

const queued = (id: number, fieldName: string, newValue: ProviderDataUpdate['newValue']): ProviderDataUpdate => ({
  id,
  providerId: 101,
  fieldName,
  oldValue: null,
  newValue,
  status: 'pending',
  requestedBy: { id: 1, name: 'Katharina Vogt' },
  createdAt: '2026-11-22T10:15:00+01:00',
  decidedAt: null,
  decisionReason: null,
});

describe('the profile model', () => {
  it('puts the three listing tabs first, then each other form group once, in the order of the forms', () => {
    expect(profileTabs(FORMS)).toEqual(['general', 'description', 'contact', 'budget', 'capacity']);
  });

  it('starts a field from its pending value and corrects that entry instead of queueing a second one', () => {
    const pending = pendingByField([queued(7400, 'phone', '+4933120045699'), queued(7401, 'minBudget', 9000)]);
    const start = initialValues('budget', PROVIDER, FORMS, ANSWERS, pending);
    expect(start.answers['minBudget']).toBe(9000);

    const budget = { ...start, answers: { ...start.answers, minBudget: 9500, rentalFee: 1200 } };
    expect(changesOf('budget', start, budget, FORMS, ANSWERS, pending)).toEqual([
      { kind: 'correction', updateId: 7401, fieldName: 'minBudget', value: 9500 },
      { kind: 'answer', answerId: 2, fieldName: 'rentalFee', value: 1200 },
    ]);

    const contactStart = initialValues('contact', PROVIDER, FORMS, ANSWERS, pending);
    expect(contactStart.listing.phone).toBe('0331 20045699');
    const contact = {
      ...contactStart,
      listing: { ...contactStart.listing, phone: '0331 2004567', email: ' feiern@havelblick.de ' },
    };
    expect(changesOf('contact', contactStart, contact, FORMS, ANSWERS, pending)).toEqual([
      { kind: 'listing', body: { email: 'feiern@havelblick.de' } },
      { kind: 'correction', updateId: 7400, fieldName: 'phone', value: '+493312004567' },
    ]);
  });

  it('reads the stored phone only for the tab that shows it', () => {
    expect(initialValues('contact', PROVIDER, FORMS, ANSWERS, new Map()).listing).toMatchObject({
      phone: '0331 20045670',
      phoneCountry: 'DE',
    });
    expect(initialValues('general', PROVIDER, FORMS, ANSWERS, new Map()).listing).toMatchObject({
      name: PROVIDER.name,
      phone: '',
    });
  });

  it('sends nothing for a tab whose values did not change, and null for an emptied optional field', () => {
    const start = initialValues('contact', PROVIDER, FORMS, ANSWERS, new Map());
    expect(changesOf('contact', start, start, FORMS, ANSWERS, new Map())).toEqual([]);
    const emptied = { ...start, listing: { ...start.listing, phone: '' } };
    expect(changesOf('contact', start, emptied, FORMS, ANSWERS, new Map())).toEqual([
      { kind: 'listing', body: { phone: null } },
    ]);
  });

  it('counts characters on the trimmed text and words between white space', () => {
    expect(characterCount('  Hochzeit am See  ')).toBe(15);
    expect(wordCount('  Hochzeit\n am   See ')).toBe(3);
    expect(wordCount('   ')).toBe(0);
  });
});
