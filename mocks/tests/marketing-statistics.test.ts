// The statistics of the mock backend: visits, weddings and their totals by period.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { addDays, isoDate, isoMonth, marketDay, now, setMockNow } from '../lib/clock';
import { createMockServer } from '../node';
import { call, demoToken, login } from './api';
import { monthShift } from './test-data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});
afterEach(() => setMockNow(null));

describe('statistics', () => {
  it('answers 12 months of visits by default, with spring peaks and matching totals', async () => {
    const token = await demoToken();
    const { status, body } = await call('GET', `/stats/providers/${PROVIDER.havelblick}/visits`, { token });
    expect(status).toBe(200);
    const series = body.data.series as Array<Record<string, number | string>>;
    expect(series).toHaveLength(12);
    // The market's current month (docs/dates.md): Berlin's, which may be a month ahead of UTC's on its last evening.
    const currentMonth = marketDay(now()).slice(0, 7);
    expect(series[11]?.month).toBe(currentMonth);
    expect(series[0]?.month).toBe(monthShift(currentMonth, -11));
    for (const key of ['profileViews', 'uniqueVisitors', 'phoneClicks', 'websiteClicks', 'infoRequests']) {
      expect(body.data.totals[key]).toBe(series.reduce((sum, m) => sum + (m[key] as number), 0));
    }
    const peak = series.reduce((best, m) => ((m.profileViews as number) > (best.profileViews as number) ? m : best));
    expect(['02', '03', '04', '05']).toContain(String(peak.month).slice(5));
    // The bridal shop has no website, so no website clicks.
    const salon = await call('GET', `/stats/providers/${PROVIDER.brautsalon}/visits`, { token });
    expect(salon.body.data.totals.websiteClicks).toBe(0);
    expect(salon.body.data.totals.profileViews).toBeGreaterThan(0);
  });

  it('answers the requested window and refuses reversed, too long or malformed ones', async () => {
    const token = await demoToken();
    const end = isoMonth(now());
    const start = monthShift(end, -2);
    const window = await call('GET', `/stats/providers/101/bookings?startMonth=${start}&endMonth=${end}`, { token });
    expect(window.body.data.series.map((m: { month: string }) => m.month)).toEqual([start, monthShift(end, -1), end]);
    const tooLong = await call(
      'GET',
      `/stats/providers/101/visits?startMonth=${monthShift(end, -12)}&endMonth=${end}`,
      { token },
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.endMonth).toBeTruthy();
    const startOnly = await call('GET', `/stats/providers/101/visits?startMonth=${monthShift(end, -14)}`, { token });
    expect(startOnly.body.errors.startMonth).toBeTruthy();
    const reversed = await call('GET', `/stats/providers/101/rivals?startMonth=${end}&endMonth=${start}`, { token });
    expect(reversed.status).toBe(422);
    expect(
      (await call('GET', '/stats/providers/101/visits?endMonth=2026-13', { token })).body.errors.endMonth,
    ).toBeTruthy();
    // Months before the seeded history count zero.
    const old = await call('GET', '/stats/providers/101/visits?startMonth=2019-01&endMonth=2019-03', { token });
    expect(old.body.data.totals.profileViews).toBe(0);
  });

  it('computes the booking funnel and conversion rate', async () => {
    const token = await demoToken();
    const { body } = await call('GET', `/stats/providers/${PROVIDER.lichtwerk}/bookings`, { token });
    const { totals, series, conversionRate } = body.data;
    expect(totals.leads).toBeGreaterThan(0);
    expect(conversionRate).toBeCloseTo(totals.deals / totals.leads, 3);
    for (const m of series) {
      expect(m.offers).toBeLessThanOrEqual(m.leads);
      expect(m.deals).toBeLessThanOrEqual(m.offers);
    }
  });

  it('ranks at most rivalStatsAccess rivals of the same category and city', async () => {
    const token = await demoToken();
    const venue = await call('GET', `/stats/providers/${PROVIDER.havelblick}/rivals`, { token });
    expect(venue.body.data.rivalLimit).toBe(5);
    const rivals = venue.body.data.rivals as Array<{
      rank: number;
      profileViews: number;
      category: { id: number };
      name: string;
    }>;
    expect(rivals).toHaveLength(5);
    expect(rivals.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rivals.map((r) => r.profileViews)).toEqual([...rivals.map((r) => r.profileViews)].sort((a, b) => b - a));
    expect(rivals.every((r) => r.category.id === 1 && r.name !== 'Schlossgut Havelblick')).toBe(true);
    const visits = await call('GET', `/stats/providers/${PROVIDER.havelblick}/visits`, { token });
    expect(venue.body.data.own.profileViews).toBe(visits.body.data.totals.profileViews);
    expect(venue.body.data.own.averageResponseSeconds).toBeGreaterThan(0);

    const salon = await call('GET', `/stats/providers/${PROVIDER.brautsalon}/rivals`, { token });
    expect(salon.body.data.rivals.map((r: { category: { categoryType: string } }) => r.category.categoryType)).toEqual([
      'bridal_gown',
      'bridal_gown',
    ]);
  });

  it('answers 404 for other firms’ providers and 403 STATS_ACCESS_REQUIRED without access', async () => {
    const token = await demoToken();
    for (const kind of ['visits', 'bookings', 'rivals']) {
      expect((await call('GET', `/stats/providers/${PROVIDER.elbblick}/${kind}`, { token })).status, kind).toBe(404);
    }
    const basic = await login('basic');
    for (const kind of ['visits', 'bookings', 'rivals']) {
      const result = await call('GET', `/stats/providers/${PROVIDER.elbblick}/${kind}`, { token: basic.accessToken });
      expect(result.status, kind).toBe(403);
      expect(result.body.code).toBe('STATS_ACCESS_REQUIRED');
    }
    // A provider on hold keeps its rival analysis but loses visit and booking statistics.
    await db.providers.update((q) => q.where({ id: PROVIDER.havelblick }), {
      data(p) {
        p.onHold = true;
      },
    });
    expect((await call('GET', '/stats/providers/101/visits', { token })).body.code).toBe('STATS_ACCESS_REQUIRED');
    expect((await call('GET', '/stats/providers/101/bookings', { token })).status).toBe(403);
    expect((await call('GET', '/stats/providers/101/rivals', { token })).status).toBe(200);
    expect((await call('GET', '/visit-logs?providerIds=101', { token })).status).toBe(403);
    const logs = await call('GET', '/visit-logs?limit=100', { token });
    expect(logs.body.data.some((v: { providerId: number }) => v.providerId === 101)).toBe(false);

    await resetDatabase('basic-plan');
    const downgraded = await demoToken();
    expect((await call('GET', '/stats/providers/101/visits', { token: downgraded })).status).toBe(403);
    expect((await call('GET', '/stats/providers/101/rivals', { token: downgraded })).status).toBe(403);
    expect((await call('GET', '/visit-logs', { token: downgraded })).status).toBe(403);
  });

  it('lists the visit log newest first for the user’s providers, filtered by day', async () => {
    const token = await demoToken();
    const { status, body } = await call('GET', '/visit-logs?limit=100', { token });
    expect(status).toBe(200);
    expect(body.paging.total).toBeGreaterThan(300);
    const times = body.data.map((v: { visitedAt: string }) => v.visitedAt);
    expect(times).toEqual([...times].sort().reverse());
    const sixMonthsAgo = isoDate(addDays(now(), -190));
    const oldest = await call('GET', '/visit-logs?sort=visitedAt&limit=1', { token });
    expect(oldest.body.data[0].visitedAt.slice(0, 10) >= sixMonthsAgo).toBe(true);

    // A Berlin day: the API's day windows count in the market's time zone (docs/dates.md).
    const day = marketDay(addDays(now(), -10));
    const filtered = await call(
      'GET',
      `/visit-logs?providerIds=102&createdAtStart=${day}&createdAtEnd=${day}&limit=100`,
      { token },
    );
    expect(
      filtered.body.data.every(
        (v: { providerId: number; visitedAt: string }) => v.providerId === 102 && marketDay(v.visitedAt) === day,
      ),
    ).toBe(true);
    const foreign = await call('GET', '/visit-logs?providerIds=201', { token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    expect((await call('GET', '/visit-logs?createdAtStart=2026-05-01&createdAtEnd=2026-04-01', { token })).status).toBe(
      422,
    );
    const basic = await login('basic');
    expect((await call('GET', '/visit-logs', { token: basic.accessToken })).body.code).toBe('STATS_ACCESS_REQUIRED');
  });

  it('sums the advertisement figures of every video type', async () => {
    const token = await demoToken();
    const all = await call('GET', '/provider-ad-stats?providerId=101', { token });
    expect(all.status).toBe(200);
    let impressions = 0;
    for (const videoType of ['subscription', 'subscription_rnd', 'video', '360video', 'video_self']) {
      const one = await call('GET', `/provider-ad-stats?providerId=101&videoType=${videoType}`, { token });
      expect(one.body.data.videoType).toBe(videoType);
      expect(one.body.data.impressions).toBeGreaterThan(0);
      expect(one.body.data.completions).toBeLessThanOrEqual(one.body.data.plays);
      impressions += one.body.data.impressions;
    }
    expect(all.body.data.impressions).toBe(impressions);
    expect(all.body.data.period.end).toBe(isoDate(now()));
    expect((await call('GET', '/provider-ad-stats?providerId=201', { token })).status).toBe(404);
    expect((await call('GET', '/provider-ad-stats?providerId=101&videoType=film', { token })).status).toBe(422);
  });

  it('starts empty in the empty scenario, except agreement texts and market data', async () => {
    await resetDatabase('empty');
    const token = await demoToken();
    expect((await call('GET', '/discounts', { token })).body.data).toEqual([]);
    expect((await call('GET', '/discount-coupons', { token })).body.data).toEqual([]);
    expect((await call('GET', '/visit-logs', { token })).body.data).toEqual([]);
    expect((await call('GET', '/stats/providers/101/visits', { token })).body.data.totals.profileViews).toBe(0);
    expect((await call('GET', '/stats/providers/101/bookings', { token })).body.data.conversionRate).toBe(0);
    const rivals = await call('GET', '/stats/providers/101/rivals', { token });
    expect(rivals.body.data.own.averageResponseSeconds).toBeNull();
    expect(rivals.body.data.rivals).toHaveLength(5);
    expect((await call('GET', '/provider-ad-stats?providerId=101', { token })).body.data.impressions).toBe(0);
    expect((await call('GET', '/agreement-texts', { token })).body.data).toHaveLength(4);
    expect((await call('GET', '/customer-user-agreement-signs', { token })).body.data).toEqual([]);
    expect(db.proposals.count()).toBe(0);
  });
});
