import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  formatInternational,
  fromE164,
  hasPhoneMetadataFor,
  loadAllPhoneMetadata,
  loadPhoneMetadataFor,
  toE164,
} from './phone';

/** What the library with its whole metadata makes of a stored number: the split must not change it. */
const national = (e164: string) => parsePhoneNumberFromString(e164)?.formatNational();

// One module state for the file: the tests run in order, from nothing loaded to everything loaded.
describe('phone numbers with the metadata loaded in parts', () => {
  it('refuses to read a number before its part is loaded, instead of calling it invalid', () => {
    expect(hasPhoneMetadataFor(['+4915112345678'])).toBe(false);
    expect(() => toE164('0151 12345678', 'DE')).toThrow(/not loaded/);
  });

  it('shows German and Austrian numbers with the part of their zone (4) alone, but checks none with it', async () => {
    await loadPhoneMetadataFor(['DE']);
    expect(hasPhoneMetadataFor(['AT', '+4366412345678'])).toBe(true);
    // A check needs the metadata that knows real lengths (src/lib/phone-rule.ts), not a zone's part.
    expect(() => toE164('0151 12345678', 'DE')).toThrow(/not loaded/);
    expect(fromE164('+4915112345678')).toEqual({ number: national('+4915112345678'), country: 'DE' });
    expect(formatInternational('+493312004567')).toBe('+49 331 2004567');
    expect(hasPhoneMetadataFor(['US', '+905321234567'])).toBe(false);
    expect(() => fromE164('+12025550123')).toThrow(/not loaded/);
  });

  it('loads the part of a stored number by its calling code', async () => {
    await loadPhoneMetadataFor(['+905321234567']);
    expect(fromE164('+905321234567')).toEqual({ number: national('+905321234567'), country: 'TR' });
    expect(fromE164('not a number', 'TR')).toEqual({ number: 'not a number', country: 'TR' });
  });

  it('reads every country once the whole metadata is there (a form’s rules)', async () => {
    await loadAllPhoneMetadata();
    expect(hasPhoneMetadataFor(['US', '+12025550123'])).toBe(true);
    expect(toE164('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(toE164('0151 12345678', 'DE')).toBe('+4915112345678');
    expect(toE164('0664 1234567', 'AT')).toBe('+436641234567');
    expect(toE164('030 1', 'DE')).toBeNull();
    // A number typed with another country's prefix is not one of the chosen country's.
    expect(toE164('+43 664 1234567', 'DE')).toBeNull();
    expect(formatInternational('+971501234567')).toBe('+971 50 123 4567');
  });
});
