// Calendar: availability events of a provider (booked weddings, options, blocked and explicitly free days).
import type { z } from 'zod';
import {
  type zCalendarEvent,
  zCreateCalendarEventBody,
  zCreateCalendarEventPath,
  zDeleteCalendarEventPath,
  zListCalendarEventsPath,
  zListCalendarEventsQuery,
  zUpdateCalendarEventBody,
  zUpdateCalendarEventPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { leadProviderId, type LeadRow, rowsOf } from '../db/provider-media';
import { addMonths, isoDate, isoDateTime, now, parseDate } from '../lib/clock';
import { collectFieldErrors, messages, notFound, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate } from '../lib/paging';
import { requireProviderRight } from '../lib/rights';
import { findProvider } from '../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../lib/validate';

type CalendarEvent = z.infer<typeof zCalendarEvent>;

/** The longest window listCalendarEvents answers. */
export const CALENDAR_WINDOW_MONTHS = 13;

const END_BEFORE_START = 'Das Enddatum darf nicht vor dem Startdatum liegen.';

function findEvent(providerId: number, eventId: number) {
  const event = db.calendarEvents.findFirst((q) => q.where({ id: eventId }));
  if (!event || event.providerId !== providerId) throw notFound('Der Kalendereintrag wurde nicht gefunden.');
  return event;
}

function eventView(event: CalendarEvent): CalendarEvent {
  return {
    id: event.id,
    providerId: event.providerId,
    title: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    allDay: event.allDay,
    availability: event.availability,
    note: event.note,
    leadId: event.leadId,
    customerSpaceId: event.customerSpaceId,
    createdAt: event.createdAt,
  };
}

interface EventFields {
  title?: string;
  startDate?: string;
  endDate?: string;
  leadId?: number | null;
  customerSpaceId?: number | null;
}

/** The rules of createCalendarEvent on the resulting event (422 with field paths). */
function validateEvent(providerId: number, sent: EventFields, result: { startDate: string; endDate: string }): void {
  const errors = collectFieldErrors();
  if (sent.title !== undefined && sent.title.trim() === '') errors.add('title', messages.required);
  if (result.endDate < result.startDate) {
    errors.add(sent.endDate !== undefined || sent.startDate === undefined ? 'endDate' : 'startDate', END_BEFORE_START);
  }
  if (sent.leadId !== undefined && sent.leadId !== null) {
    const leadId = sent.leadId;
    const lead = rowsOf<LeadRow>(db, 'leads').find((l) => l.id === leadId);
    if (!lead || leadProviderId(lead) !== providerId)
      errors.add('leadId', 'Diese Anfrage gehört nicht zu diesem Anbieter.');
  }
  if (sent.customerSpaceId !== undefined && sent.customerSpaceId !== null) {
    const spaceId = sent.customerSpaceId;
    const space = db.customerSpaces.findFirst((q) => q.where({ id: spaceId }));
    if (!space || space.customerId !== findProvider(providerId).customerId) {
      errors.add('customerSpaceId', 'Diesen Saal gibt es bei Ihnen nicht.');
    }
  }
  errors.throwIfAny();
}

export function calendarHandlers(http: MockHttp) {
  return [
    http.get('/providers/{id}/calendar-events', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListCalendarEventsPath, params);
      requireProviderRight(session, id, 'read');
      const query = parseQuery(zListCalendarEventsQuery, request);
      if (query.endDate < query.startDate) throw validationFailed({ endDate: END_BEFORE_START });
      const lastDay = isoDate(addMonths(parseDate(query.startDate), CALENDAR_WINDOW_MONTHS));
      if (query.endDate >= lastDay) {
        throw validationFailed({ endDate: `Der Zeitraum darf höchstens ${CALENDAR_WINDOW_MONTHS} Monate lang sein.` });
      }
      const rows = db.calendarEvents
        .all()
        .filter((e) => e.providerId === id && e.startDate <= query.endDate && e.endDate >= query.startDate)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.id - b.id)
        .map(eventView);
      return response(200).json(paginate(rows, query));
    }),

    http.post('/providers/{id}/calendar-events', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zCreateCalendarEventPath, params);
      requireProviderRight(session, id, 'manage');
      const body = await parseJsonBody(zCreateCalendarEventBody, request);
      validateEvent(id, body, body);
      const event = await db.calendarEvents.create({
        id: nextId(db.calendarEvents, 9000),
        providerId: id,
        title: body.title.trim(),
        startDate: body.startDate,
        endDate: body.endDate,
        allDay: body.allDay,
        availability: body.availability,
        note: body.note?.trim() || null,
        leadId: body.leadId ?? null,
        customerSpaceId: body.customerSpaceId ?? null,
        createdAt: isoDateTime(now()),
      });
      return response(201).json({ data: eventView(event) });
    }),

    http.put('/providers/{id}/calendar-events/{eventId}', async ({ request, params, response, session }) => {
      const { id, eventId } = parsePathParams(zUpdateCalendarEventPath, params);
      requireProviderRight(session, id, 'manage');
      const event = findEvent(id, eventId);
      const body = await parseJsonBody(zUpdateCalendarEventBody, request);
      if (Object.values(body).every((value) => value === undefined)) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const startDate = body.startDate ?? event.startDate;
      const endDate = body.endDate ?? event.endDate;
      validateEvent(id, body, { startDate, endDate });
      await db.calendarEvents.update((q) => q.where({ id: eventId }), {
        data(e) {
          if (body.title !== undefined) e.title = body.title.trim();
          e.startDate = startDate;
          e.endDate = endDate;
          if (body.allDay !== undefined) e.allDay = body.allDay;
          if (body.availability !== undefined) e.availability = body.availability;
          if (body.note !== undefined) e.note = body.note?.trim() || null;
          if (body.leadId !== undefined) e.leadId = body.leadId;
          if (body.customerSpaceId !== undefined) e.customerSpaceId = body.customerSpaceId;
        },
      });
      return response(200).json({ data: eventView(findEvent(id, eventId)) });
    }),

    http.delete('/providers/{id}/calendar-events/{eventId}', ({ params, response, session }) => {
      const { id, eventId } = parsePathParams(zDeleteCalendarEventPath, params);
      requireProviderRight(session, id, 'manage');
      findEvent(id, eventId);
      db.calendarEvents.delete((q) => q.where({ id: eventId }));
      return response(204).empty();
    }),
  ];
}
