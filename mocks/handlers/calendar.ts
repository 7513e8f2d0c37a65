// Calendar: availability events of a provider (booked weddings, options, blocked and explicitly free days).
import type { z } from 'zod';
import {
  type zCalendarEvent,
  type zCalendarFeed,
  zCreateCalendarEventBody,
  zCreateCalendarEventPath,
  zDeleteCalendarEventPath,
  zGetCalendarFeedFilePath,
  zGetCalendarFeedPath,
  zRenewCalendarFeedPath,
  zListCalendarEventsPath,
  zListCalendarEventsQuery,
  zUpdateCalendarEventBody,
  zUpdateCalendarEventPath,
} from '../../src/api/generated/zod/zod.gen';
import { toICalendar } from '../../src/features/calendar/lib/ics';
import { db } from '../db';
import { nextId } from '../db/collection';
import { leadProviderId, type LeadRow, rowsOf } from '../db/provider-media';
import { addMonths, isoDate, isoDateTime, marketDay, now, parseDate } from '../lib/clock';
import { collectFieldErrors, messages, notFound, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate } from '../lib/paging';
import { requireProviderRight } from '../lib/rights';
import { findProvider } from '../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../lib/validate';

type CalendarEvent = z.infer<typeof zCalendarEvent>;
type CalendarFeed = z.infer<typeof zCalendarFeed>;
type FeedRecord = ReturnType<typeof db.calendarFeeds.all>[number];

/** The longest window listCalendarEvents answers. */
export const CALENDAR_WINDOW_MONTHS = 13;

const END_BEFORE_START = 'Das Enddatum darf nicht vor dem Startdatum liegen.';
const END_TIME_NOT_AFTER_START = 'Die Endzeit muss nach der Startzeit liegen.';
const NO_TIME_ALL_DAY = 'Ein ganztägiger Eintrag hat keine Uhrzeit.';

/** The feed's window: from 1 month before Berlin's today through 12 months after it (the document's description). */
const FEED_MONTHS_BACK = 1;
const FEED_MONTHS_AHEAD = 12;
/** How often calendar apps should read the feed again. */
const FEED_REFRESH = 'PT4H';
/** The feed's status words: the server writes German, the market's language (docs/calendar.md). */
const FEED_LABELS = {
  booked: 'Gebucht',
  tentative: 'Optioniert',
  blocked: 'Blockiert',
  available: 'Ausdrücklich frei',
};

/** A secret of 32 random bytes, base64url (43 characters): not guessable, not derived from the provider. */
function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The feed's link on the host the request came to ("https://api…/calendar-feeds/<token>.ics"). */
function feedView(request: Request, feed: FeedRecord): CalendarFeed {
  const url = new URL(request.url);
  const base = url.pathname.slice(0, url.pathname.indexOf('/providers/'));
  return { url: `${url.origin}${base}/calendar-feeds/${feed.token}.ics`, createdAt: feed.createdAt };
}

async function newFeed(providerId: number): Promise<FeedRecord> {
  await db.calendarFeeds.deleteMany((q) => q.where({ providerId }));
  return db.calendarFeeds.create({ providerId, token: newFeedToken(), createdAt: isoDateTime(now()) });
}

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
    startTime: event.startTime,
    endTime: event.endTime,
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
  startTime?: string | null;
  endTime?: string | null;
  leadId?: number | null;
  customerSpaceId?: number | null;
}

/** The event as a save leaves it: its days, whether it is all-day, and its times (wall clock in Europe/Berlin). */
interface EventResult {
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

/**
 * The rules of createCalendarEvent on the resulting event (422 with field paths). A rule broken by the result of a
 * change is reported on the field the request sent (the end when both or neither were sent).
 */
function validateEvent(providerId: number, sent: EventFields, result: EventResult): void {
  const errors = collectFieldErrors();
  const field = (start: 'startDate' | 'startTime', end: 'endDate' | 'endTime') =>
    sent[end] !== undefined || sent[start] === undefined ? end : start;
  if (sent.title !== undefined && sent.title.trim() === '') errors.add('title', messages.required);
  if (result.endDate < result.startDate) errors.add(field('startDate', 'endDate'), END_BEFORE_START);
  if (result.allDay) {
    if (result.startTime !== null) errors.add('startTime', NO_TIME_ALL_DAY);
    if (result.endTime !== null) errors.add('endTime', NO_TIME_ALL_DAY);
  } else {
    if (result.startTime === null) errors.add('startTime', messages.required);
    if (result.endTime === null) errors.add('endTime', messages.required);
    // HH:MM compare as text in the order of the day.
    if (
      result.startTime !== null &&
      result.endTime !== null &&
      result.startDate === result.endDate &&
      result.endTime <= result.startTime
    ) {
      errors.add(field('startTime', 'endTime'), END_TIME_NOT_AFTER_START);
    }
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
      const times = { startTime: body.startTime ?? null, endTime: body.endTime ?? null };
      validateEvent(id, body, { ...body, ...times });
      const event = await db.calendarEvents.create({
        id: nextId(db.calendarEvents, 9000),
        providerId: id,
        title: body.title.trim(),
        startDate: body.startDate,
        endDate: body.endDate,
        allDay: body.allDay,
        ...times,
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
      const result: EventResult = {
        startDate: body.startDate ?? event.startDate,
        endDate: body.endDate ?? event.endDate,
        allDay: body.allDay ?? event.allDay,
        startTime: body.startTime === undefined ? event.startTime : body.startTime,
        endTime: body.endTime === undefined ? event.endTime : body.endTime,
      };
      validateEvent(id, body, result);
      await db.calendarEvents.update((q) => q.where({ id: eventId }), {
        data(e) {
          if (body.title !== undefined) e.title = body.title.trim();
          e.startDate = result.startDate;
          e.endDate = result.endDate;
          e.allDay = result.allDay;
          e.startTime = result.startTime;
          e.endTime = result.endTime;
          if (body.availability !== undefined) e.availability = body.availability;
          if (body.note !== undefined) e.note = body.note?.trim() || null;
          if (body.leadId !== undefined) e.leadId = body.leadId;
          if (body.customerSpaceId !== undefined) e.customerSpaceId = body.customerSpaceId;
        },
      });
      return response(200).json({ data: eventView(findEvent(id, eventId)) });
    }),

    http.get('/providers/{id}/calendar-feed', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetCalendarFeedPath, params);
      // Anyone who may read the calendar (the read-only role too) may subscribe to it: the feed shows what the page
      // and its export show them.
      requireProviderRight(session, id, 'read');
      const feed = db.calendarFeeds.findFirst((q) => q.where({ providerId: id })) ?? (await newFeed(id));
      return response(200).json({ data: feedView(request, feed) });
    }),

    http.post('/providers/{id}/calendar-feed/renew', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zRenewCalendarFeedPath, params);
      requireProviderRight(session, id, 'manage');
      return response(200).json({ data: feedView(request, await newFeed(id)) });
    }),

    http.public.get('/calendar-feeds/{token}.ics', ({ params, response }) => {
      // A token of another form is no feed either: 404, as the document declares (its readers are calendar apps).
      const parsed = zGetCalendarFeedFilePath.safeParse(params);
      const token = parsed.success ? parsed.data.token : null;
      const feed = token ? db.calendarFeeds.findFirst((q) => q.where({ token })) : undefined;
      if (!feed) throw notFound('Diesen Kalender-Link gibt es nicht mehr. Bitte fragen Sie nach dem neuen Link.');
      const provider = findProvider(feed.providerId);
      const today = parseDate(marketDay(now()));
      const from = isoDate(addMonths(today, -FEED_MONTHS_BACK));
      const to = isoDate(addMonths(today, FEED_MONTHS_AHEAD));
      const events = db.calendarEvents
        .all()
        .filter((e) => e.providerId === feed.providerId && e.startDate <= to && e.endDate >= from)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
        .map(eventView);
      const text = toICalendar(events, {
        calendarName: `${provider.name} – Verfügbarkeit`,
        availabilityLabel: (availability) => FEED_LABELS[availability],
        now: now(),
        refreshInterval: FEED_REFRESH,
      });
      return response(200).text(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
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
