import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The country a phone number is read in when it has no +prefix. Spec point 9 says "from config, fallback tr";
 * this market is Germany (country code DE, point 9), so Germany is preselected (docs/listing.md).
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'DE';

const COUNTRIES = new Set<string>(getCountries());

export function isCountryCode(value: string): value is CountryCode {
  return COUNTRIES.has(value);
}

/** The countries of the selector, named in the UI language and sorted by name. */
export function phoneCountries(languageTag: string): Array<{ code: CountryCode; name: string }> {
  const names = new Intl.DisplayNames([languageTag], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, languageTag));
}

/** The E.164 form of a number typed for `country`, or null when it is not a valid number there. */
export function toE164(text: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored E.164 number as the form shows it: national form and its country. */
export function fromE164(e164: string | null): { phone: string; country: CountryCode } {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return { phone: e164 ?? '', country: DEFAULT_PHONE_COUNTRY };
  return { phone: parsed.formatNational(), country: parsed.country ?? DEFAULT_PHONE_COUNTRY };
}
