// Phone numbers as the portal's forms take them (spec points 5 and 9): typed in national or international
// form for a chosen country, checked with libphonenumber-js and sent in E.164. The same idea as the listing's
// own helper (src/features/listing/lib/phone.ts), here for every form outside that feature.
import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The country a number is read in unless the user picks another. Spec point 9 says "from config, fallback tr";
 * this market is Germany (country code DE), so Germany is preselected (docs/team.md).
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'DE';

const COUNTRIES = new Set<string>(getCountries());

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.has(value);
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
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, languageTag));
}

/**
 * The E.164 form of a number typed for `country`, or null when it is not a valid number of that country (a
 * number typed with another country's +prefix is not one of `country`'s, spec point 5).
 */
export function toE164(text: string, country: CountryCode): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '+') return null;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  if (!parsed?.isValid()) return null;
  return parsed.country === country || parsed.getPossibleCountries().includes(country) ? parsed.number : null;
}

/** A stored number as a form shows it: the national form and its country. */
export function fromE164(e164: string, countryCode?: string): { number: string; country: CountryCode } {
  const parsed = parsePhoneNumberFromString(e164);
  const stored = countryCode && isCountryCode(countryCode) ? countryCode : undefined;
  if (!parsed) return { number: e164, country: stored ?? DEFAULT_PHONE_COUNTRY };
  return { number: parsed.formatNational(), country: stored ?? parsed.country ?? DEFAULT_PHONE_COUNTRY };
}
