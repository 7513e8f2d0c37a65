// The rules of "Paar hinzufügen" and the body they let through: the document's rules of CoupleProviderCreate (a name
// and an e-mail address within their lengths, the address valid) and the portal's one phone rule (German numbers,
// the dialog's country; it needs the whole phone metadata, `loadAllPhoneMetadata()` first, src/lib/phone-rule.ts).
import * as z from 'zod';
import { CoupleProviderCreateLimits } from '@/api/generated/limits';
import { validationMessage } from '@/lib/forms/messages';
import { DEFAULT_PHONE_COUNTRY, toE164 } from '@/lib/phone';
import type { CoupleProviderCreate } from '../api/couples';

const LIMITS = CoupleProviderCreateLimits.properties;
const EMAIL = z.email();

export interface CoupleValues {
  providerId: number;
  coupleName: string;
  /** YYYY-MM-DD from the date field; '' for none. */
  weddingDate: string;
  email: string;
  /** A German number as typed (the default country). */
  phone: string;
}

export type CoupleField = keyof CoupleValues;

/** The body of the values, or the message (`validation.*`, see `useErrorText`) of each wrong field. */
export function coupleRequest(
  values: CoupleValues,
): { body: CoupleProviderCreate } | { errors: Partial<Record<CoupleField, string>> } {
  const errors: Partial<Record<CoupleField, string>> = {};
  const name = values.coupleName.trim();
  if (!name) errors.coupleName = validationMessage.required();
  else if (name.length > LIMITS.coupleName.maxLength)
    errors.coupleName = validationMessage.tooLong(LIMITS.coupleName.maxLength);
  const email = values.email.trim();
  if (email.length > LIMITS.email.maxLength) errors.email = validationMessage.tooLong(LIMITS.email.maxLength);
  else if (email && !EMAIL.safeParse(email).success) errors.email = validationMessage.email();
  const number = values.phone.trim() ? toE164(values.phone, DEFAULT_PHONE_COUNTRY) : null;
  if (values.phone.trim() && !number) errors.phone = validationMessage.phone();
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      providerId: values.providerId,
      coupleName: name,
      ...(values.weddingDate ? { weddingDate: values.weddingDate } : {}),
      ...(email ? { email } : {}),
      ...(number ? { phone: { number, countryCode: DEFAULT_PHONE_COUNTRY } } : {}),
    },
  };
}
