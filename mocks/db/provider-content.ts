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
import { type Labels, zLabels } from '../lib/labels';
import type { Random } from '../lib/random';
import { mediaPath } from '../lib/media-placeholder';
import { collection, nextId } from './collection';
import { CATEGORY, PROVIDER, USER } from './core';
import type { Database } from './index';
import { providerGates } from './provider-media';
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
  providerItems: collection(zProviderItem),
  /** The approval queue of form-answer changes. */
  providerDataUpdates: collection(zProviderDataUpdate),
  /**
   * Pending change requests of the listing. `summary` is German, `summaries` every answer language; `subject` names the record the
   * request is about (a product or a queued data update), so it disappears when that record is decided.
   */
  changeRequests: collection(
    zChangeRequest.extend({
      summaries: zLabels,
      subject: z
        .object({ kind: z.enum(['provider_item', 'provider_data_update']), id: z.int().gte(1) })
        .nullable()
        .optional(),
    }),
  ),
  providerWizards: collection(zProviderWizard),
  /** Prompts store the provider id; the embedded provider summary is built when answering. */
  /** `title`, `body` and the link's `text` are German; `texts` holds them in every answer language. */
  providerPrompts: collection(
    zProviderPrompt.omit({ provider: true }).extend({
      providerId: z.int().gte(1),
      texts: z.object({ title: zLabels, body: zLabels, linkText: zLabels }),
    }),
  ),
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

// ---------------------------------------------------------------- form definitions

type FormType = z.infer<typeof zProviderForm>['type'];
type OptionSeed = [value: string, en: string, tr: string, ar: string];
interface FieldSeed {
  fieldName: string;
  de: string;
  en: string;
  tr: string;
  ar: string;
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
  ['Überweisung', 'Bank transfer', 'Havale', 'تحويل بنكي'],
  ['EC-Karte', 'Debit card', 'Banka kartı', 'بطاقة مصرفية'],
  ['Kreditkarte', 'Credit card', 'Kredi kartı', 'بطاقة ائتمان'],
  ['Ratenzahlung', 'Instalments', 'Taksitle ödeme', 'الدفع بالتقسيط'],
  ['Barzahlung', 'Cash', 'Nakit', 'نقدًا'],
];

const LANGUAGES: OptionSeed[] = [
  ['Deutsch', 'German', 'Almanca', 'الألمانية'],
  ['Englisch', 'English', 'İngilizce', 'الإنجليزية'],
  ['Türkisch', 'Turkish', 'Türkçe', 'التركية'],
  ['Arabisch', 'Arabic', 'Arapça', 'العربية'],
  ['Polnisch', 'Polish', 'Lehçe', 'البولندية'],
  ['Französisch', 'French', 'Fransızca', 'الفرنسية'],
];

const BASE_GENERAL: FieldSeed[] = [
  {
    fieldName: 'description',
    de: 'Beschreibung',
    en: 'Description',
    tr: 'Açıklama',
    ar: 'الوصف',
    group: 'general',
    type: 'textarea',
    required: true,
    minLength: 300,
    maxLength: 5000,
  },
  {
    fieldName: 'website',
    de: 'Webseite',
    en: 'Website',
    tr: 'Web sitesi',
    ar: 'الموقع الإلكتروني',
    group: 'general',
    type: 'url',
    maxLength: 255,
  },
  {
    fieldName: 'languages',
    de: 'Sprachen im Team',
    en: 'Languages spoken',
    tr: 'Ekipte konuşulan diller',
    ar: 'اللغات التي يتحدثها الفريق',
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
    tr: 'Asgari bütçe (EUR)',
    ar: 'الحد الأدنى للميزانية (يورو)',
    group: 'budget',
    type: 'number',
    required: true,
  },
  {
    fieldName: 'depositPercent',
    de: 'Anzahlung bei Buchung (%)',
    en: 'Deposit on booking (%)',
    tr: 'Rezervasyonda kapora (%)',
    ar: 'العربون عند الحجز (٪)',
    group: 'budget',
    type: 'number',
    maximum: 100,
  },
  {
    fieldName: 'paymentMethods',
    de: 'Zahlungsarten',
    en: 'Payment methods',
    tr: 'Ödeme yöntemleri',
    ar: 'طرق الدفع',
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
      tr: 'Mekân türü',
      ar: 'نوع المكان',
      group: 'general',
      type: 'select',
      options: [
        ['Schloss', 'Castle', 'Şato', 'قصر'],
        ['Gutshof', 'Manor', 'Çiftlik malikânesi', 'ضيعة ريفية'],
        ['Hotel', 'Hotel', 'Otel', 'فندق'],
        ['Restaurant', 'Restaurant', 'Restoran', 'مطعم'],
        ['Scheune', 'Barn', 'Ahır', 'حظيرة'],
        ['Landhaus', 'Country house', 'Kır evi', 'منزل ريفي'],
        ['Schiff', 'Boat', 'Tekne', 'قارب'],
      ],
    },
    {
      fieldName: 'hasParking',
      de: 'Parkplätze vorhanden',
      en: 'Parking available',
      tr: 'Otopark var',
      ar: 'يتوفر موقف سيارات',
      group: 'general',
      type: 'boolean',
    },
    {
      fieldName: 'pricePerPerson',
      de: 'Preis pro Person ab (EUR)',
      en: 'Price per person from (EUR)',
      tr: 'Kişi başı fiyat, başlangıç (EUR)',
      ar: 'سعر الفرد ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'rentalFee',
      de: 'Raummiete ab (EUR)',
      en: 'Room hire from (EUR)',
      tr: 'Salon kirası, başlangıç (EUR)',
      ar: 'إيجار القاعة ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'maxGuests',
      de: 'Maximale Gästezahl',
      en: 'Maximum number of guests',
      tr: 'Azami misafir sayısı',
      ar: 'الحد الأقصى لعدد الضيوف',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'minGuests',
      de: 'Minimale Gästezahl',
      en: 'Minimum number of guests',
      tr: 'Asgari misafir sayısı',
      ar: 'الحد الأدنى لعدد الضيوف',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'rooms',
      de: 'Gästezimmer',
      en: 'Guest rooms',
      tr: 'Misafir odaları',
      ar: 'غرف الضيوف',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      tr: 'Hizmetler',
      ar: 'الخدمات',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Catering', 'Catering', 'Yemek hizmeti', 'خدمة الطعام'],
        ['Trauung im Freien', 'Outdoor ceremony', 'Açık havada tören', 'مراسم في الهواء الطلق'],
        ['Standesamt vor Ort', 'Civil registry on site', 'Mekânda resmî nikâh', 'عقد القران المدني في المكان'],
        ['Übernachtung', 'Overnight stay', 'Konaklama', 'مبيت'],
        ['Dekoration', 'Decoration', 'Dekorasyon', 'الديكور'],
        ['Technik & DJ-Pult', 'Sound system & DJ booth', 'Ses sistemi ve DJ kabini', 'نظام صوت ومنصة دي جي'],
        ['Kinderbetreuung', 'Childcare', 'Çocuk bakımı', 'رعاية الأطفال'],
      ],
    },
    {
      fieldName: 'cateringOption',
      de: 'Catering',
      en: 'Catering',
      tr: 'Yemek hizmeti',
      ar: 'خدمة الطعام',
      group: 'services',
      type: 'select',
      options: [
        ['Eigene Küche', 'In-house kitchen', 'Kendi mutfağımız', 'مطبخ خاص بالمكان'],
        [
          'Externer Caterer frei wählbar',
          'Any external caterer',
          'Dışarıdan yemek firması serbest',
          'يمكن اختيار أي متعهد طعام خارجي',
        ],
        [
          'Eigene Küche oder externer Caterer',
          'In-house or external caterer',
          'Kendi mutfağımız veya dış yemek firması',
          'مطبخ المكان أو متعهد طعام خارجي',
        ],
      ],
    },
  ],
  photographer: [
    {
      fieldName: 'style',
      de: 'Fotostil',
      en: 'Photography style',
      tr: 'Fotoğraf tarzı',
      ar: 'أسلوب التصوير',
      group: 'general',
      type: 'multiselect',
      options: [
        ['Reportage', 'Documentary', 'Belgesel', 'توثيقي'],
        ['Klassisch', 'Classic', 'Klasik', 'كلاسيكي'],
        ['Fine Art', 'Fine art', 'Sanatsal', 'فني'],
        ['Vintage', 'Vintage', 'Nostaljik', 'عتيق'],
        ['Boho', 'Boho', 'Bohem', 'بوهيمي'],
      ],
    },
    {
      fieldName: 'packagePriceFrom',
      de: 'Pakete ab (EUR)',
      en: 'Packages from (EUR)',
      tr: 'Paketler, başlangıç (EUR)',
      ar: 'الباقات ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'hourlyRate',
      de: 'Stundensatz (EUR)',
      en: 'Hourly rate (EUR)',
      tr: 'Saatlik ücret (EUR)',
      ar: 'الأجر بالساعة (يورو)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'maxWeddingsPerYear',
      de: 'Hochzeiten pro Jahr',
      en: 'Weddings per year',
      tr: 'Yıllık düğün sayısı',
      ar: 'عدد حفلات الزفاف في السنة',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'teamSize',
      de: 'Fotografen im Team',
      en: 'Photographers in the team',
      tr: 'Ekipteki fotoğrafçı sayısı',
      ar: 'عدد المصورين في الفريق',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      tr: 'Hizmetler',
      ar: 'الخدمات',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Getting Ready', 'Getting ready', 'Hazırlık çekimi', 'التحضيرات'],
        ['Trauung', 'Ceremony', 'Tören', 'مراسم الزفاف'],
        ['Paarshooting', 'Couple shoot', 'Çift çekimi', 'جلسة تصوير للعروسين'],
        ['Reportage ganztags', 'Full-day coverage', 'Tam gün çekim', 'تغطية طوال اليوم'],
        ['Videografie', 'Videography', 'Video çekimi', 'تصوير الفيديو'],
        ['Fotobuch', 'Photo book', 'Fotoğraf albümü', 'ألبوم صور'],
        ['Drohnenaufnahmen', 'Drone shots', 'Drone çekimi', 'تصوير بطائرة مسيّرة'],
      ],
    },
    {
      fieldName: 'deliveryWeeks',
      de: 'Lieferzeit der Bilder (Wochen)',
      en: 'Photo delivery time (weeks)',
      tr: 'Fotoğrafların teslim süresi (hafta)',
      ar: 'مدة تسليم الصور (بالأسابيع)',
      group: 'services',
      type: 'number',
    },
  ],
  bridal_gown: [
    {
      fieldName: 'designers',
      de: 'Designerinnen und Marken',
      en: 'Designers and brands',
      tr: 'Tasarımcılar ve markalar',
      ar: 'المصممات والعلامات التجارية',
      group: 'general',
      type: 'multiselect',
      options: [
        ['Rembo Styling', 'Rembo Styling', 'Rembo Styling', 'Rembo Styling'],
        ['Kaviar Gauche', 'Kaviar Gauche', 'Kaviar Gauche', 'Kaviar Gauche'],
        ['Lilly', 'Lilly', 'Lilly', 'Lilly'],
        ['Pronovias', 'Pronovias', 'Pronovias', 'Pronovias'],
        ['Eigene Kollektion', 'Own collection', 'Kendi koleksiyonumuz', 'تشكيلتنا الخاصة'],
      ],
    },
    {
      fieldName: 'sizeRange',
      de: 'Konfektionsgrößen',
      en: 'Dress sizes',
      tr: 'Beden aralığı',
      ar: 'مقاسات الفساتين',
      group: 'general',
      type: 'text',
      maxLength: 50,
    },
    {
      fieldName: 'priceFrom',
      de: 'Brautkleider ab (EUR)',
      en: 'Wedding dresses from (EUR)',
      tr: 'Gelinlikler, başlangıç (EUR)',
      ar: 'فساتين الزفاف ابتداءً من (يورو)',
      group: 'budget',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'priceTo',
      de: 'Brautkleider bis (EUR)',
      en: 'Wedding dresses up to (EUR)',
      tr: 'Gelinlikler, en fazla (EUR)',
      ar: 'فساتين الزفاف حتى (يورو)',
      group: 'budget',
      type: 'number',
    },
    {
      fieldName: 'appointmentsPerDay',
      de: 'Beratungstermine pro Tag',
      en: 'Fittings per day',
      tr: 'Günlük danışmanlık randevusu',
      ar: 'عدد مواعيد الاستشارة في اليوم',
      group: 'capacity',
      type: 'number',
      required: true,
    },
    {
      fieldName: 'appointmentMinutes',
      de: 'Dauer einer Beratung (Minuten)',
      en: 'Length of a fitting (minutes)',
      tr: 'Danışmanlık süresi (dakika)',
      ar: 'مدة الاستشارة (بالدقائق)',
      group: 'capacity',
      type: 'number',
    },
    {
      fieldName: 'services',
      de: 'Leistungen',
      en: 'Services',
      tr: 'Hizmetler',
      ar: 'الخدمات',
      group: 'services',
      type: 'multiselect',
      options: [
        ['Änderungsschneiderei', 'Alterations', 'Terzi ve tadilat', 'تعديلات الخياطة'],
        ['Schleier & Accessoires', 'Veils & accessories', 'Duvak ve aksesuarlar', 'الطرحات والإكسسوارات'],
        ['Brautschuhe', 'Bridal shoes', 'Gelin ayakkabıları', 'أحذية العروس'],
        ['Herrenanzüge', "Men's suits", 'Erkek takım elbiseleri', 'بدلات رجالية'],
        ['Brautjungfernkleider', 'Bridesmaid dresses', 'Nedime elbiseleri', 'فساتين وصيفات العروس'],
        ['Termine am Sonntag', 'Sunday appointments', 'Pazar günü randevu', 'مواعيد يوم الأحد'],
      ],
    },
    {
      fieldName: 'appointmentRequired',
      de: 'Beratung nur mit Termin',
      en: 'Fittings by appointment only',
      tr: 'Danışmanlık yalnızca randevuyla',
      ar: 'الاستشارة بموعد مسبق فقط',
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
    tr: 'Günlük düğün sayısı',
    ar: 'عدد حفلات الزفاف في اليوم',
    group: 'capacity',
    type: 'number',
    required: true,
  },
  {
    fieldName: 'serviceArea',
    de: 'Einsatzgebiet',
    en: 'Service area',
    tr: 'Hizmet bölgesi',
    ar: 'منطقة الخدمة',
    group: 'services',
    type: 'text',
    maxLength: 200,
  },
  {
    fieldName: 'travelCosts',
    de: 'Anfahrt im Preis enthalten',
    en: 'Travel included in the price',
    tr: 'Ulaşım fiyata dahil',
    ar: 'التنقل مشمول في السعر',
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
  title: Labels;
  body: Labels;
  /** Appended to the provider's public path, or an absolute https URL. */
  link: string;
  linkText: Labels;
}

const LINK = {
  review: { de: 'Bewertung ansehen', en: 'View review', tr: 'Değerlendirmeyi görüntüle', ar: 'عرض التقييم' },
  reviews: { de: 'Bewertungen ansehen', en: 'View reviews', tr: 'Değerlendirmeleri görüntüle', ar: 'عرض التقييمات' },
  gallery: { de: 'Galerie ansehen', en: 'View gallery', tr: 'Galeriyi görüntüle', ar: 'عرض المعرض' },
  page: { de: 'Zur Seite', en: 'Go to your page', tr: 'Sayfaya git', ar: 'الانتقال إلى الصفحة' },
  collection: { de: 'Kollektion ansehen', en: 'View collection', tr: 'Koleksiyonu görüntüle', ar: 'عرض التشكيلة' },
} satisfies Record<string, Labels>;

function notificationTemplates(provider: { name: string; categoryType: string }, random: Random): PromptSeed[] {
  const [bride, groom] = random.pick(COUPLES);
  const stars = random.pick([4, 5, 5, 5]);
  const photos = random.int(3, 14);
  const visits = random.int(80, 420);
  const saved = random.int(2, 18);
  const name = provider.name;
  const common: PromptSeed[] = [
    {
      type: 'notification',
      title: {
        de: 'Neue Bewertung erhalten',
        en: 'New review received',
        tr: 'Yeni değerlendirme alındı',
        ar: 'تم استلام تقييم جديد',
      },
      body: {
        de: `${bride} & ${groom} haben ${name} mit ${stars} Sternen bewertet.`,
        en: `${bride} & ${groom} rated ${name} with ${stars} stars.`,
        tr: `${bride} & ${groom}, ${name} için ${stars} yıldız verdi.`,
        ar: `قيّم ${bride} و${groom} ${name} بـ ${stars} نجوم.`,
      },
      link: '/bewertungen',
      linkText: LINK.review,
    },
    {
      type: 'notification',
      title: {
        de: 'Ihre Bewertung ist veröffentlicht',
        en: 'Your review is published',
        tr: 'Değerlendirmeniz yayınlandı',
        ar: 'تم نشر التقييم',
      },
      body: {
        de: `Die Bewertung von ${bride} & ${groom} ist jetzt auf Ihrer Seite sichtbar.`,
        en: `The review by ${bride} & ${groom} is now visible on your page.`,
        tr: `${bride} & ${groom} çiftinin değerlendirmesi artık sayfanızda görünüyor.`,
        ar: `أصبح تقييم ${bride} و${groom} ظاهرًا الآن على صفحتكم.`,
      },
      link: '/bewertungen',
      linkText: { de: 'Zur Bewertung', en: 'Go to the review', tr: 'Değerlendirmeye git', ar: 'الانتقال إلى التقييم' },
    },
    {
      type: 'notification',
      title: {
        de: 'Ihre Antwort wurde freigegeben',
        en: 'Your reply was approved',
        tr: 'Yanıtınız onaylandı',
        ar: 'تمت الموافقة على ردكم',
      },
      body: {
        de: `Ihre Antwort auf die Bewertung von ${bride} & ${groom} ist jetzt öffentlich sichtbar.`,
        en: `Your reply to the review by ${bride} & ${groom} is now public.`,
        tr: `${bride} & ${groom} çiftinin değerlendirmesine verdiğiniz yanıt artık herkese açık.`,
        ar: `أصبح ردكم على تقييم ${bride} و${groom} ظاهرًا للجميع الآن.`,
      },
      link: '/bewertungen',
      linkText: { de: 'Antwort ansehen', en: 'View reply', tr: 'Yanıtı görüntüle', ar: 'عرض الرد' },
    },
    {
      type: 'notification',
      title: {
        de: 'Neue Fotos freigegeben',
        en: 'New photos approved',
        tr: 'Yeni fotoğraflar onaylandı',
        ar: 'تمت الموافقة على صور جديدة',
      },
      body: {
        de: `${photos} neue Fotos in Ihrer Galerie sind jetzt online.`,
        en: `${photos} new photos in your gallery are now online.`,
        tr: `Galerinizdeki ${photos} yeni fotoğraf artık yayında.`,
        // Arabic counts 3 to 10 with the plural, 11 and more with the singular.
        ar: `${photos} ${photos <= 10 ? 'صور جديدة' : 'صورة جديدة'} في معرضكم متاحة الآن على الإنترنت.`,
      },
      link: '/fotos',
      linkText: LINK.gallery,
    },
    {
      type: 'notification',
      title: {
        de: 'Ihr Profil in der letzten Woche',
        en: 'Your profile last week',
        tr: 'Geçen hafta profiliniz',
        ar: 'ملفكم في الأسبوع الماضي',
      },
      body: {
        de: `${visits} Paare haben ${name} in der letzten Woche besucht, ${saved} haben Ihre Seite gemerkt.`,
        en: `${visits} couples visited ${name} last week, ${saved} saved your page.`,
        tr: `Geçen hafta ${visits} çift ${name} sayfasını ziyaret etti, ${saved} çift sayfanızı kaydetti.`,
        ar: `زار ${visits} من الأزواج ${name} في الأسبوع الماضي، وحفظ ${saved} منهم صفحتكم.`,
      },
      link: '',
      linkText: LINK.page,
    },
    {
      type: 'notification',
      title: {
        de: 'Titelbild aktualisiert',
        en: 'Main image updated',
        tr: 'Kapak fotoğrafı güncellendi',
        ar: 'تم تحديث صورة الغلاف',
      },
      body: {
        de: 'Ihr neues Titelbild wurde geprüft und ist jetzt auf Ihrer Seite zu sehen.',
        en: 'Your new main image was reviewed and is now shown on your page.',
        tr: 'Yeni kapak fotoğrafınız incelendi ve artık sayfanızda görünüyor.',
        ar: 'تمت مراجعة صورة الغلاف الجديدة وهي ظاهرة الآن على صفحتكم.',
      },
      link: '',
      linkText: LINK.page,
    },
    {
      type: 'notification',
      title: {
        de: 'Einladung zur Hochzeitsmesse',
        en: 'Invitation to the wedding fair',
        tr: 'Düğün fuarına davet',
        ar: 'دعوة إلى معرض الزفاف',
      },
      body: {
        de: 'Präsentieren Sie sich auf der Hochzeitsmesse im Januar: Anbieter aus unserem Portal erhalten 20 % Rabatt auf die Standmiete.',
        en: 'Present your business at the wedding fair in January: providers from our portal get 20% off the stand rent.',
        tr: 'Ocak ayındaki düğün fuarında kendinizi tanıtın: Portalımızdaki firmalar stant kirasında %20 indirim alır.',
        ar: 'قدّموا أعمالكم في معرض الزفاف في يناير: يحصل مقدمو الخدمات في بوابتنا على خصم 20٪ على إيجار الجناح.',
      },
      link: 'https://www.hochzeitsportal.de/hochzeitsmessen',
      linkText: { de: 'Mehr erfahren', en: 'Learn more', tr: 'Daha fazla bilgi', ar: 'مزيد من المعلومات' },
    },
  ];
  if (provider.categoryType === 'bridal_gown') {
    const gown = random.pick(GOWN_NAMES);
    common.push(
      {
        type: 'notification',
        title: {
          de: 'Produkt freigegeben',
          en: 'Product approved',
          tr: 'Ürün onaylandı',
          ar: 'تمت الموافقة على المنتج',
        },
        body: {
          de: `Das Brautkleid '${gown}' ist jetzt in Ihrer Kollektion sichtbar.`,
          en: `The wedding dress '${gown}' is now visible in your collection.`,
          tr: `'${gown}' gelinliği artık koleksiyonunuzda görünüyor.`,
          ar: `فستان الزفاف «${gown}» ظاهر الآن في تشكيلتكم.`,
        },
        link: '/kollektion',
        linkText: LINK.collection,
      },
      {
        type: 'notification',
        title: { de: 'Produkt abgelehnt', en: 'Product rejected', tr: 'Ürün reddedildi', ar: 'تم رفض المنتج' },
        body: {
          de: `Das Brautkleid '${gown}' wurde nicht freigegeben: Das Produktbild enthält Kontaktdaten.`,
          en: `The wedding dress '${gown}' was not approved: the product image contains contact details.`,
          tr: `'${gown}' gelinliği onaylanmadı: Ürün fotoğrafında iletişim bilgileri var.`,
          ar: `لم تتم الموافقة على فستان الزفاف «${gown}»: صورة المنتج تحتوي على بيانات اتصال.`,
        },
        link: '/kollektion',
        linkText: LINK.collection,
      },
    );
  } else {
    const discount = random.pick(['10 % auf Hochzeiten im Winter', 'Freitagsrabatt 2027', 'Sektempfang gratis']);
    common.push({
      type: 'notification',
      title: {
        de: 'Ihr Rabatt ist veröffentlicht',
        en: 'Your discount is published',
        tr: 'İndiriminiz yayınlandı',
        ar: 'تم نشر الخصم',
      },
      body: {
        de: `Der Rabatt „${discount}“ ist jetzt auf Ihrer Seite sichtbar.`,
        en: `The discount “${discount}” is now visible on your page.`,
        tr: `“${discount}” indirimi artık sayfanızda görünüyor.`,
        ar: `الخصم «${discount}» ظاهر الآن على صفحتكم.`,
      },
      link: '/angebote',
      linkText: { de: 'Zum Angebot', en: 'Go to the offer', tr: 'Teklife git', ar: 'الانتقال إلى العرض' },
    });
  }
  return common;
}

function todoTemplates(provider: { name: string; categoryType: string }): PromptSeed[] {
  const todos: PromptSeed[] = [
    {
      type: 'todo',
      title: {
        de: 'Mehr Fotos hochladen',
        en: 'Upload more photos',
        tr: 'Daha fazla fotoğraf yükleyin',
        ar: 'ارفعوا المزيد من الصور',
      },
      body: {
        de: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen. Ergänzen Sie Ihre Galerie um aktuelle Hochzeitsfotos.',
        en: 'Profiles with 30 or more pictures receive noticeably more requests. Add recent wedding photos to your gallery.',
        tr: '30 veya daha fazla fotoğrafı olan profiller belirgin şekilde daha fazla talep alır. Galerinize güncel düğün fotoğrafları ekleyin.',
        ar: 'تتلقى الملفات التي تضم 30 صورة أو أكثر طلبات أكثر بكثير. أضيفوا صور زفاف حديثة إلى معرضكم.',
      },
      link: '/fotos',
      linkText: LINK.gallery,
    },
    {
      type: 'todo',
      title: { de: 'Bewertungen sammeln', en: 'Collect reviews', tr: 'Değerlendirme toplayın', ar: 'اجمعوا التقييمات' },
      body: {
        de: 'Ab 20 Bewertungen vertrauen Paare Ihrem Profil spürbar mehr. Bitten Sie Ihre Brautpaare nach der Hochzeit um eine Bewertung.',
        en: 'From 20 reviews on, couples trust your profile noticeably more. Ask your couples for a review after the wedding.',
        tr: '20 değerlendirmeden itibaren çiftler profilinize belirgin şekilde daha çok güvenir. Düğünden sonra çiftlerinizden değerlendirme isteyin.',
        ar: 'ابتداءً من 20 تقييمًا يثق الأزواج بملفكم أكثر بشكل ملحوظ. اطلبوا من العرسان تقييمًا بعد الزفاف.',
      },
      link: '/bewertungen',
      linkText: LINK.reviews,
    },
    {
      type: 'todo',
      title: {
        de: 'Auf neue Bewertung antworten',
        en: 'Reply to a new review',
        tr: 'Yeni değerlendirmeye yanıt verin',
        ar: 'الرد على تقييم جديد',
      },
      body: {
        de: `Eine neue Bewertung für ${provider.name} wartet auf Ihre Antwort. Paare lesen Antworten sehr aufmerksam.`,
        en: `A new review of ${provider.name} is waiting for your reply. Couples read replies very carefully.`,
        tr: `${provider.name} için yeni bir değerlendirme yanıtınızı bekliyor. Çiftler yanıtları çok dikkatli okur.`,
        ar: `تقييم جديد لـ ${provider.name} بانتظار ردكم. يقرأ الأزواج الردود باهتمام كبير.`,
      },
      link: '/bewertungen',
      linkText: { de: 'Jetzt antworten', en: 'Reply now', tr: 'Şimdi yanıtla', ar: 'الرد الآن' },
    },
  ];
  if (provider.categoryType === 'venue') {
    todos.push(
      {
        type: 'todo',
        title: {
          de: 'Preise für 2027 aktualisieren',
          en: 'Update the prices for 2027',
          tr: '2027 fiyatlarını güncelleyin',
          ar: 'حدّثوا أسعار 2027',
        },
        body: {
          de: 'Ihre Preisliste „Hochzeitsmenü“ läuft bald ab. Bitte hinterlegen Sie die Preise für die Saison 2027.',
          en: 'Your price list “Hochzeitsmenü” expires soon. Please enter the prices for the 2027 season.',
          tr: '“Hochzeitsmenü” fiyat listenizin süresi yakında doluyor. Lütfen 2027 sezonunun fiyatlarını girin.',
          ar: 'تنتهي صلاحية قائمة الأسعار «Hochzeitsmenü» قريبًا. يرجى إدخال أسعار موسم 2027.',
        },
        link: '/preise',
        linkText: { de: 'Preise ansehen', en: 'View prices', tr: 'Fiyatları görüntüle', ar: 'عرض الأسعار' },
      },
      {
        type: 'todo',
        title: {
          de: 'Kapazitäten der Säle prüfen',
          en: 'Check the capacities of your halls',
          tr: 'Salon kapasitelerini kontrol edin',
          ar: 'راجعوا سعة القاعات',
        },
        body: {
          de: 'Bitte prüfen Sie die Gästezahlen für Dinner und Empfang in Ihren Sälen, damit Paare passende Angebote finden.',
          en: 'Please check the guest numbers for dinner and reception in your halls so that couples find suitable offers.',
          tr: 'Çiftlerin uygun teklifleri bulabilmesi için lütfen salonlarınızdaki yemek ve resepsiyon misafir sayılarını kontrol edin.',
          ar: 'يرجى مراجعة أعداد الضيوف للعشاء والاستقبال في قاعاتكم ليجد الأزواج العروض المناسبة.',
        },
        link: '/raeume',
        linkText: { de: 'Räume ansehen', en: 'View rooms', tr: 'Salonları görüntüle', ar: 'عرض القاعات' },
      },
    );
  } else if (provider.categoryType === 'bridal_gown') {
    todos.push(
      {
        type: 'todo',
        title: {
          de: 'Budget-Angaben ergänzen',
          en: 'Complete your budget details',
          tr: 'Bütçe bilgilerini tamamlayın',
          ar: 'أكملوا بيانات الميزانية',
        },
        body: {
          de: 'Im Bereich Budget fehlen noch Pflichtangaben. Ergänzen Sie Ihr Mindestbudget und die Preisspanne Ihrer Brautkleider.',
          en: 'Required details are still missing in the budget section. Add your minimum budget and the price range of your wedding dresses.',
          tr: 'Bütçe bölümünde hâlâ zorunlu bilgiler eksik. Asgari bütçenizi ve gelinliklerinizin fiyat aralığını ekleyin.',
          ar: 'لا تزال بيانات إلزامية ناقصة في قسم الميزانية. أضيفوا الحد الأدنى للميزانية ونطاق أسعار فساتين الزفاف لديكم.',
        },
        link: '',
        linkText: { de: 'Profil ansehen', en: 'View profile', tr: 'Profili görüntüle', ar: 'عرض الملف' },
      },
      {
        type: 'todo',
        title: {
          de: 'Kollektion 2027 einstellen',
          en: 'Add the 2027 collection',
          tr: '2027 koleksiyonunu ekleyin',
          ar: 'أضيفوا تشكيلة 2027',
        },
        body: {
          de: 'Stellen Sie die neuen Modelle Ihrer Kollektion 2027 ein, damit Bräute sie schon bei der Suche finden.',
          en: 'Add the new models of your 2027 collection so that brides find them while they search.',
          tr: 'Gelinlerin arama yaparken bulabilmesi için 2027 koleksiyonunuzun yeni modellerini ekleyin.',
          ar: 'أضيفوا الموديلات الجديدة من تشكيلة 2027 لتجدها العرائس أثناء البحث.',
        },
        link: '/kollektion',
        linkText: LINK.collection,
      },
    );
  } else {
    todos.push({
      type: 'todo',
      title: {
        de: 'Pakete mit Preisen ergänzen',
        en: 'Add packages with prices',
        tr: 'Fiyatlı paketler ekleyin',
        ar: 'أضيفوا باقات بأسعارها',
      },
      body: {
        de: 'Paare vergleichen Preise: Stellen Sie Ihre Pakete mit einem Preis ab ein.',
        en: 'Couples compare prices: add your packages with a starting price.',
        tr: 'Çiftler fiyatları karşılaştırır: Paketlerinizi başlangıç fiyatıyla ekleyin.',
        ar: 'يقارن الأزواج الأسعار: أضيفوا باقاتكم مع السعر الابتدائي.',
      },
      link: '/angebote',
      linkText: { de: 'Angebote ansehen', en: 'View offers', tr: 'Teklifleri görüntüle', ar: 'عرض العروض' },
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
export function dataUpdateRequestSummary(field: Labels): { summary: string; summaries: Labels } {
  const summaries = {
    de: `Änderung von „${field.de}“ wartet auf Freigabe.`,
    en: `Change of “${field.en}” awaits approval.`,
    tr: `“${field.tr}” alanındaki değişiklik onay bekliyor.`,
    ar: `تعديل «${field.ar}» بانتظار الموافقة.`,
  };
  return { summary: summaries.de, summaries };
}

/** The summary of the change request that accompanies a product waiting for approval. */
export function productRequestSummary(name: string): { summary: string; summaries: Labels } {
  const summaries = {
    de: `Produkt „${name}“ wird geprüft.`,
    en: `Product “${name}” is being reviewed.`,
    tr: `“${name}” ürünü inceleniyor.`,
    ar: `المنتج «${name}» قيد المراجعة.`,
  };
  return { summary: summaries.de, summaries };
}

async function seedChangeRequests(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  let id = nextId(db.changeRequests, 9000);
  // Names in quotes are the provider's own (a gallery, a price list, a discount) and stay as written.
  const unlinked: Array<{
    providerId: number;
    type: z.infer<typeof zChangeRequest>['type'];
    summaries: Labels;
    minutesAgo: number;
  }> = [
    {
      providerId: PROVIDER.havelblick,
      type: 'main_image',
      summaries: {
        de: 'Neues Titelbild wird geprüft (Veröffentlichung innerhalb einer Stunde).',
        en: 'New main image is being reviewed (published within an hour).',
        tr: 'Yeni kapak fotoğrafı inceleniyor (bir saat içinde yayınlanır).',
        ar: 'صورة الغلاف الجديدة قيد المراجعة (تُنشر خلال ساعة).',
      },
      minutesAgo: 25,
    },
    {
      providerId: PROVIDER.havelblick,
      type: 'media',
      summaries: {
        de: '12 neue Fotos in der Galerie „Sommerhochzeit im Park“ warten auf Freigabe.',
        en: '12 new photos in the gallery “Sommerhochzeit im Park” await approval.',
        tr: '“Sommerhochzeit im Park” galerisindeki 12 yeni fotoğraf onay bekliyor.',
        ar: '12 صورة جديدة في معرض «Sommerhochzeit im Park» بانتظار الموافقة.',
      },
      minutesAgo: 60 * 26,
    },
    {
      providerId: PROVIDER.havelblick,
      type: 'price',
      summaries: {
        de: 'Preisliste „Hochzeitsmenü 2027“ wird geprüft.',
        en: 'Price list “Hochzeitsmenü 2027” is being reviewed.',
        tr: '“Hochzeitsmenü 2027” fiyat listesi inceleniyor.',
        ar: 'قائمة الأسعار «Hochzeitsmenü 2027» قيد المراجعة.',
      },
      minutesAgo: 60 * 50,
    },
    {
      providerId: PROVIDER.lichtwerk,
      type: 'discount',
      summaries: {
        de: 'Rabatt „10 % auf Hochzeiten im Winter“ wartet auf Freigabe.',
        en: 'Discount “10 % auf Hochzeiten im Winter” awaits approval.',
        tr: '“10 % auf Hochzeiten im Winter” indirimi onay bekliyor.',
        ar: 'الخصم «10 % auf Hochzeiten im Winter» بانتظار الموافقة.',
      },
      minutesAgo: 60 * 96,
    },
    {
      providerId: PROVIDER.brautsalon,
      type: 'text',
      summaries: {
        de: 'Neuer Text für „Über uns“ wird geprüft.',
        en: 'New “About us” text is being reviewed.',
        tr: '“Hakkımızda” için yeni metin inceleniyor.',
        ar: 'النص الجديد لقسم «من نحن» قيد المراجعة.',
      },
      minutesAgo: 60 * 30,
    },
  ];
  for (const request of unlinked) {
    await db.changeRequests.create({
      id: id++,
      providerId: request.providerId,
      type: request.type,
      summary: request.summaries.de,
      summaries: request.summaries,
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
      ...dataUpdateRequestSummary(
        form?.labels ?? { de: update.fieldName, en: update.fieldName, tr: update.fieldName, ar: update.fieldName },
      ),
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
      title: row.seed.title.de,
      body: row.seed.body.de,
      createdAt: isoDateTime(row.createdAt),
      completedAt: row.completed ? isoDateTime(addMinutes(row.createdAt, random.int(15, 60 * 30))) : null,
      linkData: { path: publicPath(provider?.slug, row.seed.link), text: row.seed.linkText.de },
      texts: { title: row.seed.title, body: row.seed.body, linkText: row.seed.linkText },
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
