// Reference data: provider categories, regions, cities and districts (the same in every scenario), with the
// category and place summaries provider records embed.
import type { z } from 'zod';
import { zCategory, zCity, zDistrict, zRegion } from '../../../src/api/generated/zod/zod.gen';
import { label, type LanguageKey, zLabels } from '../../lib/labels';
import { mediaPath } from '../../lib/media-placeholder';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';

export const collections = {
  categories: collection(zCategory.extend({ labels: zLabels })),
  regions: collection(zRegion),
  cities: collection(zCity),
  districts: collection(zDistrict),
};

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

export type CategoryRef = z.infer<typeof zCategory>;

/**
 * A category with its name in the answer's language. Records keep the German name (the server's default); answers
 * look the name up in the categories by id, so every provider view names it as `GET /configs` does.
 */
export function categoryIn(
  database: { categories: (typeof collections)['categories'] },
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

/** The category summary a provider record embeds (German name). */
export function category(key: keyof typeof CATEGORY) {
  const c = CATEGORY[key];
  return { id: c.id, name: c.name, categoryType: c.categoryType };
}

/** The city a provider record embeds. */
export function cityRef(id: number) {
  const city = CITIES.find((c) => c.id === id);
  if (!city) throw new Error(`Unknown city ${id}`);
  return city;
}

/** The district a provider record embeds. */
export function districtRef(id: number) {
  const district = DISTRICTS.find((d) => d.id === id);
  if (!district) throw new Error(`Unknown district ${id}`);
  return district;
}

/** Categories, regions, cities and districts: the same in every scenario. */
export async function seedReference(ctx: SeedContext): Promise<void> {
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
}
