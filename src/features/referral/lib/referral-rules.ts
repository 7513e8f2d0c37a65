// The referral form's rules (spec point 5), loaded after the first paint through `lazyResolver`
// (src/lib/forms/lazy-resolver.ts): zod and libphonenumber-js are not part of the page's first visit (issue 23).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { DEFAULT_PHONE_COUNTRY, isCountryCode, loadAllPhoneMetadata, toE164 } from '@/lib/phone';
import { COMPANY_NAME_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, type ReferralFormValues } from '../api/referral';

// The rules check numbers of any country the user picks: they come with the whole phone metadata (src/lib/phone.ts).
await loadAllPhoneMetadata();

const countryOf = (values: Pick<ReferralFormValues, 'phoneCountry'>) =>
  isCountryCode(values.phoneCountry) ? values.phoneCountry : DEFAULT_PHONE_COUNTRY;

/**
 * Company name, contact name, phone and category are required; the phone must be a valid number of the chosen
 * country. What the form submits carries the phone in E.164, as the document asks; the form keeps what was typed.
 */
export function referralFormSchema() {
  const { required, tooLong, phone } = validationMessage;
  return z
    .object({
      companyName: z.string().trim().min(1, required()).max(COMPANY_NAME_MAX_LENGTH, tooLong(COMPANY_NAME_MAX_LENGTH)),
      name: z.string().trim().min(1, required()).max(CONTACT_NAME_MAX_LENGTH, tooLong(CONTACT_NAME_MAX_LENGTH)),
      phone: z.string(),
      phoneCountry: z.string(),
      categoryId: z.string().min(1, required()),
      acceptTerms: z.boolean(),
    })
    .superRefine((values, context) => {
      const text = values.phone.trim();
      if (text === '' || text === '+') context.addIssue({ code: 'custom', path: ['phone'], message: required() });
      else if (!toE164(text, countryOf(values)))
        context.addIssue({ code: 'custom', path: ['phone'], message: phone() });
    })
    .transform((values): ReferralFormValues => ({ ...values, phone: toE164(values.phone, countryOf(values)) ?? '' }));
}

export const referralResolver = zodResolver(referralFormSchema(), { error: formErrorMap() });
