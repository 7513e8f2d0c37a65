// The provider-content area: info-page forms and their answers (with the approval queue of data updates), products
// (provider items), pending change requests, registration-wizard applications, prompts (to-dos and
// notifications), testimonials with replies, review channels and reviews on other platforms. Each entity has its
// module (collection, seed, rules); this one puts their collections together and runs their seeds in order.
import * as changeRequests from './change-requests';
import * as providerDataUpdates from './provider-data-updates';
import * as providerForms from './provider-forms';
import * as providerItems from './provider-items';
import * as providerPrompts from './provider-prompts';
import * as providerWizards from './provider-wizards';
import * as reviewChannels from './review-channels';
import type { SeedContext } from './seed-context';
import * as testimonials from './testimonials';

export { PROVIDER_CONTENT_SEED } from './provider-content-seed';

/**
 * The area's collections in their order of old. The database swaps the instances in this object on every reset
 * (mocks/db/index.ts), so the entity modules' own `collections` objects serve as definitions and types only.
 */
export const collections = {
  providerForms: providerForms.collections.providerForms,
  providerData: providerForms.collections.providerData,
  providerItems: providerItems.collections.providerItems,
  providerDataUpdates: providerDataUpdates.collections.providerDataUpdates,
  changeRequests: changeRequests.collections.changeRequests,
  providerWizards: providerWizards.collections.providerWizards,
  providerPrompts: providerPrompts.collections.providerPrompts,
  testimonials: testimonials.collections.testimonials,
  reviewChannels: reviewChannels.collections.reviewChannels,
  externalComments: reviewChannels.collections.externalComments,
};

export async function seed(ctx: SeedContext): Promise<void> {
  const { db, scenario } = ctx;
  await providerForms.seedFormDefinitions(ctx);
  await providerForms.seedFormAnswers(ctx);
  await reviewChannels.seedReviewChannels(ctx);
  await providerWizards.seedWizards(ctx);
  // The empty scenario has the reference-like records only.
  if (scenario === 'empty') return;

  const providerById = new Map(db.providers.all().map((p) => [p.id, p]));
  await providerItems.seedItems(ctx, providerById);
  await providerDataUpdates.seedDataUpdates(ctx);
  await changeRequests.seedChangeRequests(ctx);
  await providerPrompts.seedPrompts(ctx);
  await testimonials.seedTestimonials(ctx);
  await reviewChannels.seedExternalComments(ctx);
}
