// Rights cases (see index.ts) of the discounts, the agreements and upgrade requests, and the statistics.
import type { Database } from '../../db';
import { day, type RightsEntry, withProvider } from './shared';

function discountOf(db: Database, providerId: number, predicate: (d: { validUntil: string }) => boolean = () => true) {
  return db.discounts.all().find((d) => d.providerId === providerId && predicate(d));
}

function couponOf(db: Database, providerId: number) {
  const discounts = new Set(
    db.discounts
      .all()
      .filter((d) => d.providerId === providerId)
      .map((d) => d.id),
  );
  return db.discountCoupons.all().find((c) => discounts.has(c.discountId));
}

/** The features of the upgrade dialog (UpgradeFeature of the document). */
const UPGRADE_FEATURES = [
  'bridal_gown_lead_bidding',
  'discounts',
  'gallery_image_cap',
  'leads',
  'competitor_analysis',
  'review_replies',
  'page_visit_statistics',
  'booking_statistics',
  'whatsapp_leads',
] as const;

// ---- discounts
export const DISCOUNT_CASES: Record<string, RightsEntry> = {
  listDiscounts: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  createDiscount: [
    {
      right: 'manage',
      build: ({ providerId }) => ({
        body: {
          providerId,
          discountType: 'discount',
          discountRatio: 10,
          intro: '10 % auf Hochzeiten an Freitagen.',
          isPrimary: false,
          validFrom: day(1),
          validUntil: day(90),
        },
      }),
    },
  ],
  getDiscount: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId);
        return discount && { params: { id: discount.id } };
      },
    },
  ],
  updateDiscount: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId, (d) => d.validUntil >= day(1));
        return discount && { params: { id: discount.id }, body: { intro: 'Neu: 10 % auf Freitage im Winter.' } };
      },
    },
  ],
  deleteDiscount: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId);
        return discount && { params: { id: discount.id } };
      },
    },
  ],
  listDiscountCoupons: [
    {
      right: 'filter',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId);
        return discount && { query: { discountId: String(discount.id) } };
      },
    },
  ],
  createDiscountCoupon: [
    {
      right: 'manage',
      build: ({ db, providerId, seq }) => {
        const discount = discountOf(db, providerId, (d) => d.validUntil >= day(1));
        return discount && { body: { discountId: discount.id, code: `RECHTE${seq}`, maxUsage: 5, validUntil: null } };
      },
    },
  ],
  deleteDiscountCoupon: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const coupon = couponOf(db, providerId);
        return coupon && { params: { id: coupon.id } };
      },
    },
  ],
};

// ---- agreements and upgrade requests
export const PROPOSAL_CASES: Record<string, RightsEntry> = {
  listAgreementTexts: { notScoped: 'texts every user signs for themselves' },
  listAgreementSigns: { notScoped: "the caller's own signatures" },
  signAgreement: { notScoped: "the caller's own signature" },
  createProposal: [
    {
      right: 'link',
      build: ({ db, customerId, userId, providerId }) => {
        // One open request per account and feature: a feature the account has not asked for yet.
        const asked = new Set(
          db.proposals
            .all()
            .filter((p) => p.type === 'upgrade' && p.status === 'open' && p.customerId === customerId)
            .map((p) => p.feature),
        );
        const feature = UPGRADE_FEATURES.find((f) => !asked.has(f));
        return (
          feature && {
            body: {
              type: 'upgrade',
              campaign: { id: 501 },
              companyName: 'Schlossgut Havelblick GmbH',
              customer: { id: customerId },
              customerUser: { id: userId },
              name: 'Katharina Vogt',
              feature,
              providerId,
            },
          }
        );
      },
    },
  ],
};

// ---- statistics
export const STATISTICS_CASES: Record<string, RightsEntry> = {
  getProviderVisitStats: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  getProviderBookingStats: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  getProviderRivalStats: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  listVisitLogs: [{ right: 'read', build: ({ providerId }) => withProvider(providerId) }],
  getProviderAdStats: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
};
