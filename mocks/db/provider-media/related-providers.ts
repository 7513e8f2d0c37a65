// Related providers (the reference gallery): the other providers of the marketplace (not customers of the portal)
// and each provider's links to related providers, with the summary of any listed provider.
import { z } from 'zod';
import { zProviderSummary, zRelatedProvider } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDateTime } from '../../lib/clock';
import type { LanguageKey } from '../../lib/labels';
import { collection } from '../collection';
import { CATEGORY, CITY, PROVIDER, categoryIn } from '../core';
import type { Database } from '../index';
import type { SeedContext } from '../seed-context';

export const collections = {
  /** Other providers of the marketplace (not customers of the portal) that can appear in reference galleries. */
  marketplaceProviders: collection(zProviderSummary.extend({ listingProductName: z.string() })),
  relatedProviders: collection(zRelatedProvider),
};

const MARKETPLACE_PROVIDERS = [
  {
    id: 151,
    name: 'Blumenwerkstatt Sanssouci',
    category: CATEGORY.decoration,
    cityId: CITY.potsdam,
    district: { id: 21, name: 'Innenstadt' },
    listingProductName: 'Pro',
  },
  {
    id: 152,
    name: 'Havelklang DJ & Band',
    category: CATEGORY.music,
    cityId: CITY.potsdam,
    district: { id: 22, name: 'Babelsberg' },
    listingProductName: 'Standard',
  },
  {
    id: 153,
    name: 'Tortenatelier Babelsberg',
    category: CATEGORY.other,
    cityId: CITY.potsdam,
    district: { id: 22, name: 'Babelsberg' },
    listingProductName: 'Standard',
  },
  {
    id: 154,
    name: 'Traumtag Hochzeitsplanung',
    category: CATEGORY.planner,
    cityId: CITY.berlin,
    district: { id: 14, name: 'Charlottenburg' },
    listingProductName: 'Winner',
  },
  {
    id: 155,
    name: 'Feinkost Lindner Catering',
    category: CATEGORY.catering,
    cityId: CITY.berlin,
    district: { id: 12, name: 'Kreuzberg' },
    listingProductName: 'Prime',
  },
  {
    id: 156,
    name: 'Elbsegler Hochzeitsband',
    category: CATEGORY.music,
    cityId: CITY.hamburg,
    district: { id: 32, name: 'Eimsbüttel' },
    listingProductName: 'Basic',
  },
] as const;

export async function seedMarketplaceProviders(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const p of MARKETPLACE_PROVIDERS) {
    const city = db.cities.findFirst((q) => q.where({ id: p.cityId }));
    if (!city) throw new Error(`Unknown city ${p.cityId}`);
    await db.marketplaceProviders.create({
      id: p.id,
      name: p.name,
      category: { id: p.category.id, name: p.category.name, categoryType: p.category.categoryType },
      city: structuredClone(city),
      district: { ...p.district, cityId: p.cityId },
      listingProductName: p.listingProductName,
    });
  }
}

/** Every listed provider of the marketplace: the portal's providers and the other marketplace providers. */
export function listedProviderIds(database: Database): number[] {
  return [...database.providers.all().map((p) => p.id), ...database.marketplaceProviders.all().map((p) => p.id)];
}

/**
 * The summary of a listed provider: a portal provider (current data) or another marketplace provider, its category
 * named in `language` (stored copies pass 'de').
 */
export function listedProviderSummary(
  database: Database,
  providerId: number,
  language: LanguageKey,
): z.infer<typeof zProviderSummary> | null {
  const p = database.providers.findFirst((q) => q.where({ id: providerId }));
  if (p) {
    return {
      id: p.id,
      name: p.name,
      category: categoryIn(database, p.category, language),
      city: structuredClone(p.city),
      district: p.district ? structuredClone(p.district) : null,
      listingProductName: p.productFeatures.listingProductName,
    };
  }
  const other = database.marketplaceProviders.findFirst((q) => q.where({ id: providerId }));
  return other ? { ...structuredClone(other), category: categoryIn(database, other.category, language) } : null;
}

export async function seedRelatedProviders(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const links: Array<[id: number, providerId: number, relatedId: number, galleryId: number | null, ageDays: number]> = [
    [81, PROVIDER.havelblick, 151, 304, 40],
    [82, PROVIDER.havelblick, 152, null, 120],
    [83, PROVIDER.havelblick, 153, null, 95],
    [88, PROVIDER.havelblick, PROVIDER.lichtwerk, 305, 70],
    [89, PROVIDER.lichtwerk, PROVIDER.havelblick, 413, 68],
    [90, PROVIDER.lichtwerk, 154, null, 150],
    [91, PROVIDER.brautsalon, PROVIDER.lichtwerk, 423, 90],
  ];
  for (const [id, providerId, relatedId, galleryId, ageDays] of links) {
    const summary = listedProviderSummary(db, relatedId, 'de');
    if (!summary) throw new Error(`Unknown related provider ${relatedId}`);
    await db.relatedProviders.create({
      id,
      providerId,
      relatedProvider: summary,
      galleryId,
      createdAt: isoDateTime(addDays(now, -ageDays)),
    });
  }
}
