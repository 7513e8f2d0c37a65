// The application form of the registration wizard (spec points 1 and 5): its values, the steps and which fields
// each step checks and the draft kept per hash. The client rules and the body sent are in ./wizard-rules.ts, loaded
// after the first paint.
import { DRAFT_KEY_PREFIX } from '@/lib/session-store';
import { flatDraft } from '@/lib/drafts';
import { ruleMessage } from '@/lib/forms/messages';
import { isRecord } from '@/lib/guards';
import { DEFAULT_PHONE_COUNTRY, isCountryCode } from '@/lib/phone-countries';
import { storedPhoneForm } from '@/lib/stored-phone';
import type { ProviderWizard, WizardImage } from '../api/wizard';

export const WIZARD_STEPS = ['company', 'location', 'description', 'photos', 'confirm'] as const;

/**
 * A photo of the application: the server's id and path, and the name of the file the user picked when it was sent
 * from this browser. The server names its copy after the id ("613-werkstatt.png"), so the list shows the user's own
 * name (issue 38.8) and, for a photo only the server knows (sent from another browser), the server's.
 */
export interface WizardPhoto extends WizardImage {
  fileName: string | null;
}
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
  images: WizardPhoto[];
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
  photosRequired: ruleMessage('signup.validation.photosRequired'),
  acceptRequired: ruleMessage('signup.validation.acceptRequired'),
  descriptionTooShort: (min: number, count: number) =>
    ruleMessage('signup.validation.descriptionTooShort', { min, count }),
} as const;

/** The country the phone number is read in. */
export function phoneCountryOf(values: Pick<WizardValues, 'phoneCountry'>) {
  return isCountryCode(values.phoneCountry) ? values.phoneCountry : DEFAULT_PHONE_COUNTRY;
}

/**
 * What the server already knows of the application (the link may carry a company name, a contact …). A stored
 * phone number needs `loadStoredPhones` first (src/lib/stored-phone.ts).
 */
export function initialValues(wizard: ProviderWizard): WizardValues {
  const phone = storedPhoneForm(wizard.phone);
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
    images: wizard.images.map((image) => ({ id: image.id, path: image.path, fileName: null })),
    acceptedPreliminaryInformation: false,
  };
}

/** The draft of one registration link: the step the applicant was on and what they entered. */
export interface WizardDraft {
  step: number;
  values: WizardValues;
}

const wizardTexts = flatDraft<Omit<WizardValues, 'images'>>({
  companyName: 'string',
  contactName: 'string',
  email: 'string',
  phone: 'string',
  phoneCountry: 'string',
  categoryId: 'string',
  cityId: 'string',
  districtId: 'string',
  address: 'string',
  description: 'string',
  acceptedPreliminaryInformation: 'boolean',
});

/** A photo as the document describes it (`ProviderWizardImage`: an id of at least 1 and a path). */
export function isWizardImage(value: unknown): value is WizardImage {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.id === 'number' &&
    value.id >= 1 &&
    typeof value.path === 'string' &&
    value.path.length > 0
  );
}

/**
 * A stored draft, checked without zod so that the wizard restores it at first paint and loads its rules afterwards
 * (issue 23); anything that does not fit is discarded.
 */
export function wizardDraft(stored: unknown): WizardDraft | null {
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const { step } = stored;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > WIZARD_STEPS.length - 1) return null;
  const texts = wizardTexts(stored.values);
  const { images } = stored.values;
  if (texts === null || !Array.isArray(images) || !images.every(isWizardImage)) return null;
  return {
    step,
    values: {
      ...texts,
      images: images.map((image) => ({
        id: image.id,
        path: image.path,
        fileName: 'fileName' in image && typeof image.fileName === 'string' ? image.fileName : null,
      })),
    },
  };
}

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
