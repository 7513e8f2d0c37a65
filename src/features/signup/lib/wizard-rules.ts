// The application's rules (spec points 1 and 5), loaded after the first paint through `lazyResolver` (issue 23):
// the document's limits plus the spec's (a valid phone for the chosen country, a description of at least the
// configured length, at least one photo, the preliminary information accepted), and the body a valid form sends.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod';
import { ProviderWizardSubmitLimits } from '@/api/generated/limits';
import { zProviderWizardImage } from '@/api/generated/zod/zod.gen';
import { validationMessage } from '@/lib/forms/messages';
import { loadAllPhoneMetadata, toE164 } from '@/lib/phone';
import type { ProviderWizardSubmit } from '../api/wizard';
import { phoneCountryOf, type WizardValues, wizardMessages } from './wizard-form';

// The rules check numbers of any country the user picks: they come with the whole phone metadata (src/lib/phone.ts).
await loadAllPhoneMetadata();

const LIMITS = ProviderWizardSubmitLimits.properties;

const EMAIL = z.email();

const valuesShape = z.object({
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneCountry: z.string(),
  categoryId: z.string(),
  cityId: z.string(),
  districtId: z.string(),
  address: z.string(),
  description: z.string(),
  images: z.array(zProviderWizardImage.extend({ fileName: z.string().nullable() })),
  acceptedPreliminaryInformation: z.boolean(),
});

/** Every rule of the application; the step's `trigger` reports only the fields of the step. */
export function wizardSchema(minDescription: number) {
  return valuesShape.superRefine((values, context) => {
    const fail = (path: keyof WizardValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const text = (path: 'companyName' | 'contactName' | 'address', max: number) => {
      const value = values[path].trim();
      if (value === '') fail(path, validationMessage.required());
      else if (value.length > max) fail(path, validationMessage.tooLong(max));
    };
    text('companyName', LIMITS.companyName.maxLength);
    text('contactName', LIMITS.contactName.maxLength);
    text('address', LIMITS.address.maxLength);
    const email = values.email.trim();
    if (email === '') fail('email', validationMessage.required());
    else if (email.length > LIMITS.email.maxLength) fail('email', validationMessage.tooLong(LIMITS.email.maxLength));
    else if (!EMAIL.safeParse(email).success) fail('email', validationMessage.email());
    if (values.phone.trim() === '' || values.phone.trim() === '+') fail('phone', validationMessage.required());
    else if (!toE164(values.phone, phoneCountryOf(values))) fail('phone', validationMessage.phone());
    if (values.categoryId === '') fail('categoryId', validationMessage.required());
    if (values.cityId === '') fail('cityId', validationMessage.required());
    const description = values.description.trim();
    if (description.length < minDescription) {
      fail('description', wizardMessages.descriptionTooShort(minDescription, description.length));
    } else if (description.length > LIMITS.description.maxLength) {
      fail('description', validationMessage.tooLong(LIMITS.description.maxLength));
    }
    if (values.images.length < LIMITS.imageIds.minItems) fail('images', wizardMessages.photosRequired);
    if (!values.acceptedPreliminaryInformation) fail('acceptedPreliminaryInformation', wizardMessages.acceptRequired);
  });
}

/** The wizard's resolver; typed with the form's values, so the schema and the form cannot drift apart. */
export function wizardResolver(minDescription: number): Resolver<WizardValues> {
  return zodResolver(wizardSchema(minDescription));
}

/**
 * The submission body; call it only with values that passed `wizardSchema`. Here, beside the rules, because it needs
 * the phone library: the form gets it after a check passed, when this module has loaded.
 */
export function toSubmitBody(values: WizardValues): ProviderWizardSubmit {
  return {
    companyName: values.companyName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone, phoneCountryOf(values)) ?? values.phone.trim(),
    categoryId: Number(values.categoryId),
    cityId: Number(values.cityId),
    districtId: values.districtId === '' ? null : Number(values.districtId),
    address: values.address.trim(),
    description: values.description.trim(),
    imageIds: values.images.map((image) => image.id),
    acceptedPreliminaryInformation: true,
  };
}
