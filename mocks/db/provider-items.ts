// Products (provider items): the collection, the plan rule of bidding and the seed, which also creates the products
// the leads area's couples asked about.
import { zProviderItem } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime } from '../lib/clock';
import type { Random } from '../lib/random';
import { mediaPath } from '../lib/media-placeholder';
import { collection, nextId } from './collection';
import { PROVIDER } from './core';
import { PROVIDER_CONTENT_SEED } from './provider-content-seed';
import { providerGates } from './provider-media';
import type { SeedContext } from './seed-context';

export const collections = {
  providerItems: collection(zProviderItem),
};

export type ProviderItemRecord = ReturnType<typeof collections.providerItems.all>[number];

type PlanProvider = Parameters<typeof providerGates>[0];

/** Bidding on bridal-gown leads (spec point 1): bridal-gown providers whose plan includes it. */
export function planAllowsBidding(provider: PlanProvider): boolean {
  return providerGates(provider).bridalGownLeadBidding;
}

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

export const GOWN_NAMES = [
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

type ProviderRecord = ReturnType<SeedContext['db']['providers']['all']>[number];

export async function seedItems(ctx: SeedContext, providerById: Map<number, ProviderRecord>): Promise<void> {
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
