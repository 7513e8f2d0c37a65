// The one phone rule (issue 37.13) as the portal's forms and the mock backend apply it: the same numbers pass and
// fail on both sides, per country, with the metadata that knows real lengths.
import type { CountryCode } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { isValidPhone } from '@mocks/lib/phone';
import { loadAllPhoneMetadata, toE164 } from './phone';

// [typed, country, E.164 or null when it is no number of the country]
const EXAMPLES: ReadonlyArray<readonly [string, CountryCode, string | null]> = [
  // Germany: landlines with and without a long area code, mobiles; too short, unassigned and foreign numbers not.
  ['030 12345678', 'DE', '+493012345678'],
  ['0331 2004567', 'DE', '+493312004567'],
  ['0151 12345678', 'DE', '+4915112345678'],
  ['0176 12345678', 'DE', '+4917612345678'],
  ['+49 151 12345678', 'DE', '+4915112345678'],
  ['12345', 'DE', null],
  ['+4912345', 'DE', null],
  ['0660 1234567', 'DE', null],
  ['030 1', 'DE', null],
  ['+43 664 1234567', 'DE', null],
  // Turkey: a mobile and an Istanbul landline; a number cut short not.
  ['0532 123 45 67', 'TR', '+905321234567'],
  ['0212 123 45 67', 'TR', '+902121234567'],
  ['0532 123', 'TR', null],
  // Saudi Arabia and the United Arab Emirates: mobiles and landlines (Riyadh, Dubai, Abu Dhabi).
  ['050 123 4567', 'SA', '+966501234567'],
  ['011 123 4567', 'SA', '+966111234567'],
  ['050 123 456', 'SA', null],
  ['050 123 4567', 'AE', '+971501234567'],
  ['04 212 3456', 'AE', '+97142123456'],
  ['02 612 3456', 'AE', '+97126123456'],
  ['0123', 'AE', null],
  // Austria, and a +1 number that is one of the United States, not of Canada.
  ['0664 1234567', 'AT', '+436641234567'],
  ['(202) 555-0123', 'US', '+12025550123'],
];

describe('one phone rule for the forms and the server', () => {
  it('takes a number when it is a valid number of its country, on both sides alike', async () => {
    await loadAllPhoneMetadata();
    for (const [typed, country, e164] of EXAMPLES) {
      expect([typed, country, toE164(typed, country)]).toEqual([typed, country, e164]);
      // The server gets the E.164 form with the country; a refused number is sent as typed (it never is).
      const sent = e164 ?? `+${typed.replace(/\D/g, '')}`;
      expect([typed, country, isValidPhone({ number: sent, countryCode: country })]).toEqual([
        typed,
        country,
        e164 !== null,
      ]);
    }
  });

  it('checks a stored number without a country as a number of any, and refuses an unknown country', () => {
    expect(isValidPhone({ number: '+4915112345678' })).toBe(true);
    expect(isValidPhone({ number: '+4912345' })).toBe(false);
    expect(isValidPhone({ number: '+4915112345678', countryCode: 'XX' })).toBe(false);
    expect(isValidPhone({ number: '+4915112345678', countryCode: 'AT' })).toBe(false);
  });
});
