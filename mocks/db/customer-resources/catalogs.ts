// Price and menu catalogues of the providers, each with its prices per item option.
import { z } from 'zod';
import { zCatalog } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDate, startOfDay } from '../../lib/clock';
import { mediaPath } from '../../lib/media-placeholder';
import { collection } from '../collection';
import { CUSTOMER, PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { CATALOG_TYPE, CATALOG_TYPES, EUR, ITEM_OPTIONS } from './catalogue-options';

export const collections = {
  /**
   * The embedded provider summary is built on read (never a stale copy). The stored type and item options keep
   * their German names; every answer names them again in the request's language (`catalogTypeIn`, `itemOptionIn`).
   */
  catalogs: collection(zCatalog.omit({ provider: true }).extend({ customerId: z.int().gte(1) })),
};

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

export async function seedCatalogs(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const today = startOfDay(now);
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
}
