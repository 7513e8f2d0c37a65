import { formatInternational } from '@/lib/phone-display';

/** "+49 151 12345678": an E.164 number in international form; left as it is when it does not parse. */
export function formatPhone(e164: string): string {
  return formatInternational(e164);
}
