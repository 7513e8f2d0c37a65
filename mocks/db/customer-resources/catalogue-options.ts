// Catalogue reference data: the kinds of catalogue (menu, price list, packages) and the item options a catalogue
// can price per provider category (the server's fixed list), with their names in the answer's language.
import { z } from 'zod';
import { zCatalogItemOption, zCatalogType } from '../../../src/api/generated/zod/zod.gen';
import { label, type Labels, type LanguageKey, zLabels } from '../../lib/labels';
import { collection } from '../collection';
import { CATEGORY, configSeedLabels } from '../core';
import type { SeedContext } from '../seed-context';

export const collections = {
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
};

type CatalogueOptionCollections = typeof collections;

/** The currency every catalogue price uses (config `currency`, item 1). */
export const EUR = { id: 1, code: 'EUR' } as const;

export const CATALOG_TYPE = { menu: 1, priceList: 2, packages: 3 } as const;

/**
 * The catalogue types, named by the config catalog_type (`GET /configs`, mocks/db/core/configs.ts): one list of their
 * names in every language.
 */
export const CATALOG_TYPES = Object.values(CATALOG_TYPE).map((id) => {
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
export const ITEM_OPTIONS: Array<[number, Labels, Labels, number, number[]]> = [
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
  database: { catalogTypes: CatalogueOptionCollections['catalogTypes'] },
  type: CatalogTypeRef,
  language: LanguageKey,
): CatalogTypeRef {
  const record = database.catalogTypes.findFirst((q) => q.where({ id: type.id }));
  return { id: type.id, name: record ? label(record.labels, language) : type.name };
}

/** An item option (a catalogue price's row) as an answer names it: name and unit in the request's language. */
export function itemOptionIn(
  database: { catalogItemOptions: CatalogueOptionCollections['catalogItemOptions'] },
  option: ItemOptionRef,
  language: LanguageKey,
): ItemOptionRef {
  const record = database.catalogItemOptions.findFirst((q) => q.where({ id: option.id }));
  return record
    ? { id: option.id, name: label(record.labels, language), unitLabel: label(record.unitLabels, language) }
    : { id: option.id, name: option.name, unitLabel: option.unitLabel };
}

/** The catalogue types and item options: the same in every scenario. */
export async function seedCatalogueOptions(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
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
}
