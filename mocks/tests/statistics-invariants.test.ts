// Figures that agree with themselves (issue 35): for every provider of `demo`, every period preset and a set of
// custom periods, the statistics answer what a real backend's figures would obey. A subset never exceeds its whole
// (bookings ≤ offers ≤ requests; requests through the profile ≤ requests; booked and unbooked couples of a window ≤
// the requests of its months), totals are the sums of their months, rates lie between 0 and 100 %, the rivals'
// "own" figures are the provider's statistics, and the comparison window has as many months as the period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_PRESETS, type PeriodChoice, resolvePeriod } from '../../src/features/statistics/lib/period';
import { resetDatabase } from '../db';
import { CUSTOMER, PROVIDER } from '../db/core';
import { addDays, marketDay, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
let token = '';
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetDatabase('default');
  token = (await login('demo')).accessToken;
});
afterAll(() => server.close());

const PROVIDERS = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];

/** Custom ranges relative to the mock's today: a day, a week, whole months, across a year end, the longest allowed. */
function customPeriods(today: string): Array<{ from: string; to: string }> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const twelveMonthsStart = month === 12 ? `${year}-01-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}-01`;
  return [
    { from: today, to: today },
    { from: marketDay(addDays(now(), -6)), to: today },
    { from: `${year - 1}-03-01`, to: `${year - 1}-05-31` },
    { from: `${year - 1}-12-15`, to: `${year}-01-10` },
    { from: twelveMonthsStart, to: today },
  ].filter((range) => range.from <= range.to);
}

async function get<T>(path: string): Promise<T> {
  const answer = await call('GET', path, { token });
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

interface Funnel {
  month: string;
  leads: number;
  offers: number;
  deals: number;
  weddings: number;
}

describe('statistics invariants', () => {
  const today = marketDay(now());
  const choices: Array<{ period: PeriodChoice; from: string | null; to: string | null }> = [
    ...PERIOD_PRESETS.map((period) => ({ period, from: null, to: null })),
    ...customPeriods(today).map((range) => ({ period: 'custom' as const, ...range })),
  ];

  for (const providerId of PROVIDERS) {
    for (const choice of choices) {
      it(`provider ${providerId}, ${choice.period} ${choice.from ?? ''}–${choice.to ?? ''}`, async () => {
        const { current, previous } = resolvePeriod(choice, today);
        expect(previous.monthList).toHaveLength(current.monthList.length);
        const months = `startMonth=${current.months.startMonth}&endMonth=${current.months.endMonth}`;
        const days = `createdAtStart=${current.days.createdAtStart}&createdAtEnd=${current.days.createdAtEnd}`;

        const bookings = (
          await get<{ data: { series: Funnel[]; totals: Omit<Funnel, 'month'>; conversionRate: number } }>(
            `/stats/providers/${providerId}/bookings?${months}`,
          )
        ).data;
        expect(bookings.series.map((entry) => entry.month)).toEqual(current.monthList);
        for (const entry of bookings.series) {
          expect(entry.offers, entry.month).toBeLessThanOrEqual(entry.leads);
          expect(entry.deals, entry.month).toBeLessThanOrEqual(entry.offers);
        }
        for (const key of ['leads', 'offers', 'deals', 'weddings'] as const) {
          expect(bookings.totals[key]).toBe(bookings.series.reduce((sum, entry) => sum + entry[key], 0));
        }
        expect(bookings.conversionRate).toBeGreaterThanOrEqual(0);
        expect(bookings.conversionRate).toBeLessThanOrEqual(1);
        // Rounded to three decimals: at most half a thousandth from the exact share (3 of 16 is 0.1875, sent as 0.188).
        const exactRate = bookings.totals.leads === 0 ? 0 : bookings.totals.deals / bookings.totals.leads;
        expect(Math.abs(bookings.conversionRate - exactRate)).toBeLessThanOrEqual(0.0005 + Number.EPSILON);

        const visits = (
          await get<{
            data: {
              series: Array<{ month: string; profileViews: number; uniqueVisitors: number; infoRequests: number }>;
              totals: { profileViews: number; infoRequests: number };
            };
          }>(`/stats/providers/${providerId}/visits?${months}`)
        ).data;
        visits.series.forEach((entry, index) => {
          expect(entry.uniqueVisitors, entry.month).toBeLessThanOrEqual(entry.profileViews);
          expect(entry.infoRequests, entry.month).toBeLessThanOrEqual(bookings.series[index]?.leads ?? 0);
        });
        expect(visits.totals.infoRequests).toBe(visits.series.reduce((sum, entry) => sum + entry.infoRequests, 0));

        const rivals = await call('GET', `/stats/providers/${providerId}/rivals?${months}`, { token });
        if (rivals.status === 200) {
          expect(rivals.body.data.own).toMatchObject({
            profileViews: visits.totals.profileViews,
            infoRequests: visits.totals.infoRequests,
            deals: bookings.totals.deals,
          });
        } else {
          expect(rivals.status).toBe(403);
        }

        const estimate = (
          await get<{ data: { estimatedWeddings: number; confirmedDeals: number } }>(
            `/couple-providers-stats/estimate?providerId=${providerId}&${days}`,
          )
        ).data;
        expect(estimate.confirmedDeals).toBeLessThanOrEqual(estimate.estimatedWeddings);
        expect(estimate.confirmedDeals).toBeLessThanOrEqual(bookings.totals.deals);

        const unbooked = await get<{ paging: { total: number } }>(
          `/couple-providers-stats/couples-not-worked-together?providerId=${providerId}&${days}&limit=1`,
        );
        expect(unbooked.paging.total + estimate.confirmedDeals).toBeLessThanOrEqual(bookings.totals.leads);
      });
    }
  }

  it("gives each provider a fee of its own that its plan payments charge, adding up to the account's fee", async () => {
    const subscription = (
      await get<{
        data: {
          monthlyAmount: number;
          providerIds: number[];
          fees: Array<{ providerIds: number[]; monthlyAmount: number }>;
        };
      }>(`/customers/${CUSTOMER.schlossgut}/subscription`)
    ).data;
    const covered = subscription.fees.flatMap((fee) => fee.providerIds);
    expect([...covered].sort()).toEqual([...subscription.providerIds].sort());
    expect(subscription.fees.reduce((sum, fee) => sum + Math.round(fee.monthlyAmount * 100), 0)).toBe(
      Math.round(subscription.monthlyAmount * 100),
    );
    for (const fee of subscription.fees.filter((entry) => entry.providerIds.length === 1)) {
      const [providerId] = fee.providerIds;
      const payments = (
        await get<{ data: Array<{ type: string; amount: number }> }>(`/payments?providerId=${providerId}&limit=100`)
      ).data.filter((payment) => payment.type === 'subscription');
      expect(payments.length, `provider ${providerId}`).toBeGreaterThan(0);
      for (const payment of payments) expect(payment.amount, `provider ${providerId}`).toBe(fee.monthlyAmount);
    }
  });
});
