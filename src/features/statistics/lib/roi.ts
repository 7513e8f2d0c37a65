import type { Subscription } from '@/api/queries/subscription';
import { fromCents, toCents } from '@/lib/money';
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
      /** The monthly fee this provider pays alone or shares (a bundle of several providers). */
      monthlyFee: number;
      /** How many providers share the fee (1: the provider's own fee). */
      providerCount: number;
      /** The provider's part of the fee a month: the fee itself, or an even share of a bundle. */
      monthlyShare: number;
      /** The share over the window's months. */
      cost: number;
      perRequest: number | null;
      perBooking: number | null;
      perMonth: RoiMonth[];
    };

/** An amount in euros divided by a count, rounded to the cent (null for nothing to divide by). */
const per = (amount: number, count: number) => (count > 0 ? fromCents(Math.round(toCents(amount) / count)) : null);

/**
 * What the plan costs per request and per booking (a deal) of one provider. The fee is the provider's own (the
 * subscription's fee entry for it, the amount its plan payments show), or an even share of a bundle price it shares
 * with other providers; every month of the window counts whole (the current month too: it is paid in full). Hidden
 * while the average requests a month stay below the category's minimum (`minLeadCount`, null when the scope names
 * none for the category). Amounts are computed in cents.
 */
export function roiFigures(input: {
  subscription: Subscription | null;
  providerId: number;
  minLeadCount: number | null;
  stats: BookingStats;
  months: number;
}): RoiResult {
  const { subscription, providerId, minLeadCount, stats, months } = input;
  const fee = subscription?.fees.find((entry) => entry.providerIds.includes(providerId));
  if (!subscription || !fee || months === 0) return { kind: 'no-plan' };
  const averageLeads = Math.round((stats.totals.leads / months) * 10) / 10;
  if (minLeadCount !== null && averageLeads < minLeadCount) {
    return { kind: 'below-minimum', minLeadCount, averageLeads };
  }
  const monthlyShare = per(fee.monthlyAmount, fee.providerIds.length) ?? 0;
  const cost = fromCents(toCents(monthlyShare) * months);
  return {
    kind: 'shown',
    productName: fee.productName,
    monthlyFee: fee.monthlyAmount,
    providerCount: fee.providerIds.length,
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
