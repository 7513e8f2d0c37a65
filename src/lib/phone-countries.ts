// The countries of a phone number field, without libphonenumber-js's metadata (issue 23): a form shows its country
// menu at first paint and loads the library with its rules (src/lib/phone.ts), which check the number itself.
import type { CountryCode } from 'libphonenumber-js';
import { CALLING_CODES } from './phone-countries.gen';

/**
 * The country a number is read in unless the user picks another. Spec point 9 says "from config, fallback tr";
 * this market is Germany (country code DE), so Germany is preselected (docs/team.md).
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'DE';

export function isCountryCode(value: string): value is CountryCode {
  return Object.hasOwn(CALLING_CODES, value);
}

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  /** The calling code without "+", e.g. "49". */
  callingCode: string;
}

/** The countries of a phone country menu, named in the UI language and sorted by name. */
export function phoneCountries(languageTag: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([languageTag], { type: 'region' });
  return Object.keys(CALLING_CODES)
    .filter(isCountryCode)
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: CALLING_CODES[code] }))
    .sort((a, b) => a.name.localeCompare(b.name, languageTag));
}
