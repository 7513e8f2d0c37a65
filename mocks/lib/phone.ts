// The server's check of phone numbers (spec point 5, issue 37.13): the portal's one rule (src/lib/phone-rule.ts)
// with the `max` metadata the portal's forms load, so the server refuses exactly what the forms refuse.
import metadata from 'libphonenumber-js/metadata.max.json';
import { isCountryCode } from '../../src/lib/phone-countries';
import { validPhoneNumber } from '../../src/lib/phone-rule';

/**
 * A stored phone (E.164 plus the country it was entered for) is valid when it is a valid number of that country;
 * without a country, when it is a valid number of any. An unknown country code is no country.
 */
export function isValidPhone(phone: { number: string; countryCode?: string | null }): boolean {
  const { countryCode } = phone;
  if (countryCode === undefined || countryCode === null)
    return validPhoneNumber(phone.number, undefined, metadata) !== null;
  return isCountryCode(countryCode) && validPhoneNumber(phone.number, countryCode, metadata) === phone.number;
}
