// A provider's calendar: entries, their rules and the rights to them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { addMonths, isoDate, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login } from './api';
import { revokeManage } from './test-data';

const server = createMockServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

describe('calendar', () => {
  const window = () => ({ start: isoDate(now()), end: isoDate(addMonths(now(), 12)) });

  it('lists booked weddings, options and blocked days of the next 12 months in date order', async () => {
    const demo = await login('demo');
    const { start, end } = window();
    const { status, body } = await call(
      'GET',
      `/providers/101/calendar-events?startDate=${start}&endDate=${end}&limit=100`,
      {
        token: demo.accessToken,
      },
    );
    expect(status).toBe(200);
    const events = body.data as Array<{ startDate: string; endDate: string; availability: string; title: string }>;
    expect(new Set(events.map((e) => e.availability))).toEqual(
      new Set(['booked', 'tentative', 'blocked', 'available']),
    );
    expect(events.map((e) => e.startDate)).toEqual([...events.map((e) => e.startDate)].sort());
    expect(events.every((e) => e.endDate >= start && e.startDate <= end)).toBe(true);
    expect(events.some((e) => e.title.startsWith('Hochzeit ') && e.title.includes(' & '))).toBe(true);
  });

  it('checks the window: end not before start, at most 13 months', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const reversed = await call('GET', '/providers/101/calendar-events?startDate=2027-05-31&endDate=2027-05-01', {
      token,
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.endDate).toBeTruthy();
    expect(
      (await call('GET', '/providers/101/calendar-events?startDate=2027-01-01&endDate=2028-01-31', { token })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/providers/101/calendar-events?startDate=2027-01-01&endDate=2028-02-01', { token })).status,
    ).toBe(422);
    expect((await call('GET', '/providers/101/calendar-events?startDate=2027-01-01', { token })).status).toBe(422);
    expect(
      (await call('GET', '/providers/201/calendar-events?startDate=2027-01-01&endDate=2027-01-31', { token })).status,
    ).toBe(404);
  });

  it('creates, changes and deletes events with the rules of the document', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const bad = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit Greta Lange & Moritz Werner',
        startDate: '2027-08-14',
        endDate: '2027-08-13',
        availability: 'booked',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.endDate).toBeTruthy();
    const foreignLead = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit',
        startDate: '2027-08-14',
        endDate: '2027-08-14',
        availability: 'booked',
        leadId: 987654321,
      },
    });
    expect(foreignLead.status).toBe(422);
    expect(foreignLead.body.errors.leadId).toBeTruthy();
    const foreignSpace = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit',
        startDate: '2027-08-14',
        endDate: '2027-08-14',
        availability: 'booked',
        customerSpaceId: 987654,
      },
    });
    expect(foreignSpace.status).toBe(422);

    const space = db.customerSpaces.all().find((s) => s.providerId === 101);
    const created = await call('POST', '/providers/101/calendar-events', {
      token,
      body: {
        title: 'Hochzeit Greta Lange & Moritz Werner',
        startDate: '2027-08-14',
        endDate: '2027-08-14',
        availability: 'tentative',
        note: 'Besichtigung am Samstag',
        customerSpaceId: space?.id ?? null,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ allDay: true, leadId: null, customerSpaceId: space?.id ?? null });
    const eventId = created.body.data.id;
    const listed = (
      await call('GET', '/providers/101/calendar-events?startDate=2027-08-14&endDate=2027-08-14', { token })
    ).body.data;
    expect(listed.map((e: { id: number }) => e.id)).toContain(eventId);

    const backwards = await call('PUT', `/providers/101/calendar-events/${eventId}`, {
      token,
      body: { endDate: '2027-08-01' },
    });
    expect(backwards.status).toBe(422);
    expect((await call('PUT', `/providers/101/calendar-events/${eventId}`, { token, body: {} })).status).toBe(422);
    const booked = await call('PUT', `/providers/101/calendar-events/${eventId}`, {
      token,
      body: { availability: 'booked', endDate: '2027-08-15', note: 'Vertrag unterschrieben' },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({
      availability: 'booked',
      startDate: '2027-08-14',
      endDate: '2027-08-15',
      note: 'Vertrag unterschrieben',
    });

    expect(
      (await call('PUT', `/providers/102/calendar-events/${eventId}`, { token, body: { title: 'X' } })).status,
    ).toBe(404);
    await revokeManage(101);
    expect((await call('DELETE', `/providers/101/calendar-events/${eventId}`, { token })).status).toBe(403);
    await resetDatabase('default');
  });

  it('deletes an event', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const event = db.calendarEvents.all().find((e) => e.providerId === 102);
    expect((await call('DELETE', `/providers/102/calendar-events/${event?.id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/providers/102/calendar-events/${event?.id}`, { token })).status).toBe(404);
    expect(db.calendarEvents.findFirst((q) => q.where({ id: event?.id as number }))).toBeUndefined();
  });

  it('keeps times as the wall clock in Berlin: required without allDay, none with it, the end after the start on one day', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const post = (body: Record<string, unknown>) =>
      call('POST', '/providers/101/calendar-events', {
        token,
        body: { title: 'Besichtigung Familie Weber', startDate: '2027-08-14', endDate: '2027-08-14', ...body },
      });
    const errorsOf = async (body: Record<string, unknown>) => {
      const answer = await post({ availability: 'tentative', ...body });
      expect(answer.status).toBe(422);
      return answer.body.errors as Record<string, string>;
    };
    expect(await errorsOf({ allDay: false })).toEqual({
      startTime: 'Dies ist ein Pflichtfeld!',
      endTime: 'Dies ist ein Pflichtfeld!',
    });
    expect(await errorsOf({ allDay: false, startTime: '14:00', endTime: '14:00' })).toEqual({
      endTime: 'Die Endzeit muss nach der Startzeit liegen.',
    });
    expect(await errorsOf({ allDay: false, startTime: '14:00', endTime: '13:59' })).toHaveProperty('endTime');
    // allDay defaults to true: an all-day event has no times.
    expect(await errorsOf({ startTime: '14:00', endTime: '18:00' })).toEqual({
      startTime: 'Ein ganztägiger Eintrag hat keine Uhrzeit.',
      endTime: 'Ein ganztägiger Eintrag hat keine Uhrzeit.',
    });
    expect(await errorsOf({ allDay: false, startTime: '24:00', endTime: '25:00' })).toHaveProperty('startTime');
    expect(await errorsOf({ allDay: false, startTime: '9:00', endTime: '10:00' })).toHaveProperty('startTime');

    const timed = await post({ allDay: false, startTime: '14:00', endTime: '18:00', availability: 'tentative' });
    expect(timed.status).toBe(201);
    expect(timed.body.data).toMatchObject({ allDay: false, startTime: '14:00', endTime: '18:00' });
    // Over two days the end time may be earlier in the day than the start time.
    const overnight = await post({
      availability: 'booked',
      endDate: '2027-08-15',
      allDay: false,
      startTime: '18:00',
      endTime: '02:00',
    });
    expect(overnight.status).toBe(201);
    expect((await post({ availability: 'booked', startTime: null, endTime: null })).body.data).toMatchObject({
      allDay: true,
      startTime: null,
      endTime: null,
    });

    const eventId = timed.body.data.id as number;
    const put = (body: Record<string, unknown>) =>
      call('PUT', `/providers/101/calendar-events/${eventId}`, { token, body });
    // A change is checked on the resulting event and reported on the field it sent.
    const earlierEnd = await put({ endTime: '12:00' });
    expect(earlierEnd.status).toBe(422);
    expect(earlierEnd.body.errors).toEqual({ endTime: 'Die Endzeit muss nach der Startzeit liegen.' });
    const laterStart = await put({ startTime: '19:00' });
    expect(laterStart.body.errors).toEqual({ startTime: 'Die Endzeit muss nach der Startzeit liegen.' });
    const allDayWithTimes = await put({ allDay: true });
    expect(allDayWithTimes.status).toBe(422);
    expect(Object.keys(allDayWithTimes.body.errors)).toEqual(['startTime', 'endTime']);
    const allDay = await put({ allDay: true, startTime: null, endTime: null });
    expect(allDay.status).toBe(200);
    expect(allDay.body.data).toMatchObject({ allDay: true, startTime: null, endTime: null });
    expect((await put({ allDay: false })).body.errors).toEqual({
      startTime: 'Dies ist ein Pflichtfeld!',
      endTime: 'Dies ist ein Pflichtfeld!',
    });
    const again = await put({ allDay: false, startTime: '09:30', endTime: '10:45' });
    expect(again.status).toBe(200);
    expect(db.calendarEvents.findFirst((q) => q.where({ id: eventId }))).toMatchObject({
      allDay: false,
      startTime: '09:30',
      endTime: '10:45',
    });
  });

  it("seeds the bridal shop's fittings with time slots and whole days for everything else", async () => {
    const events = db.calendarEvents.all();
    const timed = events.filter((e) => !e.allDay);
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.every((e) => e.providerId === 103 && e.startDate === e.endDate && e.startTime && e.endTime)).toBe(
      true,
    );
    expect(events.filter((e) => e.allDay).every((e) => e.startTime === null && e.endTime === null)).toBe(true);
  });
});
