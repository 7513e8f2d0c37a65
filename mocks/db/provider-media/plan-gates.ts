// The plan gates of spec point 1: which features each plan tier opens, and a provider's gates after its product
// (the one mapping every area uses).
import type { z } from 'zod';
import type { zPlanTier, zProductFeatures, zProviderPermissions } from '../../../src/api/generated/zod/zod.gen';

export type PlanTier = z.infer<typeof zPlanTier>;
type ProductFeatures = z.infer<typeof zProductFeatures>;

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
