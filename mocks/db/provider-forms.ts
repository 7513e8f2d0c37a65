// The info page: form field definitions per category (`providerForms`) and the approved answers of each provider
// (`providerData`), with the rules of a missing answer and the seed of both.
import { z } from 'zod';
import { zProviderData, zProviderForm, zProviderFormOption } from '../../src/api/generated/zod/zod.gen';
import { type Labels, zLabels } from '../lib/labels';
import { collection, nextId } from './collection';
import { CATEGORY, PROVIDER } from './core';
import type { Database } from './index';
import { fieldsOf } from './provider-form-fields';
import type { SeedContext } from './seed-context';

export const collections = {
  /** Form field definitions per provider category; labels answered in the request's language. */
  providerForms: collection(
    zProviderForm.extend({
      id: z.int().gte(1),
      categoryId: z.int().gte(1),
      orderNo: z.int().gte(0),
      labels: zLabels,
      options: z.array(zProviderFormOption.extend({ labels: zLabels })),
    }),
  ),
  /**
   * Approved form answers, one per provider and form field (null when not answered). The answer's `status` is
   * answered from the queue: `pending_approval` while a pending providerDataUpdates entry exists for the field.
   */
  providerData: collection(zProviderData),
};

export type ProviderFormRecord = ReturnType<typeof collections.providerForms.all>[number];
export type ProviderDataRecord = ReturnType<typeof collections.providerData.all>[number];

/**
 * The required form fields a provider has not answered (approved answers only): what makes it `isMissingData`
 * and what GET /providers/{id}/missing-data can list as `forms`.
 */
export function missingRequiredFields(
  db: Pick<Database, 'providers' | 'providerForms' | 'providerData'>,
  providerId: number,
): Array<{ fieldName: string; group: string; labels: Labels }> {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) return [];
  const answers = new Map(
    db.providerData
      .all()
      .filter((answer) => answer.providerId === providerId)
      .map((answer) => [answer.fieldName, answer.value]),
  );
  return db.providerForms
    .all()
    .filter(
      (form) =>
        form.categoryId === provider.categoryId && form.required && isEmptyValue(answers.get(form.fieldName) ?? null),
    )
    .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.orderNo - b.orderNo)
    .map((form) => ({
      fieldName: form.fieldName,
      group: form.group,
      labels: form.labels,
    }));
}

/** Info-page tabs in their order (config provider_form_group). */
export const GROUP_ORDER = ['general', 'budget', 'capacity', 'services'];

/** An unanswered form answer: null, blank text or no option chosen. */
export function isEmptyValue(value: z.infer<typeof zProviderData>['value']): boolean {
  return (
    value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)
  );
}

// ---------------------------------------------------------------- form answers

export type Value = z.infer<typeof zProviderData>['value'];

const ANSWERS: Record<number, Record<string, Value>> = {
  [PROVIDER.havelblick]: {
    languages: ['Deutsch', 'Englisch'],
    venueType: 'Gutshof',
    hasParking: true,
    minBudget: 8500,
    depositPercent: 30,
    paymentMethods: ['Überweisung', 'EC-Karte', 'Kreditkarte'],
    pricePerPerson: 89,
    rentalFee: 2500,
    maxGuests: 180,
    minGuests: 40,
    rooms: 18,
    services: ['Catering', 'Trauung im Freien', 'Standesamt vor Ort', 'Übernachtung', 'Dekoration'],
    cateringOption: 'Eigene Küche',
  },
  [PROVIDER.lichtwerk]: {
    languages: ['Deutsch', 'Englisch', 'Französisch'],
    style: ['Reportage', 'Fine Art'],
    minBudget: 1800,
    depositPercent: 25,
    paymentMethods: ['Überweisung', 'Kreditkarte'],
    packagePriceFrom: 1890,
    hourlyRate: 220,
    maxWeddingsPerYear: 35,
    teamSize: 3,
    services: ['Getting Ready', 'Trauung', 'Paarshooting', 'Reportage ganztags', 'Videografie', 'Fotobuch'],
    deliveryWeeks: 6,
  },
  // isMissingData: the budget tab's required fields are still empty.
  [PROVIDER.brautsalon]: {
    languages: ['Deutsch', 'Englisch', 'Türkisch'],
    designers: ['Rembo Styling', 'Lilly', 'Pronovias'],
    sizeRange: '34 bis 52',
    minBudget: null,
    depositPercent: 50,
    paymentMethods: ['Überweisung', 'EC-Karte', 'Ratenzahlung'],
    priceFrom: null,
    priceTo: 3900,
    appointmentsPerDay: 6,
    appointmentMinutes: 120,
    services: ['Änderungsschneiderei', 'Schleier & Accessoires', 'Brautschuhe'],
    appointmentRequired: true,
  },
  [PROVIDER.elbblick]: {
    languages: ['Deutsch', 'Englisch'],
    venueType: 'Landhaus',
    hasParking: false,
    minBudget: 4500,
    depositPercent: 20,
    paymentMethods: ['Überweisung'],
    pricePerPerson: 75,
    rentalFee: 900,
    maxGuests: 70,
    minGuests: 20,
    rooms: 0,
    services: ['Catering', 'Trauung im Freien'],
    cateringOption: 'Eigene Küche',
  },
};

/** Form definitions: every category, reference-like (also in the empty scenario). */
export async function seedFormDefinitions(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  let formId = nextId(db.providerForms);
  for (const category of Object.values(CATEGORY)) {
    let orderNo = 1;
    for (const field of fieldsOf(category.categoryType)) {
      await db.providerForms.create({
        id: formId++,
        categoryId: category.id,
        orderNo: orderNo++,
        fieldName: field.fieldName,
        label: field.de,
        labels: { de: field.de, en: field.en, tr: field.tr, ar: field.ar },
        group: field.group,
        type: field.type,
        required: field.required ?? false,
        minLength: field.minLength ?? null,
        maxLength: field.maxLength ?? null,
        minimum: field.type === 'number' ? 0 : null,
        maximum: field.type === 'number' ? (field.maximum ?? null) : null,
        options: (field.options ?? []).map(([value, en, tr, ar]) => ({
          value,
          label: value,
          labels: { de: value, en, tr, ar },
        })),
      });
    }
  }
}

/** Form answers of every seeded provider (the listing data a provider has from its registration). */
export async function seedFormAnswers(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const providers = db.providers.all();
  let dataId = nextId(db.providerData, 5000);
  for (const provider of providers) {
    const answers = ANSWERS[provider.id] ?? {};
    for (const field of fieldsOf(provider.category.categoryType)) {
      let value: Value = answers[field.fieldName] ?? null;
      if (field.fieldName === 'description') value = provider.description;
      if (field.fieldName === 'website') value = provider.website;
      await db.providerData.create({
        id: dataId++,
        providerId: provider.id,
        fieldName: field.fieldName,
        group: field.group,
        value,
        status: 'approved',
      });
    }
  }
}
