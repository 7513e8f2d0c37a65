// Review channels of the providers (Google, Facebook, WeddingWire: `reviewChannels`) and the reviews posted there
// (`externalComments`), with their seed.
import { z } from 'zod';
import { zExternalComment, zReviewChannel } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime } from '../lib/clock';
import { collection, nextId } from './collection';
import { PROVIDER } from './core';
import type { SeedContext } from './seed-context';

export const collections = {
  /** One record per provider and channel (`id` is the itemId of config provider_review_channel). */
  reviewChannels: collection(zReviewChannel.extend({ providerId: z.int().gte(1) })),
  externalComments: collection(zExternalComment.extend({ providerId: z.int().gte(1) })),
};

export type ReviewChannelRecord = ReturnType<typeof collections.reviewChannels.all>[number];
export type ExternalCommentRecord = ReturnType<typeof collections.externalComments.all>[number];

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

/** Review channels: Google connected, Facebook not, WeddingWire connected only for the venue in Potsdam. */
export async function seedReviewChannels(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const providers = db.providers.all();
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
}

export async function seedExternalComments(ctx: SeedContext): Promise<void> {
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
