// Germany preselected (spec point 9 says "from config, fallback tr"; this market is Germany, docs/listing.md) and
// the country menu: the portal's shared ones. Checking a number needs the whole metadata (src/lib/phone.ts): the
// rules and a save load it; the contact tab shows the stored number with `storedPhoneForm`
// (src/lib/stored-phone.ts), so the info page's other tabs load none of this before their first paint. The check is
// the portal's one rule (src/lib/phone-rule.ts, issue 37.13): a valid number of the chosen country.
export { DEFAULT_PHONE_COUNTRY, isCountryCode } from '@/lib/phone-countries';
export { loadAllPhoneMetadata, toE164 } from '@/lib/phone';
