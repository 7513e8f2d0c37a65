// iCalendar export (RFC 5545) of a provider's calendar events, for the vendor's own calendar app. An all-day event
// becomes an all-day VEVENT: DTSTART;VALUE=DATE with the first day and an exclusive DTEND (the day after the last
// one, RFC 5545 3.6.1). A timed event's times are the provider's wall clock in Berlin (docs/dates.md), so they are
// written as local times of that zone (DTSTART;TZID=Europe/Berlin:20270515T140000), with the zone's VTIMEZONE in the
// file (3.6.5: every TZID used must be defined there); the app shows them in its own zone.
import { addDays, MARKET_TIME_ZONE, parseInstant } from '@/lib/calendar-day';
import type { Availability, CalendarEvent } from './month';

const CRLF = '\r\n';
/** RFC 5545 3.1: lines longer than 75 octets are folded (a CRLF followed by one space). */
const MAX_LINE_OCTETS = 75;

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds one content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "20270515" for "2027-05-15". */
const basicDate = (iso: string) => iso.replace(/-/g, '');

/** "20261124T101500Z" (UTC date-time, RFC 5545 3.3.5 form 2). */
function utcDateTime(value: Date): string {
  return value
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The provider's time zone: every time of the calendar is its wall clock (the market's zone, docs/dates.md). */
export const CALENDAR_TIME_ZONE = MARKET_TIME_ZONE;

/**
 * Europe/Berlin as the EU has kept it since 1996: CEST from the last Sunday of March at 02:00 to the last Sunday of
 * October at 03:00 (the definition calendar apps themselves write for the zone).
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** "20270515T140000" for "2027-05-15" and "14:00" (a local time, RFC 5545 3.3.5 form 3 with its TZID). */
const localDateTime = (date: string, time: string) => `${basicDate(date)}T${time.replace(':', '')}00`;

/** DTSTART and DTEND of an event: whole days, or the times on the provider's wall clock. */
function eventTimes(event: CalendarEvent): [string, string] {
  if (!event.allDay && event.startTime && event.endTime) {
    return [
      `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(event.startDate, event.startTime)}`,
      `DTEND;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(event.endDate, event.endTime)}`,
    ];
  }
  return [
    `DTSTART;VALUE=DATE:${basicDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(event.endDate, 1))}`,
  ];
}

const isTimed = (event: CalendarEvent) => !event.allDay && Boolean(event.startTime && event.endTime);

/** booked and blocked days are taken; an option is tentative; an explicitly free day does not block time. */
const STATUS: Record<Availability, { status: 'CONFIRMED' | 'TENTATIVE'; transparent: boolean }> = {
  booked: { status: 'CONFIRMED', transparent: false },
  blocked: { status: 'CONFIRMED', transparent: false },
  tentative: { status: 'TENTATIVE', transparent: false },
  available: { status: 'CONFIRMED', transparent: true },
};

export interface IcsOptions {
  /** The calendar's name in the vendor's app (X-WR-CALNAME). */
  calendarName: string;
  /** The label of each availability in the UI language (CATEGORIES and the description's first line). */
  availabilityLabel: (availability: Availability) => string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The host part of the UIDs; stable, so a second import updates the events instead of duplicating them. */
  uidDomain?: string;
  /**
   * For a subscription feed: how often a calendar app should read it again (an RFC 5545 duration, "PT4H"), written
   * as REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (what Outlook and Apple read).
   */
  refreshInterval?: string;
}

/** The events as an iCalendar file: CRLF line endings, folded lines, escaped text. */
export function toICalendar(events: readonly CalendarEvent[], options: IcsOptions): string {
  const domain = options.uidDomain ?? 'anbieterportal.hochzeitsportal.de';
  const stamp = utcDateTime(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hochzeitsportal//Anbieterportal Kalender//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...(options.refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`]
      : []),
    ...(events.some(isTimed) ? BERLIN_VTIMEZONE : []),
  ];
  for (const event of events) {
    const label = options.availabilityLabel(event.availability);
    const { status, transparent } = STATUS[event.availability];
    const description = event.note ? `${label}\n${event.note}` : label;
    lines.push(
      'BEGIN:VEVENT',
      `UID:calendar-event-${event.id}-provider-${event.providerId}@${domain}`,
      `DTSTAMP:${stamp}`,
      ...eventTimes(event),
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `CATEGORIES:${escapeText(label)}`,
      `STATUS:${status}`,
      `TRANSP:${transparent ? 'TRANSPARENT' : 'OPAQUE'}`,
      `CREATED:${utcDateTime(parseInstant(event.createdAt))}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
