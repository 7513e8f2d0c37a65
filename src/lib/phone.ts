// Phone numbers as the portal's forms take them (spec points 5 and 9): typed in national or international
// form for a chosen country, checked with libphonenumber-js and sent in E.164. The same idea as the listing's
// own helper (src/features/listing/lib/phone.ts), here for every form outside that feature.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, isCountryCode } from './phone-countries';

// The country menu's parts need no metadata and live beside it; re-exported for the forms' rules.
export { DEFAULT_PHONE_COUNTRY, isCountryCode, type PhoneCountry, phoneCountries } from './phone-countries';

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
