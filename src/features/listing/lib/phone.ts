import type { CountryCode } from 'libphonenumber-js/core';
import { DEFAULT_PHONE_COUNTRY } from '@/lib/phone-countries';
import { parsePhone } from '@/lib/phone';

// Germany preselected (spec point 9 says "from config, fallback tr"; this market is Germany, docs/listing.md) and
// the country menu: the portal's shared ones. Reading a number needs its metadata loaded (src/lib/phone.ts): the
// info page loads the part of the stored number's zone with its data, the rules the whole.
export { DEFAULT_PHONE_COUNTRY, isCountryCode, phoneCountries } from '@/lib/phone-countries';
export { loadAllPhoneMetadata, loadPhoneMetadataFor, usePhoneMetadata } from '@/lib/phone';

/** The E.164 form of a number typed for `country`, or null when it is not a valid number there. */
export function toE164(text: string, country: CountryCode): string | null {
  const parsed = parsePhone(text.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored E.164 number as the form shows it: national form and its country. */
export function fromE164(e164: string | null): { phone: string; country: CountryCode } {
  const parsed = e164 ? parsePhone(e164) : undefined;
  if (!parsed) return { phone: e164 ?? '', country: DEFAULT_PHONE_COUNTRY };
  return { phone: parsed.formatNational(), country: parsed.country ?? DEFAULT_PHONE_COUNTRY };
}
