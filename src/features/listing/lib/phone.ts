import type { CountryCode } from 'libphonenumber-js/core';
import { parsePhone } from '@/lib/phone';

// Germany preselected (spec point 9 says "from config, fallback tr"; this market is Germany, docs/listing.md) and
// the country menu: the portal's shared ones. Reading a number needs its metadata loaded (src/lib/phone.ts): the
// rules and a save load the whole; the contact tab shows the stored number with `storedPhoneForm`
// (src/lib/stored-phone.ts), so the info page's other tabs load none of this before their first paint.
export { DEFAULT_PHONE_COUNTRY, isCountryCode } from '@/lib/phone-countries';
export { loadAllPhoneMetadata } from '@/lib/phone';

/** The E.164 form of a number typed for `country`, or null when it is not a valid number there. */
export function toE164(text: string, country: CountryCode): string | null {
  const parsed = parsePhone(text.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
