// The client-side rules of the info page (spec point 5): provider text at least 300 characters, valid URLs,
// phone numbers valid for the chosen country, valid e-mail, and each form field's own definition (required,
// minLength, maxLength, a number's range). The messages are `validation.*` keys (FormField translates them).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { ProviderUpdateLimits } from '@/api/generated/limits';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { inNumberAnswerRange, numberAnswerRange } from '@/lib/provider-answer-range';
import type { ProviderForm } from '../api/provider-content';
import { DEFAULT_PHONE_COUNTRY, isCountryCode, loadAllPhoneMetadata, toE164 } from './phone';
import type { ProfileValues } from './profile';
import { answerFieldsOf, listingKeysOf } from './profile-tabs';
import { characterCount, PROVIDER_TEXT_MIN_CHARS } from './text-stats';

// The rules check numbers of any country the user picks: they come with the whole phone metadata (src/lib/phone.ts).
await loadAllPhoneMetadata();

const LISTING = ProviderUpdateLimits.properties;

/** An http(s) address with a host name that has a dot (as the server checks it). */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    const host = url.hostname;
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      host.includes('.') &&
      !host.startsWith('.') &&
      !host.endsWith('.')
    );
  } catch {
    return false;
  }
}

const EMAIL = z.email();

export const providerTextTooShort = (min: number) => `validation.providerTextTooShort|${JSON.stringify({ min })}`;

/** The rules of one tab's fields; fields of other tabs pass unchecked. */
export function profileSchema(tab: string, forms: readonly ProviderForm[]) {
  const keys = new Set<string>(listingKeysOf(tab));
  const answerFields = answerFieldsOf(tab, forms);
  return z
    .object({
      listing: z.object({
        name: z.string(),
        description: z.string(),
        address: z.string(),
        phone: z.string(),
        phoneCountry: z.string(),
        email: z.string(),
        website: z.string(),
      }),
      // NaN is a number field's text that is no number (NumberInput). The base takes it: were it refused here, zod
      // would skip the refinement below, and the other fields' errors would show only after that one was fixed.
      // The refinement marks it on its own field like any other wrong value.
      answers: z.record(
        z.string(),
        z.union([z.string(), z.number(), z.nan(), z.boolean(), z.array(z.string()), z.null()]),
      ),
    })
    .superRefine((values: ProfileValues, context) => {
      const fail = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
      const { listing } = values;
      if (keys.has('name')) {
        if (listing.name.trim() === '') fail(['listing', 'name'], validationMessage.required());
        else if (listing.name.trim().length > LISTING.name.maxLength) {
          fail(['listing', 'name'], validationMessage.tooLong(LISTING.name.maxLength));
        }
      }
      if (keys.has('description') && characterCount(listing.description) < PROVIDER_TEXT_MIN_CHARS) {
        fail(['listing', 'description'], providerTextTooShort(PROVIDER_TEXT_MIN_CHARS));
      }
      if (keys.has('address')) {
        if (listing.address.trim() === '') fail(['listing', 'address'], validationMessage.required());
        else if (listing.address.trim().length > LISTING.address.maxLength) {
          fail(['listing', 'address'], validationMessage.tooLong(LISTING.address.maxLength));
        }
      }
      if (keys.has('phone') && listing.phone.trim() !== '') {
        const country = isCountryCode(listing.phoneCountry) ? listing.phoneCountry : DEFAULT_PHONE_COUNTRY;
        if (!toE164(listing.phone, country)) fail(['listing', 'phone'], validationMessage.phone());
      }
      const email = listing.email.trim();
      if (keys.has('email') && email !== '') {
        if (email.length > LISTING.email.maxLength)
          fail(['listing', 'email'], validationMessage.tooLong(LISTING.email.maxLength));
        else if (!EMAIL.safeParse(email).success) fail(['listing', 'email'], validationMessage.email());
      }
      const website = listing.website.trim();
      if (keys.has('website') && website !== '') {
        if (website.length > LISTING.website.maxLength)
          fail(['listing', 'website'], validationMessage.tooLong(LISTING.website.maxLength));
        else if (!isWebAddress(website)) fail(['listing', 'website'], validationMessage.url());
      }
      for (const form of answerFields) {
        const path = ['answers', form.fieldName];
        const value = values.answers[form.fieldName] ?? null;
        if (typeof value === 'number' && Number.isNaN(value)) {
          fail(path, validationMessage.number());
          continue;
        }
        const empty =
          value === null ||
          (typeof value === 'string' && value.trim() === '') ||
          (Array.isArray(value) && value.length === 0);
        if (empty) {
          if (form.required) fail(path, validationMessage.required());
          continue;
        }
        if (typeof value === 'number') {
          // The range the server checks too (src/lib/provider-answer-range.ts): a percentage within 0–100.
          const range = numberAnswerRange(form);
          if (!inNumberAnswerRange(form, value))
            fail(
              path,
              range.max === null ? validationMessage.min(range.min) : validationMessage.range(range.min, range.max),
            );
          continue;
        }
        if (typeof value !== 'string') continue;
        const length = value.trim().length;
        if (form.minLength !== null && length < form.minLength) fail(path, validationMessage.tooShort(form.minLength));
        else if (form.maxLength !== null && length > form.maxLength)
          fail(path, validationMessage.tooLong(form.maxLength));
        else if (form.type === 'url' && !isWebAddress(value.trim())) fail(path, validationMessage.url());
      }
    });
}

/** The tab's resolver with the portal's messages; loaded with zod after the first paint (`lazyResolver`). */
export function profileResolver(tab: string, forms: readonly ProviderForm[]) {
  return zodResolver(profileSchema(tab, forms), { error: formErrorMap() });
}
