// The rules of "Paar hinzufügen" in the inbox (issue 41.6) and the body they let through: the document's rules of
// LeadCreate (a name within its length, an e-mail address and a message within theirs, the address valid), the
// portal's one phone rule (a valid number of the chosen country, sent in E.164; it needs the whole phone metadata,
// `loadAllPhoneMetadata()` first, src/lib/phone-rule.ts) and the wedding day not before the user's today
// (docs/dates.md, "Today"; the server refuses only a day that is past everywhere on earth).
import * as z from 'zod';
import { LeadCreateLimits } from '@/api/generated/limits';
import { isApiDate, today } from '@/lib/calendar-day';
import { validationMessage } from '@/lib/forms/messages';
import { DEFAULT_PHONE_COUNTRY, isCountryCode, toE164 } from '@/lib/phone';
import type { LeadCreate } from '../api/create-lead';

const LIMITS = LeadCreateLimits.properties;
export const ADD_COUPLE_NAME_MAX = LIMITS.coupleName.maxLength;
export const ADD_COUPLE_EMAIL_MAX = LIMITS.email.maxLength;
export const ADD_COUPLE_MESSAGE_MAX = LIMITS.message.maxLength;
const EMAIL = z.email();

export interface AddCoupleValues {
  /** One of the providers the user is linked to (0 while there is none). */
  providerId: number;
  coupleName: string;
  /** YYYY-MM-DD from the date field; '' for none. */
  weddingDate: string;
  email: string;
  /** The number as typed, in the country of `phoneCountry`. */
  phone: string;
  /** ISO code of the phone number's country ("DE"). */
  phoneCountry: string;
  message: string;
}

export type AddCoupleField = keyof AddCoupleValues;

export function emptyAddCouple(providerId: number): AddCoupleValues {
  return {
    providerId,
    coupleName: '',
    weddingDate: '',
    email: '',
    phone: '',
    phoneCountry: DEFAULT_PHONE_COUNTRY,
    message: '',
  };
}

/** What a stored draft must look like to be restored (another version of the portal may have written it). */
export const addCoupleDraft: z.ZodType<AddCoupleValues> = z.object({
  providerId: z.number().int(),
  coupleName: z.string(),
  weddingDate: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneCountry: z.string(),
  message: z.string(),
});

/** The message key of a wedding day before the user's today. */
export const WEDDING_DATE_PAST = 'leads.add.weddingDatePast';

/** The body of the values, or the message (`validation.*` or a feature key) of each wrong field. */
export function addCoupleRequest(
  values: AddCoupleValues,
): { body: LeadCreate } | { errors: Partial<Record<AddCoupleField, string>> } {
  const errors: Partial<Record<AddCoupleField, string>> = {};
  if (!Number.isInteger(values.providerId) || values.providerId < 1) errors.providerId = validationMessage.required();
  const name = values.coupleName.trim();
  if (!name) errors.coupleName = validationMessage.required();
  else if (name.length > ADD_COUPLE_NAME_MAX) errors.coupleName = validationMessage.tooLong(ADD_COUPLE_NAME_MAX);
  const day = values.weddingDate.trim();
  if (day && !isApiDate(day)) errors.weddingDate = validationMessage.date();
  else if (day && day < today()) errors.weddingDate = WEDDING_DATE_PAST;
  const email = values.email.trim();
  if (email.length > ADD_COUPLE_EMAIL_MAX) errors.email = validationMessage.tooLong(ADD_COUPLE_EMAIL_MAX);
  else if (email && !EMAIL.safeParse(email).success) errors.email = validationMessage.email();
  const country = isCountryCode(values.phoneCountry) ? values.phoneCountry : DEFAULT_PHONE_COUNTRY;
  const typed = values.phone.trim();
  const phone = typed && typed !== '+' ? toE164(typed, country) : null;
  if (typed && typed !== '+' && !phone) errors.phone = validationMessage.phone();
  const message = values.message.trim();
  if (message.length > ADD_COUPLE_MESSAGE_MAX) errors.message = validationMessage.tooLong(ADD_COUPLE_MESSAGE_MAX);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      providerId: values.providerId,
      coupleName: name,
      ...(day ? { weddingDate: day } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(message ? { message } : {}),
    },
  };
}
