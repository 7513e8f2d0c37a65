// Provider content: info-page forms and their answers (with the approval queue of data updates), products
// (provider items), pending change requests, registration-wizard applications, prompts (to-dos and
// notifications), testimonials with replies, review channels and reviews on other platforms.
import { z } from 'zod';
import {
  zChangeRequest,
  zExternalComment,
  zProviderData,
  zProviderDataUpdate,
  zProviderForm,
  zProviderFormOption,
  zProviderItem,
  zProviderPrompt,
  zProviderWizard,
  zReviewChannel,
  zTestimonial,
} from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDate, isoDateTime } from '../lib/clock';
import type { Random } from '../lib/random';
import { mediaPath } from '../lib/media-placeholder';
import { collection, nextId } from './collection';
import { CATEGORY, PROVIDER, USER } from './core';
import type { Database } from './index';
import { providerGates } from './provider-media';
import type { SeedContext } from './seed-context';

const zLabels = z.object({ de: z.string().min(1), en: z.string().min(1) });

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
  providerItems: collection(zProviderItem),
  /** The approval queue of form-answer changes. */
  providerDataUpdates: collection(zProviderDataUpdate),
  /**
   * Pending change requests of the listing. `summaryEn` is answered for English; `subject` names the record the
   * request is about (a product or a queued data update), so it disappears when that record is decided.
   */
  changeRequests: collection(
    zChangeRequest.extend({
      summaryEn: z.string().min(1).optional(),
      subject: z
        .object({ kind: z.enum(['provider_item', 'provider_data_update']), id: z.int().gte(1) })
        .nullable()
        .optional(),
    }),
  ),
  providerWizards: collection(zProviderWizard),
  /** Prompts store the provider id; the embedded provider summary is built when answering. */
  providerPrompts: collection(zProviderPrompt.omit({ provider: true }).extend({ providerId: z.int().gte(1) })),
  /** Testimonials store the provider id; the embedded provider summary is built when answering. */
  testimonials: collection(zTestimonial.omit({ provider: true })),
  /** One record per provider and channel (`id` is the itemId of config provider_review_channel). */
  reviewChannels: collection(zReviewChannel.extend({ providerId: z.int().gte(1) })),
  externalComments: collection(zExternalComment.extend({ providerId: z.int().gte(1) })),
};

export type ProviderFormRecord = ReturnType<typeof collections.providerForms.all>[number];
export type ProviderDataRecord = ReturnType<typeof collections.providerData.all>[number];
export type ProviderItemRecord = ReturnType<typeof collections.providerItems.all>[number];
export type ProviderDataUpdateRecord = ReturnType<typeof collections.providerDataUpdates.all>[number];
export type ChangeRequestRecord = ReturnType<typeof collections.changeRequests.all>[number];
export type ProviderWizardRecord = ReturnType<typeof collections.providerWizards.all>[number];
export type ProviderPromptRecord = ReturnType<typeof collections.providerPrompts.all>[number];
export type TestimonialRecord = ReturnType<typeof collections.testimonials.all>[number];
export type ReviewChannelRecord = ReturnType<typeof collections.reviewChannels.all>[number];
export type ExternalCommentRecord = ReturnType<typeof collections.externalComments.all>[number];

/** Seeded records other areas, the UI and the tests rely on. */
export const PROVIDER_CONTENT_SEED = {
  /** The registration link of an application that is not submitted yet (it has one uploaded photo, id 601). */
  openWizardHash: 'antrag-blumenwerk-2026',
  /** An application submitted a few days ago (status pending). */
  submittedWizardHash: 'antrag-gut-sonnenhof-2026',
  /** A second application not submitted yet, without photos (only a company name is known). */
  emptyWizardHash: 'antrag-goldschmiede-koeln-2026',
  /** An application that was approved (the vendor's listing is being set up). */
  approvedWizardHash: 'antrag-tortenatelier-2026',
  /** An application that was rejected. */
  rejectedWizardHash: 'antrag-partyzelte-2026',
  /** The bridal-gown shop's gown from the brief. */
  elbeGownName: "Brautkleid 'Elbe' A-Linie mit Spitze",
  preliminaryInformationUrl: 'https://www.hochzeitsportal.de/vorabinformationen',
} as const;

/** Maximum size of a wizard photo (config provider-category-meta imageRules.maxSizeKb). */
export const WIZARD_IMAGE_MAX_KB = 8192;

// ---------------------------------------------------------------- plan gates

type PlanProvider = Parameters<typeof providerGates>[0];

/** Replying to reviews is plan-gated (spec point 1); the gates are the providers area's one plan matrix. */
export function planAllowsReviewReplies(provider: PlanProvider): boolean {
  return providerGates(provider).reviewReplies;
}

/** Bidding on bridal-gown leads (spec point 1): bridal-gown providers whose plan includes it. */
export function planAllowsBidding(provider: PlanProvider): boolean {
  return providerGates(provider).bridalGownLeadBidding;
}

/**
 * The required form fields a provider has not answered (approved answers only): what makes it `isMissingData`
 * and what GET /providers/{id}/missing-data can list as `forms`.
 */
export function missingRequiredFields(
  db: Pick<Database, 'providers' | 'providerForms' | 'providerData'>,
  providerId: number,
): Array<{ fieldName: string; group: string; labels: { de: string; en: string } }> {
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
      labels: { de: form.labels.de, en: form.labels.en },
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

// ---------------------------------------------------------------- form definitions

type FormType = z.infer<typeof zProviderForm>['type'];
type OptionSeed = [value: string, en: string];
interface FieldSeed {
  fieldName: string;
  de: string;
  en: string;
  group: 'general' | 'budget' | 'capacity' | 'services';
  type: FormType;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Largest value of a number answer (a percentage: 100); number answers are never negative. */
  maximum?: number;
  options?: OptionSeed[];
}

const PAYMENT_METHODS: OptionSeed[] = [
  ['Überweisung', 'Bank transfer'],
  ['EC-Karte', 'Debit card'],
  ['Kreditkarte', 'Credit card'],
  ['Ratenzahlung', 'Instalments'],
  ['Barzahlung', 'Cash'],
];

const LANGUAGES: OptionSeed[] = [
  ['Deutsch', 'German'],
  ['Englisch', 'English'],
  ['Türkisch', 'Turkish'],
  ['Arabisch', 'Arabic'],
  ['Polnisch', 'Polish'],
  ['Französisch', 'French'],
];

const BASE_GENERAL: FieldSeed[] = [
  {
    fieldName: 'description',
    de: 'Beschreibung',
    en: 'Description',
    group: 'general',
    type: 'textarea',
    required: true,
    minLength: 300,
    maxLength: 5000,
  },
  { fieldName: 'website', de: 'Webseite', en: 'Website', group: 'general', type: 'url', maxLength: 255 },
  {
    fieldName: 'languages',
    de: 'Sprachen im Team',
    en: 'Languages spoken',
    group: 'general',
    type: 'multiselect',
    options: LANGUAGES,
  },
];

const BASE_BUDGET: FieldSeed[] = [
  {
    fieldName: 'minBudget',
    de: 'Mindestbudget (EUR)',
    en: 'Minimum budget (EUR)',
    group: 'budget',
    type: 'number',
    required: true,
  },
  {
    fieldName: 'depositPercent',
    de: 'Anzahlung bei Buchung (%)',
    en: 'Deposit on booking (%)',
    group: 'budget',
    type: 'number',
    maximum: 100,
  },
  {
    fieldName: 'paymentMethods',
    de: 'Zahlungsarten',
    en: 'Payment methods',
    group: 'budget',
    type: 'multiselect',
    options: PAYMENT_METHODS,
  },
];

const CATEGORY_FIELDS: Record<string, FieldSeed[]> = {
  venue: [
    {
      fieldName: 'venueType',
      de: 'Art der Location',
      en: 'Type of venue',
      group: 'general',
      type: 'select',
      options: [
        ['Schloss', 'Castle'],
        ['Gutshof', 'Manor'],
        ['Hotel', 'Hotel'],
        ['Restaurant', 'Restaurant'],
        ['Scheune', 'Barn'],
        ['Landhaus', 'Country house'],
        ['Schiff', 'Boat'],
      ],
    },
    { fieldName: 'hasParking', de: 'Parkplätze vorhanden', en: 'Parking available', group: 'general', type: 'boolean' },
    {
      fieldName: 'pricePerPerson',
      de: 'Preis pro Person ab (EUR)',
      en: 'Price per person from (EUR)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    { fieldName: 'rentalFee', de: 'Raummiete ab (EUR)', en: 'Room hire from (EUR)', group: 'budget', type: 'number' },
    {
      fieldName: 'maxGuests',
      de: 'Maximale Gästezahl',
      en: 'Maximum number of guests',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'minGuests',
      de: 'Minimale Gästezahl',
      en: 'Minimum number of guests',
      group: 'capacity',
      type: 'number',
    },
    { fieldName: 'rooms', de: 'Gästezimmer', en: 'Guest rooms', group: 'capacity', type: 'number' },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Catering', 'Catering'],
        ['Trauung im Freien', 'Outdoor ceremony'],
        ['Standesamt vor Ort', 'Civil registry on site'],
        ['Übernachtung', 'Overnight stay'],
        ['Dekoration', 'Decoration'],
        ['Technik & DJ-Pult', 'Sound system & DJ booth'],
        ['Kinderbetreuung', 'Childcare'],
      ],
    },
    {
      fieldName: 'cateringOption',
      de: 'Catering',
      en: 'Catering',
      group: 'services',
      type: 'select',
      options: [
        ['Eigene Küche', 'In-house kitchen'],
        ['Externer Caterer frei wählbar', 'Any external caterer'],
        ['Eigene Küche oder externer Caterer', 'In-house or external caterer'],
      ],
    },
  ],
  photographer: [
    {
      fieldName: 'style',
      de: 'Fotostil',
      en: 'Photography style',
      group: 'general',
      type: 'multiselect',
      options: [
        ['Reportage', 'Documentary'],
        ['Klassisch', 'Classic'],
        ['Fine Art', 'Fine art'],
        ['Vintage', 'Vintage'],
        ['Boho', 'Boho'],
      ],
    },
    {
      fieldName: 'packagePriceFrom',
      de: 'Pakete ab (EUR)',
      en: 'Packages from (EUR)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    { fieldName: 'hourlyRate', de: 'Stundensatz (EUR)', en: 'Hourly rate (EUR)', group: 'budget', type: 'number' },
    {
      fieldName: 'maxWeddingsPerYear',
      de: 'Hochzeiten pro Jahr',
      en: 'Weddings per year',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'teamSize',
      de: 'Fotografen im Team',
      en: 'Photographers in the team',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Getting Ready', 'Getting ready'],
        ['Trauung', 'Ceremony'],
        ['Paarshooting', 'Couple shoot'],
        ['Reportage ganztags', 'Full-day coverage'],
        ['Videografie', 'Videography'],
        ['Fotobuch', 'Photo book'],
        ['Drohnenaufnahmen', 'Drone shots'],
      ],
    },
    {
      fieldName: 'deliveryWeeks',
      de: 'Lieferzeit der Bilder (Wochen)',
      en: 'Photo delivery time (weeks)',
      group: 'services',
      type: 'number',
    },
  ],
  bridal_gown: [
    {
      fieldName: 'designers',
      de: 'Designerinnen und Marken',
      en: 'Designers and brands',
      group: 'general',
      type: 'multiselect',
      options: [
        ['Rembo Styling', 'Rembo Styling'],
        ['Kaviar Gauche', 'Kaviar Gauche'],
        ['Lilly', 'Lilly'],
        ['Pronovias', 'Pronovias'],
        ['Eigene Kollektion', 'Own collection'],
      ],
    },
    {
      fieldName: 'sizeRange',
      de: 'Konfektionsgrößen',
      en: 'Dress sizes',
      group: 'general',
      type: 'text',
      maxLength: 50,
    },
    {
      fieldName: 'priceFrom',
      de: 'Brautkleider ab (EUR)',
      en: 'Wedding dresses from (EUR)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'priceTo',
      de: 'Brautkleider bis (EUR)',
      en: 'Wedding dresses up to (EUR)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'appointmentsPerDay',
      de: 'Beratungstermine pro Tag',
      en: 'Fittings per day',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'appointmentMinutes',
      de: 'Dauer einer Beratung (Minuten)',
      en: 'Length of a fitting (minutes)',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Änderungsschneiderei', 'Alterations'],
        ['Schleier & Accessoires', 'Veils & accessories'],
        ['Brautschuhe', 'Bridal shoes'],
        ['Herrenanzüge', "Men's suits"],
        ['Brautjungfernkleider', 'Bridesmaid dresses'],
        ['Termine am Sonntag', 'Sunday appointments'],
      ],
    },
    {
      fieldName: 'appointmentRequired',
      de: 'Beratung nur mit Termin',
      en: 'Fittings by appointment only',
      group: 'services',
      type: 'boolean',
    },
  ],
};

const GENERIC_FIELDS: FieldSeed[] = [
  {
    fieldName: 'eventsPerDay',
    de: 'Hochzeiten pro Tag',
    en: 'Weddings per day',
    group: 'capacity',
    type: 'number',
    required: true,
  },
  {
    fieldName: 'serviceArea',
    de: 'Einsatzgebiet',
    en: 'Service area',
    group: 'services',
    type: 'text',
    maxLength: 200,
  },
  {
    fieldName: 'travelCosts',
    de: 'Anfahrt im Preis enthalten',
    en: 'Travel included in the price',
    group: 'services',
    type: 'boolean',
  },
];

function fieldsOf(categoryType: string): FieldSeed[] {
  return [...BASE_GENERAL, ...BASE_BUDGET, ...(CATEGORY_FIELDS[categoryType] ?? GENERIC_FIELDS)];
}

// ---------------------------------------------------------------- form answers

type Value = z.infer<typeof zProviderData>['value'];

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

// ---------------------------------------------------------------- products

type ItemState = [status: 'active' | 'passive', approval: 'approval_waiting' | 'approved' | 'rejected'];

const REJECT_REASONS = [
  'Das Produktbild enthält Kontaktdaten. Bitte laden Sie ein Bild ohne Telefonnummer hoch.',
  'Auf dem Bild ist ein Logo zu sehen. Bitte verwenden Sie ein Foto ohne Logo.',
  'Die Beschreibung enthält einen Link zu einer externen Webseite.',
  'Der Preis ist unvollständig: Bitte geben Sie den Gesamtpreis in EUR an.',
];

interface ItemSeed {
  name: string;
  description: string | null;
  price: number | null;
  discountedPrice?: number;
  biddable?: boolean;
  image: string;
}

const GOWN_NAMES = [
  'Alster',
  'Blankenese',
  'Ottensen',
  'Speicherstadt',
  'Övelgönne',
  'Michel',
  'Sylt',
  'Amrum',
  'Föhr',
  'Helgoland',
  'Travemünde',
  'Warnemünde',
  'Rügen',
  'Usedom',
  'Hiddensee',
  'Wismar',
  'Lübeck',
  'Kiel',
  'Büsum',
  'Cuxhaven',
  'Stade',
  'Lüneburg',
  'Wedel',
  'Falkenstein',
  'Rissen',
  'Nienstedten',
  'Finkenwerder',
];

const GOWN_CUTS = [
  ['A-Linie mit Spitze', 'Fließende A-Linie mit Spitzenoberteil und Knopfleiste am Rücken.'],
  ['Meerjungfrau aus Crêpe', 'Figurbetonter Schnitt aus mattem Crêpe mit tiefem Rückenausschnitt.'],
  ['Prinzessin mit Tüllrock', 'Korsage mit weitem, mehrlagigem Tüllrock und kleiner Schleppe.'],
  ['Empire aus Chiffon', 'Leichter Chiffon mit hoher Taille, ideal für Sommer- und Strandhochzeiten.'],
  ['Etuikleid aus Satin', 'Schlichtes Etuikleid aus schwerem Satin mit U-Boot-Ausschnitt.'],
  ['Boho mit Spitzenärmeln', 'Lässiger Boho-Stil mit langen Spitzenärmeln und offenem Rücken.'],
  ['Zweiteiler mit Glitzertüll', 'Top aus Spitze und Rock aus Glitzertüll, beide Teile einzeln kombinierbar.'],
];

function gownItems(random: Random): ItemSeed[] {
  const items: ItemSeed[] = [
    {
      name: PROVIDER_CONTENT_SEED.elbeGownName,
      description:
        'Klassische A-Linie aus französischer Spitze mit V-Ausschnitt und Kapellschleppe, Größen 34 bis 48, inklusive einer Anpassung.',
      price: 1890,
      biddable: true,
      image: 'elbe.jpg',
    },
  ];
  GOWN_NAMES.forEach((name, index) => {
    const [cut, text] = GOWN_CUTS[index % GOWN_CUTS.length] as [string, string];
    const price = 990 + random.int(0, 25) * 100;
    const discounted = random.chance(0.25) ? price - random.int(1, 4) * 100 : undefined;
    items.push({
      name: `Brautkleid '${name}' ${cut}`,
      description: random.chance(0.85)
        ? `${text} Größen ${random.pick(['32', '34', '36'])} bis ${random.pick(['44', '46', '48', '52'])}.`
        : null,
      price,
      ...(discounted !== undefined ? { discountedPrice: discounted } : {}),
      biddable: random.chance(0.4),
      image: `${name.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue')}.jpg`,
    });
  });
  items.push(
    {
      name: 'Schleier Kathedrale aus Tüll',
      description: 'Drei Meter langer Schleier mit Spitzenkante, in Ivory und Champagner.',
      price: 240,
      image: 'schleier.jpg',
    },
    {
      name: "Haarkranz 'Myrte'",
      description: 'Handgebundener Haarkranz aus Seidenblüten und Myrtenzweigen.',
      price: 89,
      image: 'haarkranz.jpg',
    },
    {
      name: "Brautschuhe 'Ivory' aus Satin",
      description: null,
      price: 169,
      discountedPrice: 139,
      image: 'brautschuhe.jpg',
    },
    {
      name: 'Bolero aus Spitze',
      description: 'Kurzer Bolero mit langen Ärmeln für kühle Tage und die Kirche.',
      price: 129,
      image: 'bolero.jpg',
    },
  );
  return items;
}

const VENUE_ITEMS: ItemSeed[] = [
  {
    name: "Hochzeitspaket 'Havelromantik' (bis 80 Gäste)",
    description:
      'Festsaal für den ganzen Abend, Sektempfang am Bootssteg, Drei-Gänge-Menü, Getränkepauschale und Hochzeitssuite.',
    price: 12900,
    image: 'havelromantik.jpg',
  },
  {
    name: "Hochzeitspaket 'Schlossgarten' (bis 180 Gäste)",
    description:
      'Exklusive Nutzung von Festsaal, Orangerie und Park, Buffet aus regionalen Zutaten, Mitternachtssnack und Technik.',
    price: 24500,
    discountedPrice: 22900,
    image: 'schlossgarten.jpg',
  },
  {
    name: 'Freie Trauung in der Orangerie',
    description: 'Bestuhlung für bis zu 120 Gäste, Traubogen mit Blumenschmuck und Tontechnik.',
    price: 1450,
    image: 'orangerie.jpg',
  },
  {
    name: 'Sektempfang am Bootssteg (pro Person)',
    description: 'Winzersekt, Orangensaft und drei Fingerfood-Variationen für eine Stunde.',
    price: 18,
    image: 'bootssteg.jpg',
  },
  {
    name: 'Übernachtung im Kavaliershaus (Doppelzimmer)',
    description: 'Doppelzimmer mit Frühstück für die Hochzeitsgäste, Mindestbuchung fünf Zimmer.',
    price: 149,
    image: 'kavaliershaus.jpg',
  },
  { name: 'Brunch am Tag danach (pro Person)', description: null, price: 34, image: 'brunch.jpg' },
  {
    name: 'Winterhochzeit (November bis Februar)',
    description: 'Festsaal mit Kaminfeuer, Glühweinempfang im Hof und Vier-Gänge-Menü für bis zu 60 Gäste.',
    price: 9900,
    discountedPrice: 8900,
    image: 'winter.jpg',
  },
  {
    name: 'Hochzeitstorte, dreistöckig',
    description: 'Aus unserer Patisserie, Füllung nach Wahl, für bis zu 100 Gäste.',
    price: 480,
    image: 'torte.jpg',
  },
];

const PHOTOGRAPHER_ITEMS: ItemSeed[] = [
  {
    name: 'Reportage ganztags (10 Stunden)',
    description:
      'Vom Getting Ready bis zum Eröffnungstanz, zwei Fotografinnen, Online-Galerie mit allen bearbeiteten Bildern.',
    price: 2890,
    image: 'reportage.jpg',
  },
  {
    name: 'Standesamt-Paket (2 Stunden)',
    description: 'Trauung, Gratulationen und ein kurzes Paarshooting in der Nähe des Standesamts.',
    price: 690,
    image: 'standesamt.jpg',
  },
  {
    name: 'Verlobungsshooting im Tiergarten',
    description: 'Eine Stunde im Tiergarten oder an der Spree, 40 bearbeitete Bilder.',
    price: 290,
    image: 'verlobung.jpg',
  },
  { name: 'Fotobuch aus Leinen (40 Seiten)', description: null, price: 390, image: 'fotobuch.jpg' },
  {
    name: 'Hochzeitsfilm (Highlight-Video, 5 Minuten)',
    description: 'Filmischer Rückblick mit Musik, gedreht von unserem Videografen.',
    price: 1790,
    discountedPrice: 1590,
    image: 'film.jpg',
  },
];

const ELBBLICK_ITEMS: ItemSeed[] = [
  {
    name: 'Hochzeit im Wintergarten (bis 70 Gäste)',
    description: 'Wintergarten mit Elbblick, Terrasse, Drei-Gänge-Menü und Getränke für acht Stunden.',
    price: 6900,
    image: 'wintergarten.jpg',
  },
  {
    name: 'Trauung im Gartenpavillon',
    description: 'Freie Trauung im Pavillon mit Bestuhlung für 60 Gäste.',
    price: 850,
    image: 'pavillon.jpg',
  },
  { name: "Fischbuffet 'Elbe' (pro Person)", description: null, price: 42, image: 'fischbuffet.jpg' },
];

// ---------------------------------------------------------------- testimonials

const COUPLES: Array<[bride: string, groom: string]> = [
  ['Anna Schmidt', 'Lukas Becker'],
  ['Lea Müller', 'Jonas Fischer'],
  ['Sophie Weber', 'Felix Schneider'],
  ['Marie Hoffmann', 'Paul Wagner'],
  ['Laura Koch', 'Tim Richter'],
  ['Julia Klein', 'Maximilian Wolf'],
  ['Hannah Schröder', 'Leon Neumann'],
  ['Lena Schwarz', 'David Zimmermann'],
  ['Clara Braun', 'Niklas Krüger'],
  ['Emilia Hofmann', 'Moritz Hartmann'],
  ['Charlotte Lange', 'Jan Schmitt'],
  ['Mia Werner', 'Finn Schmitz'],
  ['Johanna Krause', 'Elias Meier'],
  ['Amelie Lehmann', 'Noah Schulz'],
  ['Katharina Köhler', 'Benedikt Huber'],
  ['Sarah Kaiser', 'Tobias Fuchs'],
  ['Nina Peters', 'Philipp Scholz'],
  ['Franziska Möller', 'Sebastian Weiß'],
  ['Antonia Jung', 'Florian Hahn'],
  ['Luisa Vogel', 'Jakob Friedrich'],
  ['Theresa Keller', 'Simon Günther'],
  ['Isabel Berger', 'Matthias Roth'],
  ['Carolin Frank', 'Christian Beck'],
  ['Vanessa Lorenz', 'Dominik Baumann'],
  ['Selin Yılmaz', 'Can Demir'],
  ['Miriam Haas', 'Stefan Schuster'],
  ['Jana Pohl', 'Marco Albrecht'],
  ['Ronja Busch', 'Henrik Voigt'],
  ['Paula Ludwig', 'Tom Sommer'],
  ['Helena Engel', 'Fabian Kühn'],
];

type ReplySeed = { status: 'pending' | 'published' | 'rejected'; body: string; rejectReason?: string };
interface ReviewSeed {
  rating: number;
  title: string | null;
  body: string;
  status: 'published' | 'pending' | 'rejected';
  rejectCause?: string;
  featured?: boolean;
  addedBy?: 'couple' | 'provider' | 'import';
  photos?: number;
  reply?: ReplySeed;
}

const REPLY_REJECTED_REASON =
  'Die Antwort enthält einen Link zu einer externen Webseite. Bitte entfernen Sie den Link.';

const REVIEWS: Record<number, ReviewSeed[]> = {
  [PROVIDER.havelblick]: [
    {
      rating: 5,
      title: 'Ein Traum an der Havel',
      body: 'Vom ersten Besichtigungstermin bis zum letzten Tanz war alles perfekt organisiert. Die freie Trauung in der Orangerie bei Sonnenuntergang werden wir nie vergessen. Danke an Katharina und das ganze Team!',
      status: 'published',
      featured: true,
      photos: 3,
      reply: {
        status: 'published',
        body: 'Liebe Anna, lieber Lukas, vielen Dank für die schönen Worte – es war uns eine große Freude, Ihren Tag zu begleiten!',
      },
    },
    {
      rating: 5,
      title: 'Bestes Essen, das wir je auf einer Hochzeit hatten',
      body: 'Das Menü aus dem Kräutergarten war ein Gedicht, unsere Gäste schwärmen noch heute davon. Auch die Übernachtung im Kavaliershaus war für die Familie aus Bayern ideal.',
      status: 'published',
      featured: true,
      photos: 2,
      reply: { status: 'published', body: 'Herzlichen Dank! Wir geben das Lob sehr gern an unser Küchenteam weiter.' },
    },
    {
      rating: 4,
      title: 'Wunderschöne Location',
      body: 'Tolle Räume und ein sehr aufmerksamer Service. Nur das Parken am Samstag war etwas knapp, ein Shuttle vom Bahnhof wäre schön gewesen.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Liebe Sophie, lieber Felix, danke für Ihr Feedback! Seit diesem Sommer bieten wir einen Shuttle ab Potsdam Hauptbahnhof an.',
      },
    },
    {
      rating: 5,
      title: 'Hochzeit am Bootssteg',
      body: 'Der Sektempfang direkt am Wasser war der schönste Moment des Tages. Die Hochzeitsplanerin vor Ort hatte jederzeit alles im Griff und hat uns jeden Wunsch erfüllt.',
      status: 'published',
      photos: 1,
    },
    {
      rating: 5,
      title: null,
      body: 'Wir haben mit 140 Gästen gefeiert und es hat an nichts gefehlt. Die Abstimmung per E-Mail lief schnell und unkompliziert, jede Frage wurde innerhalb eines Tages beantwortet.',
      status: 'published',
      reply: {
        status: 'rejected',
        body: 'Vielen Dank! Weitere Bilder Ihrer Hochzeit finden Sie auf www.schlossgut-havelblick.de/galerie.',
        rejectReason: REPLY_REJECTED_REASON,
      },
    },
    {
      rating: 4,
      title: 'Sehr schön, aber nicht günstig',
      body: 'Die Location ist traumhaft und das Team sehr herzlich. Preislich liegt das Schlossgut im oberen Bereich, die Getränkepauschale hätten wir gern etwas flexibler gehabt.',
      status: 'published',
      reply: {
        status: 'published',
        body: 'Danke für Ihre offene Rückmeldung! Wir haben die Getränkepauschale inzwischen in drei Varianten im Angebot.',
      },
    },
    {
      rating: 5,
      title: 'Winterhochzeit mit Kaminfeuer',
      body: 'Im Dezember zu heiraten war die beste Entscheidung: Glühwein im Hof, Kerzenlicht im Festsaal und ein Menü, das perfekt zur Jahreszeit gepasst hat.',
      status: 'published',
      featured: true,
      photos: 2,
    },
    {
      rating: 3,
      title: 'Gute Location, Abstimmung holprig',
      body: 'Der Tag selbst war schön, aber im Vorfeld mussten wir mehrmals nachfragen, bis die Tischordnung und der Ablaufplan final bestätigt waren.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Liebe Laura, lieber Tim, es tut uns leid, dass die Abstimmung nicht reibungslos lief. Wir haben unsere Abläufe angepasst.',
      },
    },
    {
      rating: 5,
      title: 'Alles aus einer Hand',
      body: 'Trauung, Feier und Übernachtung an einem Ort – für uns und unsere Gäste war das total entspannt. Ganz besonders hat uns die Deko in der Orangerie gefallen.',
      status: 'published',
      addedBy: 'provider',
    },
    {
      rating: 5,
      title: 'Traumhafte Hochzeit im Schlosspark',
      body: 'Traumhafte Hochzeit im Schlosspark, das Essen war hervorragend und das Personal sehr freundlich. Absolute Empfehlung für alle, die in Potsdam heiraten möchten.',
      status: 'published',
      addedBy: 'import',
    },
    {
      rating: 4,
      title: 'Schöner Abend an der Havel',
      body: 'Die Feier war wunderschön, das Team hat flexibel reagiert, als es abends plötzlich geregnet hat, und alles in den Festsaal verlegt.',
      status: 'pending',
      photos: 1,
    },
    {
      rating: 5,
      title: 'Danke für alles!',
      body: 'Wir hätten uns keinen besseren Ort für unsere Hochzeit vorstellen können. Der Blick auf die Havel beim Eröffnungstanz war einfach magisch.',
      status: 'pending',
    },
    {
      rating: 2,
      title: null,
      body: 'Bitte rufen Sie uns unter 0151 2345678 an, wir möchten noch etwas zur Rechnung klären.',
      status: 'rejected',
      rejectCause: '1',
    },
    {
      rating: 1,
      title: 'Nur besichtigt',
      body: 'Wir waren nur zur Besichtigung da und haben uns dann für eine andere Location entschieden, weil der Termin schon vergeben war.',
      status: 'rejected',
      rejectCause: '3',
    },
  ],
  [PROVIDER.lichtwerk]: [
    {
      rating: 5,
      title: 'Fotos wie aus einem Film',
      body: 'Mia und ihr Team haben unsere Hochzeit so natürlich eingefangen, dass wir beim Durchblättern der Galerie jedes Mal wieder Gänsehaut bekommen. Man hat die Fotografinnen kaum bemerkt.',
      status: 'published',
      featured: true,
      photos: 3,
      reply: {
        status: 'published',
        body: 'Liebe Julia, lieber Maximilian, danke für dieses wunderbare Feedback – es war ein Traum, euch zu fotografieren!',
      },
    },
    {
      rating: 5,
      title: 'Verlobungsshooting und Hochzeit',
      body: 'Schon beim Verlobungsshooting im Tiergarten war klar, dass wir die richtigen Fotografinnen gefunden haben. Die Hochzeitsbilder sind noch schöner geworden.',
      status: 'published',
      photos: 2,
    },
    {
      rating: 4,
      title: 'Tolle Bilder, Lieferung dauerte',
      body: 'Die Bilder sind wunderschön, allerdings haben wir acht statt der versprochenen sechs Wochen auf die Galerie gewartet.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Danke für eure ehrliche Rückmeldung! Wir haben unser Team verstärkt, damit so etwas nicht mehr vorkommt.',
      },
    },
    {
      rating: 5,
      title: 'Das Fotobuch ist ein Schatz',
      body: 'Das Fotobuch aus Leinen liegt bei uns im Wohnzimmer und jeder Besuch blättert darin. Die Qualität ist großartig.',
      status: 'published',
      reply: {
        status: 'rejected',
        body: 'Danke! Zeigt uns gern eure Bilder auf Instagram unter @lichtwerk.fotografie und www.lichtwerk-fotografie.de.',
        rejectReason: REPLY_REJECTED_REASON,
      },
    },
    {
      rating: 5,
      title: null,
      body: 'Unkompliziert, herzlich und sehr professionell. Auch bei Regen hat Mia wunderbare Paarfotos unter den Arkaden gemacht.',
      status: 'published',
      addedBy: 'import',
    },
    {
      rating: 4,
      title: 'Schöne Standesamt-Bilder',
      body: 'Für unsere kleine standesamtliche Trauung war das Zwei-Stunden-Paket genau richtig. Die Bilder kamen schon nach drei Wochen.',
      status: 'published',
    },
    {
      rating: 5,
      title: 'Hochzeitsfilm zum Weinen schön',
      body: 'Der Highlight-Film ist so emotional geworden, dass unsere Eltern ihn schon dutzende Male angesehen haben.',
      status: 'pending',
      photos: 1,
    },
    {
      rating: 2,
      title: 'Enttäuscht',
      body: 'Die Fotografin war unfreundlich und absolut unfähig, so einen Mist habe ich noch nie erlebt.',
      status: 'rejected',
      rejectCause: '2',
    },
  ],
  [PROVIDER.brautsalon]: [
    {
      rating: 5,
      title: 'Mein Traumkleid gefunden',
      body: 'Die Beratung im privaten Ankleideraum war so entspannt, dass ich mich sofort wohlgefühlt habe. Nach dem dritten Kleid wusste ich: das ist es – das Modell Elbe!',
      status: 'published',
      featured: true,
      photos: 2,
      reply: {
        status: 'published',
        body: 'Liebe Charlotte, wie schön, dass du dein Traumkleid bei uns gefunden hast. Alles Liebe für euch beide!',
      },
    },
    {
      rating: 5,
      title: 'Perfekte Änderungen',
      body: 'Die hauseigene Schneiderei hat mein Kleid perfekt angepasst, auch kurzfristige Wünsche zwei Wochen vor der Hochzeit waren kein Problem.',
      status: 'published',
    },
    {
      rating: 4,
      title: 'Große Auswahl',
      body: 'Sehr große Auswahl an Designerkleidern und eine ehrliche Beratung. Termine am Samstag sind allerdings schnell ausgebucht.',
      status: 'published',
      reply: {
        status: 'pending',
        body: 'Danke für deine Bewertung! Seit Kurzem bieten wir auch Termine am Sonntag an.',
      },
    },
    {
      rating: 5,
      title: null,
      body: 'Auch mein Mann hat seinen Anzug hier gefunden, so konnten wir beides perfekt aufeinander abstimmen.',
      status: 'published',
      photos: 1,
    },
    {
      rating: 5,
      title: 'Schleier und Haarkranz',
      body: 'Neben dem Kleid haben wir auch Schleier und Haarkranz im Salon gekauft – alles passte wunderbar zusammen.',
      status: 'published',
      addedBy: 'provider',
    },
    {
      rating: 4,
      title: 'Schöne Atmosphäre in Ottensen',
      body: 'Der Salon ist liebevoll eingerichtet und die Beraterin hatte viel Geduld mit meiner Mama und meinen Trauzeuginnen.',
      status: 'pending',
    },
  ],
  [PROVIDER.elbblick]: [
    {
      rating: 5,
      title: 'Hochzeit mit Elbblick',
      body: 'Die vorbeiziehenden Schiffe beim Sektempfang auf der Terrasse waren einfach unvergesslich. Das Fischbuffet war frisch und reichlich.',
      status: 'published',
      featured: true,
      photos: 2,
    },
    {
      rating: 4,
      title: 'Gemütlich und herzlich',
      body: 'Der Wintergarten ist perfekt für eine kleine Hochzeit mit 50 Gästen. Die Gastgeberin Sabine hat sich um alles gekümmert.',
      status: 'published',
    },
    {
      rating: 5,
      title: null,
      body: 'Die Trauung im Gartenpavillon mit Blick auf den Elbstrand war genau so, wie wir sie uns erträumt hatten.',
      status: 'pending',
    },
  ],
};

// ---------------------------------------------------------------- external reviews

const EXTERNAL_AUTHORS = [
  'Katharina Neumann',
  'Tobias Schulz',
  'Melanie Krüger',
  'Daniel Becker',
  'Sandra Hoffmann',
  'Michael Braun',
  'Nadine Wolf',
  'Thomas Lange',
  'Jessica Schmitt',
  'Andreas Zimmermann',
  'Stefanie Koch',
  'Patrick Richter',
  'Kerstin Meyer',
  'Markus Hartmann',
  'Yasemin Aydın',
  'Björn Petersen',
];

const EXTERNAL_BODIES: Record<string, Array<[rating: number, body: string]>> = {
  venue: [
    [5, 'Traumhafte Hochzeit im Schlosspark, das Essen war hervorragend.'],
    [4, 'Sehr schöne Location, freundliches Personal.'],
    [5, 'Wir waren als Gäste auf einer Hochzeit hier – einfach wunderschön am Wasser gelegen.'],
    [5, 'Top Organisation, leckeres Essen und ein toller Festsaal.'],
    [3, 'Schöne Räume, aber an dem Abend war der Service etwas überfordert.'],
    [5, 'Unsere Hochzeit war perfekt, danke an das ganze Team!'],
    [4, 'Gutes Preis-Leistungs-Verhältnis für eine so besondere Location.'],
    [2, 'Die Zimmer im Nebenhaus waren leider recht hellhörig.'],
    [5, 'Romantischer geht es nicht. Die Trauung am See war ein Traum.'],
    [5, 'Sehr flexible Planung, auch kurzfristige Änderungen waren möglich.'],
    [4, 'Tolle Location, Parkplätze sind allerdings begrenzt.'],
    [1, 'Leider wurde unser Besichtigungstermin zweimal verschoben.'],
  ],
  photographer: [
    [5, 'Wunderschöne, natürliche Bilder und ein super sympathisches Team.'],
    [5, 'Die Galerie kam schneller als gedacht und jedes Bild ist ein Volltreffer.'],
    [4, 'Sehr schöne Fotos, die Abstimmung vorab hätte etwas ausführlicher sein können.'],
    [5, 'Unser Verlobungsshooting war total entspannt, klare Empfehlung!'],
    [3, 'Gute Bilder, aber die Lieferung hat länger gedauert als vereinbart.'],
    [5, 'Absolut professionell und trotzdem herzlich.'],
  ],
  bridal_gown: [
    [5, 'Tolle Beratung, ich habe mein Traumkleid gefunden!'],
    [4, 'Schöner Salon mit großer Auswahl, Termine sind aber schnell ausgebucht.'],
    [5, 'Die Änderungsschneiderei ist großartig, das Kleid saß perfekt.'],
    [3, 'Nette Beratung, die Preise liegen eher im oberen Bereich.'],
    [5, 'Sehr herzliche Atmosphäre, meine Trauzeuginnen waren begeistert.'],
  ],
};

// ---------------------------------------------------------------- prompts

interface PromptSeed {
  type: 'todo' | 'notification';
  title: string;
  body: string;
  /** Appended to the provider's public path, or an absolute https URL. */
  link: string;
  linkText: string;
}

function notificationTemplates(provider: { name: string; categoryType: string }, random: Random): PromptSeed[] {
  const [bride, groom] = random.pick(COUPLES);
  const stars = random.pick([4, 5, 5, 5]);
  const common: PromptSeed[] = [
    {
      type: 'notification',
      title: 'Neue Bewertung erhalten',
      body: `${bride} & ${groom} haben ${provider.name} mit ${stars} Sternen bewertet.`,
      link: '/bewertungen',
      linkText: 'Bewertung ansehen',
    },
    {
      type: 'notification',
      title: 'Ihre Bewertung ist veröffentlicht',
      body: `Die Bewertung von ${bride} & ${groom} ist jetzt auf Ihrer Seite sichtbar.`,
      link: '/bewertungen',
      linkText: 'Zur Bewertung',
    },
    {
      type: 'notification',
      title: 'Ihre Antwort wurde freigegeben',
      body: `Ihre Antwort auf die Bewertung von ${bride} & ${groom} ist jetzt öffentlich sichtbar.`,
      link: '/bewertungen',
      linkText: 'Antwort ansehen',
    },
    {
      type: 'notification',
      title: 'Neue Fotos freigegeben',
      body: `${random.int(3, 14)} neue Fotos in Ihrer Galerie sind jetzt online.`,
      link: '/fotos',
      linkText: 'Galerie ansehen',
    },
    {
      type: 'notification',
      title: 'Ihr Profil in der letzten Woche',
      body: `${random.int(80, 420)} Paare haben ${provider.name} in der letzten Woche besucht, ${random.int(2, 18)} haben Ihre Seite gemerkt.`,
      link: '',
      linkText: 'Zur Seite',
    },
    {
      type: 'notification',
      title: 'Titelbild aktualisiert',
      body: 'Ihr neues Titelbild wurde geprüft und ist jetzt auf Ihrer Seite zu sehen.',
      link: '',
      linkText: 'Zur Seite',
    },
    {
      type: 'notification',
      title: 'Einladung zur Hochzeitsmesse',
      body: 'Präsentieren Sie sich auf der Hochzeitsmesse im Januar: Anbieter aus unserem Portal erhalten 20 % Rabatt auf die Standmiete.',
      link: 'https://www.hochzeitsportal.de/hochzeitsmessen',
      linkText: 'Mehr erfahren',
    },
  ];
  if (provider.categoryType === 'bridal_gown') {
    const gown = random.pick(GOWN_NAMES);
    common.push(
      {
        type: 'notification',
        title: 'Produkt freigegeben',
        body: `Das Brautkleid '${gown}' ist jetzt in Ihrer Kollektion sichtbar.`,
        link: '/kollektion',
        linkText: 'Kollektion ansehen',
      },
      {
        type: 'notification',
        title: 'Produkt abgelehnt',
        body: `Das Brautkleid '${gown}' wurde nicht freigegeben: Das Produktbild enthält Kontaktdaten.`,
        link: '/kollektion',
        linkText: 'Kollektion ansehen',
      },
    );
  } else {
    common.push({
      type: 'notification',
      title: 'Ihr Rabatt ist veröffentlicht',
      body: `Der Rabatt „${random.pick(['10 % auf Hochzeiten im Winter', 'Freitagsrabatt 2027', 'Sektempfang gratis'])}“ ist jetzt auf Ihrer Seite sichtbar.`,
      link: '/angebote',
      linkText: 'Zum Angebot',
    });
  }
  return common;
}

function todoTemplates(provider: { name: string; categoryType: string }): PromptSeed[] {
  const todos: PromptSeed[] = [
    {
      type: 'todo',
      title: 'Mehr Fotos hochladen',
      body: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen. Ergänzen Sie Ihre Galerie um aktuelle Hochzeitsfotos.',
      link: '/fotos',
      linkText: 'Galerie ansehen',
    },
    {
      type: 'todo',
      title: 'Bewertungen sammeln',
      body: 'Ab 20 Bewertungen vertrauen Paare Ihrem Profil spürbar mehr. Bitten Sie Ihre Brautpaare nach der Hochzeit um eine Bewertung.',
      link: '/bewertungen',
      linkText: 'Bewertungen ansehen',
    },
    {
      type: 'todo',
      title: 'Auf neue Bewertung antworten',
      body: `Eine neue Bewertung für ${provider.name} wartet auf Ihre Antwort. Paare lesen Antworten sehr aufmerksam.`,
      link: '/bewertungen',
      linkText: 'Jetzt antworten',
    },
  ];
  if (provider.categoryType === 'venue') {
    todos.push(
      {
        type: 'todo',
        title: 'Preise für 2027 aktualisieren',
        body: 'Ihre Preisliste „Hochzeitsmenü“ läuft bald ab. Bitte hinterlegen Sie die Preise für die Saison 2027.',
        link: '/preise',
        linkText: 'Preise ansehen',
      },
      {
        type: 'todo',
        title: 'Kapazitäten der Säle prüfen',
        body: 'Bitte prüfen Sie die Gästezahlen für Dinner und Empfang in Ihren Sälen, damit Paare passende Angebote finden.',
        link: '/raeume',
        linkText: 'Räume ansehen',
      },
    );
  } else if (provider.categoryType === 'bridal_gown') {
    todos.push(
      {
        type: 'todo',
        title: 'Budget-Angaben ergänzen',
        body: 'Im Bereich Budget fehlen noch Pflichtangaben. Ergänzen Sie Ihr Mindestbudget und die Preisspanne Ihrer Brautkleider.',
        link: '',
        linkText: 'Profil ansehen',
      },
      {
        type: 'todo',
        title: 'Kollektion 2027 einstellen',
        body: 'Stellen Sie die neuen Modelle Ihrer Kollektion 2027 ein, damit Bräute sie schon bei der Suche finden.',
        link: '/kollektion',
        linkText: 'Kollektion ansehen',
      },
    );
  } else {
    todos.push({
      type: 'todo',
      title: 'Pakete mit Preisen ergänzen',
      body: 'Paare vergleichen Preise: Stellen Sie Ihre Pakete mit einem Preis ab ein.',
      link: '/angebote',
      linkText: 'Angebote ansehen',
    });
  }
  return todos;
}

// ---------------------------------------------------------------- seed

function publicPath(slug: string | undefined, suffix: string): string {
  if (suffix.startsWith('https://')) return suffix;
  return `${slug ?? '/anbieter'}${suffix}`;
}

export async function seed(ctx: SeedContext): Promise<void> {
  const { db, now, scenario } = ctx;
  const history = scenario !== 'empty';
  const providers = db.providers.all();
  const providerById = new Map(providers.map((p) => [p.id, p]));

  // Form definitions: every category, reference-like (also in the empty scenario).
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
        labels: { de: field.de, en: field.en },
        group: field.group,
        type: field.type,
        required: field.required ?? false,
        minLength: field.minLength ?? null,
        maxLength: field.maxLength ?? null,
        minimum: field.type === 'number' ? 0 : null,
        maximum: field.type === 'number' ? (field.maximum ?? null) : null,
        options: (field.options ?? []).map(([value, en]) => ({ value, label: value, labels: { de: value, en } })),
      });
    }
  }

  // Form answers of every seeded provider (the listing data a provider has from its registration).
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

  // Review channels: Google connected, Facebook not, WeddingWire connected only for the venue in Potsdam.
  for (const provider of providers) {
    const handle = (provider.slug ?? `/anbieter/${provider.id}`).split('/').pop() as string;
    await db.reviewChannels.create({
      providerId: provider.id,
      id: 1,
      name: 'Google',
      url: `https://g.page/${handle}`,
      isConnected: true,
      reviewCount: 0,
    });
    await db.reviewChannels.create({
      providerId: provider.id,
      id: 2,
      name: 'Facebook',
      url: provider.id === PROVIDER.havelblick ? `https://www.facebook.com/${handle.replace(/-/g, '.')}` : null,
      isConnected: false,
      reviewCount: 0,
    });
    const weddingWire = provider.id === PROVIDER.havelblick;
    await db.reviewChannels.create({
      providerId: provider.id,
      id: 3,
      name: 'WeddingWire',
      url: weddingWire ? `https://www.weddingwire.de/${handle}` : null,
      isConnected: weddingWire,
      reviewCount: 0,
    });
  }

  // Registration wizard applications (public, not part of any account).
  await db.providerWizards.create({
    hash: PROVIDER_CONTENT_SEED.openWizardHash,
    status: null,
    companyName: 'Blumenwerk Potsdam',
    contactName: 'Johanna Richter',
    email: 'johanna.richter@blumenwerk-potsdam.de',
    phone: null,
    categoryId: CATEGORY.decoration.id,
    cityId: null,
    districtId: null,
    address: null,
    description: null,
    images: [{ id: 601, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.openWizardHash, 'brautstrauss.jpg') }],
    submittedAt: null,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
  });
  await db.providerWizards.create({
    hash: PROVIDER_CONTENT_SEED.emptyWizardHash,
    status: null,
    companyName: 'Goldschmiede Kaya',
    contactName: 'Elif Kaya',
    email: null,
    phone: null,
    categoryId: null,
    cityId: null,
    districtId: null,
    address: null,
    description: null,
    images: [],
    submittedAt: null,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
  });
  await db.providerWizards.create({
    hash: PROVIDER_CONTENT_SEED.submittedWizardHash,
    status: 'pending',
    companyName: 'Gut Sonnenhof GmbH & Co. KG',
    contactName: 'Matthias Brenner',
    email: 'hochzeit@gut-sonnenhof.de',
    phone: '+4933209871234',
    categoryId: CATEGORY.venue.id,
    cityId: 2,
    districtId: 24,
    address: 'Ketziner Straße 8, 14476 Potsdam',
    description:
      'Das Gut Sonnenhof liegt am Rand von Potsdam-Fahrland zwischen Feldern und dem Fahrländer See. Die restaurierte Feldsteinscheune bietet Platz für bis zu 150 Gäste, im Innenhof feiern Sie unter alten Linden. Freie Trauungen finden auf der Streuobstwiese statt, für die Gäste stehen vierzehn Zimmer im Gutshaus bereit. Unsere Küche arbeitet mit Gemüse aus dem eigenen Garten und Fleisch von Höfen aus dem Havelland.',
    images: [
      { id: 602, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.submittedWizardHash, 'scheune.jpg') },
      { id: 603, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.submittedWizardHash, 'innenhof.jpg') },
      { id: 604, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.submittedWizardHash, 'streuobstwiese.jpg') },
    ],
    submittedAt: isoDateTime(addMinutes(addDays(now, -1), -195)),
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
  });

  const decided = [
    {
      hash: PROVIDER_CONTENT_SEED.approvedWizardHash,
      status: 'approved' as const,
      companyName: 'Tortenatelier Zuckerstück',
      contactName: 'Anna Lehmann',
      email: 'anna@zuckerstueck-berlin.de',
      phone: '+493012345670',
      categoryId: CATEGORY.decoration.id,
      cityId: 1,
      address: 'Kastanienallee 12, 10435 Berlin',
      image: 'hochzeitstorte.jpg',
      submittedDaysAgo: 6,
    },
    {
      hash: PROVIDER_CONTENT_SEED.rejectedWizardHash,
      status: 'rejected' as const,
      companyName: 'Partyzelte Müller',
      contactName: 'Sven Müller',
      email: 'info@partyzelte-mueller.de',
      phone: '+4940123456789',
      categoryId: CATEGORY.decoration.id,
      cityId: 3,
      address: 'Hammer Landstraße 40, 20537 Hamburg',
      image: 'zelt.jpg',
      submittedDaysAgo: 10,
    },
  ];
  for (const [index, application] of decided.entries()) {
    await db.providerWizards.create({
      hash: application.hash,
      status: application.status,
      companyName: application.companyName,
      contactName: application.contactName,
      email: application.email,
      phone: application.phone,
      categoryId: application.categoryId,
      cityId: application.cityId,
      districtId: null,
      address: application.address,
      description:
        'Wir begleiten Brautpaare seit vielen Jahren an ihrem schönsten Tag und legen Wert auf persönliche Beratung, verlässliche Absprachen und eine Ausführung, die zum Stil der Feier passt. Gerne stellen wir Ihnen bei einem Termin vor Ort unsere Arbeiten vor und besprechen Ihre Wünsche, Ihr Budget und den Ablauf des Tages in aller Ruhe mit Ihnen.',
      images: [{ id: 611 + index, path: mediaPath('wizard', application.hash, application.image) }],
      submittedAt: isoDateTime(addDays(now, -application.submittedDaysAgo)),
      minImageCount: 1,
      processingHours: 48,
      preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
    });
  }

  if (!history) return;

  await seedItems(ctx, providerById);
  await seedDataUpdates(ctx);
  await seedChangeRequests(ctx);
  await seedPrompts(ctx);
  await seedTestimonials(ctx);
  await seedExternalComments(ctx);
}

type ProviderRecord = ReturnType<SeedContext['db']['providers']['all']>[number];

async function seedItems(ctx: SeedContext, providerById: Map<number, ProviderRecord>): Promise<void> {
  const { db, random, now } = ctx;
  const perProvider: Array<[number, ItemSeed[]]> = [
    [PROVIDER.havelblick, VENUE_ITEMS],
    [PROVIDER.lichtwerk, PHOTOGRAPHER_ITEMS],
    [PROVIDER.brautsalon, gownItems(random)],
    [PROVIDER.elbblick, ELBBLICK_ITEMS],
  ];
  // The first six products of each list cover every state; the rest are mostly live.
  const fixedStates: ItemState[] = [
    ['active', 'approved'],
    ['active', 'approval_waiting'],
    ['active', 'rejected'],
    ['passive', 'approved'],
    ['passive', 'approval_waiting'],
    ['passive', 'rejected'],
  ];
  // Products the leads area's couples asked about (lead items, seeded before this area) exist with their ids,
  // live and at the top of the provider's list.
  const referenced = referencedItems(db);
  const createdReferenced = new Set<number>();
  let id = nextId(db.providerItems, 3000);
  for (const [providerId, seeds] of perProvider) {
    const provider = providerById.get(providerId);
    if (!provider) continue;
    const bidding = planAllowsBidding(provider);
    const fromLeads = referenced.filter((item) => item.providerId === providerId && !createdReferenced.has(item.id));
    for (const [index, item] of fromLeads.entries()) {
      createdReferenced.add(item.id);
      await db.providerItems.create({
        id: item.id,
        providerId,
        name: item.name,
        description: null,
        price: item.price,
        discountedPrice: null,
        currency: 'EUR',
        status: 'active',
        approvalStatus: 'approved',
        rejectReason: null,
        imagePath: item.imagePath,
        orderNo: index + 1,
        isBiddable: bidding && item.name.startsWith('Brautkleid'),
        createdAt: isoDateTime(addMinutes(addDays(now, -420 + index), 9 * 60)),
      });
    }
    const offset = fromLeads.length;
    const count = seeds.length;
    for (const [index, item] of seeds.entries()) {
      const state: ItemState =
        index === 0
          ? ['active', 'approved']
          : (fixedStates[index] ??
            (random.chance(0.75)
              ? ['active', 'approved']
              : random.pick<ItemState>([
                  ['active', 'approval_waiting'],
                  ['passive', 'approved'],
                  ['active', 'rejected'],
                ])));
      // Older products first in the list order; createdAt spreads over the last ten months.
      const createdAt = addMinutes(addDays(now, -300 + Math.round((index * 290) / count)), random.int(8 * 60, 18 * 60));
      await db.providerItems.create({
        id: id++,
        providerId,
        name: item.name,
        description: item.description,
        price: item.price,
        discountedPrice: item.discountedPrice ?? null,
        currency: 'EUR',
        status: state[0],
        approvalStatus: state[1],
        rejectReason: state[1] === 'rejected' ? random.pick(REJECT_REASONS) : null,
        imagePath: mediaPath('providers', providerId, 'items', item.image),
        orderNo: offset + index + 1,
        isBiddable: bidding && (item.biddable ?? false),
        createdAt: isoDateTime(createdAt),
      });
    }
  }
}

interface ReferencedItem {
  id: number;
  providerId: number;
  name: string;
  price: number | null;
  imagePath: string | null;
}

/** Distinct products referenced by lead items of the leads area (read through the database, by field name). */
function referencedItems(db: SeedContext['db']): ReferencedItem[] {
  const rows = (name: string) =>
    ((db as unknown as Record<string, { all(): unknown[] } | undefined>)[name]?.all() ?? []) as Array<
      Record<string, unknown>
    >;
  const leadProvider = new Map(rows('leads').map((lead) => [lead.id as number, lead.providerId as number | undefined]));
  const items = new Map<number, ReferencedItem>();
  for (const row of rows('leadItems')) {
    const id = row.providerItemId;
    const providerId = leadProvider.get(row.leadId as number);
    if (
      typeof id !== 'number' ||
      typeof providerId !== 'number' ||
      items.has(id) ||
      typeof row.name !== 'string' ||
      row.name === ''
    )
      continue;
    items.set(id, {
      id,
      providerId,
      name: row.name.slice(0, 120),
      price: typeof row.price === 'number' && row.price >= 0 ? row.price : null,
      imagePath: typeof row.imagePath === 'string' ? row.imagePath : null,
    });
  }
  return [...items.values()].sort((a, b) => a.id - b.id);
}

async function seedDataUpdates(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const users = new Map(db.customerUsers.all().map((u) => [u.id, u]));
  const requester = (userId: number) => ({ id: userId, name: users.get(userId)?.name ?? 'Unbekannt' });
  const answer = (providerId: number, fieldName: string) =>
    db.providerData.findFirst((q) => q.where({ providerId, fieldName }))?.value ?? null;
  const entries: Array<{
    providerId: number;
    fieldName: string;
    oldValue: Value;
    newValue: Value;
    status: 'pending' | 'approved' | 'rejected';
    userId: number;
    daysAgo: number;
  }> = [
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'minBudget',
      oldValue: answer(PROVIDER.havelblick, 'minBudget'),
      newValue: 9500,
      status: 'pending',
      userId: USER.jonas,
      daysAgo: 2,
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'services',
      oldValue: answer(PROVIDER.havelblick, 'services'),
      newValue: [
        'Catering',
        'Trauung im Freien',
        'Standesamt vor Ort',
        'Übernachtung',
        'Dekoration',
        'Kinderbetreuung',
      ],
      status: 'pending',
      userId: USER.demo,
      daysAgo: 5,
    },
    {
      providerId: PROVIDER.lichtwerk,
      fieldName: 'hourlyRate',
      oldValue: answer(PROVIDER.lichtwerk, 'hourlyRate'),
      newValue: 240,
      status: 'pending',
      userId: USER.mia,
      daysAgo: 1,
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'pricePerPerson',
      oldValue: 85,
      newValue: 89,
      status: 'approved',
      userId: USER.demo,
      daysAgo: 24,
    },
    {
      providerId: PROVIDER.lichtwerk,
      fieldName: 'deliveryWeeks',
      oldValue: 8,
      newValue: 6,
      status: 'approved',
      userId: USER.mia,
      daysAgo: 41,
    },
    {
      providerId: PROVIDER.brautsalon,
      fieldName: 'sizeRange',
      oldValue: '34 bis 52',
      newValue: 'alle Größen',
      status: 'rejected',
      userId: USER.felix,
      daysAgo: 15,
    },
    {
      providerId: PROVIDER.elbblick,
      fieldName: 'maxGuests',
      oldValue: answer(PROVIDER.elbblick, 'maxGuests'),
      newValue: 80,
      status: 'pending',
      userId: USER.basic,
      daysAgo: 3,
    },
  ];
  let id = nextId(db.providerDataUpdates, 7000);
  for (const entry of entries) {
    await db.providerDataUpdates.create({
      id: id++,
      providerId: entry.providerId,
      fieldName: entry.fieldName,
      oldValue: entry.oldValue,
      newValue: entry.newValue,
      status: entry.status,
      requestedBy: requester(entry.userId),
      createdAt: isoDateTime(addMinutes(addDays(now, -entry.daysAgo), -37 * entry.daysAgo)),
    });
  }
}

/** The summary of the change request that accompanies a queued data update. */
export function dataUpdateRequestSummary(label: { de: string; en: string }): { summary: string; summaryEn: string } {
  return {
    summary: `Änderung von „${label.de}“ wartet auf Freigabe.`,
    summaryEn: `Change of "${label.en}" awaits approval.`,
  };
}

/** The summary of the change request that accompanies a product waiting for approval. */
export function productRequestSummary(name: string): { summary: string; summaryEn: string } {
  return { summary: `Produkt „${name}“ wird geprüft.`, summaryEn: `Product "${name}" is being reviewed.` };
}

async function seedChangeRequests(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  let id = nextId(db.changeRequests, 9000);
  const unlinked: Array<{
    providerId: number;
    type: z.infer<typeof zChangeRequest>['type'];
    summary: string;
    summaryEn: string;
    minutesAgo: number;
  }> = [
    {
      providerId: PROVIDER.havelblick,
      type: 'main_image',
      summary: 'Neues Titelbild wird geprüft (Veröffentlichung innerhalb einer Stunde).',
      summaryEn: 'New main image is being reviewed (published within an hour).',
      minutesAgo: 25,
    },
    {
      providerId: PROVIDER.havelblick,
      type: 'media',
      summary: '12 neue Fotos in der Galerie „Sommerhochzeit im Park“ warten auf Freigabe.',
      summaryEn: '12 new photos in the gallery "Sommerhochzeit im Park" await approval.',
      minutesAgo: 60 * 26,
    },
    {
      providerId: PROVIDER.havelblick,
      type: 'price',
      summary: 'Preisliste „Hochzeitsmenü 2027“ wird geprüft.',
      summaryEn: 'Price list "Hochzeitsmenü 2027" is being reviewed.',
      minutesAgo: 60 * 50,
    },
    {
      providerId: PROVIDER.lichtwerk,
      type: 'discount',
      summary: 'Rabatt „10 % auf Hochzeiten im Winter“ wartet auf Freigabe.',
      summaryEn: 'Discount "10 % auf Hochzeiten im Winter" awaits approval.',
      minutesAgo: 60 * 96,
    },
    {
      providerId: PROVIDER.brautsalon,
      type: 'text',
      summary: 'Neuer Text für „Über uns“ wird geprüft.',
      summaryEn: 'New "About us" text is being reviewed.',
      minutesAgo: 60 * 30,
    },
  ];
  for (const request of unlinked) {
    await db.changeRequests.create({
      id: id++,
      providerId: request.providerId,
      type: request.type,
      summary: request.summary,
      summaryEn: request.summaryEn,
      createdAt: isoDateTime(addMinutes(now, -request.minutesAgo)),
      subject: null,
    });
  }
  for (const item of db.providerItems.all()) {
    if (item.approvalStatus !== 'approval_waiting') continue;
    await db.changeRequests.create({
      id: id++,
      providerId: item.providerId,
      type: 'product',
      ...productRequestSummary(item.name),
      createdAt: item.createdAt,
      subject: { kind: 'provider_item', id: item.id },
    });
  }
  const forms = db.providerForms.all();
  const categoryOf = new Map(db.providers.all().map((p) => [p.id, p.categoryId]));
  for (const update of db.providerDataUpdates.all()) {
    if (update.status !== 'pending') continue;
    const form = forms.find(
      (f) => f.categoryId === categoryOf.get(update.providerId) && f.fieldName === update.fieldName,
    );
    await db.changeRequests.create({
      id: id++,
      providerId: update.providerId,
      type: 'text',
      ...dataUpdateRequestSummary(form?.labels ?? { de: update.fieldName, en: update.fieldName }),
      createdAt: update.createdAt,
      subject: { kind: 'provider_data_update', id: update.id },
    });
  }
}

async function seedPrompts(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  let id = nextId(db.providerPrompts, 4000);
  const demoProviders = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];
  const rows: Array<{ providerId: number; seed: PromptSeed; createdAt: Date; completed: boolean }> = [];

  // Customer 1: 38 notifications over the last eight weeks (the newest 7 unread), 10 to-dos (6 open).
  const notificationCount = 38;
  for (let i = 0; i < notificationCount; i++) {
    const providerId = demoProviders[i % demoProviders.length] as number;
    const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
    if (!provider) continue;
    const seed = random.pick(
      notificationTemplates({ name: provider.name, categoryType: provider.category.categoryType }, random),
    );
    // i = 0 is the newest; spread evenly back to 56 days with some jitter.
    const createdAt = addMinutes(addDays(now, -Math.round((i * 56) / notificationCount)), -random.int(20, 600));
    rows.push({ providerId, seed, createdAt, completed: i >= 7 });
  }
  let todoIndex = 0;
  for (const providerId of demoProviders) {
    const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
    if (!provider) continue;
    const todos = todoTemplates({ name: provider.name, categoryType: provider.category.categoryType });
    for (const seed of todos.slice(0, providerId === PROVIDER.lichtwerk ? 2 : 4)) {
      const createdAt = addMinutes(addDays(now, -(3 + todoIndex * 4)), -random.int(30, 480));
      rows.push({ providerId, seed, createdAt, completed: todoIndex % 5 === 3 || todoIndex % 5 === 4 });
      todoIndex++;
    }
  }

  // The basic provider: two notifications (one unread) and two to-dos (one open).
  const elbblick = db.providers.findFirst((q) => q.where({ id: PROVIDER.elbblick }));
  if (elbblick) {
    const notes = notificationTemplates({ name: elbblick.name, categoryType: elbblick.category.categoryType }, random);
    const todos = todoTemplates({ name: elbblick.name, categoryType: elbblick.category.categoryType });
    rows.push(
      { providerId: elbblick.id, seed: notes[0] as PromptSeed, createdAt: addDays(now, -1), completed: false },
      { providerId: elbblick.id, seed: notes[4] as PromptSeed, createdAt: addDays(now, -9), completed: true },
      { providerId: elbblick.id, seed: todos[1] as PromptSeed, createdAt: addDays(now, -4), completed: false },
      { providerId: elbblick.id, seed: todos[0] as PromptSeed, createdAt: addDays(now, -20), completed: true },
    );
  }

  // Ids ascend with createdAt, like a real table.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of rows) {
    const provider = db.providers.findFirst((q) => q.where({ id: row.providerId }));
    await db.providerPrompts.create({
      id: id++,
      providerId: row.providerId,
      type: row.seed.type,
      title: row.seed.title,
      body: row.seed.body,
      createdAt: isoDateTime(row.createdAt),
      completedAt: row.completed ? isoDateTime(addMinutes(row.createdAt, random.int(15, 60 * 30))) : null,
      linkData: { path: publicPath(provider?.slug, row.seed.link), text: row.seed.linkText },
    });
  }
}

async function seedTestimonials(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  let id = nextId(db.testimonials, 8700);
  let replyId = 1201;
  let imageId = 991;
  let coupleIndex = 0;
  for (const [providerKey, reviews] of Object.entries(REVIEWS)) {
    const providerId = Number(providerKey);
    if (!db.providers.findFirst((q) => q.where({ id: providerId }))) continue;
    // Newest first in the seed lists: pending ones are the newest, rejected ones the oldest.
    const ordered = [...reviews].sort((a, b) => order(a.status) - order(b.status));
    for (const [index, review] of ordered.entries()) {
      const [bride, groom] = COUPLES[coupleIndex++ % COUPLES.length] as [string, string];
      const createdAt = addMinutes(addDays(now, -(2 + index * 13 + random.int(0, 6))), -random.int(0, 600));
      const weddingDate = random.chance(0.9) ? isoDate(addDays(createdAt, -random.int(5, 30))) : null;
      const testimonialId = id++;
      const gallery = Array.from({ length: review.photos ?? 0 }, (_, photo) => ({
        id: imageId++,
        path: mediaPath('testimonials', testimonialId, `hochzeit-${photo + 1}.jpg`),
      }));
      const reply = review.reply
        ? {
            id: replyId++,
            body: personalise(review.reply.body, bride, groom),
            status: review.reply.status,
            rejectReason:
              review.reply.status === 'rejected' ? (review.reply.rejectReason ?? REPLY_REJECTED_REASON) : null,
            createdAt: isoDateTime(addMinutes(createdAt, random.int(60 * 5, 60 * 72))),
          }
        : null;
      await db.testimonials.create({
        id: testimonialId,
        providerId,
        brideName: bride,
        groomName: groom,
        weddingDate,
        rating: review.rating,
        title: review.title,
        body: review.body,
        status: review.status,
        rejectCause: review.status === 'rejected' ? (review.rejectCause ?? '1') : null,
        isFeatured: review.status === 'published' && (review.featured ?? false),
        addedBy: review.addedBy ?? 'couple',
        gallery,
        reply,
        createdAt: isoDateTime(createdAt),
      });
    }
  }
}

function order(status: ReviewSeed['status']): number {
  return status === 'pending' ? 0 : status === 'published' ? 1 : 2;
}

/** Seeded replies greet the couple by first name. */
function personalise(body: string, bride: string, groom: string): string {
  const first = (name: string) => name.split(' ')[0] as string;
  return body
    .replace(/^Liebe \w+, lieber \w+,/, `Liebe ${first(bride)}, lieber ${first(groom)},`)
    .replace(/^Liebe \w+,(?! lieber)/, `Liebe ${first(bride)},`);
}

async function seedExternalComments(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  let id = nextId(db.externalComments, 55000);
  const plan: Array<[providerId: number, channelId: number, count: number]> = [
    [PROVIDER.havelblick, 1, 12],
    [PROVIDER.havelblick, 3, 4],
    [PROVIDER.lichtwerk, 1, 6],
    [PROVIDER.brautsalon, 1, 5],
    [PROVIDER.elbblick, 1, 3],
  ];
  for (const [providerId, channelId, count] of plan) {
    const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
    if (!provider) continue;
    const bodies = EXTERNAL_BODIES[provider.category.categoryType] ?? EXTERNAL_BODIES.venue ?? [];
    const authors = random.sample(EXTERNAL_AUTHORS, count);
    for (let i = 0; i < count; i++) {
      const [rating, body] = bodies[i % bodies.length] as [number, string];
      // Newest (index 0) not transferred, then a mix; the oldest ones of the Google channel are transferred.
      const transferStatus =
        i === 1 || i === 4 ? 'pending' : i >= count - 2 && count > 3 ? 'transferred' : 'not_transferred';
      await db.externalComments.create({
        id: id++,
        providerId,
        channelId,
        authorName: authors[i] ?? 'Gast',
        rating,
        body,
        postedAt: isoDateTime(addMinutes(addDays(now, -(4 + i * 17 + random.int(0, 9))), -random.int(0, 900))),
        transferStatus,
      });
    }
    await db.reviewChannels.update((q) => q.where({ providerId, id: channelId }), {
      data(channel) {
        channel.reviewCount = count;
      },
    });
  }
}
