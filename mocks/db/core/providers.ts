// The providers of the two customers (their listings), with the plan features of the scenario.
import { z } from 'zod';
import { zProviderDetail } from '../../../src/api/generated/zod/zod.gen';
import { addMonths, isoDate } from '../../lib/clock';
import { mediaPath } from '../../lib/media-placeholder';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { CUSTOMER, PROVIDER } from './ids';
import { CATEGORY, category, CITY, cityRef, DISTRICT, districtRef } from './reference';

export const collections = {
  providers: collection(zProviderDetail.extend({ customerId: z.int().gte(1) })),
};

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

/** The providers of the two customers, with the plan features of the scenario. */
export function providerSeedsOf(ctx: SeedContext) {
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

export type ProviderSeed = ReturnType<typeof providerSeedsOf>[number];

export async function seedProviders(ctx: SeedContext, providerSeeds: readonly ProviderSeed[]): Promise<void> {
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
