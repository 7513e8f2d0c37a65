// The calendar's subscription feed (issue 42.5): the secret link per provider, its renewal, and the feed itself, an
// iCalendar file any calendar app reads without a login.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseIcs, property, unescapeText } from '../../src/features/calendar/testing/parse-ics';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { addMonths, isoDate, marketDay, now, parseDate } from '../lib/clock';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import { call, login } from './api';
import { revokeManage } from './test-data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const FEED = `/providers/${PROVIDER.havelblick}/calendar-feed`;
const FEED_URL = new RegExp(
  `^${TEST_API_BASE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`,
);

async function readFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
}

describe('calendar feed', () => {
  it('gives every reader of the calendar the same secret link, whose feed holds the events of the window', async () => {
    const { accessToken: token } = await login('demo');
    const first = await call('GET', FEED, { token });
    expect(first.status).toBe(200);
    expect(first.body.data.url).toMatch(FEED_URL);
    expect((await call('GET', FEED, { token })).body.data).toEqual(first.body.data);
    // The photographer's link is another one.
    const other = await call('GET', `/providers/${PROVIDER.lichtwerk}/calendar-feed`, { token });
    expect(other.body.data.url).not.toBe(first.body.data.url);

    const feed = await readFeed(first.body.data.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const calendar = parseIcs(feed.text);
    expect(unescapeText(property(calendar, 'X-WR-CALNAME').value)).toBe('Schlossgut Havelblick – Verfügbarkeit');
    expect(property(calendar, 'REFRESH-INTERVAL').value).toBe('PT4H');
    const today = parseDate(marketDay(now()));
    const from = isoDate(addMonths(today, -1));
    const to = isoDate(addMonths(today, 12));
    const expected = db.calendarEvents
      .all()
      .filter((e) => e.providerId === PROVIDER.havelblick && e.startDate <= to && e.endDate >= from);
    const uids = calendar.components
      .filter((component) => component.name === 'VEVENT')
      .map((vevent) => property(vevent, 'UID').value);
    expect(uids.toSorted()).toEqual(
      expected.map((e) => `calendar-event-${e.id}-provider-101@anbieterportal.hochzeitsportal.de`).toSorted(),
    );
  });

  it('renews the link for a user with edit rights only; the old link ends at once', async () => {
    const { accessToken: token } = await login('demo');
    const old = (await call('GET', FEED, { token })).body.data.url as string;
    const renewed = await call('POST', `${FEED}/renew`, { token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.url).toMatch(FEED_URL);
    expect(renewed.body.data.url).not.toBe(old);
    expect((await readFeed(old)).status).toBe(404);
    expect((await readFeed(renewed.body.data.url)).status).toBe(200);
    expect((await call('GET', FEED, { token })).body.data.url).toBe(renewed.body.data.url);

    // Without can-manage: the link is read (as the calendar is), not renewed.
    await revokeManage(PROVIDER.havelblick);
    expect((await call('GET', FEED, { token })).body.data.url).toBe(renewed.body.data.url);
    const refused = await call('POST', `${FEED}/renew`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    expect((await readFeed(renewed.body.data.url)).status).toBe(200);
  });

  it('refuses another firm, no login and an unknown token', async () => {
    const { accessToken: token } = await login('demo');
    expect((await call('GET', `/providers/${PROVIDER.elbblick}/calendar-feed`, { token })).status).toBe(404);
    expect((await call('POST', `/providers/${PROVIDER.elbblick}/calendar-feed/renew`, { token })).status).toBe(404);
    expect((await call('GET', FEED)).status).toBe(401);
    expect((await call('POST', `${FEED}/renew`)).status).toBe(401);
    expect((await readFeed(`${TEST_API_BASE_URL}/calendar-feeds/${'A'.repeat(43)}.ics`)).status).toBe(404);
    // A token of the wrong form is no feed either (not a 422: the feed's readers are calendar apps).
    expect((await readFeed(`${TEST_API_BASE_URL}/calendar-feeds/kurz.ics`)).status).toBe(404);
  });
});
