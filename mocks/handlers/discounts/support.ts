// Discounts: what the discounts and their coupon codes share: the status a reader sees (approval after 2 working
// days, expiry), the API shape, the lookup and the plan gate for editing.
import type { z } from 'zod';
import { type zDiscount, type zDiscountStatus } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { addWorkingDays, type DiscountRecord } from '../../db/marketing';
import { isoDate, now } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import { requireProviderRight } from '../../lib/rights';
import { type Session } from '../../lib/session';
import { findProvider, type LanguageKey, providerSummary } from '../../lib/views';

type Discount = z.infer<typeof zDiscount>;
type DiscountStatus = z.infer<typeof zDiscountStatus>;

/** Working days the team needs to approve a new or edited discount (spec point 9). */
export const DISCOUNT_APPROVAL_WORKING_DAYS = 2;

export const DISCOUNT_NOT_FOUND = 'Der Rabatt wurde nicht gefunden.';

// ---------------------------------------------------------------- shared helpers

/** The status a reader sees: approval after 2 working days, expiry after validUntil. */
export function effectiveStatus(record: DiscountRecord, at: Date = now()): DiscountStatus {
  let status = record.status;
  if (
    status === 'pending_approval' &&
    addWorkingDays(new Date(record.submittedAt), DISCOUNT_APPROVAL_WORKING_DAYS) <= at
  ) {
    status = 'published';
  }
  if ((status === 'published' || status === 'pending_approval') && record.validUntil < isoDate(at)) status = 'expired';
  return status;
}

export function toDiscount(record: DiscountRecord, language: LanguageKey, at: Date = now()): Discount {
  const status = effectiveStatus(record, at);
  return {
    id: record.id,
    providerId: record.providerId,
    provider: providerSummary(record.providerId, language),
    discountType: record.discountType,
    discountRatio: record.discountRatio,
    installmentCount: record.installmentCount,
    intro: record.intro,
    isPrimary: record.isPrimary,
    priceBefore: record.priceBefore,
    priceAfter: record.priceAfter,
    validFrom: record.validFrom,
    validUntil: record.validUntil,
    popupShowcaseTitle: record.popupShowcaseTitle,
    popupShowcaseDescription: record.popupShowcaseDescription,
    giftText: record.giftText,
    status,
    rejectReason: status === 'rejected' ? record.rejectReason : null,
    createdAt: record.createdAt,
  };
}

/** The discount, if it belongs to one of the user's providers (404 otherwise). */
export function visibleDiscount(session: Session, id: number): DiscountRecord {
  const record = db.discounts.findFirst((q) => q.where({ id }));
  if (!record || !session.providerIds.includes(record.providerId)) throw notFound(DISCOUNT_NOT_FOUND);
  return record;
}

/** 403 unless the user may edit the provider and its plan includes discounts. */
export function requireDiscountEditing(session: Session, providerId: number): void {
  requireProviderRight(session, providerId, 'manage', { unlinked: 'forbidden' });
  const provider = findProvider(providerId);
  if (provider.productFeatures.planTier === 'basic') {
    throw forbidden('Rabatte sind in Ihrem aktuellen Paket nicht enthalten.', 'PLAN_FEATURE_REQUIRED');
  }
}

export function germanDate(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}
