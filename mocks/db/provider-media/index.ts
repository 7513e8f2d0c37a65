// The provider-media area: providers' galleries and media, related providers (reference gallery), calendar events,
// quote-request forms and call-tracking numbers, with the plan gates every area reads. Providers themselves are
// core records (db.providers); this area keeps their mainImagePath in step with the main image. Each entity has its
// module (collection, seed, rules); this one puts their collections together, runs their seeds in order and is the
// area's public API.
import * as calendar from './calendar';
import * as infoRequestForms from './info-request-forms';
import * as media from './media';
import { seedMedia } from './media-seed';
import * as redirectNumbers from './redirect-numbers';
import * as relatedProviders from './related-providers';
import type { SeedContext } from '../seed-context';

export {
  countsAgainstImageCap,
  type Gallery,
  type GalleryRecord,
  galleryView,
  IMAGE_RULES,
  imageUploadMaxSizeKb,
  type Media,
  type MediaRecord,
  mediaPaths,
  refreshGallery,
  setImageUploadMaxSizeKb,
  syncMainImagePath,
  videoIdOf,
} from './media';
export { leadProviderId, type LeadRow, rowsOf } from './other-areas';
export {
  type PlanGates,
  planGates,
  type PlanTier,
  planTierOf,
  PRODUCT_IDS,
  providerGates,
  providerPermissions,
} from './plan-gates';
export { listedProviderIds, listedProviderSummary } from './related-providers';

/**
 * The area's collections in their order of old. The database swaps the instances in this object on every reset
 * (mocks/db/index.ts), so the entity modules' own `collections` objects serve as definitions and types only.
 */
export const collections = {
  galleries: media.collections.galleries,
  medias: media.collections.medias,
  mediaItemData: media.collections.mediaItemData,
  instagramConnections: media.collections.instagramConnections,
  marketplaceProviders: relatedProviders.collections.marketplaceProviders,
  relatedProviders: relatedProviders.collections.relatedProviders,
  calendarEvents: calendar.collections.calendarEvents,
  calendarFeeds: calendar.collections.calendarFeeds,
  infoRequestForms: infoRequestForms.collections.infoRequestForms,
  redirectNumbers: redirectNumbers.collections.redirectNumbers,
};

export async function seed(ctx: SeedContext): Promise<void> {
  await relatedProviders.seedMarketplaceProviders(ctx);
  await infoRequestForms.seedInfoRequestForms(ctx);
  await redirectNumbers.seedRedirectNumbers(ctx);
  if (ctx.scenario !== 'empty') {
    await seedMedia(ctx);
    await relatedProviders.seedRelatedProviders(ctx);
    await calendar.seedCalendar(ctx);
  }
  for (const provider of ctx.db.providers.all()) await media.syncMainImagePath(ctx.db, provider.id);
}
