// When a phone number is valid (spec point 5, issue 37.13): one rule for the portal's forms and the mock backend.
// A number is valid when libphonenumber-js says it is a valid number of its country with the library's `max`
// metadata, the one that knows each country's number types and their real lengths ("12345" or "0660 1234567" are
// not German numbers). The `min` metadata the portal shows stored numbers with checks only a country's overall
// pattern and takes both. The rule takes the metadata as an argument: the portal loads it when a form needs it
// (src/lib/phone-metadata.ts, about 39 KB gzipped), the mock imports it.
import { type CountryCode, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';

/**
 * The E.164 form of a number typed for `country` (national, or international with "+"), or of a stored E.164
 * number of that country; null when it is not a valid number of `country` (a number with another country's +prefix
 * is not one of `country`'s). Without a country: any valid international number.
 */
export function validPhoneNumber(
  text: string,
  country: CountryCode | undefined,
  metadata: MetadataJson,
): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '+') return null;
  const parsed = country
    ? parsePhoneNumberFromString(trimmed, country, metadata)
    : parsePhoneNumberFromString(trimmed, metadata);
  if (!parsed?.isValid()) return null;
  if (country && parsed.country !== country && !parsed.getPossibleCountries().includes(country)) return null;
  return parsed.number;
}
