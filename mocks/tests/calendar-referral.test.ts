// Server rules of the calendar and the referral form (issue 21 points 2-4) that the other mock tests leave out:
// who may read and write a provider's calendar (docs/security.md, "Rights inside one account"), and the referral's
// login, account and campaign rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const EVENT = {
  title: 'Hochzeit Greta Lange & Moritz Werner',
  startDate: '2027-08-14',
  endDate: '2027-08-14',
  availability: 'booked',
};
const MONTH = 'startDate=2027-08-01&endDate=2027-08-31';

describe('calendar rights', () => {
  it('lets a colleague without edit rights read the calendar but not change it', async () => {
    // Mia Krause: linked to the photographer without can-manage.
    const { accessToken: token } = await login('mia.krause', 'passwort123');
    const eventOf102 = db.calendarEvents.all().find((e) => e.providerId === PROVIDER.lichtwerk);
    if (!eventOf102) throw new Error('the seed has events of the photographer');
    expect((await call('GET', `/providers/${PROVIDER.lichtwerk}/calendar-events?${MONTH}`, { token })).status).toBe(
      200,
    );
    const created = await call('POST', `/providers/${PROVIDER.lichtwerk}/calendar-events`, { token, body: EVENT });
    expect(created.status).toBe(403);
    const path = `/providers/${PROVIDER.lichtwerk}/calendar-events/${eventOf102.id}`;
    expect((await call('PUT', path, { token, body: { availability: 'blocked' } })).status).toBe(403);
    expect((await call('DELETE', path, { token })).status).toBe(403);
    expect(db.calendarEvents.findFirst((q) => q.where({ id: eventOf102.id }))).toMatchObject({
      availability: eventOf102.availability,
    });
  });

  it('answers 404 for the calendar of a provider the user is not linked to, and 401 without a login', async () => {
    // Jonas Albrecht: can-manage link to the venue only.
    const { accessToken: token } = await login('jonas.albrecht', 'passwort123');
    expect(
      (await call('POST', `/providers/${PROVIDER.havelblick}/calendar-events`, { token, body: EVENT })).status,
    ).toBe(201);
    expect((await call('GET', `/providers/${PROVIDER.brautsalon}/calendar-events?${MONTH}`, { token })).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/providers/${PROVIDER.brautsalon}/calendar-events`, { token, body: EVENT })).status,
    ).toBe(404);
    expect((await call('GET', `/providers/${PROVIDER.havelblick}/calendar-events?${MONTH}`)).status).toBe(401);
  });

  it('refuses a blank or too long title, an unknown availability and a malformed date', async () => {
    const { accessToken: token } = await login('demo');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...EVENT, title: '   ' }, 'title'],
      [{ ...EVENT, title: 'x'.repeat(101) }, 'title'],
      [{ ...EVENT, availability: 'maybe' }, 'availability'],
      [{ ...EVENT, startDate: '14.08.2027' }, 'startDate'],
    ];
    for (const [body, field] of cases) {
      const result = await call('POST', `/providers/${PROVIDER.havelblick}/calendar-events`, { token, body });
      expect(result.status, field).toBe(422);
      expect(result.body.errors[field], `${field}: ${JSON.stringify(result.body)}`).toBeTruthy();
    }
  });
});

describe('referral rules', () => {
  const referral = {
    type: 'referral',
    companyName: 'Blumenwerk Köln',
    name: 'Lukas Becker',
    phone: '+4922112345678',
    category: { id: 6 },
    campaign: { id: 502 },
    customerUserId: 1,
    customerId: 1,
  };

  it('needs a login, the caller’s own user id and an active referral campaign', async () => {
    expect((await call('POST', '/proposals', { body: referral })).status).toBe(401);
    const { accessToken: token } = await login('jonas.albrecht', 'passwort123');
    // Jonas (user 2 of customer 1) cannot refer in the name of Katharina Vogt (user 1).
    expect((await call('POST', '/proposals', { token, body: referral })).status).toBe(403);
    expect((await call('POST', '/proposals', { token, body: { ...referral, customerUserId: 2 } })).status).toBe(201);

    await db.configEntries.update((q) => q.where({ type: 'campaign_id', itemId: 502 }), {
      data(entry) {
        entry.status = 0;
      },
    });
    const ended = await call('POST', '/proposals', { token, body: { ...referral, customerUserId: 2 } });
    expect(ended.status).toBe(422);
    expect(ended.body.errors['campaign.id']).toBeTruthy();
  });
});
