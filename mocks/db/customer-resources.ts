// Customer resources: mail templates and attachments, price and menu catalogues with their item options,
// hall capacity records (customer spaces), saved cards, the subscription and the payments of the providers.
import { z } from 'zod';
import {
  zAttachment,
  zCatalog,
  zCatalogItemOption,
  zCatalogType,
  zCreditCard,
  zCustomerSpace,
  zMailTemplate,
  zPayment,
  zSubscription,
} from '../../src/api/generated/zod/zod.gen';
import { addDays, addMonths, isoDate, isoDateTime, isoMonth, startOfDay } from '../lib/clock';
import {
  eachLanguage,
  eurosIn,
  label,
  type Labels,
  type LanguageKey,
  monthIn,
  monthSpanIn,
  zLabels,
} from '../lib/labels';
import type { Random } from '../lib/random';
import { mediaPath } from '../lib/media-placeholder';
import { installmentAmounts } from '../lib/installments';
import { collection } from './collection';
import { CATEGORY, configSeedLabels, CUSTOMER, PROVIDER } from './core';
import type { SeedContext } from './seed-context';

const paymentSchema = zPayment.omit({ provider: true, description: true }).extend({
  /** What is billed, in every answer language (answered as `description` in the request's language). */
  descriptions: zLabels,
  customerId: z.int().gte(1),
  /** The card that paid (brand and masked number), kept for support questions (storage only). */
  paidWith: z.object({ brand: z.string(), maskedNumber: z.string() }).nullable(),
  /**
   * A 3-D Secure check under way (storage only): the token the bank page hands back, what to record when the bank
   * approves, and the card to save then (masked; the full number is never kept).
   */
  threeDSecure: z
    .object({
      token: z.string(),
      installmentCount: z.int().gte(1),
      /** What the bank will charge: the chosen option's total, surcharge included. */
      totalAmount: z.number(),
      paidWith: z.object({ brand: z.string(), maskedNumber: z.string() }),
      cardToSave: z
        .object({
          holderName: z.string(),
          maskedNumber: z.string(),
          brand: z.enum(['visa', 'mastercard', 'amex']),
          expiryMonth: z.int(),
          expiryYear: z.int(),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
});

export const collections = {
  mailTemplates: collection(zMailTemplate),
  attachments: collection(zAttachment),
  /**
   * Reference data: the kinds of catalogue (menu, price list, packages). `name` is German, `labels` every answer
   * language (the config catalog_type's labels).
   */
  catalogTypes: collection(zCatalogType.extend({ labels: zLabels })),
  /**
   * Reference data: the rows a catalogue type can price, per provider category. `name` and `unitLabel` are German,
   * `labels` and `unitLabels` every answer language.
   */
  catalogItemOptions: collection(
    zCatalogItemOption.extend({
      providerCategoryIds: z.array(z.int().gte(1)).min(1),
      labels: zLabels,
      unitLabels: zLabels,
    }),
  ),
  /**
   * The embedded provider summary is built on read (never a stale copy). The stored type and item options keep
   * their German names; every answer names them again in the request's language (`catalogTypeIn`, `itemOptionIn`).
   */
  catalogs: collection(zCatalog.omit({ provider: true }).extend({ customerId: z.int().gte(1) })),
  /** Hall capacity records; `customerId` is the provider's customer (storage only). */
  customerSpaces: collection(zCustomerSpace.extend({ customerId: z.int().gte(1) })),
  /**
   * Saved cards: only the masked number is kept, never the full number or the CVV. `behaviour` is what the
   * mock's bank does with the card (like a card token; see TEST_CARDS in handlers/payments.ts).
   */
  creditCards: collection(
    zCreditCard.extend({
      customerId: z.int().gte(1),
      createdAt: z.string(),
      behaviour: z.enum(['approve', 'decline', 'three_d_secure', 'no_3d_form']),
    }),
  ),
  subscriptions: collection(zSubscription),
  /** Payments; the embedded provider summary is built on read. `customerId` is read by the login answer. */
  payments: collection(paymentSchema),
};

export type CustomerResourceCollections = typeof collections;

/** The currency every catalogue price uses (config `currency`, item 1). */
export const EUR = { id: 1, code: 'EUR' } as const;

export const CATALOG_TYPE = { menu: 1, priceList: 2, packages: 3 } as const;

/**
 * The catalogue types, named by the config catalog_type (`GET /configs`, mocks/db/core.ts): one list of their names
 * in every language.
 */
const CATALOG_TYPES = Object.values(CATALOG_TYPE).map((id) => {
  const labels = configSeedLabels('catalog_type', id);
  if (!labels) throw new Error(`No config catalog_type ${id}`);
  return { id, name: labels.de, labels };
});

/** The units catalogue prices are given for ("je 1 Person", "لكل 1 شخص"): a noun after a number, in the singular. */
const UNIT = {
  person: { de: 'Person', en: 'person', tr: 'kişi', ar: 'شخص' },
  child: { de: 'Kind', en: 'child', tr: 'çocuk', ar: 'طفل' },
  evening: { de: 'Abend', en: 'evening', tr: 'akşam', ar: 'أمسية' },
  ceremony: { de: 'Zeremonie', en: 'ceremony', tr: 'tören', ar: 'مراسم' },
  room: { de: 'Zimmer', en: 'room', tr: 'oda', ar: 'غرفة' },
  weddingDay: { de: 'Hochzeitstag', en: 'wedding day', tr: 'düğün günü', ar: 'يوم زفاف' },
  appointment: { de: 'Termin', en: 'appointment', tr: 'randevu', ar: 'موعد' },
  shoot: { de: 'Shooting', en: 'shoot', tr: 'çekim', ar: 'جلسة تصوير' },
  book: { de: 'Buch', en: 'book', tr: 'albüm', ar: 'ألبوم' },
  hour: { de: 'Stunde', en: 'hour', tr: 'saat', ar: 'ساعة' },
  dress: { de: 'Kleid', en: 'dress', tr: 'elbise', ar: 'فستان' },
  accessorySet: { de: 'Set', en: 'set', tr: 'takım', ar: 'طقم' },
  flatFee: { de: 'Pauschale', en: 'flat fee', tr: 'götürü ücret', ar: 'مبلغ مقطوع' },
  performanceSet: { de: 'Set', en: 'set', tr: 'performans', ar: 'فقرة' },
  wedding: { de: 'Hochzeit', en: 'wedding', tr: 'düğün', ar: 'حفل زفاف' },
  table: { de: 'Tisch', en: 'table', tr: 'masa', ar: 'طاولة' },
} satisfies Record<string, Labels>;

const C = CATEGORY;
/** Catalogue item options, the server's fixed list: [id, name, unit, catalogTypeId, providerCategoryIds]. */
const ITEM_OPTIONS: Array<[number, Labels, Labels, number, number[]]> = [
  [
    1,
    { de: 'Sektempfang', en: 'Sparkling wine reception', tr: 'Köpüklü şarap ikramı', ar: 'استقبال بالنبيذ الفوار' },
    UNIT.person,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    2,
    {
      de: 'Fingerfood-Empfang',
      en: 'Finger food reception',
      tr: 'Kokteyl mezeleriyle karşılama',
      ar: 'استقبال مع مقبلات خفيفة',
    },
    UNIT.person,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    3,
    { de: 'Menü pro Person', en: 'Set menu per person', tr: 'Kişi başı menü', ar: 'قائمة طعام للفرد' },
    UNIT.person,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    4,
    { de: 'Kindermenü', en: 'Children’s menu', tr: 'Çocuk menüsü', ar: 'قائمة طعام الأطفال' },
    UNIT.child,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    5,
    { de: 'Getränkepauschale', en: 'Drinks package', tr: 'İçecek paketi', ar: 'باقة المشروبات' },
    UNIT.person,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    6,
    {
      de: 'Mitternachtsimbiss',
      en: 'Midnight snack',
      tr: 'Gece yarısı atıştırmalığı',
      ar: 'وجبة خفيفة في منتصف الليل',
    },
    UNIT.person,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    7,
    { de: 'Saalmiete', en: 'Hall hire', tr: 'Salon kirası', ar: 'إيجار القاعة' },
    UNIT.evening,
    CATALOG_TYPE.priceList,
    [C.venue.id],
  ],
  [
    8,
    {
      de: 'Freie Trauung im Park',
      en: 'Symbolic ceremony in the park',
      tr: 'Parkta sembolik nikâh töreni',
      ar: 'مراسم زفاف رمزية في الحديقة',
    },
    UNIT.ceremony,
    CATALOG_TYPE.priceList,
    [C.venue.id],
  ],
  [
    9,
    {
      de: 'Übernachtung im Gästehaus',
      en: 'Overnight stay in the guest house',
      tr: 'Misafirhanede konaklama',
      ar: 'مبيت في دار الضيافة',
    },
    UNIT.room,
    CATALOG_TYPE.priceList,
    [C.venue.id],
  ],
  [
    10,
    { de: 'Technik und Beleuchtung', en: 'Sound and lighting', tr: 'Ses ve ışık sistemi', ar: 'الصوت والإضاءة' },
    UNIT.evening,
    CATALOG_TYPE.priceList,
    [C.venue.id, C.music.id],
  ],
  [
    11,
    { de: 'Ganztagsreportage', en: 'Full-day coverage', tr: 'Tam gün düğün çekimi', ar: 'تصوير الزفاف طوال اليوم' },
    UNIT.weddingDay,
    CATALOG_TYPE.packages,
    [C.photographer.id],
  ],
  [
    12,
    {
      de: 'Reportage Standesamt',
      en: 'Registry office coverage',
      tr: 'Nikâh dairesinde çekim',
      ar: 'تصوير عقد القران المدني',
    },
    UNIT.appointment,
    CATALOG_TYPE.packages,
    [C.photographer.id],
  ],
  [
    13,
    { de: 'Verlobungsshooting', en: 'Engagement shoot', tr: 'Nişan çekimi', ar: 'جلسة تصوير الخطوبة' },
    UNIT.shoot,
    CATALOG_TYPE.packages,
    [C.photographer.id],
  ],
  [
    14,
    {
      de: 'Fotobuch in Leinen',
      en: 'Linen-bound photo book',
      tr: 'Keten kaplı fotoğraf albümü',
      ar: 'ألبوم صور بغلاف من الكتان',
    },
    UNIT.book,
    CATALOG_TYPE.packages,
    [C.photographer.id],
  ],
  [
    15,
    {
      de: 'Zusätzliche Fotografenstunde',
      en: 'Additional photographer hour',
      tr: 'Ek fotoğrafçı saati',
      ar: 'ساعة تصوير إضافية',
    },
    UNIT.hour,
    CATALOG_TYPE.packages,
    [C.photographer.id],
  ],
  [
    16,
    { de: 'Brautkleid', en: 'Wedding dress', tr: 'Gelinlik', ar: 'فستان زفاف' },
    UNIT.dress,
    CATALOG_TYPE.priceList,
    [C.bridalGown.id],
  ],
  [
    17,
    {
      de: 'Schleier und Accessoires',
      en: 'Veil and accessories',
      tr: 'Duvak ve aksesuarlar',
      ar: 'طرحة وإكسسوارات',
    },
    UNIT.accessorySet,
    CATALOG_TYPE.priceList,
    [C.bridalGown.id],
  ],
  [
    18,
    {
      de: 'Änderungen in der Schneiderei',
      en: 'Tailoring alterations',
      tr: 'Terzide tadilat',
      ar: 'تعديلات الخياطة',
    },
    UNIT.flatFee,
    CATALOG_TYPE.priceList,
    [C.bridalGown.id],
  ],
  [
    19,
    {
      de: 'DJ für den Hochzeitsabend',
      en: 'DJ for the wedding reception',
      tr: 'Düğün gecesi için DJ',
      ar: 'دي جي لسهرة الزفاف',
    },
    UNIT.evening,
    CATALOG_TYPE.packages,
    [C.music.id],
  ],
  [
    20,
    { de: 'Live-Band', en: 'Live band', tr: 'Canlı müzik grubu', ar: 'فرقة موسيقية حية' },
    UNIT.performanceSet,
    CATALOG_TYPE.packages,
    [C.music.id],
  ],
  [
    21,
    { de: 'Buffet pro Person', en: 'Buffet per person', tr: 'Kişi başı açık büfe', ar: 'بوفيه للفرد' },
    UNIT.person,
    CATALOG_TYPE.menu,
    [C.venue.id, C.catering.id],
  ],
  [
    22,
    { de: 'Komplettplanung', en: 'Full wedding planning', tr: 'Eksiksiz düğün planlaması', ar: 'تخطيط كامل للزفاف' },
    UNIT.wedding,
    CATALOG_TYPE.packages,
    [C.planner.id],
  ],
  [
    23,
    { de: 'Tischdekoration', en: 'Table decoration', tr: 'Masa süsleme', ar: 'تزيين الطاولات' },
    UNIT.table,
    CATALOG_TYPE.packages,
    [C.decoration.id],
  ],
];

type CatalogTypeRef = { id: number; name: string };
type ItemOptionRef = { id: number; name: string; unitLabel: string };

/**
 * A catalogue's type as an answer names it: in the request's language, looked up by id (a stored catalogue keeps
 * the German name).
 */
export function catalogTypeIn(
  database: { catalogTypes: CustomerResourceCollections['catalogTypes'] },
  type: CatalogTypeRef,
  language: LanguageKey,
): CatalogTypeRef {
  const record = database.catalogTypes.findFirst((q) => q.where({ id: type.id }));
  return { id: type.id, name: record ? label(record.labels, language) : type.name };
}

/** An item option (a catalogue price's row) as an answer names it: name and unit in the request's language. */
export function itemOptionIn(
  database: { catalogItemOptions: CustomerResourceCollections['catalogItemOptions'] },
  option: ItemOptionRef,
  language: LanguageKey,
): ItemOptionRef {
  const record = database.catalogItemOptions.findFirst((q) => q.where({ id: option.id }));
  return record
    ? { id: option.id, name: label(record.labels, language), unitLabel: label(record.unitLabels, language) }
    : { id: option.id, name: option.name, unitLabel: option.unitLabel };
}

function at(day: Date, hour: number, minute = 0): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
}

function firstOfMonth(date: Date, monthsAhead = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));
}

/** A payment's service period (the months it pays for) from its first and last month. */
function months(first: Date, last: Date = first): { startMonth: string; endMonth: string } {
  return { startMonth: isoMonth(first), endMonth: isoMonth(last) };
}

// ---------------------------------------------------------------- mail templates and attachments

/** The provider a template or attachment is for; null for every provider of the customer. */
type ProviderScope = number | null;

interface TemplateSeed {
  customerId: number;
  providerId: ProviderScope;
  name: string;
  subject: string;
  content: string;
  daysAgo: number;
  editedDaysAgo?: number;
}

const TEMPLATES: TemplateSeed[] = [
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Erstantwort Hochzeitsanfrage',
    subject: 'Ihre Hochzeitsanfrage beim Schlossgut Havelblick',
    content:
      '<p>Liebes Brautpaar,</p><p>herzlichen Dank für Ihre Anfrage und Ihr Interesse am Schlossgut Havelblick! Ihr Wunschtermin ist bei uns derzeit noch frei.</p><p>Gern zeigen wir Ihnen unseren Festsaal, die Orangerie und den Landschaftspark bei einer persönlichen Besichtigung. Besichtigungen bieten wir dienstags bis samstags zwischen 10 und 17 Uhr an.</p><p>In der Anlage finden Sie unsere Hochzeitsmappe mit allen Räumlichkeiten und Preisen.</p>',
    daysAgo: 340,
    editedDaysAgo: 45,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Angebot mit Menüvorschlag',
    subject: 'Ihr persönliches Angebot für Ihre Hochzeit am Havelufer',
    content:
      '<p>Liebes Brautpaar,</p><p>vielen Dank für das schöne Gespräch bei Ihrer Besichtigung. Wie besprochen senden wir Ihnen unser Angebot:</p><ul><li>Sektempfang im Landschaftspark mit Fingerfood</li><li>Vier-Gänge-Menü aus regionalen Zutaten, auf Wunsch vegetarisch</li><li>Getränkepauschale für 8 Stunden</li><li>Mitternachtsimbiss mit Brandenburger Spezialitäten</li></ul><p>Unser Menüvorschlag: Havelzander auf Rote-Bete-Risotto, Kalbsrücken mit Kräuterkruste und zum Dessert Sanddorn-Parfait.</p><p>Das Angebot halten wir Ihnen 14 Tage lang frei.</p>',
    daysAgo: 300,
    editedDaysAgo: 20,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Terminbestätigung Besichtigung',
    subject: 'Bestätigung Ihres Besichtigungstermins',
    content:
      '<p>Liebes Brautpaar,</p><p>hiermit bestätigen wir Ihren Besichtigungstermin im Schlossgut Havelblick. Bitte melden Sie sich bei Ankunft an der Rezeption im Gutshaus.</p><p>Parkplätze finden Sie direkt an der Zufahrt Am Havelufer 12. Planen Sie für die Besichtigung etwa eine Stunde ein.</p><p>Wir freuen uns auf Sie!</p>',
    daysAgo: 280,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Nachfassen nach Besichtigung',
    subject: 'Wie hat Ihnen das Schlossgut gefallen?',
    content:
      '<p>Liebes Brautpaar,</p><p>wir hoffen, Ihnen hat die Besichtigung gefallen. Haben Sie noch Fragen zu Räumen, Menü oder Übernachtung? Wir beraten Sie gern telefonisch unter 0331 20045670.</p><p>Ihr Wunschtermin ist noch bis Ende des Monats für Sie reserviert.</p>',
    daysAgo: 190,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: null,
    name: 'Absage Termin vergeben',
    subject: 'Ihr Wunschtermin ist leider bereits vergeben',
    content:
      '<p>Liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage. Leider ist Ihr Wunschtermin bereits vergeben. An den beiden Wochenenden davor und danach haben wir noch freie Termine und würden uns freuen, Ihre Hochzeit an einem dieser Tage auszurichten.</p>',
    daysAgo: 150,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.lichtwerk,
    name: 'Erstantwort Hochzeitsreportage',
    subject: 'Ihre Anfrage bei Lichtwerk Fotografie',
    content:
      '<p>Hallo ihr beiden,</p><p>vielen Dank für eure Anfrage! Euer Hochzeitstag ist bei uns noch frei. In der Anlage findet ihr unsere Preisliste mit allen Reportage-Paketen.</p><p>Am besten lernen wir uns bei einem Kaffee in unserem Studio in der Torstraße oder per Videoanruf kennen.</p>',
    daysAgo: 120,
    editedDaysAgo: 12,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.brautsalon,
    name: 'Anprobetermin Brautsalon',
    subject: 'Ihr Anprobetermin im Brautsalon Altona',
    content:
      '<p>Liebe Braut,</p><p>wir freuen uns, Sie zu Ihrer Brautkleidberatung im Brautsalon Altona begrüßen zu dürfen. Für die Beratung nehmen wir uns zwei Stunden Zeit. Bringen Sie gern bis zu drei Begleitpersonen mit.</p><p>Tipp: Passende Unterwäsche und Schuhe mit der gewünschten Absatzhöhe helfen bei der Anprobe.</p>',
    daysAgo: 60,
  },
  {
    customerId: CUSTOMER.elbblick,
    providerId: PROVIDER.elbblick,
    name: 'Erstantwort Landhaus Elbblick',
    subject: 'Ihre Hochzeitsanfrage im Landhaus Elbblick',
    content:
      '<p>Moin liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage! Unser Wintergarten bietet Platz für bis zu 70 Gäste, im Sommer feiern Sie auf der Terrasse direkt an der Elbe.</p><p>Rufen Sie uns gern an, um einen Besichtigungstermin zu vereinbaren.</p>',
    daysAgo: 210,
  },
  {
    customerId: CUSTOMER.elbblick,
    providerId: PROVIDER.elbblick,
    name: 'Terminbestätigung Besichtigung',
    subject: 'Ihr Besichtigungstermin im Landhaus Elbblick',
    content:
      '<p>Moin,</p><p>hiermit bestätigen wir Ihren Besichtigungstermin. Am Strandweg gibt es nur wenige Parkplätze, wir empfehlen die Anreise mit der S-Bahn bis Blankenese.</p>',
    daysAgo: 90,
  },
];

interface AttachmentSeed {
  customerId: number;
  providerId: ProviderScope;
  name: string;
  fileName: string;
  mimeType: z.infer<typeof zAttachment>['mimeType'];
  size: number;
  daysAgo: number;
}

const ATTACHMENTS: AttachmentSeed[] = [
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Hochzeitsmappe 2027',
    fileName: 'Hochzeitsmappe_2027.pdf',
    mimeType: 'application/pdf',
    size: 4_382_114,
    daysAgo: 95,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Menükarte Hochzeit 2027',
    fileName: 'Menuekarte_Hochzeit_2027.pdf',
    mimeType: 'application/pdf',
    size: 1_204_551,
    daysAgo: 70,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Lageplan und Anfahrt',
    fileName: 'Lageplan_Schlossgut_Havelblick.png',
    mimeType: 'image/png',
    size: 812_340,
    daysAgo: 260,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Saalplan Festsaal',
    fileName: 'Saalplan_Festsaal.jpg',
    mimeType: 'image/jpeg',
    size: 655_102,
    daysAgo: 180,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: null,
    name: 'AGB Veranstaltungen',
    fileName: 'AGB_Veranstaltungen_Schlossgut.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 48_930,
    daysAgo: 330,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.lichtwerk,
    name: 'Preisliste Hochzeitsreportagen 2027',
    fileName: 'Preisliste_Reportagen_2027.pdf',
    mimeType: 'application/pdf',
    size: 2_116_480,
    daysAgo: 30,
  },
  {
    customerId: CUSTOMER.elbblick,
    providerId: PROVIDER.elbblick,
    name: 'Hausprospekt Landhaus Elbblick',
    fileName: 'Hausprospekt_Landhaus_Elbblick.pdf',
    mimeType: 'application/pdf',
    size: 3_025_775,
    daysAgo: 150,
  },
];

/** The download address of an attachment file. */
export function attachmentUrl(customerId: number, id: number, fileName: string): string {
  const slug = fileName
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `https://cdn.hochzeitsportal.de/attachments/${customerId}/${id}-${slug}`;
}

// ---------------------------------------------------------------- catalogues

type WeekPeriod = 'weekday' | 'weekend' | 'all';
/** [catalogItemOptionId, weekPeriod, price, discountedPrice, unit]. */
type PriceSeed = [number, WeekPeriod, number, number | null, number];

interface CatalogSeed {
  providerId: number;
  customerId: number;
  name: string;
  catalogTypeId: number;
  pricingType: 'package' | 'per_person';
  minGuests: number | null;
  maxGuests: number | null;
  isMain: boolean;
  notes: string | null;
  pdfPath: string | null;
  /** Days from the seed day to expireAt (negative: expired). */
  expiresInDays: number;
  prices: PriceSeed[];
}

const CATALOGS: CatalogSeed[] = [
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Hochzeitsmenü 2027',
    catalogTypeId: CATALOG_TYPE.menu,
    pricingType: 'per_person',
    minGuests: 40,
    maxGuests: null,
    isMain: true,
    notes: 'Alle Menüs werden im Gutshof frisch zubereitet; vegetarische und vegane Varianten ohne Aufpreis.',
    pdfPath: mediaPath('catalogs', 101, 'hochzeitsmenue-2027.pdf'),
    expiresInDays: 75,
    prices: [
      [1, 'all', 14, null, 1],
      [3, 'weekday', 89, null, 1],
      [3, 'weekend', 98, null, 1],
      [4, 'all', 35, null, 1],
      [5, 'weekday', 42, 39, 1],
      [5, 'weekend', 49, null, 1],
      [6, 'all', 16, null, 1],
    ],
  },
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Saalmiete und Trauung 2026',
    catalogTypeId: CATALOG_TYPE.priceList,
    pricingType: 'package',
    minGuests: null,
    maxGuests: 180,
    isMain: false,
    notes: 'Inklusive Bestuhlung, Tischwäsche und Grunddekoration. Endreinigung wird pauschal berechnet.',
    pdfPath: null,
    expiresInDays: -12,
    prices: [
      [7, 'weekday', 2900, 2600, 1],
      [7, 'weekend', 4500, null, 1],
      [8, 'all', 850, null, 1],
      [9, 'all', 129, null, 1],
      [10, 'all', 450, null, 1],
    ],
  },
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Sommerbuffet Gartenterrasse',
    catalogTypeId: CATALOG_TYPE.menu,
    pricingType: 'per_person',
    minGuests: 30,
    maxGuests: null,
    isMain: false,
    notes: 'Nur von Juni bis September buchbar, bei Regen im Festsaal.',
    pdfPath: null,
    // Expired too: the demo's price update modal steps through two catalogues (issue 14).
    expiresInDays: -3,
    prices: [
      [2, 'all', 18, null, 1],
      [21, 'weekday', 59, null, 1],
      [21, 'weekend', 65, null, 1],
      [5, 'all', 39, null, 1],
    ],
  },
  {
    providerId: PROVIDER.lichtwerk,
    customerId: CUSTOMER.schlossgut,
    name: 'Hochzeitsreportagen 2027',
    catalogTypeId: CATALOG_TYPE.packages,
    pricingType: 'package',
    minGuests: null,
    maxGuests: null,
    isMain: true,
    notes: 'Alle Pakete mit Online-Galerie und bearbeiteten Bildern in voller Auflösung. Anfahrt in Berlin inklusive.',
    pdfPath: mediaPath('catalogs', 102, 'hochzeitsreportagen-2027.pdf'),
    expiresInDays: 80,
    prices: [
      [11, 'weekday', 2190, null, 1],
      [11, 'weekend', 2490, 2290, 1],
      [12, 'all', 690, null, 1],
      [13, 'all', 290, null, 1],
      [14, 'all', 390, null, 1],
      [15, 'all', 180, null, 1],
    ],
  },
  {
    providerId: PROVIDER.elbblick,
    customerId: CUSTOMER.elbblick,
    name: 'Menü Landhaus Elbblick 2027',
    catalogTypeId: CATALOG_TYPE.menu,
    pricingType: 'per_person',
    minGuests: 20,
    maxGuests: null,
    isMain: true,
    notes: 'Norddeutsche Küche mit Fisch vom Hamburger Fischmarkt.',
    pdfPath: null,
    expiresInDays: 60,
    prices: [
      [3, 'weekday', 72, null, 1],
      [3, 'weekend', 79, null, 1],
      [5, 'all', 38, null, 1],
    ],
  },
];

// ---------------------------------------------------------------- hall capacity

const SPACES: Array<Omit<z.infer<typeof zCustomerSpace>, 'id'> & { customerId: number }> = [
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Festsaal',
    areaType: 'indoor',
    minCapacity: 40,
    maxCapacity: 180,
    mealCapacity: 160,
    cocktailCapacity: 180,
  },
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Orangerie',
    areaType: 'both',
    minCapacity: 20,
    maxCapacity: 90,
    mealCapacity: 70,
    cocktailCapacity: 90,
  },
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Gartenterrasse',
    areaType: 'outdoor',
    minCapacity: 30,
    maxCapacity: 250,
    mealCapacity: null,
    cocktailCapacity: 250,
  },
  // Recorded before meal and cocktail capacities were asked for: listed as incomplete by GET
  // /providers/101/missing-data (customerSpaces) until one of the two is filled in.
  {
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    name: 'Kaminzimmer',
    areaType: 'indoor',
    minCapacity: 12,
    maxCapacity: 40,
    mealCapacity: null,
    cocktailCapacity: null,
  },
  {
    providerId: PROVIDER.elbblick,
    customerId: CUSTOMER.elbblick,
    name: 'Wintergarten',
    areaType: 'indoor',
    minCapacity: 20,
    maxCapacity: 90,
    mealCapacity: 70,
    cocktailCapacity: 90,
  },
  {
    providerId: PROVIDER.elbblick,
    customerId: CUSTOMER.elbblick,
    name: 'Elbterrasse',
    areaType: 'outdoor',
    minCapacity: 15,
    maxCapacity: 120,
    mealCapacity: null,
    cocktailCapacity: 120,
  },
];

// ---------------------------------------------------------------- payments

/** Monthly listing price per provider (EUR); `plan` is the listing product the payment text names. */
const MONTHLY_PLAN: Record<number, { product: string; plan: string; amount: number; months: number }> = {
  [PROVIDER.havelblick]: { product: 'Prime-Paket', plan: 'Prime', amount: 349, months: 12 },
  [PROVIDER.lichtwerk]: { product: 'Pro-Paket', plan: 'Pro', amount: 249, months: 12 },
  [PROVIDER.brautsalon]: { product: 'Winner-Paket', plan: 'Winner', amount: 199, months: 8 },
};

// ---------------------------------------------------------------- payment texts
// What a payment bills, written in each answer language (a real server's invoice texts). Months and prices come from
// Intl in the language (mocks/lib/labels.ts); product, place and firm names stay as written.

/** The plan fee of a month: "Prime-Paket Mai 2026", "باقة Prime، مايو 2026". */
function planFeeText(plan: string, month: Date) {
  const texts: Record<LanguageKey, (m: string) => string> = {
    de: (m) => `${plan}-Paket ${m}`,
    en: (m) => `${plan} plan, ${m}`,
    tr: (m) => `${plan} paketi, ${m}`,
    ar: (m) => `باقة ${plan}، ${m}`,
  };
  return eachLanguage((language) => texts[language](monthIn(month, language)));
}

/** "(6 Anfragen à 29 €)" in each language; Arabic counts with its plural forms (3–10 طلبات, 11 and more طلبًا). */
function leadCount(count: number, language: LanguageKey): string {
  switch (language) {
    case 'de':
      return `${count} ${count === 1 ? 'Anfrage' : 'Anfragen'}`;
    case 'en':
      return `${count} ${count === 1 ? 'lead' : 'leads'}`;
    case 'tr':
      return `${count} talep`;
    case 'ar':
      if (count === 1) return 'طلب واحد';
      if (count === 2) return 'طلبان';
      return `${count} ${count <= 10 ? 'طلبات' : 'طلبًا'}`;
  }
}

/** The plus leads of a month: "Plus-Anfragen Mai 2026 (6 Anfragen à 29 €)". */
function plusLeadsText(month: Date, count: number, price: number) {
  return eachLanguage((language) => {
    const m = monthIn(month, language);
    const leads = leadCount(count, language);
    const each = eurosIn(price, language);
    switch (language) {
      case 'de':
        return `Plus-Anfragen ${m} (${leads} à ${each})`;
      case 'en':
        return `Plus leads, ${m} (${leads} at ${each} each)`;
      case 'tr':
        return `Plus talepler, ${m} (${leads}, tanesi ${each})`;
      case 'ar':
        return `طلبات بلس، ${m} (${leads} بسعر ${each} للطلب)`;
    }
  });
}

/** An advertisement placement over a span of months ("Werbeplatzierung Startseite Potsdam, März–Mai 2026"). */
function placementText(placement: Record<LanguageKey, string>, first: Date, last: Date) {
  return eachLanguage((language) => {
    const comma = language === 'ar' ? '،' : ',';
    return `${placement[language]}${comma} ${monthSpanIn(first, last, language)}`;
  });
}

/** A newsletter advertisement to the couples of a region in a month, cancelled or not. */
function newsletterText(region: string, month: Date, cancelled: boolean) {
  const texts: Record<LanguageKey, (m: string) => string> = {
    de: (m) => `Newsletter-Anzeige Brautpaare ${region} ${m}${cancelled ? ' (storniert)' : ''}`,
    en: (m) => `Newsletter ad to couples in ${region}, ${m}${cancelled ? ' (cancelled)' : ''}`,
    tr: (m) => `${region} çiftlerine bülten reklamı, ${m}${cancelled ? ' (iptal edildi)' : ''}`,
    ar: (m) => `إعلان في النشرة البريدية للعرسان في ${region}، ${m}${cancelled ? ' (ملغى)' : ''}`,
  };
  return eachLanguage((language) => texts[language](monthIn(month, language)));
}

/** Price of one plus lead per provider (EUR). */
const PLUS_LEAD_PRICE: Record<number, number> = {
  [PROVIDER.havelblick]: 39,
  [PROVIDER.lichtwerk]: 25,
  [PROVIDER.brautsalon]: 29,
};

type PaymentRecord = z.infer<typeof paymentSchema>;
type PaymentDraft = Omit<PaymentRecord, 'id' | 'invoiceUrl' | 'paidAmount'>;

export function invoiceUrl(id: number, paidAt: string): string {
  return `https://api.hochzeitsportal.de/invoices/RE-${paidAt.slice(0, 4)}-${String(id).padStart(4, '0')}.pdf`;
}

const SAVED_CARD_PAID_WITH = [
  { brand: 'visa', maskedNumber: '**** **** **** 4242' },
  { brand: 'mastercard', maskedNumber: '**** **** **** 5100' },
];

function paymentDrafts(random: Random, now: Date, scenario: SeedContext['scenario']): PaymentDraft[] {
  const drafts: PaymentDraft[] = [];
  const today = startOfDay(now);
  const paidOn = (due: Date) => {
    const day = addDays(due, random.int(0, 2));
    const paid = at(day, random.int(6, 10), random.int(0, 59));
    return paid > now ? now : paid;
  };
  const paidWith = () => (random.chance(0.8) ? SAVED_CARD_PAID_WITH[0] : SAVED_CARD_PAID_WITH[1]) ?? null;

  // Monthly listing subscriptions: paid for the past months up to the current one.
  for (const [providerIdKey, plan] of Object.entries(MONTHLY_PLAN)) {
    const providerId = Number(providerIdKey);
    for (let k = plan.months - 1; k >= 0; k--) {
      const due = firstOfMonth(today, -k);
      const paid = paidOn(due);
      drafts.push({
        providerId,
        customerId: CUSTOMER.schlossgut,
        amount: plan.amount,
        currency: 'EUR',
        type: 'subscription',
        status: 'paid',
        descriptions: planFeeText(plan.plan, due),
        servicePeriod: months(due),
        createdAt: isoDateTime(at(addDays(due, -10), 8)),
        dueDate: isoDate(due),
        paidAt: isoDateTime(paid),
        installments: [],
        paidWith: paidWith(),
      });
    }
  }

  // Setup fee when the bridal shop joined.
  const brautsalonStart = firstOfMonth(today, -(MONTHLY_PLAN[PROVIDER.brautsalon]?.months ?? 8) + 1);
  drafts.push({
    providerId: PROVIDER.brautsalon,
    customerId: CUSTOMER.schlossgut,
    amount: 199,
    currency: 'EUR',
    type: 'setup_fee',
    status: 'paid',
    descriptions: {
      de: 'Einrichtungsgebühr Eintrag Brautsalon Altona',
      en: 'Setup fee for the Brautsalon Altona listing',
      tr: 'Brautsalon Altona kaydı için kurulum ücreti',
      ar: 'رسوم إعداد صفحة «Brautsalon Altona» في الدليل',
    },
    servicePeriod: null,
    createdAt: isoDateTime(at(addDays(brautsalonStart, -14), 9)),
    dueDate: isoDate(addDays(brautsalonStart, -7)),
    paidAt: isoDateTime(paidOn(addDays(brautsalonStart, -7))),
    installments: [],
    paidWith: SAVED_CARD_PAID_WITH[0] ?? null,
  });

  // Plus leads, billed in the month after they arrived.
  const plusLeadMonths: Array<[number, number]> = [
    [PROVIDER.havelblick, 11],
    [PROVIDER.havelblick, 8],
    [PROVIDER.havelblick, 5],
    [PROVIDER.havelblick, 2],
    [PROVIDER.lichtwerk, 9],
    [PROVIDER.lichtwerk, 3],
    [PROVIDER.brautsalon, 4],
    [PROVIDER.brautsalon, 2],
  ];
  for (const [providerId, monthsAgo] of plusLeadMonths) {
    const leadsMonth = firstOfMonth(today, -monthsAgo - 1);
    const due = addDays(firstOfMonth(today, -monthsAgo), 14);
    const count = random.int(4, 12);
    const price = PLUS_LEAD_PRICE[providerId] ?? 29;
    const amount = count * price;
    const installments =
      amount > 300
        ? installmentAmounts(amount, 3).map((installment, i) => ({
            number: i + 1,
            amount: installment,
            dueDate: isoDate(addMonths(due, i)),
            status: 'paid' as const,
          }))
        : [];
    const lastDue = installments.length ? addMonths(due, 2) : due;
    drafts.push({
      providerId,
      customerId: CUSTOMER.schlossgut,
      amount,
      currency: 'EUR',
      type: 'plus_leads',
      status: 'paid',
      descriptions: plusLeadsText(leadsMonth, count, price),
      servicePeriod: months(leadsMonth),
      createdAt: isoDateTime(at(addDays(due, -14), 7, 30)),
      dueDate: isoDate(due),
      paidAt: isoDateTime(paidOn(lastDue)),
      installments,
      paidWith: paidWith(),
    });
  }

  // Advertisement campaigns, paid in three installments.
  const campaigns: Array<[number, number, number, Record<LanguageKey, string>]> = [
    [
      PROVIDER.havelblick,
      6,
      1200,
      {
        de: 'Werbeplatzierung Startseite Potsdam',
        en: 'Home page placement, Potsdam',
        tr: 'Ana sayfa reklam alanı, Potsdam',
        ar: 'مساحة إعلانية على الصفحة الرئيسية، Potsdam',
      },
    ],
    [
      PROVIDER.lichtwerk,
      10,
      897,
      {
        de: 'Top-Platzierung Hochzeitsfotografie Berlin',
        en: 'Top placement, wedding photography in Berlin',
        tr: 'Berlin düğün fotoğrafçılığında üst sıra',
        ar: 'مركز متقدّم في تصوير الأعراس، Berlin',
      },
    ],
  ];
  for (const [providerId, monthsAgo, amount, placement] of campaigns) {
    const first = firstOfMonth(today, -monthsAgo);
    const last = addMonths(first, 2);
    drafts.push({
      providerId,
      customerId: CUSTOMER.schlossgut,
      amount,
      currency: 'EUR',
      type: 'advertisement',
      status: 'paid',
      descriptions: placementText(placement, first, last),
      servicePeriod: months(first, last),
      createdAt: isoDateTime(at(addDays(first, -12), 8)),
      dueDate: isoDate(first),
      paidAt: isoDateTime(paidOn(last)),
      installments: installmentAmounts(amount, 3).map((installment, i) => ({
        number: i + 1,
        amount: installment,
        dueDate: isoDate(addMonths(first, i)),
        status: 'paid' as const,
      })),
      paidWith: SAVED_CARD_PAID_WITH[0] ?? null,
    });
  }

  // A newsletter booking that was cancelled before it was due.
  const cancelledDue = firstOfMonth(today, -7);
  drafts.push({
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    amount: 390,
    currency: 'EUR',
    type: 'advertisement',
    status: 'cancelled',
    descriptions: newsletterText('Brandenburg', cancelledDue, true),
    servicePeriod: months(cancelledDue),
    createdAt: isoDateTime(at(addDays(cancelledDue, -20), 11)),
    dueDate: isoDate(cancelledDue),
    paidAt: null,
    installments: [],
    paidWith: null,
  });

  // Open: next month's plan fee of the venue (due in the future) and the shop's plus leads of the last month that
  // had ended when they were billed (due in a few days; overdue only in the `payment-due` scenario, where the login
  // must pass /checkout first). What each pays for is its service period; the due date says when.
  if (scenario !== 'basic-plan') {
    const nextDue = firstOfMonth(today, 1);
    drafts.push({
      providerId: PROVIDER.havelblick,
      customerId: CUSTOMER.schlossgut,
      amount: 349,
      currency: 'EUR',
      type: 'subscription',
      status: 'pending',
      descriptions: planFeeText('Prime', nextDue),
      servicePeriod: months(nextDue),
      createdAt: isoDateTime(at(addDays(today, -2), 8)),
      dueDate: isoDate(addDays(today, Math.max(3, Math.round((nextDue.getTime() - today.getTime()) / 86_400_000)))),
      paidAt: null,
      installments: [],
      paidWith: null,
    });
  }
  // Billed 20 days ago: for the month before that day, which had ended (never for a month still running).
  const plusLeadsBilled = addDays(today, -20);
  const lastLeadsMonth = firstOfMonth(plusLeadsBilled, -1);
  drafts.push({
    providerId: PROVIDER.brautsalon,
    customerId: CUSTOMER.schlossgut,
    amount: 6 * 29,
    currency: 'EUR',
    type: 'plus_leads',
    status: 'pending',
    descriptions: plusLeadsText(lastLeadsMonth, 6, 29),
    servicePeriod: months(lastLeadsMonth),
    createdAt: isoDateTime(at(plusLeadsBilled, 7, 30)),
    dueDate: isoDate(addDays(today, scenario === 'payment-due' ? -6 : 6)),
    paidAt: null,
    installments: [],
    paidWith: null,
  });

  // The basic-plan venue of the second customer owes no plan fee (Basic is free, without a term): its open payment
  // is a newsletter advertisement it booked, sold apart from the plan and open to every plan (docs/payments.md,
  // "What an open payment is for"), paid before the month it runs.
  const adDue = addDays(today, 11);
  const adMonth = firstOfMonth(adDue, 1);
  drafts.push({
    providerId: PROVIDER.elbblick,
    customerId: CUSTOMER.elbblick,
    amount: 199,
    currency: 'EUR',
    type: 'advertisement',
    status: 'pending',
    descriptions: newsletterText('Hamburg', adMonth, false),
    servicePeriod: months(adMonth),
    createdAt: isoDateTime(at(addDays(today, -3), 10)),
    dueDate: isoDate(adDue),
    paidAt: null,
    installments: [],
    paidWith: null,
  });

  return drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.providerId - b.providerId);
}

// ---------------------------------------------------------------- seed

export async function seed(ctx: SeedContext): Promise<void> {
  const { db, random, now, scenario } = ctx;
  const today = startOfDay(now);
  const empty = scenario === 'empty';

  // Reference data: every scenario.
  for (const type of CATALOG_TYPES) await db.catalogTypes.create({ ...type, labels: { ...type.labels } });
  for (const [id, labels, unitLabels, catalogTypeId, providerCategoryIds] of ITEM_OPTIONS) {
    await db.catalogItemOptions.create({
      id,
      name: labels.de,
      unitLabel: unitLabels.de,
      catalogTypeId,
      providerCategoryIds,
      labels: { ...labels },
      unitLabels: { ...unitLabels },
    });
  }

  // The subscription of the demo customer (the basic plan has none).
  if (scenario !== 'basic-plan') {
    const venue = db.providers.findFirst((q) => q.where({ id: PROVIDER.havelblick }));
    const endDate = venue?.productFeatures.productDateEnd ?? isoDate(addMonths(today, 7));
    await db.subscriptions.create({
      id: 1,
      customerId: CUSTOMER.schlossgut,
      productName: 'Prime',
      planTier: 'prime',
      startDate: isoDate(firstOfMonth(today, -11)),
      endDate,
      monthlyAmount: Object.values(MONTHLY_PLAN).reduce((sum, plan) => sum + plan.amount, 0),
      currency: 'EUR',
      autoRenew: true,
      providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon],
      // Each provider at its own price, the amount of its plan payments (the statistics' return on the plan uses it).
      fees: Object.entries(MONTHLY_PLAN).map(([providerId, plan]) => ({
        providerIds: [Number(providerId)],
        productName: plan.product,
        monthlyAmount: plan.amount,
      })),
    });
  }

  if (empty) return;

  let templateId = 1;
  for (const t of TEMPLATES) {
    const created = at(addDays(today, -t.daysAgo), random.int(8, 17), random.int(0, 59));
    const edited =
      t.editedDaysAgo === undefined
        ? created
        : at(addDays(today, -t.editedDaysAgo), random.int(8, 17), random.int(0, 59));
    await db.mailTemplates.create({
      id: templateId++,
      customerId: t.customerId,
      providerId: t.providerId,
      name: t.name,
      subject: t.subject,
      content: t.content,
      createdAt: isoDateTime(created),
      updatedAt: isoDateTime(edited),
    });
  }

  let attachmentId = 1;
  for (const a of ATTACHMENTS) {
    const id = attachmentId++;
    await db.attachments.create({
      id,
      customerId: a.customerId,
      providerId: a.providerId,
      name: a.name,
      fileName: a.fileName,
      mimeType: a.mimeType,
      size: a.size,
      url: attachmentUrl(a.customerId, id, a.fileName),
      createdAt: isoDateTime(at(addDays(today, -a.daysAgo), random.int(8, 17), random.int(0, 59))),
    });
  }

  // Stored catalogues keep the German names of their type and rows (answers name them in the request's language).
  const options = new Map(ITEM_OPTIONS.map(([id, name, unit]) => [id, { id, name: name.de, unitLabel: unit.de }]));
  let catalogId = 1;
  let priceId = 1;
  for (const c of CATALOGS) {
    const type = CATALOG_TYPES.find((t) => t.id === c.catalogTypeId);
    if (!type) throw new Error(`Unknown catalog type ${c.catalogTypeId}`);
    const expireAt = isoDate(addDays(today, c.expiresInDays));
    await db.catalogs.create({
      id: catalogId++,
      customerId: c.customerId,
      name: c.name,
      catalogType: { id: type.id, name: type.name },
      providerId: c.providerId,
      pricingType: c.pricingType,
      minGuests: c.minGuests,
      maxGuests: c.maxGuests,
      isMain: c.isMain,
      notes: c.notes,
      pdfPath: c.pdfPath,
      expireAt,
      needsPriceUpdate: c.expiresInDays < 0,
      prices: c.prices.map(([optionId, weekPeriod, price, discountedPrice, unit]) => {
        const option = options.get(optionId);
        if (!option) throw new Error(`Unknown catalog item option ${optionId}`);
        return {
          id: priceId++,
          weekPeriod,
          price,
          discountedPrice,
          catalogItemOption: { ...option },
          unit,
          currency: { ...EUR },
        };
      }),
    });
  }

  let spaceId = 1;
  for (const space of SPACES) await db.customerSpaces.create({ id: spaceId++, ...space });

  const expiryYear = today.getUTCFullYear();
  await db.creditCards.create({
    id: 1,
    customerId: CUSTOMER.schlossgut,
    name: 'Firmenkarte',
    holderName: 'Katharina Vogt',
    maskedNumber: '**** **** **** 4242',
    brand: 'visa',
    expiryMonth: 8,
    expiryYear: expiryYear + 2,
    isPrimary: true,
    behaviour: 'approve',
    createdAt: isoDateTime(at(addDays(today, -380), 10, 12)),
  });
  await db.creditCards.create({
    id: 2,
    customerId: CUSTOMER.schlossgut,
    name: 'Ersatzkarte Buchhaltung',
    holderName: 'Jonas Albrecht',
    maskedNumber: '**** **** **** 5100',
    brand: 'mastercard',
    expiryMonth: 3,
    expiryYear: expiryYear + 1,
    isPrimary: false,
    behaviour: 'approve',
    createdAt: isoDateTime(at(addDays(today, -120), 15, 40)),
  });

  let paymentId = 1;
  for (const draft of paymentDrafts(random, now, scenario)) {
    const id = paymentId++;
    await db.payments.create({
      ...draft,
      id,
      // The seeded payments were paid without an installment surcharge: what was charged is what was owed.
      paidAmount: draft.status === 'paid' ? draft.amount : null,
      invoiceUrl: draft.paidAt ? invoiceUrl(id, draft.paidAt) : null,
    });
  }
}
