// The statistics pages' server rules (issue 20): the visit log's weekly rhythm, couples' visits linked to their
// lead, a year of history for the previous-period comparison, and every error answer the pages can meet.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { leadsOf } from '../db/couples';
import { isoMonth, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login } from './api';
import { monthShift } from './test-data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

describe('statistics data', () => {
  it('gives the visit log a weekly rhythm: more visits on Sundays than on Fridays', async () => {
    const byWeekday = Array.from({ length: 7 }, () => 0);
    for (const visit of db.visitLogs.all().filter((v) => v.providerId === PROVIDER.havelblick)) {
      const weekday = new Date(visit.visitedAt).getUTCDay();
      byWeekday[weekday] = (byWeekday[weekday] ?? 0) + 1;
    }
    const [sunday = 0, , , , , friday = 0] = byWeekday;
    expect(sunday).toBeGreaterThan(friday * 1.3);
  });

  it("links a couple's visits to the couple's newest lead with the provider, and anonymous visits to none", async () => {
    const { accessToken: token } = await login('demo');
    const { status, body } = await call('GET', `/couple-visit-log?providerId=${PROVIDER.havelblick}&limit=100`, {
      token,
    });
    expect(status).toBe(200);
    const rows = body.data as Array<{ coupleId: number; leadId: number | null; coupleName: string | null }>;
    const linked = rows.filter((row) => row.leadId !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.leadId === null)).toBe(true);
    const leads = leadsOf(db).filter((lead) => lead.provider.id === PROVIDER.havelblick);
    for (const row of linked) {
      const own = leads.filter((lead) => lead.couple.id === row.coupleId).map((lead) => lead.id);
      expect(row.leadId).toBe(Math.max(...own));
    }
    for (const row of rows.filter((r) => r.leadId === null)) {
      expect(leads.some((lead) => lead.couple.id === row.coupleId)).toBe(false);
    }
  });

  it('holds the year before the last 12 months, so a 12-month window has a previous period to compare with', async () => {
    const { accessToken: token } = await login('demo');
    const end = isoMonth(now());
    const previous = await call(
      'GET',
      `/stats/providers/101/visits?startMonth=${monthShift(end, -23)}&endMonth=${monthShift(end, -12)}`,
      { token },
    );
    const current = await call('GET', '/stats/providers/101/visits', { token });
    expect(previous.status).toBe(200);
    const before = previous.body.data.totals.profileViews as number;
    const after = current.body.data.totals.profileViews as number;
    // Lower than the last 12 months (the listing grew), but of the same order.
    expect(before).toBeGreaterThan(after * 0.6);
    expect(before).toBeLessThan(after);
  });
});

describe('statistics errors', () => {
  const month = isoMonth(now());
  const monthly = ['visits', 'bookings', 'rivals'].map((kind) => `/stats/providers/{id}/${kind}`);
  const windowed = [
    '/couple-visit-log',
    '/couple-providers-stats/estimate',
    '/couple-providers-stats/couples-not-worked-together',
  ];

  it('answers 401 without a login', async () => {
    for (const path of [...monthly.map((p) => p.replace('{id}', '101')), ...windowed, '/visit-logs']) {
      expect((await call('GET', path)).status, path).toBe(401);
    }
    expect((await call('GET', '/provider-ad-stats?providerId=101')).status).toBe(401);
  });

  it('answers 422 on the field for malformed windows and parameters', async () => {
    const { accessToken: token } = await login('demo');
    for (const path of monthly) {
      const tooLong = await call(
        'GET',
        `${path.replace('{id}', '101')}?startMonth=${monthShift(month, -12)}&endMonth=${month}`,
        {
          token,
        },
      );
      expect(tooLong.status, path).toBe(422);
      expect(tooLong.body.errors.endMonth, path).toMatch(/höchstens 12 Monate/);
    }
    for (const path of [...windowed, '/visit-logs']) {
      const reversed = await call('GET', `${path}?createdAtStart=2026-05-10&createdAtEnd=2026-04-01`, { token });
      expect(reversed.status, path).toBe(422);
      expect(reversed.body.errors.createdAtEnd, path).toBeTruthy();
    }
    const noProvider = await call('GET', '/provider-ad-stats', { token });
    expect(noProvider.status).toBe(422);
    expect(noProvider.body.errors.providerId).toBeTruthy();
    const roi = await call('GET', '/configs/roi-min-lead-count?limit=0');
    expect(roi.status).toBe(422);
    expect(roi.body.errors.limit).toBeTruthy();
  });

  it('answers 403 STATS_ACCESS_REQUIRED to a plan without statistics', async () => {
    const { accessToken: token } = await login('basic');
    for (const path of monthly) {
      const answer = await call('GET', path.replace('{id}', '201'), { token });
      expect([answer.status, answer.body.code], path).toEqual([403, 'STATS_ACCESS_REQUIRED']);
    }
    for (const path of [
      `/couple-visit-log?providerId=201`,
      '/couple-providers-stats/estimate',
      '/couple-providers-stats/couples-not-worked-together',
      '/visit-logs',
    ]) {
      const answer = await call('GET', path, { token });
      expect([answer.status, answer.body.code], path).toEqual([403, 'STATS_ACCESS_REQUIRED']);
    }
  });

  it("answers 404 for another firm's provider and 403 for one of the account the user is not linked to", async () => {
    const { accessToken: token } = await login('demo');
    for (const path of monthly) {
      expect((await call('GET', path.replace('{id}', String(PROVIDER.elbblick)), { token })).status, path).toBe(404);
    }
    expect((await call('GET', `/provider-ad-stats?providerId=${PROVIDER.elbblick}`, { token })).status).toBe(404);
    // Jonas works for the venue only.
    const { accessToken: jonas } = await login('jonas.albrecht', 'passwort123');
    const adStats = await call('GET', `/provider-ad-stats?providerId=${PROVIDER.lichtwerk}`, { token: jonas });
    expect([adStats.status, adStats.body.code]).toEqual([403, 'PROVIDER_NOT_LINKED']);
    expect((await call('GET', `/provider-ad-stats?providerId=${PROVIDER.havelblick}`, { token: jonas })).status).toBe(
      200,
    );
  });
});
