// The core of the mock world: reference data, customers, customer users with their logins, providers and
// sessions. Every other area seeds on top of these records.
import { z } from 'zod';
import {
  zCategory,
  zCity,
  zConfigType,
  zCustomer,
  zCustomerUser,
  zDistrict,
  zLoggedInUserAccountManager,
  zProviderDetail,
  zRegion,
} from '../../src/api/generated/zod/zod.gen';
import { addDays, addMonths, isoDate, isoDateTime } from '../lib/clock';
import { type Labels, type LanguageKey, label, zLabels } from '../lib/labels';
import type { Random } from '../lib/random';
import { mediaPath } from '../lib/media-placeholder';
import { collection } from './collection';
import type { SeedContext } from './seed-context';

export const collections = {
  categories: collection(zCategory.extend({ labels: zLabels })),
  regions: collection(zRegion),
  cities: collection(zCity),
  districts: collection(zDistrict),
  /** Config entries of every config type; `value` is answered in the request's language. */
  configEntries: collection(
    z.object({
      id: z.int().gte(1),
      type: zConfigType,
      itemId: z.union([z.int(), z.string()]),
      status: z.union([z.literal(0), z.literal(1)]),
      labels: zLabels,
    }),
  ),
  customers: collection(zCustomer.extend({ accountManager: zLoggedInUserAccountManager.nullable() })),
  customerUsers: collection(
    zCustomerUser.extend({
      uuid: z.uuid(),
      advisorService: z.boolean(),
      cityId: z.int().nullable(),
    }),
  ),
  /** Login names and passwords (storage only; the API never answers them). */
  credentials: collection(
    z.object({
      id: z.int().gte(1),
      username: z.string().min(1),
      password: z.string().min(1),
      /** null for the marketplace admin who can switch into any user. */
      customerUserId: z.int().nullable(),
      isAdmin: z.boolean(),
      passwordChangeRequired: z.boolean(),
    }),
  ),
  providers: collection(zProviderDetail.extend({ customerId: z.int().gte(1) })),
  accessTokens: collection(
    z.object({
      id: z.int().gte(1),
      token: z.string().min(16),
      consumerKey: z.string().min(8),
      credentialId: z.int().gte(1),
      createdAt: z.string(),
      expiresAt: z.string(),
      deleted: z.boolean(),
    }),
  ),
  quickLoginCodes: collection(
    z.object({
      id: z.int().gte(1),
      username: z.string(),
      code: z.string().regex(/^[0-9]{6}$/),
      issuedAt: z.string(),
      expiresAt: z.string(),
      attempts: z.int().gte(0),
      used: z.boolean(),
    }),
  ),
  /**
   * Failed password or one-time-code logins per username (lower case, known or unknown), for the login lock of
   * mocks/handlers/auth.ts (docs/security.md). Storage only; emptied by every reset of the mock.
   */
  loginFailures: collection(
    z.object({
      id: z.int().gte(1),
      username: z.string(),
      /** When the counted failures began; failures older than the window start a new count. */
      windowStartedAt: z.string(),
      failures: z.int().gte(0),
      lockedUntil: z.string().nullable(),
    }),
  ),
  recoveryKeys: collection(
    z.object({ id: z.int().gte(1), key: z.string(), credentialId: z.int(), expiresAt: z.string(), used: z.boolean() }),
  ),
  /**
   * Two-factor login per customer user (mocks/handlers/two-factor.ts; docs/security.md, "Two-factor login"). Storage
   * only: the API answers the state, and a secret only once, in the set-up's answer. Emptied by every reset.
   */
  twoFactors: collection(
    z.object({
      id: z.int().gte(1),
      customerUserId: z.int().gte(1),
      /** The confirmed secret (base32) while two-factor is on; null while it is off. */
      secret: z.string().nullable(),
      enabledAt: z.string().nullable(),
      /** The secret of the last set-up, waiting for a code; null when none is waiting. */
      pendingSecret: z.string().nullable(),
      /** The TOTP step of the last accepted code: a code of this step or an earlier one is not accepted again. */
      lastUsedStep: z.int().nullable(),
      /** Wrong codes since `failureWindowStartedAt`; 5 within 15 minutes block codes until `lockedUntil`. */
      failures: z.int().gte(0),
      failureWindowStartedAt: z.string().nullable(),
      lockedUntil: z.string().nullable(),
    }),
  ),
  invitations: collection(
    z.object({ id: z.int().gte(1), customerId: z.int(), customerUserId: z.int(), hash: z.string(), used: z.boolean() }),
  ),
};

export type CoreCollections = typeof collections;

// ---------------------------------------------------------------- reference data

export const CATEGORY = {
  venue: {
    id: 1,
    name: 'Hochzeitslocation',
    categoryType: 'venue',
    en: 'Wedding venue',
    tr: 'Düğün mekânı',
    ar: 'قاعة أفراح',
  },
  photographer: {
    id: 2,
    name: 'Hochzeitsfotograf',
    categoryType: 'photographer',
    en: 'Wedding photographer',
    tr: 'Düğün fotoğrafçısı',
    ar: 'مصوّر أعراس',
  },
  bridalGown: {
    id: 3,
    name: 'Brautmode',
    categoryType: 'bridal_gown',
    en: 'Bridal wear',
    tr: 'Gelinlik',
    ar: 'فساتين الزفاف',
  },
  music: {
    id: 4,
    name: 'Hochzeitsband & DJ',
    categoryType: 'music',
    en: 'Band & DJ',
    tr: 'Düğün orkestrası ve DJ',
    ar: 'فرقة موسيقية ودي جي',
  },
  catering: {
    id: 5,
    name: 'Catering',
    categoryType: 'catering',
    en: 'Catering',
    tr: 'Yemek hizmeti',
    ar: 'خدمات الطعام',
  },
  decoration: {
    id: 6,
    name: 'Dekoration & Floristik',
    categoryType: 'decoration',
    en: 'Decoration & flowers',
    tr: 'Dekorasyon ve çiçek',
    ar: 'الديكور والزهور',
  },
  planner: {
    id: 7,
    name: 'Hochzeitsplaner',
    categoryType: 'planner',
    en: 'Wedding planner',
    tr: 'Düğün planlayıcısı',
    ar: 'منظّم حفلات الزفاف',
  },
  other: { id: 8, name: 'Sonstiges', categoryType: 'other', en: 'Other', tr: 'Diğer', ar: 'أخرى' },
} as const;

export const CITY = { berlin: 1, potsdam: 2, hamburg: 3, muenchen: 4, koeln: 5 } as const;

const REGIONS = [
  { id: 1, name: 'Berlin-Brandenburg' },
  { id: 2, name: 'Norddeutschland' },
  { id: 3, name: 'Bayern' },
  { id: 4, name: 'Nordrhein-Westfalen' },
];

const CITIES = [
  { id: CITY.berlin, name: 'Berlin', regionId: 1, orderNo: 1, imagePath: mediaPath('cities', 'berlin.jpg') },
  { id: CITY.potsdam, name: 'Potsdam', regionId: 1, orderNo: 2, imagePath: mediaPath('cities', 'potsdam.jpg') },
  { id: CITY.hamburg, name: 'Hamburg', regionId: 2, orderNo: 3, imagePath: mediaPath('cities', 'hamburg.jpg') },
  { id: CITY.muenchen, name: 'München', regionId: 3, orderNo: 4, imagePath: mediaPath('cities', 'muenchen.jpg') },
  { id: CITY.koeln, name: 'Köln', regionId: 4, orderNo: 5, imagePath: mediaPath('cities', 'koeln.jpg') },
];

export const DISTRICT = {
  berlinMitte: 11,
  potsdamSacrow: 23,
  hamburgAltona: 31,
  hamburgBlankenese: 33,
} as const;

const DISTRICTS = [
  { id: 11, name: 'Mitte', cityId: CITY.berlin },
  { id: 12, name: 'Kreuzberg', cityId: CITY.berlin },
  { id: 13, name: 'Prenzlauer Berg', cityId: CITY.berlin },
  { id: 14, name: 'Charlottenburg', cityId: CITY.berlin },
  { id: 15, name: 'Köpenick', cityId: CITY.berlin },
  { id: 21, name: 'Innenstadt', cityId: CITY.potsdam },
  { id: 22, name: 'Babelsberg', cityId: CITY.potsdam },
  { id: 23, name: 'Sacrow', cityId: CITY.potsdam },
  { id: 24, name: 'Fahrland', cityId: CITY.potsdam },
  { id: 31, name: 'Altona', cityId: CITY.hamburg },
  { id: 32, name: 'Eimsbüttel', cityId: CITY.hamburg },
  { id: 33, name: 'Blankenese', cityId: CITY.hamburg },
  { id: 34, name: 'HafenCity', cityId: CITY.hamburg },
  { id: 41, name: 'Schwabing', cityId: CITY.muenchen },
  { id: 42, name: 'Maxvorstadt', cityId: CITY.muenchen },
  { id: 43, name: 'Bogenhausen', cityId: CITY.muenchen },
  { id: 51, name: 'Altstadt-Nord', cityId: CITY.koeln },
  { id: 52, name: 'Ehrenfeld', cityId: CITY.koeln },
  { id: 53, name: 'Deutz', cityId: CITY.koeln },
];

type ConfigSeed = [itemId: number | string, de: string, en: string, tr: string, ar: string];

/** Every config type of spec point 3, labelled in every answer language (mocks/lib/labels.ts). */
const CONFIGS: Record<z.infer<typeof zConfigType>, ConfigSeed[]> = {
  provider_testimonial_added_by: [
    ['couple', 'Brautpaar', 'Couple', 'Çift', 'الزوجان'],
    ['provider', 'Anbieter', 'Provider', 'Firma', 'مقدّم الخدمة'],
    ['import', 'Import', 'Import', 'İçe aktarma', 'استيراد'],
  ],
  providerTestimonialRejectedReason: [
    [1, 'Enthält Kontaktdaten', 'Contains contact details', 'İletişim bilgileri içeriyor', 'يحتوي على بيانات اتصال'],
    [2, 'Beleidigender Inhalt', 'Offensive content', 'Hakaret içeren içerik', 'محتوى مسيء'],
    [3, 'Keine echte Hochzeit', 'Not a real wedding', 'Gerçek bir düğün değil', 'ليس حفل زفاف حقيقيًا'],
  ],
  customer_menu_pricing_type: [
    ['package', 'Pauschalpreis', 'Package price', 'Paket fiyatı', 'سعر الباقة'],
    ['per_person', 'Preis pro Person', 'Price per person', 'Kişi başı fiyat', 'السعر للفرد'],
  ],
  currency: [[1, 'EUR', 'EUR', 'EUR', 'EUR']],
  customer_user_role: [
    [1, 'Administrator', 'Administrator', 'Yönetici', 'مسؤول'],
    [2, 'Mitarbeiter', 'Staff member', 'Çalışan', 'موظف'],
    [3, 'Nur Lesen', 'Read only', 'Yalnızca okuma', 'قراءة فقط'],
  ],
  available_languages: [
    ['de_DE', 'Deutsch', 'German', 'Almanca', 'الألمانية'],
    ['en_US', 'Englisch (USA)', 'English (US)', 'İngilizce (ABD)', 'الإنجليزية (الولايات المتحدة)'],
    ['tr_TR', 'Türkisch', 'Turkish', 'Türkçe', 'التركية'],
    ['ar_SA', 'Arabisch', 'Arabic', 'Arapça', 'العربية'],
  ],
  organization_type: [
    [1, 'Hochzeit', 'Wedding', 'Düğün', 'حفل زفاف'],
    [2, 'Standesamtliche Trauung', 'Civil ceremony', 'Resmî nikâh', 'عقد قران مدني'],
    [3, 'Verlobung', 'Engagement', 'Nişan', 'خطوبة'],
    [4, 'Polterabend', 'Pre-wedding party', 'Düğün öncesi eğlence', 'حفلة ما قبل الزفاف'],
  ],
  lead_status: [
    ['new', 'Neu', 'New', 'Yeni', 'جديد'],
    ['pending', 'Offen', 'Pending', 'Açık', 'مفتوح'],
    ['negotiating', 'In Verhandlung', 'Negotiating', 'Görüşülüyor', 'قيد التفاوض'],
    ['offered', 'Angebot gesendet', 'Offer sent', 'Teklif gönderildi', 'تم إرسال العرض'],
    ['deal', 'Zusage', 'Deal', 'Anlaşma', 'تم الاتفاق'],
    ['rejected', 'Abgesagt', 'Rejected', 'Reddedildi', 'مرفوض'],
    ['spam', 'Spam', 'Spam', 'İstenmeyen', 'رسائل مزعجة'],
    ['not_reached', 'Nicht erreicht', 'Not reached', 'Ulaşılamadı', 'لم يتم الوصول'],
    ['unreachable', 'Nicht erreichbar', 'Unreachable', 'Erişilemiyor', 'تعذّر الوصول'],
  ],
  lead_process_state: [
    ['first_contact', 'Erstkontakt', 'First contact', 'İlk temas', 'التواصل الأول'],
    ['appointment_planned', 'Termin geplant', 'Appointment planned', 'Randevu planlandı', 'تم تحديد موعد'],
    ['appointment_done', 'Termin stattgefunden', 'Appointment held', 'Randevu gerçekleşti', 'تم عقد الموعد'],
    ['offer_preparing', 'Angebot in Arbeit', 'Preparing offer', 'Teklif hazırlanıyor', 'جارٍ إعداد العرض'],
    ['contract_sent', 'Vertrag versendet', 'Contract sent', 'Sözleşme gönderildi', 'تم إرسال العقد'],
  ],
  info_request_reject_reason_id: [
    [1, 'Termin bereits vergeben', 'Date already booked', 'Tarih zaten dolu', 'التاريخ محجوز مسبقًا'],
    [2, 'Budget passt nicht', 'Budget does not fit', 'Bütçe uygun değil', 'الميزانية غير مناسبة'],
    [3, 'Gästezahl passt nicht', 'Guest count does not fit', 'Misafir sayısı uygun değil', 'عدد الضيوف غير مناسب'],
    [
      4,
      'Brautpaar hat sich anders entschieden',
      'Couple chose another provider',
      'Çift başka bir firmayı seçti',
      'اختار الزوجان مقدّم خدمة آخر',
    ],
    [5, 'Sonstiger Grund', 'Other reason', 'Başka bir neden', 'سبب آخر'],
  ],
  provider_item_statuses: [
    ['active', 'Aktiv', 'Active', 'Aktif', 'نشط'],
    ['passive', 'Inaktiv', 'Inactive', 'Pasif', 'غير نشط'],
  ],
  provider_review_channel: [
    [1, 'Google', 'Google', 'Google', 'Google'],
    [2, 'Facebook', 'Facebook', 'Facebook', 'Facebook'],
    [3, 'WeddingWire', 'WeddingWire', 'WeddingWire', 'WeddingWire'],
  ],
  discount_type: [
    ['discount', 'Rabatt', 'Discount', 'İndirim', 'خصم'],
    ['installment', 'Ratenzahlung', 'Installments', 'Taksitli ödeme', 'الدفع بالتقسيط'],
  ],
  provider_form_group: [
    ['general', 'Allgemein', 'General', 'Genel', 'عام'],
    ['budget', 'Budget & Preise', 'Budget & prices', 'Bütçe ve fiyatlar', 'الميزانية والأسعار'],
    ['capacity', 'Kapazität', 'Capacity', 'Kapasite', 'السعة'],
    ['services', 'Leistungen', 'Services', 'Hizmetler', 'الخدمات'],
  ],
  campaign_id: [
    [501, 'Upgrade-Anfrage Portal', 'Portal upgrade request', 'Portal yükseltme talebi', 'طلب ترقية عبر البوابة'],
    [502, 'Anbieter empfehlen', 'Refer a provider', 'Firma önerin', 'رشّحوا مقدّم خدمة'],
  ],
  customer_user_title: [
    [1, 'Geschäftsführung', 'Managing director', 'Genel müdür', 'المدير العام'],
    [2, 'Eventmanagement', 'Event management', 'Etkinlik yönetimi', 'إدارة الفعاليات'],
    [3, 'Vertrieb', 'Sales', 'Satış', 'المبيعات'],
    [4, 'Fotografie', 'Photography', 'Fotoğrafçılık', 'التصوير'],
  ],
  payment_status: [
    ['pending', 'Offen', 'Pending', 'Ödeme bekliyor', 'بانتظار الدفع'],
    ['paid', 'Bezahlt', 'Paid', 'Ödendi', 'مدفوع'],
    ['failed', 'Fehlgeschlagen', 'Failed', 'Başarısız', 'فشل الدفع'],
    ['cancelled', 'Storniert', 'Cancelled', 'İptal edildi', 'ملغى'],
  ],
  payment_type: [
    ['subscription', 'Paketgebühr', 'Plan fee', 'Paket ücreti', 'رسوم الباقة'],
    ['plus_leads', 'Plus-Anfragen', 'Plus leads', 'Plus talepler', 'طلبات بلس'],
    ['advertisement', 'Werbung', 'Advertising', 'Reklam', 'إعلان'],
    ['setup_fee', 'Einrichtungsgebühr', 'Setup fee', 'Kurulum ücreti', 'رسوم الإعداد'],
  ],
  lead_report_reasons: [
    [1, 'Spam oder Werbung', 'Spam or advertising', 'İstenmeyen ileti veya reklam', 'رسائل مزعجة أو إعلان'],
    [2, 'Falsche Kontaktdaten', 'Wrong contact details', 'Yanlış iletişim bilgileri', 'بيانات اتصال خاطئة'],
    [3, 'Doppelte Anfrage', 'Duplicate request', 'Mükerrer talep', 'طلب مكرر'],
    [4, 'Keine Hochzeitsanfrage', 'Not a wedding request', 'Düğün talebi değil', 'ليس طلبًا لحفل زفاف'],
  ],
  customer_company_type: [
    ['company', 'Unternehmen', 'Company', 'Şirket', 'شركة'],
    ['sole_trader', 'Einzelunternehmen', 'Sole trader', 'Şahıs şirketi', 'مؤسسة فردية'],
  ],
  customer_company_extension: [
    ['GmbH', 'GmbH', 'GmbH', 'GmbH', 'GmbH'],
    ['UG', 'UG (haftungsbeschränkt)', 'UG (limited liability)', 'UG (sınırlı sorumlu)', 'UG (ذات مسؤولية محدودة)'],
    ['e.K.', 'e.K.', 'e.K.', 'e.K.', 'e.K.'],
    ['GbR', 'GbR', 'GbR', 'GbR', 'GbR'],
  ],
  allowed_provider_category_ids: Object.values(CATEGORY).map((c) => [c.id, c.name, c.en, c.tr, c.ar] as ConfigSeed),
  // The kinds of catalogue: the one list of their names; customer-resources/catalogue-options.ts seeds its catalogue types from it.
  catalog_type: [
    [1, 'Menü', 'Menu', 'Menü', 'قائمة طعام'],
    [2, 'Preisliste', 'Price list', 'Fiyat listesi', 'قائمة أسعار'],
    [3, 'Paketangebot', 'Package offer', 'Paket teklifi', 'عرض باقة'],
  ],
};

// ---------------------------------------------------------------- customers, users, providers

/** The labels of a seeded config entry (seed texts that name one, e.g. a reject reason). */
export function configSeedLabels(type: z.infer<typeof zConfigType>, itemId: number | string): Labels | undefined {
  const entry = CONFIGS[type].find(([id]) => id === itemId);
  return entry ? { de: entry[1], en: entry[2], tr: entry[3], ar: entry[4] } : undefined;
}

export const CUSTOMER = { schlossgut: 1, elbblick: 2 } as const;
export const PROVIDER = { havelblick: 101, lichtwerk: 102, brautsalon: 103, elbblick: 201 } as const;
export const USER = { demo: 1, jonas: 2, mia: 3, felix: 4, neu: 5, renew: 6, basic: 7 } as const;

/** Demo logins (README): username -> password. */
export const DEMO_LOGINS = {
  demo: 'demo1234',
  basic: 'basic1234',
  neu: 'neu12345',
  renew: 'renew1234',
  admin: 'admin1234',
} as const;

function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16] ?? '8', 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const LOREM_FREE_DESCRIPTIONS: Record<number, string> = {
  [PROVIDER.havelblick]:
    'Das Schlossgut Havelblick liegt direkt am Ufer der Havel zwischen Potsdam und Sacrow. Der historische Gutshof aus dem Jahr 1786 bietet einen lichtdurchfluteten Festsaal für bis zu 180 Gäste, eine Orangerie für freie Trauungen und einen Landschaftspark mit eigenem Bootssteg. Unser Küchenteam kocht regional und saisonal, auf Wunsch mit Menüs aus dem eigenen Kräutergarten. Übernachtungsmöglichkeiten für 40 Gäste befinden sich im Kavaliershaus nebenan.',
  [PROVIDER.lichtwerk]:
    'Lichtwerk Fotografie begleitet Brautpaare in Berlin und Brandenburg seit über zehn Jahren. Wir fotografieren natürlich und unaufdringlich: vom Getting Ready über die Trauung bis zur Party. Jedes Paar erhält eine persönliche Online-Galerie, ein Fotobuch aus Leinen und auf Wunsch ein Verlobungsshooting im Tiergarten oder an der Spree. Unser Team besteht aus zwei Fotografinnen und einem Videografen, die gemeinsam oder einzeln gebucht werden können.',
  [PROVIDER.brautsalon]:
    'Der Brautsalon Altona ist ein inhabergeführtes Atelier für Brautmode in der Hamburger Ottenser Hauptstraße. Wir führen Kleider von über zwanzig europäischen Designerinnen, von schlicht und modern bis romantisch mit Spitze. Jede Beratung dauert zwei Stunden und findet in einem privaten Ankleideraum statt. Änderungen nähen wir in unserer hauseigenen Schneiderei, passende Schleier, Schuhe und Accessoires gibt es direkt im Salon.',
  [PROVIDER.elbblick]:
    'Das Landhaus Elbblick in Blankenese ist ein reetgedecktes Kapitänshaus mit Blick auf die Elbe und die vorbeiziehenden Schiffe. Der Wintergarten bietet Platz für 70 Gäste, im Sommer feiern Sie auf der Terrasse mit Elbstrand direkt vor der Tür. Unsere Küche serviert norddeutsche Klassiker und frischen Fisch vom Hamburger Fischmarkt. Für Trauungen unter freiem Himmel steht ein Pavillon im Garten bereit.',
};

export type CategoryRef = z.infer<typeof zCategory>;

/**
 * A category with its name in the answer's language. Records keep the German name (the server's default); answers
 * look the name up in the categories by id, so every provider view names it as `GET /configs` does.
 */
export function categoryIn(
  database: { categories: CoreCollections['categories'] },
  category: CategoryRef,
  language: LanguageKey,
): CategoryRef {
  const record = database.categories.findFirst((q) => q.where({ id: category.id }));
  return {
    id: category.id,
    name: record ? label(record.labels, language) : category.name,
    categoryType: category.categoryType,
  };
}

function category(key: keyof typeof CATEGORY) {
  const c = CATEGORY[key];
  return { id: c.id, name: c.name, categoryType: c.categoryType };
}

function cityRef(id: number) {
  const city = CITIES.find((c) => c.id === id);
  if (!city) throw new Error(`Unknown city ${id}`);
  return city;
}

function districtRef(id: number) {
  const district = DISTRICTS.find((d) => d.id === id);
  if (!district) throw new Error(`Unknown district ${id}`);
  return district;
}

export async function seed(ctx: SeedContext): Promise<void> {
  await seedReference(ctx);
  await seedCustomers(ctx);
  const providerSeeds = providerSeedsOf(ctx);
  await seedProviders(ctx, providerSeeds);
  const users = userSeedsOf(providerLinkFactory(providerSeeds));
  await seedCustomerUsers(ctx, users);
  await seedLogins(ctx, users);
}

/** Categories, regions, cities, districts and config entries: the same in every scenario. */
async function seedReference(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const c of Object.values(CATEGORY)) {
    await db.categories.create({
      id: c.id,
      name: c.name,
      categoryType: c.categoryType,
      labels: { de: c.name, en: c.en, tr: c.tr, ar: c.ar },
    });
  }
  for (const region of REGIONS) await db.regions.create(region);
  for (const city of CITIES) await db.cities.create(city);
  for (const district of DISTRICTS) await db.districts.create(district);

  let configId = 1;
  for (const [type, entries] of Object.entries(CONFIGS) as Array<[z.infer<typeof zConfigType>, ConfigSeed[]]>) {
    for (const [itemId, de, en, tr, ar] of entries) {
      const labels: Labels = { de, en, tr, ar };
      await db.configEntries.create({ id: configId++, type, itemId, status: 1, labels });
    }
  }
}

/** The two customers; in the basic-plan scenario the first one has no paid plan either. */
async function seedCustomers(ctx: SeedContext): Promise<void> {
  const { db, scenario } = ctx;
  const basicEverywhere = scenario === 'basic-plan';
  const accountManager = {
    name: 'Claudia Neumann',
    email: 'claudia.neumann@hochzeitsportal.de',
    phone: '+493012345670',
  };
  await db.customers.create({
    id: CUSTOMER.schlossgut,
    name: 'Schlossgut Havelblick GmbH',
    crmStatus: basicEverywhere ? 'standard' : 'prime',
    isPaid: !basicEverywhere,
    companyType: 'company',
    companyExtension: 'GmbH',
    taxNumber: '046/123/45678',
    address: 'Am Havelufer 12, 14469 Potsdam',
    accountManager,
  });
  await db.customers.create({
    id: CUSTOMER.elbblick,
    name: 'Landhaus Elbblick UG',
    crmStatus: 'standard',
    isPaid: false,
    companyType: 'company',
    companyExtension: 'UG',
    taxNumber: '41/234/56789',
    address: 'Strandweg 27, 22587 Hamburg',
    accountManager: null,
  });
}

/** The providers of the two customers, with the plan features of the scenario. */
function providerSeedsOf(ctx: SeedContext) {
  const { now, scenario } = ctx;
  const basicEverywhere = scenario === 'basic-plan';
  const productDateEnd = isoDate(addMonths(now, 7));
  const fullFeatures = (name: string, tier: 'prime' | 'pro' | 'winner' | 'standard', rivals: number) =>
    basicEverywhere
      ? {
          productDateEnd: null,
          statsAccess: false,
          rivalStatsAccess: 0,
          listingProductName: 'Basic',
          planTier: 'basic' as const,
        }
      : { productDateEnd, statsAccess: true, rivalStatsAccess: rivals, listingProductName: name, planTier: tier };

  const providerSeeds = [
    {
      id: PROVIDER.havelblick,
      customerId: CUSTOMER.schlossgut,
      name: 'Schlossgut Havelblick',
      cat: 'venue' as const,
      cityId: CITY.potsdam,
      districtId: DISTRICT.potsdamSacrow,
      features: fullFeatures('Prime', 'prime', 5),
      isMissingData: false,
      address: 'Am Havelufer 12, 14469 Potsdam',
      phone: '+4933120045670',
      website: 'https://www.schlossgut-havelblick.de',
      email: 'hochzeit@schlossgut-havelblick.de',
      lat: 52.4235,
      lng: 13.0958,
    },
    {
      id: PROVIDER.lichtwerk,
      customerId: CUSTOMER.schlossgut,
      name: 'Lichtwerk Fotografie',
      cat: 'photographer' as const,
      cityId: CITY.berlin,
      districtId: DISTRICT.berlinMitte,
      features: fullFeatures('Pro', 'pro', 3),
      isMissingData: false,
      address: 'Torstraße 140, 10119 Berlin',
      phone: '+493044012345',
      website: 'https://www.lichtwerk-fotografie.de',
      email: 'studio@lichtwerk-fotografie.de',
      lat: 52.5287,
      lng: 13.4013,
    },
    {
      id: PROVIDER.brautsalon,
      customerId: CUSTOMER.schlossgut,
      name: 'Brautsalon Altona',
      cat: 'bridalGown' as const,
      cityId: CITY.hamburg,
      districtId: DISTRICT.hamburgAltona,
      features: fullFeatures('Winner', 'winner', 2),
      isMissingData: true,
      address: 'Ottenser Hauptstraße 52, 22765 Hamburg',
      phone: '+494039901234',
      website: null,
      email: 'termin@brautsalon-altona.de',
      lat: 53.5522,
      lng: 9.9262,
    },
    {
      id: PROVIDER.elbblick,
      customerId: CUSTOMER.elbblick,
      name: 'Landhaus Elbblick',
      cat: 'venue' as const,
      cityId: CITY.hamburg,
      districtId: DISTRICT.hamburgBlankenese,
      features: {
        productDateEnd: null,
        statsAccess: false,
        rivalStatsAccess: 0,
        listingProductName: 'Basic',
        planTier: 'basic' as const,
      },
      isMissingData: false,
      address: 'Strandweg 27, 22587 Hamburg',
      phone: '+494086601234',
      website: 'https://www.landhaus-elbblick.de',
      email: 'feiern@landhaus-elbblick.de',
      lat: 53.5582,
      lng: 9.8085,
    },
  ];
  return providerSeeds;
}

type ProviderSeed = ReturnType<typeof providerSeedsOf>[number];

async function seedProviders(ctx: SeedContext, providerSeeds: readonly ProviderSeed[]): Promise<void> {
  const { db } = ctx;
  for (const p of providerSeeds) {
    await db.providers.create({
      id: p.id,
      customerId: p.customerId,
      name: p.name,
      categoryId: CATEGORY[p.cat].id,
      cityId: p.cityId,
      districtId: p.districtId,
      category: category(p.cat),
      city: cityRef(p.cityId),
      district: districtRef(p.districtId),
      onHold: false,
      paidStatus: p.features.planTier === 'basic' ? 'free' : 'paid',
      productFeatures: p.features,
      isMissingData: p.isMissingData,
      slug: `/anbieter/${p.name
        .toLowerCase()
        .replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue')
        .replace(/[^a-z0-9]+/g, '-')}`,
      mainImagePath: mediaPath('providers', p.id, 'main.jpg'),
      description: LOREM_FREE_DESCRIPTIONS[p.id] as string,
      address: p.address,
      phone: p.phone,
      website: p.website,
      email: p.email,
      latitude: p.lat,
      longitude: p.lng,
      hasPendingChanges: false,
    });
  }
}

/** Makes a user's link to a provider (`customerUserProviders`), with the provider's summary. */
function providerLinkFactory(providerSeeds: readonly ProviderSeed[]) {
  const summary = (providerId: number) => {
    const p = providerSeeds.find((candidate) => candidate.id === providerId);
    if (!p) throw new Error(`Unknown provider ${providerId}`);
    return {
      id: p.id,
      name: p.name,
      category: category(p.cat),
      city: cityRef(p.cityId),
      district: districtRef(p.districtId),
      listingProductName: p.features.listingProductName,
    };
  };
  const link = (
    id: number,
    providerId: number,
    name: string,
    flags: Partial<{
      canReceiveLeads: boolean;
      canReceiveLeadsSms: boolean;
      showAsContact: boolean;
      canManage: boolean;
      hasLeftJob: boolean;
    }>,
    signature: string | null,
  ) => ({
    id,
    providerId,
    provider: summary(providerId),
    name,
    canReceiveLeads: flags.canReceiveLeads ?? false,
    canReceiveLeadsSms: flags.canReceiveLeadsSms ?? false,
    showAsContact: flags.showAsContact ?? false,
    canManage: flags.canManage ?? true,
    hasLeftJob: flags.hasLeftJob ?? false,
    signatureContent: signature,
    // No image: the mock serves no files, and a path nobody answers is a broken image in every sent e-mail.
    signatureImage: null,
  });
  return link;
}

type ProviderLink = ReturnType<typeof providerLinkFactory>;

function signature(name: string, title: string, provider: string, phone: string): string {
  return `<p>Mit herzlichen Grüßen</p><p><strong>${name}</strong><br>${title}<br>${provider}</p><p>Telefon: ${phone}</p>`;
}

/** The demo users of both customers (README "Demo logins") with their provider links. */
function userSeedsOf(link: ProviderLink) {
  return [
    {
      id: USER.demo,
      customerId: CUSTOMER.schlossgut,
      name: 'Katharina Vogt',
      username: 'demo',
      titleId: 1,
      roleId: 1,
      email: 'katharina.vogt@schlossgut-havelblick.de',
      phone: '+4915112345678',
      advisorService: true,
      cityId: CITY.potsdam,
      birthDate: '1984-03-17',
      links: [
        link(
          1,
          PROVIDER.havelblick,
          'Katharina Vogt',
          { canReceiveLeads: true, canReceiveLeadsSms: true, showAsContact: true },
          signature('Katharina Vogt', 'Geschäftsführerin', 'Schlossgut Havelblick', '+49 331 20045670'),
        ),
        link(2, PROVIDER.lichtwerk, 'Katharina Vogt', { canReceiveLeads: true }, null),
        link(3, PROVIDER.brautsalon, 'Katharina Vogt', { canReceiveLeads: true }, null),
      ],
    },
    {
      id: USER.jonas,
      customerId: CUSTOMER.schlossgut,
      name: 'Jonas Albrecht',
      username: 'jonas.albrecht',
      titleId: 2,
      roleId: 2,
      email: 'jonas.albrecht@schlossgut-havelblick.de',
      phone: '+4917623456789',
      advisorService: false,
      cityId: CITY.potsdam,
      birthDate: '1991-09-02',
      links: [
        link(
          4,
          PROVIDER.havelblick,
          'Jonas Albrecht',
          { canReceiveLeads: true, canReceiveLeadsSms: true, showAsContact: false },
          signature('Jonas Albrecht', 'Eventmanager', 'Schlossgut Havelblick', '+49 176 23456789'),
        ),
      ],
    },
    {
      id: USER.mia,
      customerId: CUSTOMER.schlossgut,
      name: 'Mia Krause',
      username: 'mia.krause',
      titleId: 4,
      roleId: 2,
      email: 'mia@lichtwerk-fotografie.de',
      phone: '+4916034567890',
      advisorService: false,
      cityId: CITY.berlin,
      birthDate: null,
      links: [
        link(
          5,
          PROVIDER.lichtwerk,
          'Mia Krause',
          // Answers the photographer's couples; the listing is edited by the administrator (docs/security.md).
          { canReceiveLeads: true, showAsContact: true, canManage: false },
          signature('Mia Krause', 'Fotografin', 'Lichtwerk Fotografie', '+49 160 34567890'),
        ),
      ],
    },
    {
      id: USER.felix,
      customerId: CUSTOMER.schlossgut,
      name: 'Felix Brandt',
      username: 'felix.brandt',
      titleId: 3,
      roleId: 3,
      email: 'felix.brandt@schlossgut-havelblick.de',
      phone: '+4915245678901',
      advisorService: false,
      cityId: CITY.hamburg,
      birthDate: '1979-12-24',
      links: [link(6, PROVIDER.brautsalon, 'Felix Brandt', { canManage: false, hasLeftJob: true }, null)],
    },
    {
      id: USER.neu,
      customerId: CUSTOMER.schlossgut,
      name: 'Lena Hoffmann',
      username: 'neu',
      titleId: null,
      roleId: 2,
      email: 'lena.hoffmann@schlossgut-havelblick.de',
      phone: null,
      advisorService: false,
      cityId: null,
      birthDate: null,
      links: [],
    },
    {
      id: USER.renew,
      customerId: CUSTOMER.schlossgut,
      name: 'Tobias Wagner',
      username: 'renew',
      titleId: 3,
      roleId: 2,
      email: 'tobias.wagner@schlossgut-havelblick.de',
      phone: '+4917198765432',
      advisorService: false,
      cityId: CITY.potsdam,
      birthDate: null,
      links: [link(7, PROVIDER.havelblick, 'Tobias Wagner', { canReceiveLeads: false }, null)],
    },
    {
      id: USER.basic,
      customerId: CUSTOMER.elbblick,
      name: 'Sabine Lorenz',
      username: 'basic',
      titleId: 1,
      roleId: 1,
      email: 'sabine.lorenz@landhaus-elbblick.de',
      phone: '+4940866012340',
      advisorService: false,
      cityId: CITY.hamburg,
      birthDate: '1972-06-05',
      links: [
        link(
          8,
          PROVIDER.elbblick,
          'Sabine Lorenz',
          { canReceiveLeads: true, canReceiveLeadsSms: true, showAsContact: true },
          signature('Sabine Lorenz', 'Inhaberin', 'Landhaus Elbblick', '+49 40 86601234'),
        ),
      ],
    },
  ];
}

type UserSeed = ReturnType<typeof userSeedsOf>[number];

async function seedCustomerUsers(ctx: SeedContext, users: readonly UserSeed[]): Promise<void> {
  const { db, random, now } = ctx;
  const createdAt = isoDateTime(addDays(now, -400));
  let contactId = 1;
  for (const u of users) {
    await db.customerUsers.create({
      id: u.id,
      customerId: u.customerId,
      name: u.name,
      titleId: u.titleId,
      roleId: u.roleId,
      username: u.username,
      preferredLanguage: 'de_DE',
      profileVideo: null,
      bio: null,
      image: null,
      emails: [u.email],
      phones: u.phone ? [{ number: u.phone, countryCode: 'DE' }] : [],
      birthDate: u.birthDate,
      identityNumber: null,
      googleId: null,
      facebookId: null,
      contacts: [
        { id: contactId++, type: 'email' as const, value: u.email },
        ...(u.phone
          ? [{ id: contactId++, type: 'mobile' as const, value: { number: u.phone, countryCode: 'DE' } }]
          : []),
      ],
      customerUserProviders: u.links,
      status: 'active',
      createdAt,
      uuid: uuidFrom(random),
      advisorService: u.advisorService,
      cityId: u.cityId,
    });
  }
}

/** A login per user (the demo passwords), the admin login, an open invitation and a recovery key. */
async function seedLogins(ctx: SeedContext, users: readonly UserSeed[]): Promise<void> {
  const { db, now } = ctx;
  const passwords: Record<string, string> = DEMO_LOGINS;
  let credentialId = 1;
  for (const u of users) {
    await db.credentials.create({
      id: credentialId++,
      username: u.username,
      password: passwords[u.username] ?? 'passwort123',
      customerUserId: u.id,
      isAdmin: false,
      passwordChangeRequired: u.username === 'renew',
    });
  }
  await db.credentials.create({
    id: credentialId++,
    username: 'admin',
    password: DEMO_LOGINS.admin,
    customerUserId: null,
    isAdmin: true,
    passwordChangeRequired: false,
  });

  await db.invitations.create({
    id: 1,
    customerId: CUSTOMER.schlossgut,
    customerUserId: USER.neu,
    hash: 'einladung-lena-hoffmann-2026',
    used: false,
  });
  await db.recoveryKeys.create({
    id: 1,
    key: 'wiederherstellung-demo-2026',
    credentialId: 1,
    expiresAt: isoDateTime(addDays(now, 2)),
    used: false,
  });
}
