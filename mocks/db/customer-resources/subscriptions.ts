// The subscription of the demo customer: its plan with each provider's fee (the basic plan has none).
import { zSubscription } from '../../../src/api/generated/zod/zod.gen';
import { addMonths, isoDate, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { CUSTOMER, PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { firstOfMonth } from './dates';

export const collections = {
  subscriptions: collection(zSubscription),
};

/** Monthly listing price per provider (EUR); `plan` is the listing product the payment text names. */
export const MONTHLY_PLAN: Record<number, { product: string; plan: string; amount: number; months: number }> = {
  [PROVIDER.havelblick]: { product: 'Prime-Paket', plan: 'Prime', amount: 349, months: 12 },
  [PROVIDER.lichtwerk]: { product: 'Pro-Paket', plan: 'Pro', amount: 249, months: 12 },
  [PROVIDER.brautsalon]: { product: 'Winner-Paket', plan: 'Winner', amount: 199, months: 8 },
};

/** The subscription of the demo customer (the basic plan has none). */
export async function seedSubscription(ctx: SeedContext): Promise<void> {
  const { db, now, scenario } = ctx;
  const today = startOfDay(now);
  if (scenario !== 'basic-plan') {
    const venue = db.providers.findFirst((q) => q.where({ id: PROVIDER.havelblick }));
    const endDate = venue?.productFeatures.productDateEnd ?? isoDate(addMonths(today, 7));
    await db.subscriptions.create({
      id: 1,
      customerId: CUSTOMER.schlossgut,
      productName: 'Prime',
      planTier: 'prime',
      startDate: isoDate(firstOfMonth(today, -11)),
      endDate,
      monthlyAmount: Object.values(MONTHLY_PLAN).reduce((sum, plan) => sum + plan.amount, 0),
      currency: 'EUR',
      autoRenew: true,
      providerIds: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon],
      // Each provider at its own price, the amount of its plan payments (the statistics' return on the plan uses it).
      fees: Object.entries(MONTHLY_PLAN).map(([providerId, plan]) => ({
        providerIds: [Number(providerId)],
        productName: plan.product,
        monthlyAmount: plan.amount,
      })),
    });
  }
}
