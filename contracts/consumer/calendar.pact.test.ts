// Consumer contracts of the availability calendar (issue 21 point 4): the month view's list, adding, changing and
// deleting an event, and the field errors the event form puts on its fields (end before start).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
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

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  id: integer(9500),
  providerId: 101,
  title: string('Option Familie Weber'),
  startDate: date('2027-05-22'),
  endDate: date('2027-05-22'),
  allDay: true,
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
});
