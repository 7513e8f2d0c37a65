import type { Subscription } from '@/api/queries/subscription';
import type { BookingStats } from '../api/statistics';

export interface RoiMonth {
  month: string;
  leads: number;
  deals: number;
  weddings: number;
  perRequest: number | null;
  perBooking: number | null;
}

export type RoiResult =
  | { kind: 'no-plan' }
  | { kind: 'below-minimum'; minLeadCount: number; averageLeads: number }
  | {
      kind: 'shown';
      productName: string;
      monthlyFee: number;
      providerCount: number;
      /** The provider's share of the monthly fee. */
      monthlyShare: number;
      /** The share over the window's months. */
      cost: number;
      perRequest: number | null;
      perBooking: number | null;
      perMonth: RoiMonth[];
    };

const cents = (value: number) => Math.round(value * 100) / 100;
const per = (cost: number, count: number) => (count > 0 ? cents(cost / count) : null);

/**
 * What the plan costs per request and per booking (a deal) of one provider. The fee is shared evenly by the
 * providers the subscription covers; every month of the window counts whole (the current month too: it is paid
 * in full). Hidden while the average requests a month stay below the category's minimum (`minLeadCount`, null when
 * the scope names none for the category).
 */
export function roiFigures(input: {
  subscription: Subscription | null;
  providerId: number;
  minLeadCount: number | null;
  stats: BookingStats;
  months: number;
}): RoiResult {
  const { subscription, providerId, minLeadCount, stats, months } = input;
  if (!subscription || !subscription.providerIds.includes(providerId) || months === 0) return { kind: 'no-plan' };
  const averageLeads = Math.round((stats.totals.leads / months) * 10) / 10;
  if (minLeadCount !== null && averageLeads < minLeadCount) {
    return { kind: 'below-minimum', minLeadCount, averageLeads };
  }
  const monthlyShare = cents(subscription.monthlyAmount / subscription.providerIds.length);
  const cost = cents(monthlyShare * months);
  return {
    kind: 'shown',
    productName: subscription.productName,
    monthlyFee: subscription.monthlyAmount,
    providerCount: subscription.providerIds.length,
    monthlyShare,
    cost,
    perRequest: per(cost, stats.totals.leads),
    perBooking: per(cost, stats.totals.deals),
    perMonth: stats.series.map((entry) => ({
      month: entry.month,
      leads: entry.leads,
      deals: entry.deals,
      weddings: entry.weddings,
      perRequest: per(monthlyShare, entry.leads),
      perBooking: per(monthlyShare, entry.deals),
    })),
  };
}
