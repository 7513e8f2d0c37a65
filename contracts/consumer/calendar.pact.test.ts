// Consumer contracts of the availability calendar (issue 21 point 4): the month view's list, adding (all-day and with
// a time slot, issue 42.5), changing and deleting an event, and the field errors the event form puts on its fields
// (end day before start day, end time not after start time).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getCalendarFeed, renewCalendarFeed } from '@/features/calendar/api/calendar-feed';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  listCalendarEvents,
  updateCalendarEvent,
} from '@/features/calendar/api/calendar-events';
import { date, dateTime, failure, fieldErrorsV1, firstPage, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const AVAILABILITY = '^(booked|tentative|blocked|available)$';
const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** A feed link on whatever host the API runs: the token is the secret (43 characters of base64url in the mock). */
const FEED_URL = '^https?://.+/calendar-feeds/[A-Za-z0-9_-]{32,128}\\.ics$';
const feedBody = (token: string) => ({
  url: regex(FEED_URL, `https://api.hochzeitsportal.de/calendar-feeds/${token}.ics`),
  createdAt: dateTime('2026-11-24T10:15:00Z'),
});

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  id: integer(9500),
  providerId: 101,
  title: string('Option Familie Weber'),
  startDate: date('2027-05-22'),
  endDate: date('2027-05-22'),
  allDay: true,
  startTime: null,
  endTime: null,
  availability: regex(AVAILABILITY, 'tentative'),
  note: like('Besichtigung vereinbart'),
  leadId: null,
  customerSpaceId: null,
  createdAt: dateTime('2026-11-21T10:00:00Z'),
  ...overrides,
});

describe('calendar', () => {
  it('listCalendarEvents: the events of the month view of May 2027 (weeks from Monday)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101CalendarEvent9500)
      .uponReceiving('a request for the calendar events of provider 101 from 2027-04-26 to 2027-06-06')
      .withRequest('GET', '/providers/101/calendar-events', (request) =>
        request
          .headers(SESSION_HEADERS)
          .query({ startDate: '2027-04-26', endDate: '2027-06-06', limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(eventBody({ id: 9500 })),
          paging: firstPage(100, 1),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const events = await listCalendarEvents(101, { startDate: '2027-04-26', endDate: '2027-06-06' });
        expect(events).toEqual([
          expect.objectContaining({ id: 9500, availability: 'tentative', startDate: '2027-05-22' }),
        ]);
      });
  });

  it('createCalendarEvent: a two-day option is added', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new option of provider 101 from 2027-08-14 to 2027-08-15')
      .withRequest('POST', '/providers/101/calendar-events', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({
          title: 'Option Familie Neumann',
          startDate: '2027-08-14',
          endDate: '2027-08-15',
          allDay: true,
          availability: 'tentative',
          note: 'Angebot versendet',
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: eventBody({
            title: 'Option Familie Neumann',
            startDate: '2027-08-14',
            endDate: '2027-08-15',
            availability: 'tentative',
            note: 'Angebot versendet',
          }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createCalendarEvent(101, {
          title: 'Option Familie Neumann',
          startDate: '2027-08-14',
          endDate: '2027-08-15',
          allDay: true,
          availability: 'tentative',
          note: 'Angebot versendet',
        });
        expect(created).toMatchObject({ title: 'Option Familie Neumann', endDate: '2027-08-15' });
      });
  });

  it('createCalendarEvent: a viewing from 14:00 to 15:30 (wall clock in Berlin) is added', async () => {
    const body = {
      title: 'Besichtigung Familie Roth',
      startDate: '2027-08-12',
      endDate: '2027-08-12',
      allDay: false,
      startTime: '14:00',
      endTime: '15:30',
      availability: 'tentative',
    } as const;
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new viewing of provider 101 on 2027-08-12 from 14:00 to 15:30')
      .withRequest('POST', '/providers/101/calendar-events', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: eventBody({
            title: 'Besichtigung Familie Roth',
            startDate: '2027-08-12',
            endDate: '2027-08-12',
            allDay: false,
            startTime: regex(TIME, '14:00'),
            endTime: regex(TIME, '15:30'),
            note: null,
          }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await createCalendarEvent(101, { ...body })).toMatchObject({
          allDay: false,
          startTime: '14:00',
          endTime: '15:30',
        });
      });
  });

  it('createCalendarEvent: an end time not after the start time on one day is refused on the field endTime', async () => {
    const body = {
      title: 'Besichtigung',
      startDate: '2027-08-12',
      endDate: '2027-08-12',
      allDay: false,
      startTime: '14:00',
      endTime: '14:00',
      availability: 'tentative',
    } as const;
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new timed event of provider 101 that ends at its start time')
      .withRequest('POST', '/providers/101/calendar-events', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ endTime: 'Die Endzeit muss nach der Startzeit liegen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createCalendarEvent(101, { ...body }));
        expect(error.fieldErrors).toEqual({ endTime: 'Die Endzeit muss nach der Startzeit liegen.' });
      });
  });

  it('createCalendarEvent: an end before the start is refused on the field endDate', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new event of provider 101 that ends before it starts')
      .withRequest('POST', '/providers/101/calendar-events', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({
          title: 'Hochzeit',
          startDate: '2027-08-14',
          endDate: '2027-08-13',
          allDay: true,
          availability: 'booked',
        }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ endDate: 'Das Enddatum darf nicht vor dem Startdatum liegen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(
          createCalendarEvent(101, {
            title: 'Hochzeit',
            startDate: '2027-08-14',
            endDate: '2027-08-13',
            allDay: true,
            availability: 'booked',
          }),
        );
        expect(error.fieldErrors).toEqual({ endDate: 'Das Enddatum darf nicht vor dem Startdatum liegen.' });
      });
  });

  it('updateCalendarEvent: the option 9500 becomes a booking (only the changed field is sent)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101CalendarEvent9500)
      .uponReceiving('a change of the calendar event 9500 to booked')
      .withRequest('PUT', '/providers/101/calendar-events/9500', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ availability: 'booked' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: eventBody({ id: 9500, availability: 'booked' }) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await updateCalendarEvent(101, 9500, { availability: 'booked' })).toMatchObject({
          id: 9500,
          availability: 'booked',
        });
      });
  });

  it('updateCalendarEvent: a new end before the start is refused on the field endDate', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101CalendarEvent9500)
      .uponReceiving('a change of the calendar event 9500 that ends before it starts')
      .withRequest('PUT', '/providers/101/calendar-events/9500', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ endDate: '2027-05-01' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ endDate: 'Das Enddatum darf nicht vor dem Startdatum liegen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateCalendarEvent(101, 9500, { endDate: '2027-05-01' }));
        expect(error.fieldErrors).toEqual({ endDate: 'Das Enddatum darf nicht vor dem Startdatum liegen.' });
      });
  });

  it('deleteCalendarEvent: the event 9500 is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101CalendarEvent9500)
      .uponReceiving('a request to delete the calendar event 9500')
      .withRequest('DELETE', '/providers/101/calendar-events/9500', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteCalendarEvent(101, 9500)).resolves.toBeUndefined();
      });
  });

  it('getCalendarFeed: the secret subscription link of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the calendar feed link of provider 101')
      .withRequest('GET', '/providers/101/calendar-feed', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: feedBody('7Qm2xZp4Lr9sVb1Nc6Tk3Wy8Hd5Gf0Ja2Ue4Ro7Ps9') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await getCalendarFeed(101)).url).toMatch(/\/calendar-feeds\/[A-Za-z0-9_-]+\.ics$/);
      });
  });

  it('renewCalendarFeed: a new link for provider 101 (the old one ends)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a renewal of the calendar feed link of provider 101')
      .withRequest('POST', '/providers/101/calendar-feed/renew', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: feedBody('Vd3Kq8Zr1Mx6Tb0Pw4Ny9Lc2Hs7Fj5Ga1Ue3Ro8Qi6') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await renewCalendarFeed(101)).url).toMatch(/\/calendar-feeds\/[A-Za-z0-9_-]+\.ics$/);
      });
  });
});
