// The marketing area: discounts with their coupons, agreement texts and signatures, monthly visit, booking and rival
// statistics, the visit log, advertisement video figures and proposals (upgrade requests and referrals). Seeded for
// customer 1's providers 101-103; provider 201 (basic plan) has none of it. Each entity has its module (collection,
// seed, rules); this one puts their collections together, runs their seeds in order and is the area's public API.
import * as adStats from './ad-stats';
import * as agreements from './agreements';
import * as discounts from './discounts';
import * as proposals from './proposals';
import * as statistics from './statistics';
import * as visitLogs from './visit-logs';
import type { SeedContext } from '../seed-context';

export { AGREEMENT_TEXT } from './agreements';
export { addWorkingDays, DISCOUNT, type DiscountRecord } from './discounts';
export { CAMPAIGN, PROPOSAL } from './proposals';

/**
 * The area's collections in their order of old. The database swaps the instances in this object on every reset
 * (mocks/db/index.ts), so the entity modules' own `collections` objects serve as definitions and types only.
 */
export const collections = {
  discounts: discounts.collections.discounts,
  discountCoupons: discounts.collections.discountCoupons,
  agreementTexts: agreements.collections.agreementTexts,
  agreementSigns: agreements.collections.agreementSigns,
  visitStats: statistics.collections.visitStats,
  bookingStats: statistics.collections.bookingStats,
  rivalStats: statistics.collections.rivalStats,
  visitLogs: visitLogs.collections.visitLogs,
  adStats: adStats.collections.adStats,
  proposals: proposals.collections.proposals,
};

export async function seed(ctx: SeedContext): Promise<void> {
  await agreements.seedAgreements(ctx);
  await statistics.seedRivalStats(ctx);
  if (ctx.scenario === 'empty') return;
  await statistics.seedProviderStats(ctx);
  await visitLogs.seedVisitLogs(ctx);
  await adStats.seedAdStats(ctx);
  await discounts.seedDiscounts(ctx);
  await proposals.seedProposals(ctx);
}
