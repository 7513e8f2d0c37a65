// Providers' galleries and media, related providers (reference gallery), calendar events, quote-request forms,
// call-tracking numbers, missing-data forms and queued listing changes. Providers themselves are core records
// (db.providers); this area keeps their mainImagePath in step with the main image.
import { z } from 'zod';
import {
  zCalendarEvent,
  zGallery,
  zInfoRequestForm,
  zInfoRequestFormField,
  zMedia,
  zMediaItemData,
  type zPlanTier,
  type zProductFeatures,
  type zProviderPermissions,
  zProviderRedirectNumber,
  zProviderSummary,
  zRelatedProvider,
  type zVideoType,
} from '../../src/api/generated/zod/zod.gen';
import { addDays, addMonths, isoDate, isoDateTime, startOfDay } from '../lib/clock';
import { type Labels, type LanguageKey, zLabels } from '../lib/labels';
import type { Random } from '../lib/random';
import { mediaPath } from '../lib/media-placeholder';
import { type AnyCollection, collection } from './collection';
import { CATEGORY, CITY, PROVIDER, categoryIn } from './core';
import type { Database } from './index';
import type { SeedContext } from './seed-context';

export const collections = {
  /** Galleries; mediaCount and coverImagePath are kept in step with db.medias (see refreshGallery). */
  galleries: collection(zGallery),
  medias: collection(zMedia),
  /** Caption, alt text and products of a media (one record per mediaId; absent means empty). */
  mediaItemData: collection(zMediaItemData),
  /** Other providers of the marketplace (not customers of the portal) that can appear in reference galleries. */
  marketplaceProviders: collection(zProviderSummary.extend({ listingProductName: z.string() })),
  relatedProviders: collection(zRelatedProvider),
  calendarEvents: collection(zCalendarEvent),
  /** Quote-request forms; `name`/`label` are German, `names`/`labels` every answer language. */
  infoRequestForms: collection(
    zInfoRequestForm.extend({
      providerId: z.int().gte(1),
      names: zLabels,
      fields: z.array(zInfoRequestFormField.extend({ labels: zLabels })),
    }),
  ),
  /** Call-tracking numbers; a provider without one answers 404. */
  redirectNumbers: collection(zProviderRedirectNumber),
};

export type GalleryRecord = ReturnType<typeof collections.galleries.all>[number];
export type MediaRecord = ReturnType<typeof collections.medias.all>[number];
export type Gallery = z.infer<typeof zGallery>;
export type Media = z.infer<typeof zMedia>;
export type PlanTier = z.infer<typeof zPlanTier>;
type ProductFeatures = z.infer<typeof zProductFeatures>;
type VideoType = z.infer<typeof zVideoType>;

// ---------------------------------------------------------------- plan gates (spec point 1)

export interface PlanGates {
  /** Couples (leads) shown per month; null: no limit. */
  leadsPerMonth: number | null;
  /** Gallery images (not counting rejected ones); null: no cap. */
  galleryImageCap: number | null;
  discounts: boolean;
  reviewReplies: boolean;
  pageVisitStatistics: boolean;
  bookingStatistics: boolean;
  competitorAnalysis: boolean;
  whatsappLeads: boolean;
  /** Bidding on bridal-gown leads (only meaningful for bridal-gown providers). */
  bridalGownLeadBidding: boolean;
}

const PLAN_GATES: Record<PlanTier, PlanGates> = {
  basic: {
    leadsPerMonth: 3,
    galleryImageCap: 10,
    discounts: false,
    reviewReplies: false,
    pageVisitStatistics: false,
    bookingStatistics: false,
    competitorAnalysis: false,
    whatsappLeads: false,
    bridalGownLeadBidding: false,
  },
  standard: {
    leadsPerMonth: null,
    galleryImageCap: 30,
    discounts: true,
    reviewReplies: true,
    pageVisitStatistics: true,
    bookingStatistics: false,
    competitorAnalysis: false,
    whatsappLeads: false,
    bridalGownLeadBidding: false,
  },
  pro: {
    leadsPerMonth: null,
    galleryImageCap: 60,
    discounts: true,
    reviewReplies: true,
    pageVisitStatistics: true,
    bookingStatistics: true,
    competitorAnalysis: true,
    whatsappLeads: false,
    bridalGownLeadBidding: false,
  },
  winner: {
    leadsPerMonth: null,
    galleryImageCap: 100,
    discounts: true,
    reviewReplies: true,
    pageVisitStatistics: true,
    bookingStatistics: true,
    competitorAnalysis: true,
    whatsappLeads: true,
    bridalGownLeadBidding: true,
  },
  prime: {
    leadsPerMonth: null,
    galleryImageCap: null,
    discounts: true,
    reviewReplies: true,
    pageVisitStatistics: true,
    bookingStatistics: true,
    competitorAnalysis: true,
    whatsappLeads: true,
    bridalGownLeadBidding: true,
  },
};

/** The plan-gated features of a plan tier (the one mapping every area uses). */
export function planGates(planTier: PlanTier): PlanGates {
  return { ...PLAN_GATES[planTier] };
}

/** The plan tier of a provider's product features (older records without planTier: from the product name). */
export function planTierOf(features: ProductFeatures): PlanTier {
  if (features.planTier) return features.planTier;
  const fromName = features.listingProductName.trim().toLowerCase();
  return fromName in PLAN_GATES ? (fromName as PlanTier) : 'standard';
}

/**
 * The provider's gates after its product: the plan's gates, statistics only with statsAccess while not on hold,
 * rival statistics only with rivalStatsAccess, bidding only for bridal-gown providers.
 */
export function providerGates(provider: {
  productFeatures: ProductFeatures;
  onHold: boolean;
  category: { categoryType: string };
}): PlanGates {
  const gates = planGates(planTierOf(provider.productFeatures));
  const stats = provider.productFeatures.statsAccess && !provider.onHold;
  return {
    ...gates,
    pageVisitStatistics: gates.pageVisitStatistics && stats,
    bookingStatistics: gates.bookingStatistics && stats,
    competitorAnalysis: gates.competitorAnalysis && provider.productFeatures.rivalStatsAccess > 0,
    bridalGownLeadBidding: gates.bridalGownLeadBidding && provider.category.categoryType === 'bridal_gown',
  };
}

/** GET /providers/{id}/permissions: the user's link rights plus the provider's gates. */
export function providerPermissions(
  provider: { id: number; productFeatures: ProductFeatures; onHold: boolean; category: { categoryType: string } },
  link: { canManage: boolean; canReceiveLeads: boolean },
): z.infer<typeof zProviderPermissions> {
  const gates = providerGates(provider);
  return {
    providerId: provider.id,
    canManage: link.canManage,
    canReceiveLeads: link.canReceiveLeads,
    bridalGownLeadBidding: gates.bridalGownLeadBidding,
    discounts: gates.discounts,
    galleryImageCap: gates.galleryImageCap,
    leadsPerMonth: gates.leadsPerMonth,
    competitorAnalysis: gates.competitorAnalysis,
    reviewReplies: gates.reviewReplies,
    pageVisitStatistics: gates.pageVisitStatistics,
    bookingStatistics: gates.bookingStatistics,
    whatsappLeads: gates.whatsappLeads,
  };
}

/** Product ids of the plan tiers (ActiveProduct.id). */
export const PRODUCT_IDS: Record<PlanTier, number> = { basic: 1, standard: 5, pro: 7, winner: 9, prime: 11 };

// ---------------------------------------------------------------- image rules (category meta, spec point 5)

/** The image rules of GET /configs/provider-category-meta (the same for every category in the mock). */
export const IMAGE_RULES = {
  maxSizeKb: 8192,
  allowedExtensions: ['jpg', 'jpeg', 'png', 'webp'],
  minWidth: 800,
  maxWidth: 6000,
  maxHeight: 6000,
} as const;

/**
 * The byte limit the upload handler applies (IMAGE_RULES.maxSizeKb). Only a Pact provider state lowers it: an upload
 * above 8 MB would not fit into a pact file. A fresh database of the provider states puts it back.
 */
let uploadMaxSizeKb: number = IMAGE_RULES.maxSizeKb;
export function imageUploadMaxSizeKb(): number {
  return uploadMaxSizeKb;
}
export function setImageUploadMaxSizeKb(kb: number = IMAGE_RULES.maxSizeKb): void {
  uploadMaxSizeKb = kb;
}

/** Media that count against the gallery image cap: images that are not rejected. */
export function countsAgainstImageCap(media: MediaRecord): boolean {
  return media.type === 'image' && media.status !== 'rejected';
}

// ---------------------------------------------------------------- reading other areas' collections

/**
 * Rows of a collection another area owns (leads, providerItems …), or none while that
 * area is not there. Only the fields the caller names are relied on.
 */
export function rowsOf<T>(database: Database, name: string): T[] {
  const items = (database as unknown as Record<string, AnyCollection | undefined>)[name];
  return items ? (items.all() as T[]) : [];
}

export interface LeadRow {
  id: number;
  providerId?: number;
  provider?: { id: number };
  status?: string;
  couple?: { name: string | null; weddingDate: string | null };
}

export function leadProviderId(lead: LeadRow): number | undefined {
  return lead.providerId ?? lead.provider?.id;
}

// ---------------------------------------------------------------- gallery projection

/** The gallery with mediaCount and coverImagePath computed from the media it holds now. */
export function galleryView(database: Database, gallery: GalleryRecord): Gallery {
  const media = database.medias
    .all()
    .filter((m) => m.galleryId === gallery.id)
    .sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
  const cover = media.find((m) => m.status === 'active');
  return {
    id: gallery.id,
    providerId: gallery.providerId,
    name: gallery.name,
    type: gallery.type,
    mediaCount: media.length,
    coverImagePath: cover?.thumbnailPath ?? null,
    isDefault: gallery.isDefault,
    createdAt: gallery.createdAt,
  };
}

/** Stores the computed mediaCount and coverImagePath, so other areas reading db.galleries see current values. */
export async function refreshGallery(database: Database, galleryId: number | null): Promise<void> {
  if (galleryId === null) return;
  const gallery = database.galleries.findFirst((q) => q.where({ id: galleryId }));
  if (!gallery) return;
  const view = galleryView(database, gallery);
  if (view.mediaCount === gallery.mediaCount && view.coverImagePath === gallery.coverImagePath) return;
  await database.galleries.update((q) => q.where({ id: galleryId }), {
    data(g) {
      g.mediaCount = view.mediaCount;
      g.coverImagePath = view.coverImagePath;
    },
  });
}

/** Sets every provider's mainImagePath to its main image (null without one). */
export async function syncMainImagePath(database: Database, providerId: number): Promise<void> {
  const main = database.medias.all().find((m) => m.providerId === providerId && m.isMain);
  const path = main?.path ?? null;
  const provider = database.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider || provider.mainImagePath === path) return;
  await database.providers.update((q) => q.where({ id: providerId }), { data: (p) => void (p.mainImagePath = path) });
}

// ---------------------------------------------------------------- seed data

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

/** The 11-character id of a youtube.com or vimeo.com link, or null. */
export function videoIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  const isYoutube = host === 'youtube.com' || host.endsWith('.youtube.com');
  const isVimeo = host === 'vimeo.com' || host.endsWith('.vimeo.com');
  if (!/^https?:$/.test(parsed.protocol) || (!isYoutube && !isVimeo)) return null;
  const valid = (value: string | null | undefined) => (value && /^[A-Za-z0-9_-]{11}$/.test(value) ? value : null);
  if (isYoutube) {
    const fromQuery = parsed.searchParams.get('v');
    if (fromQuery !== null) return valid(fromQuery);
    const [kind, id] = parsed.pathname.split('/').filter(Boolean);
    return kind && ['embed', 'shorts', 'v', 'live'].includes(kind) ? valid(id) : null;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  return valid(segments.find((segment) => /^[A-Za-z0-9_-]{11}$/.test(segment)));
}

/** Public paths of an image or a video preview. */
export function mediaPaths(
  providerId: number,
  name: string,
  kind: 'image' | 'video',
): { path: string; thumbnailPath: string } {
  if (kind === 'video') {
    return {
      path: mediaPath('providers', providerId, 'videos', `${name}.jpg`),
      thumbnailPath: mediaPath('providers', providerId, 'thumbs', 'videos', `${name}.jpg`),
    };
  }
  return {
    path: mediaPath('providers', providerId, name),
    thumbnailPath: mediaPath('providers', providerId, 'thumbs', name),
  };
}

async function seedMedia(ctx: SeedContext): Promise<void> {
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
}

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

async function seedMarketplaceProviders(ctx: SeedContext): Promise<void> {
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

async function seedRelatedProviders(ctx: SeedContext): Promise<void> {
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

// ---------------------------------------------------------------- calendar

const FIRST_NAMES_F = [
  'Anna',
  'Sophie',
  'Marie',
  'Laura',
  'Julia',
  'Lea',
  'Hannah',
  'Lena',
  'Charlotte',
  'Emilia',
  'Clara',
  'Johanna',
  'Paula',
  'Greta',
  'Miriam',
];
const FIRST_NAMES_M = [
  'Lukas',
  'Jan',
  'Felix',
  'Maximilian',
  'Paul',
  'Jonas',
  'Tim',
  'Niklas',
  'David',
  'Moritz',
  'Philipp',
  'Simon',
  'Tobias',
  'Florian',
  'Benedikt',
];
const LAST_NAMES = [
  'Schmidt',
  'Becker',
  'Wagner',
  'Hoffmann',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Schmitt',
  'Köhler',
  'Maier',
  'Weber',
  'Fischer',
];

function coupleName(random: Random): string {
  const [a, b] = random.sample(LAST_NAMES, 2) as [string, string];
  return `${random.pick(FIRST_NAMES_F)} ${a} & ${random.pick(FIRST_NAMES_M)} ${b}`;
}

interface CalendarPlan {
  providerId: number;
  booked: number;
  tentative: number;
  bookedTitle: (couple: string) => string;
  bookedNotes: string[];
  tentativeNotes: string[];
  blocked: Array<{ title: string; monthOffset: number; day: number; days: number; note: string | null }>;
  available: Array<{ title: string; note: string | null }>;
  past: number;
}

const CALENDAR_PLANS: CalendarPlan[] = [
  {
    providerId: PROVIDER.havelblick,
    booked: 22,
    tentative: 8,
    bookedTitle: (couple) => `Hochzeit ${couple}`,
    bookedNotes: [
      'Freie Trauung auf dem Steg, 120 Gäste',
      'Trauung in der Orangerie, 80 Gäste, Menü aus dem Kräutergarten',
      'Vertrag unterschrieben, Anzahlung erhalten',
      '150 Gäste, Übernachtung im Kavaliershaus für 30 Personen',
      'Sektempfang im Park, Abendessen im Festsaal',
    ],
    tentativeNotes: [
      'Besichtigung vereinbart',
      'Option bis Ende des Monats reserviert',
      'Angebot versendet, Rückmeldung ausstehend',
    ],
    blocked: [
      { title: 'Betriebsferien', monthOffset: 2, day: 5, days: 5, note: 'Haus geschlossen, Küche in Revision' },
      { title: 'Renovierung Festsaal', monthOffset: 4, day: 10, days: 3, note: 'Parkett wird abgeschliffen' },
      {
        title: 'Firmenfeier (Exklusivmiete)',
        monthOffset: 7,
        day: 19,
        days: 1,
        note: 'Sommerfest der Stadtwerke Potsdam',
      },
    ],
    available: [{ title: 'Zusatztermin: Sonntag buchbar', note: 'Für kleine Hochzeiten bis 60 Gäste' }],
    past: 4,
  },
  {
    providerId: PROVIDER.lichtwerk,
    booked: 16,
    tentative: 5,
    bookedTitle: (couple) => `Reportage ${couple}`,
    bookedNotes: [
      'Ganztagsreportage mit zwei Fotografinnen',
      'Standesamt Rotes Rathaus, danach Paarshooting an der Spree',
      'Halbtagsreportage, Fotobuch gebucht',
      'Reportage plus Hochzeitsfilm',
    ],
    tentativeNotes: ['Vorgespräch per Videoanruf vereinbart', 'Angebot für Ganztagsreportage versendet'],
    blocked: [
      { title: 'Urlaub', monthOffset: 3, day: 1, days: 14, note: null },
      { title: 'Fotomesse Köln', monthOffset: 9, day: 12, days: 2, note: 'Messestand Halle 4' },
    ],
    available: [],
    past: 3,
  },
  {
    providerId: PROVIDER.brautsalon,
    booked: 10,
    tentative: 6,
    bookedTitle: (couple) => `Anprobe ${couple.split(' & ')[0]}`,
    bookedNotes: ['Zweite Anprobe mit Änderungen', 'Abholung des Kleides', 'Erste Beratung mit Mutter und Trauzeugin'],
    tentativeNotes: ['Termin telefonisch reserviert, Bestätigung folgt'],
    blocked: [
      { title: 'Inventur', monthOffset: 1, day: 2, days: 2, note: 'Salon geschlossen' },
      { title: 'Messe „Hochzeitstage Hamburg“', monthOffset: 5, day: 14, days: 2, note: null },
    ],
    available: [{ title: 'Sonderöffnung Sonntag', note: 'Beratung nach Vereinbarung' }],
    past: 3,
  },
  {
    providerId: PROVIDER.elbblick,
    booked: 5,
    tentative: 2,
    bookedTitle: (couple) => `Hochzeit ${couple}`,
    bookedNotes: ['Trauung im Pavillon, 60 Gäste', 'Fischbuffet, Feier im Wintergarten'],
    tentativeNotes: ['Besichtigung vereinbart'],
    blocked: [{ title: 'Betriebsferien', monthOffset: 3, day: 7, days: 7, note: null }],
    available: [],
    past: 1,
  },
];

/** Days (YYYY-MM-DD) with the given weekday (0 Sunday … 6 Saturday) in (from, to]. */
function weekdays(from: Date, to: Date, weekday: number): Date[] {
  const days: Date[] = [];
  for (let day = addDays(startOfDay(from), 1); day <= to; day = addDays(day, 1)) {
    if (day.getUTCDay() === weekday) days.push(day);
  }
  return days;
}

/** Saturdays weighted to the wedding season (May to September count three times). */
function seasonalPick(random: Random, candidates: Date[], count: number, taken: Set<string>): Date[] {
  const weighted = candidates.flatMap((day) => {
    const month = day.getUTCMonth() + 1;
    return month >= 5 && month <= 9 ? [day, day, day] : [day];
  });
  const picked: Date[] = [];
  for (let attempt = 0; picked.length < count && attempt < count * 20; attempt++) {
    const day = random.pick(weighted);
    const key = isoDate(day);
    if (taken.has(key)) continue;
    taken.add(key);
    picked.push(day);
  }
  return picked;
}

async function seedCalendar(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const today = startOfDay(now);
  const horizon = addMonths(today, 12);
  const leads = rowsOf<LeadRow>(db, 'leads');
  const spaces = db.customerSpaces.all();
  let id = 9001;
  const createdAt = (before: Date) => isoDateTime(addDays(before < now ? before : now, -random.int(5, 160)));

  for (const plan of CALENDAR_PLANS) {
    const taken = new Set<string>();
    // Events are booked in the halls with a complete capacity record (the seeded incomplete one stays free).
    const providerSpaces = spaces.filter(
      (s) => s.providerId === plan.providerId && (s.mealCapacity !== null || s.cocktailCapacity !== null),
    );
    const spaceId = () => (providerSpaces.length > 0 && random.chance(0.7) ? random.pick(providerSpaces).id : null);
    const events: Array<Omit<z.infer<typeof zCalendarEvent>, 'id'>> = [];
    const event = (
      title: string,
      start: Date,
      days: number,
      availability: z.infer<typeof zCalendarEvent>['availability'],
      note: string | null,
      leadId: number | null,
      customerSpaceId: number | null,
    ) =>
      events.push({
        providerId: plan.providerId,
        title: title.slice(0, 100),
        startDate: isoDate(start),
        endDate: isoDate(addDays(start, days - 1)),
        allDay: true,
        availability,
        note,
        leadId,
        customerSpaceId,
        createdAt: createdAt(start),
      });

    // Blocked days first: nothing else is planned on them.
    for (const block of plan.blocked) {
      const month = addMonths(today, block.monthOffset);
      const start = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), block.day));
      event(block.title, start, block.days, 'blocked', block.note, null, null);
      for (let i = 0; i < block.days; i++) taken.add(isoDate(addDays(start, i)));
    }

    // Booked weddings and options of the provider's own leads.
    const ownLeads = leads.filter(
      (l) =>
        leadProviderId(l) === plan.providerId &&
        l.couple?.weddingDate &&
        l.couple.name &&
        l.couple.weddingDate > isoDate(today),
    );
    let booked = 0;
    let tentative = 0;
    for (const lead of ownLeads) {
      const day = lead.couple?.weddingDate as string;
      if (taken.has(day) || day > isoDate(horizon)) continue;
      if (lead.status === 'deal' && booked < plan.booked) {
        taken.add(day);
        booked++;
        event(
          plan.bookedTitle(lead.couple?.name as string),
          new Date(`${day}T00:00:00Z`),
          1,
          'booked',
          random.pick(plan.bookedNotes),
          lead.id,
          spaceId(),
        );
      } else if ((lead.status === 'offered' || lead.status === 'negotiating') && tentative < plan.tentative) {
        taken.add(day);
        tentative++;
        event(
          `Option ${lead.couple?.name as string}`,
          new Date(`${day}T00:00:00Z`),
          1,
          'tentative',
          random.pick(plan.tentativeNotes),
          lead.id,
          null,
        );
      }
    }

    const saturdays = weekdays(today, horizon, 6);
    for (const day of seasonalPick(random, saturdays, plan.booked - booked, taken)) {
      event(plan.bookedTitle(coupleName(random)), day, 1, 'booked', random.pick(plan.bookedNotes), null, spaceId());
    }
    for (const day of seasonalPick(random, saturdays, plan.tentative - tentative, taken)) {
      const family = random.pick(LAST_NAMES);
      event(
        `Option Familie ${family}`,
        day,
        1,
        'tentative',
        random.chance(0.6) ? random.pick(plan.tentativeNotes) : null,
        null,
        null,
      );
    }
    const sundays = weekdays(today, horizon, 0).filter((d) => !taken.has(isoDate(d)));
    for (const free of plan.available) {
      if (sundays.length === 0) break;
      event(free.title, random.pick(sundays), 1, 'available', free.note, null, null);
    }
    // A few weddings of the last weeks.
    const pastSaturdays = weekdays(addDays(today, -70), addDays(today, -1), 6);
    for (const day of random.sample(pastSaturdays, plan.past)) {
      event(plan.bookedTitle(coupleName(random)), day, 1, 'booked', random.pick(plan.bookedNotes), null, spaceId());
    }

    events.sort((a, b) => a.startDate.localeCompare(b.startDate));
    for (const e of events) await db.calendarEvents.create({ id: id++, ...e });
  }
}

// ---------------------------------------------------------------- forms, numbers, missing data

type FieldSeed = [
  name: string,
  labels: Labels,
  type: 'text' | 'number' | 'date' | 'select' | 'boolean',
  required: boolean,
  options?: string[],
];

const WEDDING_DATE: Labels = { de: 'Hochzeitsdatum', en: 'Wedding date', tr: 'Düğün tarihi', ar: 'تاريخ الزفاف' };
const GUEST_COUNT: Labels = {
  de: 'Anzahl der Gäste',
  en: 'Number of guests',
  tr: 'Misafir sayısı',
  ar: 'عدد الضيوف',
};
const MESSAGE: Labels = { de: 'Ihre Nachricht', en: 'Your message', tr: 'Mesajınız', ar: 'رسالتكم' };

// Field labels are labels (answered in the request's language); select options are the values the couple
// sends, so they stay as the provider wrote them.
const FORM_SEEDS: Array<{
  id: number;
  providerId: number;
  names: Labels;
  isActive: boolean;
  fields: FieldSeed[];
}> = [
  {
    id: 15,
    providerId: PROVIDER.havelblick,
    names: {
      de: 'Angebotsanfrage Hochzeitsfeier',
      en: 'Wedding party quote request',
      tr: 'Düğün kutlaması için teklif talebi',
      ar: 'طلب عرض سعر لحفل الزفاف',
    },
    isActive: true,
    fields: [
      ['weddingDate', WEDDING_DATE, 'date', true],
      ['guestCount', GUEST_COUNT, 'number', true],
      [
        'organizationType',
        { de: 'Art der Feier', en: 'Type of celebration', tr: 'Kutlama türü', ar: 'نوع الحفل' },
        'select',
        false,
        ['Trauung und Feier', 'Nur Feier', 'Polterabend'],
      ],
      [
        'freeCeremony',
        {
          de: 'Freie Trauung vor Ort gewünscht',
          en: 'Outdoor ceremony on site',
          tr: 'Mekânda açık hava nikâh töreni isteniyor',
          ar: 'مراسم زفاف في الهواء الطلق في المكان',
        },
        'boolean',
        false,
      ],
      [
        'overnightStay',
        {
          de: 'Übernachtung für Gäste gewünscht',
          en: 'Guest accommodation wanted',
          tr: 'Misafirler için konaklama isteniyor',
          ar: 'مطلوب مبيت للضيوف',
        },
        'boolean',
        false,
      ],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 16,
    providerId: PROVIDER.havelblick,
    names: {
      de: 'Anfrage Besichtigungstermin',
      en: 'Viewing appointment request',
      tr: 'Mekân ziyareti randevu talebi',
      ar: 'طلب موعد لمعاينة المكان',
    },
    isActive: true,
    fields: [
      [
        'visitDate',
        {
          de: 'Wunschtermin für die Besichtigung',
          en: 'Preferred viewing date',
          tr: 'Tercih edilen ziyaret tarihi',
          ar: 'الموعد المفضل للمعاينة',
        },
        'date',
        true,
      ],
      [
        'weddingDate',
        {
          de: 'Geplantes Hochzeitsdatum',
          en: 'Planned wedding date',
          tr: 'Planlanan düğün tarihi',
          ar: 'تاريخ الزفاف المخطط له',
        },
        'date',
        false,
      ],
      ['guestCount', GUEST_COUNT, 'number', false],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 17,
    providerId: PROVIDER.havelblick,
    names: {
      de: 'Anfrage Weihnachtsfeier',
      en: 'Christmas party request',
      tr: 'Yılbaşı partisi talebi',
      ar: 'طلب حفلة عيد الميلاد',
    },
    isActive: false,
    fields: [
      [
        'eventDate',
        { de: 'Datum der Feier', en: 'Date of the party', tr: 'Kutlama tarihi', ar: 'تاريخ الحفل' },
        'date',
        true,
      ],
      ['guestCount', GUEST_COUNT, 'number', true],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 18,
    providerId: PROVIDER.lichtwerk,
    names: {
      de: 'Anfrage Hochzeitsreportage',
      en: 'Wedding photography request',
      tr: 'Düğün fotoğrafçılığı talebi',
      ar: 'طلب تصوير حفل زفاف',
    },
    isActive: true,
    fields: [
      ['weddingDate', WEDDING_DATE, 'date', true],
      [
        'package',
        { de: 'Gewünschtes Paket', en: 'Package', tr: 'İstenen paket', ar: 'الباقة المطلوبة' },
        'select',
        true,
        ['Standesamt (3 Stunden)', 'Halbtags (6 Stunden)', 'Ganztags (10 Stunden)'],
      ],
      ['location', { de: 'Ort der Feier', en: 'Venue', tr: 'Kutlama yeri', ar: 'مكان الحفل' }, 'text', false],
      [
        'engagementShoot',
        {
          de: 'Verlobungsshooting gewünscht',
          en: 'Engagement shoot wanted',
          tr: 'Nişan çekimi isteniyor',
          ar: 'مطلوب جلسة تصوير للخطوبة',
        },
        'boolean',
        false,
      ],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 19,
    providerId: PROVIDER.brautsalon,
    names: {
      de: 'Terminanfrage Brautkleidberatung',
      en: 'Bridal gown consultation request',
      tr: 'Gelinlik danışmanlığı randevu talebi',
      ar: 'طلب موعد لاستشارة فستان الزفاف',
    },
    isActive: true,
    fields: [
      [
        'appointmentDate',
        {
          de: 'Wunschtermin für die Beratung',
          en: 'Preferred consultation date',
          tr: 'Tercih edilen danışmanlık tarihi',
          ar: 'الموعد المفضل للاستشارة',
        },
        'date',
        true,
      ],
      ['weddingDate', WEDDING_DATE, 'date', false],
      [
        'budget',
        { de: 'Budget für das Kleid', en: 'Budget for the gown', tr: 'Gelinlik bütçesi', ar: 'ميزانية الفستان' },
        'select',
        false,
        ['bis 1.000 €', '1.000 bis 2.000 €', '2.000 bis 3.500 €', 'über 3.500 €'],
      ],
      [
        'companions',
        {
          de: 'Anzahl der Begleitpersonen',
          en: 'Number of companions',
          tr: 'Refakatçi sayısı',
          ar: 'عدد المرافقين',
        },
        'number',
        false,
      ],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 20,
    providerId: PROVIDER.elbblick,
    names: {
      de: 'Angebotsanfrage Landhaus Elbblick',
      en: 'Landhaus Elbblick quote request',
      tr: 'Landhaus Elbblick teklif talebi',
      ar: 'طلب عرض سعر من Landhaus Elbblick',
    },
    isActive: true,
    fields: [
      ['weddingDate', WEDDING_DATE, 'date', true],
      ['guestCount', GUEST_COUNT, 'number', true],
      ['message', MESSAGE, 'text', false],
    ],
  },
];

async function seedListingExtras(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const form of FORM_SEEDS) {
    await db.infoRequestForms.create({
      id: form.id,
      providerId: form.providerId,
      name: form.names.de,
      names: form.names,
      isActive: form.isActive,
      fields: form.fields.map(([name, labels, type, required, options]) => ({
        name,
        label: labels.de,
        labels,
        type,
        required,
        options: options ?? [],
      })),
    });
  }

  const numbers: Record<number, string> = {
    [PROVIDER.havelblick]: '+4933120099870',
    [PROVIDER.lichtwerk]: '+4930577012345',
    [PROVIDER.brautsalon]: '+494038876543',
  };
  for (const provider of db.providers.all()) {
    const number = numbers[provider.id];
    if (!number || planTierOf(provider.productFeatures) === 'basic') continue;
    await db.redirectNumbers.create({
      providerId: provider.id,
      number,
      validUntil: provider.productFeatures.productDateEnd,
    });
  }
}

export async function seed(ctx: SeedContext): Promise<void> {
  await seedMarketplaceProviders(ctx);
  await seedListingExtras(ctx);
  if (ctx.scenario !== 'empty') {
    await seedMedia(ctx);
    await seedRelatedProviders(ctx);
    await seedCalendar(ctx);
  }
  for (const provider of ctx.db.providers.all()) await syncMainImagePath(ctx.db, provider.id);
}
