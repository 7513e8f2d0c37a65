import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDatabase } from '../db';
import { leadsOf } from '../db/couples';
import { addDays, addMonths, isoDate, marketDay, now, setMockNow } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login, type LoggedIn } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let demo: LoggedIn;
beforeEach(async () => {
  await resetDatabase('default');
  demo = await login('demo');
});

const get = (path: string, who: LoggedIn = demo) => call('GET', path, { token: who.accessToken });
const send = (method: string, path: string, body: unknown, who: LoggedIn = demo) =>
  call(method, path, { token: who.accessToken, body });

/** Jonas Albrecht (staff) is linked to the venue 101 only. */
const jonas = () => login('jonas.albrecht', 'passwort123');

type Relation = ReturnType<typeof db.coupleProviders.all>[number];

/** A couple that can be asked: booked, not asked yet, wedding over. */
const askable = (r: Relation) =>
  r.workedTogether &&
  r.commentRequestStatus === 'none' &&
  r.couple.weddingDate !== null &&
  r.couple.weddingDate < isoDate(addDays(now(), -1));

function seeded(predicate: (r: Relation) => boolean) {
  const relation = db.coupleProviders.all().find(predicate);
  if (!relation) throw new Error('no seeded relation matches');
  return relation;
}

describe('couple-provider relations', () => {
  it('lists only the relations of the user’s providers, newest first, without contact details', async () => {
    const { status, body } = await get('/couple-providers?limit=100');
    expect(status).toBe(200);
    const own = db.coupleProviders.all().filter((r) => [101, 102, 103].includes(r.providerId));
    expect(body.paging.total).toBe(own.length);
    expect(body.data.every((r: { providerId: number }) => [101, 102, 103].includes(r.providerId))).toBe(true);
    const created = body.data.map((r: { createdAt: string }) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.data[0]).not.toHaveProperty('email');
    expect(body.data[0]).not.toHaveProperty('customerId');

    const basic = await get('/couple-providers?limit=100', await login('basic'));
    expect(basic.body.data.length).toBeGreaterThan(0);
    expect(basic.body.data.every((r: { providerId: number }) => r.providerId === 201)).toBe(true);
  });

  it('filters by provider and review-request status and pages', async () => {
    const filtered = await get('/couple-providers?providerIds=102&commentRequestStatus=commented&limit=100');
    const expected = db.coupleProviders
      .all()
      .filter((r) => r.providerId === 102 && r.commentRequestStatus === 'commented');
    expect(filtered.body.paging.total).toBe(expected.length);
    expect(
      filtered.body.data.every(
        (r: { providerId: number; commentRequestStatus: string }) =>
          r.providerId === 102 && r.commentRequestStatus === 'commented',
      ),
    ).toBe(true);

    // Another firm's provider in the filter is ignored, not revealed.
    expect((await get('/couple-providers?providerIds=201')).body.paging.total).toBe(0);

    const page2 = await get('/couple-providers?limit=5&page=2&sort=id');
    expect(page2.body.data.map((r: { id: number }) => r.id)).toEqual(
      db.coupleProviders
        .all()
        .filter((r) => r.providerId !== 201)
        .map((r) => r.id)
        .sort((a, b) => a - b)
        .slice(5, 10),
    );
    const wrongSort = await get('/couple-providers?sort=email');
    expect(wrongSort.status).toBe(422);
    expect(wrongSort.body.errors.sort).toBeTruthy();
    expect((await get('/couple-providers?commentRequestStatus=done')).status).toBe(422);
  });

  it('answers 404 for another firm’s relation and 403 for an own-firm provider the user is not linked to', async () => {
    const ofElbblick = seeded((r) => r.providerId === 201);
    expect((await get(`/couple-providers/${ofElbblick.id}`)).status).toBe(404);
    const ofLichtwerk = seeded((r) => r.providerId === 102);
    const staff = await jonas();
    expect((await get(`/couple-providers/${ofLichtwerk.id}`, staff)).status).toBe(403);
    expect((await send('PUT', `/couple-providers/${ofLichtwerk.id}`, { workedTogether: false }, staff)).status).toBe(
      403,
    );
    expect((await get(`/couple-providers/${seeded((r) => r.providerId === 101).id}`, staff)).status).toBe(200);
    expect((await get('/couple-providers/99999')).status).toBe(404);
  });

  it('adds a couple by hand; it is listed and keeps e-mail and phone to itself', async () => {
    const created = await send('POST', '/couple-providers', {
      providerId: 103,
      coupleName: 'Clara Lange & Moritz Peters',
      weddingDate: '2027-05-15',
      email: 'clara.lange@web.de',
      phone: { number: '+4917612345678', countryCode: 'DE' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      providerId: 103,
      leadId: null,
      workedTogether: true,
      commentRequestStatus: 'none',
      couple: { name: 'Clara Lange & Moritz Peters', weddingDate: '2027-05-15' },
    });
    expect(created.body.data).not.toHaveProperty('email');
    const coupleIds = new Set(
      db.coupleProviders
        .all()
        .filter((r) => r.id !== created.body.data.id)
        .map((r) => r.couple.id),
    );
    expect(coupleIds.has(created.body.data.couple.id)).toBe(false);
    const listed = await get('/couple-providers?providerIds=103&limit=1');
    expect(listed.body.data[0].id).toBe(created.body.data.id);
  });

  it('refuses couples for other firms’ providers (403) and invalid input (422)', async () => {
    expect(
      (await send('POST', '/couple-providers', { providerId: 201, coupleName: 'Nina Koch & Jan Wolf' })).status,
    ).toBe(403);
    const invalid = await send('POST', '/couple-providers', {
      providerId: 101,
      coupleName: '',
      email: 'keine-adresse',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['coupleName', 'email']);
    const before = db.coupleProviders.all().length;
    const wrongLead = await send('POST', '/couple-providers', {
      providerId: 101,
      coupleName: 'Nina Koch & Jan Wolf',
      leadId: 999999,
    });
    expect(wrongLead.status).toBe(422);
    expect(wrongLead.body.errors.leadId).toBeTruthy();
    expect(db.coupleProviders.all().length).toBe(before);
  });

  it('changes only the sent fields; null clears the wedding date', async () => {
    const relation = seeded((r) => r.providerId === 101 && r.couple.weddingDate !== null && r.workedTogether);
    const denied = await send('PUT', `/couple-providers/${relation.id}`, { workedTogether: false });
    expect(denied.status).toBe(200);
    expect(denied.body.data.workedTogether).toBe(false);
    expect(denied.body.data.couple.weddingDate).toBe(relation.couple.weddingDate);
    const cleared = await send('PUT', `/couple-providers/${relation.id}`, { weddingDate: null });
    expect(cleared.body.data.couple.weddingDate).toBeNull();
    const reread = await get(`/couple-providers/${relation.id}`);
    expect(reread.body.data).toMatchObject({ workedTogether: false, couple: { weddingDate: null } });
    expect((await send('PUT', `/couple-providers/${relation.id}`, {})).status).toBe(422);
    expect((await send('PUT', `/couple-providers/${relation.id}`, { weddingDate: '12.06.2027' })).status).toBe(422);
  });

  it('deletes a relation', async () => {
    const relation = seeded((r) => r.providerId === 102);
    expect((await call('DELETE', `/couple-providers/${relation.id}`, { token: demo.accessToken })).status).toBe(204);
    expect((await get(`/couple-providers/${relation.id}`)).status).toBe(404);
    expect((await call('DELETE', `/couple-providers/${relation.id}`, { token: demo.accessToken })).status).toBe(404);
  });
});

describe('review requests', () => {
  it('asks only with the couple’s agreement, once, and counts the change', async () => {
    const relation = seeded((r) => r.providerId === 101 && askable(r) && r.email !== null);
    const path = `/couple-providers/${relation.id}/request-comment`;
    const countsBefore = (await get('/couple-providers/counts-by-comment-request')).body.data;

    const noAgreement = await send('POST', path, { channel: 'email', agreedWithCouple: false });
    expect(noAgreement.status).toBe(422);
    expect(noAgreement.body.errors.agreedWithCouple).toBe(
      'Bewertungen dürfen nur im Einverständnis mit dem Paar angefragt werden.',
    );
    expect(db.coupleProviders.findFirst((q) => q.where({ id: relation.id }))?.commentRequestStatus).toBe('none');

    const asked = await send('POST', path, {
      channel: 'email',
      message: 'Wir freuen uns über eure Bewertung!',
      agreedWithCouple: true,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.commentRequestStatus).toBe('requested');
    expect(asked.body.data.commentRequestedAt).toBeTruthy();
    expect(vi.mocked(console.info).mock.calls.some(([line]) => String(line).includes(relation.email as string))).toBe(
      true,
    );

    const again = await send('POST', path, { channel: 'email', agreedWithCouple: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('COMMENT_ALREADY_REQUESTED');

    const countsAfter = (await get('/couple-providers/counts-by-comment-request')).body.data;
    expect(countsAfter).toEqual({
      ...countsBefore,
      none: countsBefore.none - 1,
      requested: countsBefore.requested + 1,
    });
  });

  it('answers 409 when the couple already wrote a review and 422 without contact for the channel', async () => {
    const commented = seeded((r) => r.providerId === 101 && r.commentRequestStatus === 'commented');
    expect(
      (
        await send('POST', `/couple-providers/${commented.id}/request-comment`, {
          channel: 'email',
          agreedWithCouple: true,
        })
      ).status,
    ).toBe(409);
    const noPhone = seeded((r) => [101, 102, 103].includes(r.providerId) && askable(r) && r.phone === null);
    const sms = await send('POST', `/couple-providers/${noPhone.id}/request-comment`, {
      channel: 'sms',
      agreedWithCouple: true,
    });
    expect(sms.status).toBe(422);
    expect(sms.body.errors.channel).toBeTruthy();
  });

  it('refuses a couple that did not book and a wedding still ahead (409), and changes nothing', async () => {
    const notBooked = seeded((r) => r.providerId === 103 && !r.workedTogether && r.commentRequestStatus === 'none');
    const refused = await send('POST', `/couple-providers/${notBooked.id}/request-comment`, {
      channel: 'sms',
      agreedWithCouple: true,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'COUPLE_NOT_BOOKED']);
    expect(refused.body.message).toMatch(/hat nicht bei Ihnen gebucht/);

    const relation = seeded((r) => r.providerId === 101 && askable(r) && r.email !== null);
    const path = `/couple-providers/${relation.id}/request-comment`;
    const setWedding = (weddingDate: string | null) =>
      db.coupleProviders.update((q) => q.where({ id: relation.id }), {
        data(r) {
          r.couple = { ...r.couple, weddingDate };
        },
      });
    await setWedding('2031-04-01');
    const ahead = await send('POST', path, { channel: 'email', agreedWithCouple: true });
    expect([ahead.status, ahead.body.code]).toEqual([409, 'WEDDING_NOT_PASSED']);
    expect(ahead.body.message).toBe(
      'Die Hochzeit dieses Paares steht noch bevor. Sie können ab dem 02.04.2031 um eine Bewertung bitten.',
    );
    const stored = db.coupleProviders.findFirst((q) => q.where({ id: relation.id }));
    expect([stored?.commentRequestStatus, stored?.commentRequestedAt]).toEqual(['none', null]);

    // Without a known wedding date the provider's word (booked, couple agreed) counts.
    await setWedding(null);
    expect((await send('POST', path, { channel: 'email', agreedWithCouple: true })).status).toBe(200);
  });

  describe('the day after the wedding in some time zone (docs/dates.md)', () => {
    afterEach(() => setMockNow(null));

    it('refuses on the wedding day everywhere and takes it once the next day has begun somewhere', async () => {
      const relation = seeded((r) => r.providerId === 101 && askable(r) && r.email !== null);
      await db.coupleProviders.update((q) => q.where({ id: relation.id }), {
        data(r) {
          r.couple = { ...r.couple, weddingDate: '2027-06-12' };
        },
      });
      const ask = async () =>
        send(
          'POST',
          `/couple-providers/${relation.id}/request-comment`,
          { channel: 'email', agreedWithCouple: true },
          await login('demo'),
        );
      // 09:59 UTC on the wedding day: 23:59 in the latest zone (UTC+14), still the wedding day everywhere.
      setMockNow(new Date('2027-06-12T09:59:00Z'));
      expect((await ask()).body.code).toBe('WEDDING_NOT_PASSED');
      // 10:00 UTC: 13 June has begun in UTC+14.
      setMockNow(new Date('2027-06-12T10:00:00Z'));
      expect((await ask()).status).toBe(200);
    });
  });

  it('counts by review-request status over the user’s providers, narrowed by providerIds', async () => {
    const count = (providers: number[], status: string) =>
      db.coupleProviders.all().filter((r) => providers.includes(r.providerId) && r.commentRequestStatus === status)
        .length;
    const all = (await get('/couple-providers/counts-by-comment-request')).body.data;
    expect(all).toEqual({
      none: count([101, 102, 103], 'none'),
      requested: count([101, 102, 103], 'requested'),
      commented: count([101, 102, 103], 'commented'),
    });
    const venue = (await get('/couple-providers/counts-by-comment-request?providerIds=101,201')).body.data;
    expect(venue).toEqual({
      none: count([101], 'none'),
      requested: count([101], 'requested'),
      commented: count([101], 'commented'),
    });
  });
});

describe('weddings and visits statistics', () => {
  it('estimates weddings over the last six months by default and follows confirmed bookings', async () => {
    const { status, body } = await get('/couple-providers-stats/estimate?providerId=101');
    expect(status).toBe(200);
    expect(body.data.providerId).toBe(101);
    expect(body.data.period).toEqual({ start: marketDay(addMonths(now(), -6)), end: marketDay(now()) });
    expect(body.data.estimatedWeddings).toBeGreaterThanOrEqual(body.data.confirmedDeals);

    // A couple added by hand without a request is no booking of the portal's requests: the estimate stays.
    const outside = await send('POST', '/couple-providers', {
      providerId: 101,
      coupleName: 'Hannah Kaiser & Paul Werner',
      weddingDate: '2027-09-04',
    });
    expect(outside.status).toBe(201);
    expect((await get('/couple-providers-stats/estimate?providerId=101')).body.data).toEqual(body.data);

    // Confirming a couple who asked in the window books it; denying it takes it back out.
    const unbooked = (await get('/couple-providers-stats/couples-not-worked-together?providerId=101&limit=1')).body
      .data[0] as { leadId: number };
    const added = await send('POST', '/couple-providers', {
      providerId: 101,
      coupleName: 'Gebucht',
      leadId: unbooked.leadId,
    });
    expect(added.status).toBe(201);
    const after = (await get('/couple-providers-stats/estimate?providerId=101')).body.data;
    expect(after.confirmedDeals).toBe(body.data.confirmedDeals + 1);
    await send('PUT', `/couple-providers/${added.body.data.id}`, { workedTogether: false });
    const denied = (await get('/couple-providers-stats/estimate?providerId=101')).body.data;
    expect(denied.confirmedDeals).toBe(body.data.confirmedDeals);
    expect(denied.estimatedWeddings).toBeLessThanOrEqual(after.estimatedWeddings);

    const summed = (await get('/couple-providers-stats/estimate')).body.data;
    expect(summed.providerId).toBeNull();
    expect(summed.confirmedDeals).toBeGreaterThanOrEqual(denied.confirmedDeals);

    const past = (await get('/couple-providers-stats/estimate?createdAtStart=2019-01-01&createdAtEnd=2019-12-31')).body
      .data;
    expect(past).toMatchObject({
      estimatedWeddings: 0,
      confirmedDeals: 0,
      period: { start: '2019-01-01', end: '2019-12-31' },
    });
  });

  it('needs statistics access: other providers and plans without statsAccess get 403, a reversed window 422', async () => {
    expect((await get('/couple-providers-stats/estimate?providerId=201')).status).toBe(403);
    const basic = await login('basic');
    expect((await get('/couple-providers-stats/estimate', basic)).status).toBe(403);
    expect((await get('/couple-visit-log', basic)).status).toBe(403);
    expect((await get('/couple-providers-stats/couples-not-worked-together', basic)).status).toBe(403);
    const reversed = await get('/couple-visit-log?createdAtStart=2026-10-01&createdAtEnd=2026-09-01');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.createdAtEnd).toBeTruthy();
  });

  it('lists couples who asked but did not book, and drops a couple once the booking is confirmed', async () => {
    const first = await get('/couple-providers-stats/couples-not-worked-together?providerId=101&limit=100');
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeGreaterThan(0);
    const ids = first.body.data.map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);

    const row = first.body.data[0] as { id: number; leadId: number };
    const relation = db.coupleProviders.all().find((r) => r.couple.id === row.id && r.providerId === 101);
    if (relation) {
      expect((await send('PUT', `/couple-providers/${relation.id}`, { workedTogether: true })).status).toBe(200);
    } else {
      const lead = leadsOf(db).find((l) => l.id === row.leadId);
      expect(lead).toBeDefined();
      expect(lead?.provider.id).toBe(101);
      const added = await send('POST', '/couple-providers', {
        providerId: 101,
        coupleName: 'Gebucht',
        leadId: row.leadId,
      });
      expect(added.status).toBe(201);
    }
    const second = await get('/couple-providers-stats/couples-not-worked-together?providerId=101&limit=100');
    expect(second.body.data.map((c: { id: number }) => c.id)).not.toContain(row.id);

    const past = await get(
      '/couple-providers-stats/couples-not-worked-together?createdAtStart=2019-01-01&createdAtEnd=2019-12-31',
    );
    expect(past.body.paging.total).toBe(0);
  });

  it('logs visits newest first within the window, per provider', async () => {
    const all = await get('/couple-visit-log?limit=100');
    expect(all.status).toBe(200);
    const start = marketDay(addMonths(now(), -6));
    const own = db.coupleVisits
      .all()
      .filter((v) => [101, 102, 103].includes(v.providerId) && marketDay(v.visitedAt) >= start);
    expect(all.body.paging.total).toBe(own.length);
    const times = all.body.data.map((v: { visitedAt: string }) => v.visitedAt);
    expect(times).toEqual([...times].sort().reverse());

    const lastWeek = marketDay(new Date(now().getTime() - 7 * 86_400_000));
    const windowed = await get(`/couple-visit-log?providerId=102&createdAtStart=${lastWeek}&limit=100`);
    expect(windowed.body.data.length).toBeGreaterThan(0);
    expect(
      windowed.body.data.every(
        (v: { providerId: number; visitedAt: string }) => v.providerId === 102 && marketDay(v.visitedAt) >= lastWeek,
      ),
    ).toBe(true);
    expect(windowed.body.paging.total).toBe(
      db.coupleVisits.all().filter((v) => v.providerId === 102 && marketDay(v.visitedAt) >= lastWeek).length,
    );
  });
});

describe('scenario empty', () => {
  it('has no couples and no visits', async () => {
    await resetDatabase('empty');
    const user = await login('demo');
    expect((await get('/couple-providers', user)).body.paging.total).toBe(0);
    expect((await get('/couple-providers/counts-by-comment-request', user)).body.data).toEqual({
      none: 0,
      requested: 0,
      commented: 0,
    });
    expect((await get('/couple-visit-log', user)).body.paging.total).toBe(0);
  });
});
