// The seed of the providers' galleries and media: each provider's galleries with their images and videos, and the
// captions and alt texts of a few media, and the photographer's connected Instagram account.
import type { z } from 'zod';
import type { zVideoType } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDateTime } from '../../lib/clock';
import { PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { type GalleryRecord, type MediaRecord, mediaPaths, refreshGallery, videoIdOf } from './media';

type VideoType = z.infer<typeof zVideoType>;

type ImageSeed = [slug: string, status: MediaRecord['status'], rejectReason?: string];
type VideoSeed = [url: string, videoType: VideoType, status: MediaRecord['status'], rejectReason?: string];

interface GallerySeed {
  id: number;
  name: string;
  type: GalleryRecord['type'];
  isDefault?: boolean;
  ageDays: number;
  images?: ImageSeed[];
  videos?: VideoSeed[];
}

interface ProviderMediaSeed {
  providerId: number;
  firstMediaId: number;
  /** Slug of the provider's main image (an active image of a gallery below). */
  main: string;
  galleries: GallerySeed[];
}

const MEDIA_SEEDS: ProviderMediaSeed[] = [
  {
    providerId: PROVIDER.havelblick,
    firstMediaId: 5531,
    main: 'festsaal-abendlicht',
    galleries: [
      {
        id: 301,
        name: 'Location',
        type: 'photo',
        isDefault: true,
        ageDays: 420,
        images: [
          ['festsaal-abendlicht', 'active'],
          ['orangerie-freie-trauung', 'active'],
          ['bootssteg-sonnenuntergang', 'active'],
          ['gutshof-aussenansicht', 'active'],
          ['festtafel-kerzenlicht', 'active'],
          ['kraeutergarten-sommer', 'active'],
          ['tanzflaeche-festsaal', 'active'],
          ['landschaftspark-fruehling', 'passive'],
          ['kavaliershaus-gaestezimmer', 'pending_approval'],
          ['sektempfang-terrasse', 'rejected', 'Das Bild enthält Kontaktdaten (Telefonnummer).'],
        ],
      },
      {
        id: 302,
        name: 'Videos',
        type: 'video',
        ageDays: 410,
        videos: [
          ['https://www.youtube.com/watch?v=hV3q8nRk2Lw', 'video', 'active'],
          ['https://vimeo.com/58213946071', '360video', 'active'],
          ['https://www.youtube.com/watch?v=Tg7mXc4pQ1s', 'video_self', 'pending_approval'],
          [
            'https://www.youtube.com/watch?v=Lr5zN8wKd0E',
            'video',
            'rejected',
            'Das Video wirbt für einen anderen Anbieter.',
          ],
        ],
      },
      {
        id: 303,
        name: 'Winterhochzeiten',
        type: 'photo',
        ageDays: 200,
        images: [
          ['winterhochzeit-kaminzimmer', 'active'],
          ['schneelandschaft-havelufer', 'active'],
          ['winterliche-tischdeko', 'passive'],
          ['gluehwein-empfang-hof', 'pending_approval'],
        ],
      },
      {
        id: 304,
        name: 'Hochzeit Sophie Wagner & Jan Hoffmann',
        type: 'reference',
        ageDays: 40,
        images: [
          ['blumenbogen-orangerie', 'active'],
          ['tischdeko-pfingstrosen', 'active'],
        ],
      },
      {
        id: 305,
        name: 'Hochzeit Anna Schmidt & Lukas Becker',
        type: 'reference',
        ageDays: 70,
        images: [
          ['brautpaar-bootssteg', 'active'],
          ['trauung-orangerie-reportage', 'active'],
          ['eroeffnungstanz-festsaal', 'pending_approval'],
        ],
      },
    ],
  },
  {
    providerId: PROVIDER.lichtwerk,
    firstMediaId: 7011,
    main: 'getting-ready-brautkleid',
    galleries: [
      {
        id: 410,
        name: 'Hochzeitsreportagen',
        type: 'photo',
        isDefault: true,
        ageDays: 380,
        images: [
          ['getting-ready-brautkleid', 'active'],
          ['trauung-berliner-dom', 'active'],
          ['paarshooting-spreeufer', 'active'],
          ['hochzeitsgesellschaft-tiergarten', 'active'],
          ['ringtausch-detail', 'active'],
          ['party-konfetti', 'passive'],
          ['brautstrauss-gegenlicht', 'pending_approval'],
          ['standesamt-rotes-rathaus', 'rejected', 'Auf dem Bild ist ein Wasserzeichen mit Kontaktdaten zu sehen.'],
        ],
      },
      {
        id: 411,
        name: 'Verlobungsshootings',
        type: 'photo',
        ageDays: 260,
        images: [
          ['verlobung-tempelhofer-feld', 'active'],
          ['verlobung-museumsinsel', 'active'],
          ['verlobung-herbstlaub', 'pending_approval'],
        ],
      },
      {
        id: 412,
        name: 'Hochzeitsfilme',
        type: 'video',
        ageDays: 240,
        videos: [
          ['https://www.youtube.com/watch?v=bW2rK9xTq4Y', 'video', 'active'],
          ['https://vimeo.com/71043829561', 'video_self', 'active'],
          ['https://www.youtube.com/watch?v=Jd8sP3vLm6N', 'subscription', 'pending_approval'],
          [
            'https://www.youtube.com/watch?v=Qe1nZ7cHw5R',
            'video',
            'rejected',
            'Das Video ist nicht öffentlich abrufbar.',
          ],
        ],
      },
      {
        id: 413,
        name: 'Hochzeit im Schlossgut Havelblick',
        type: 'reference',
        ageDays: 68,
        images: [
          ['havelblick-brautpaar-steg', 'active'],
          ['havelblick-festsaal-reportage', 'active'],
        ],
      },
    ],
  },
  {
    providerId: PROVIDER.brautsalon,
    firstMediaId: 7511,
    main: 'brautkleid-spitze-a-linie',
    galleries: [
      {
        id: 420,
        name: 'Kollektion 2027',
        type: 'photo',
        isDefault: true,
        ageDays: 300,
        images: [
          ['brautkleid-spitze-a-linie', 'active'],
          ['brautkleid-boho-chiffon', 'active'],
          ['brautkleid-meerjungfrau-satin', 'active'],
          ['brautkleid-schlicht-crepe', 'active'],
          ['schleier-kathedrale', 'passive'],
          ['brautschuhe-satin', 'pending_approval'],
          ['brautkleid-glitzer-tuell', 'rejected', 'Das Bild zeigt das Logo des Herstellers.'],
        ],
      },
      {
        id: 421,
        name: 'Salon & Atelier',
        type: 'photo',
        ageDays: 290,
        images: [
          ['ankleideraum-salon', 'active'],
          ['schneiderei-atelier', 'active'],
          ['schaufenster-ottensen', 'rejected', 'Auf dem Bild ist die Telefonnummer des Salons zu sehen.'],
        ],
      },
      {
        id: 422,
        name: 'Modenschau',
        type: 'video',
        ageDays: 150,
        videos: [
          ['https://www.youtube.com/watch?v=Fm4tR8yWb2K', 'video', 'active'],
          ['https://vimeo.com/90317284650', 'all', 'passive'],
          ['https://www.youtube.com/watch?v=Cz6hV1nXs9P', 'video', 'pending_approval'],
        ],
      },
      {
        id: 423,
        name: 'Shooting mit Lichtwerk Fotografie',
        type: 'reference',
        ageDays: 90,
        images: [
          ['shooting-elbstrand-brautkleid', 'active'],
          ['shooting-speicherstadt', 'pending_approval'],
        ],
      },
    ],
  },
  {
    providerId: PROVIDER.elbblick,
    firstMediaId: 8011,
    main: 'kapitaenshaus-reetdach',
    galleries: [
      {
        id: 501,
        name: 'Landhaus & Elbstrand',
        type: 'photo',
        isDefault: true,
        ageDays: 330,
        images: [
          ['kapitaenshaus-reetdach', 'active'],
          ['wintergarten-festtafel', 'active'],
          ['elbstrand-trauung', 'active'],
          ['pavillon-garten', 'active'],
          ['terrasse-elbblick', 'passive'],
          ['schiffe-sonnenuntergang', 'pending_approval'],
          ['kueche-fischbuffet', 'rejected', 'Auf dem Bild ist ein Preisaushang mit Kontaktdaten zu sehen.'],
        ],
      },
    ],
  },
];

const ITEM_DATA: Record<string, [caption: string, altText: string]> = {
  'festsaal-abendlicht': [
    'Der Festsaal im Abendlicht',
    'Festsaal mit Kronleuchtern und gedeckten Tafeln, durch die Fenster fällt Abendsonne',
  ],
  'orangerie-freie-trauung': [
    'Freie Trauung in der Orangerie',
    'Stuhlreihen mit weißen Hussen vor dem Traubogen in der Orangerie',
  ],
  'bootssteg-sonnenuntergang': [
    'Unser Bootssteg an der Havel',
    'Brautpaar auf dem hölzernen Bootssteg bei Sonnenuntergang über der Havel',
  ],
  'getting-ready-brautkleid': [
    'Getting Ready im Hotel de Rome',
    'Brautkleid hängt am Fenster, im Hintergrund die Berliner Dächer',
  ],
  'brautkleid-spitze-a-linie': [
    'Modell „Marlene“ aus französischer Spitze',
    'Brautkleid in A-Linie mit Spitzenärmeln auf einer Schneiderpuppe',
  ],
};

const IMAGE_SIZES: Array<[number, number]> = [
  [1920, 1280],
  [2400, 1600],
  [1600, 1067],
  [3000, 2000],
  [1280, 1920],
  [2048, 1365],
];
export async function seedMedia(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  for (const providerSeed of MEDIA_SEEDS) {
    let mediaId = providerSeed.firstMediaId;
    for (const g of providerSeed.galleries) {
      const galleryCreated = addDays(now, -g.ageDays);
      await db.galleries.create({
        id: g.id,
        providerId: providerSeed.providerId,
        name: g.name,
        type: g.type,
        mediaCount: 0,
        coverImagePath: null,
        isDefault: g.isDefault ?? false,
        createdAt: isoDateTime(galleryCreated),
      });
      let orderNo = 1;
      const createdAt = (status: MediaRecord['status']) => {
        const ageDays =
          status === 'pending_approval'
            ? random.int(1, 5)
            : status === 'rejected'
              ? random.int(3, 20)
              : random.int(Math.min(20, g.ageDays), Math.max(20, g.ageDays - 1));
        return isoDateTime(addDays(now, -ageDays + random.next()));
      };
      for (const [slug, status, rejectReason] of g.images ?? []) {
        const [width, height] = random.pick(IMAGE_SIZES);
        await db.medias.create({
          id: mediaId++,
          providerId: providerSeed.providerId,
          galleryId: g.id,
          type: 'image',
          status,
          ...mediaPaths(providerSeed.providerId, `${slug}.jpg`, 'image'),
          width,
          height,
          sizeKb: random.int(420, 2600),
          isMain: slug === providerSeed.main,
          videoType: null,
          videoUrl: null,
          videoId: null,
          rejectReason: rejectReason ?? null,
          orderNo: orderNo++,
          createdAt: createdAt(status),
        });
      }
      for (const [url, videoType, status, rejectReason] of g.videos ?? []) {
        const videoId = videoIdOf(url);
        if (!videoId) throw new Error(`Seed video without id: ${url}`);
        await db.medias.create({
          id: mediaId++,
          providerId: providerSeed.providerId,
          galleryId: g.id,
          type: 'video',
          status,
          ...mediaPaths(providerSeed.providerId, videoId, 'video'),
          width: null,
          height: null,
          sizeKb: null,
          isMain: false,
          videoType,
          videoUrl: url,
          videoId,
          rejectReason: rejectReason ?? null,
          orderNo: orderNo++,
          createdAt: createdAt(status),
        });
      }
      await refreshGallery(db, g.id);
    }
  }

  for (const media of db.medias.all()) {
    const slug =
      media.path
        .split('/')
        .pop()
        ?.replace(/\.jpg$/, '') ?? '';
    const texts = ITEM_DATA[slug];
    if (texts)
      await db.mediaItemData.create({ mediaId: media.id, caption: texts[0], altText: texts[1], providerItemIds: [] });
  }

  // The photographer has connected its Instagram account (docs/media.md, "Instagram"); the venue has not, so the
  // gallery shows both: the connected account with "Trennen", and "Instagram verbinden".
  await db.instagramConnections.create({
    providerId: PROVIDER.lichtwerk,
    username: 'lichtwerk.fotografie',
    connectedAt: isoDateTime(addDays(now, -34)),
  });
}
