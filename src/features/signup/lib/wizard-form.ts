// The application form of the registration wizard (spec points 1 and 5): its values, the steps and which fields
// each step checks, the client rules (the document's limits plus the spec's: a valid phone for the chosen country,
// a description of at least 300 characters, at least one photo, the preliminary information accepted), the
// draft kept per hash and the body sent.
import * as z from 'zod';
import { ProviderWizardSubmitLimits } from '@/api/generated/limits';
import { zProviderWizardImage } from '@/api/generated/zod/zod.gen';
import { DRAFT_KEY_PREFIX } from '@/lib/session-store';
import { validationMessage } from '@/lib/forms/messages';
import { DEFAULT_PHONE_COUNTRY, fromE164, isCountryCode, toE164 } from '@/lib/phone';
import type { ProviderWizard, ProviderWizardSubmit, WizardImage } from '../api/wizard';

const LIMITS = ProviderWizardSubmitLimits.properties;

export const WIZARD_STEPS = ['company', 'location', 'description', 'photos', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardValues {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  /** Select values: '' until chosen. */
  categoryId: string;
  cityId: string;
  districtId: string;
  address: string;
  description: string;
  /** The photos of the application, by their server ids (uploaded files are never kept in the browser). */
  images: WizardImage[];
  acceptedPreliminaryInformation: boolean;
}

/** The fields each step checks before the next one opens. */
export const STEP_FIELDS: Record<WizardStep, ReadonlyArray<keyof WizardValues>> = {
  company: ['companyName', 'contactName', 'email', 'phone'],
  location: ['categoryId', 'cityId', 'districtId', 'address'],
  description: ['description'],
  photos: ['images'],
  confirm: ['acceptedPreliminaryInformation'],
};

/** The step that holds a field (a server error on it opens that step). */
export function stepOfField(field: string): number {
  const index = WIZARD_STEPS.findIndex((step) => STEP_FIELDS[step].some((name) => name === field));
  return index < 0 ? WIZARD_STEPS.length - 1 : index;
}

/** Messages of the wizard's own rules (the feature's texts; the shared `validation.*` ones FormField knows). */
export const wizardMessages = {
  photosRequired: 'signup.validation.photosRequired',
  acceptRequired: 'signup.validation.acceptRequired',
  descriptionTooShort: (min: number, count: number) =>
    `signup.validation.descriptionTooShort|${JSON.stringify({ min, count })}`,
} as const;

const EMAIL = z.email();

function phoneCountryOf(values: Pick<WizardValues, 'phoneCountry'>) {
  return isCountryCode(values.phoneCountry) ? values.phoneCountry : DEFAULT_PHONE_COUNTRY;
}

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
  images: z.array(zProviderWizardImage),
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

/** What the server already knows of the application (the link may carry a company name, a contact …). */
export function initialValues(wizard: ProviderWizard): WizardValues {
  const phone = wizard.phone ? fromE164(wizard.phone) : { number: '', country: DEFAULT_PHONE_COUNTRY };
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    companyName: wizard.companyName ?? '',
    contactName: wizard.contactName ?? '',
    email: wizard.email ?? '',
    phone: phone.number,
    phoneCountry: phone.country,
    categoryId: id(wizard.categoryId),
    cityId: id(wizard.cityId),
    districtId: id(wizard.districtId),
    address: wizard.address ?? '',
    description: wizard.description ?? '',
    images: wizard.images,
    acceptedPreliminaryInformation: false,
  };
}

/** The draft of one registration link: the step the applicant was on and what they entered. */
export const wizardDraftSchema = z.object({
  step: z
    .int()
    .nonnegative()
    .max(WIZARD_STEPS.length - 1),
  values: valuesShape,
});
export type WizardDraft = z.infer<typeof wizardDraftSchema>;

/**
 * The draft's storage key: per registration link. Under the draft prefix like every unsent input, so a logout at
 * this browser (a shared computer) takes it too.
 */
export function wizardDraftKey(hash: string): string {
  return `${DRAFT_KEY_PREFIX}signup-wizard:${hash}`;
}

/**
 * A restored draft checked against what the server knows: photos of the application that the server no longer
 * lists are dropped (a draft only names them by id).
 */
export function reconcileDraft(draft: WizardDraft, wizard: ProviderWizard): WizardDraft {
  const known = new Set(wizard.images.map((image) => image.id));
  return { ...draft, values: { ...draft.values, images: draft.values.images.filter((image) => known.has(image.id)) } };
}

/** The submission body; call it only with values that passed `wizardSchema`. */
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
