import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** "+49 151 12345678": an E.164 number in international form; left as it is when it does not parse. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
