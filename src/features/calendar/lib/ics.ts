// iCalendar export (RFC 5545) of a provider's calendar events, for the vendor's own calendar app. Every event of
// the document is a whole-day range (it has dates, no times), so each becomes an all-day VEVENT:
// DTSTART;VALUE=DATE with the first day and an exclusive DTEND (the day after the last one, RFC 5545 3.6.1).
import { addDays, parseInstant } from '@/lib/calendar-day';
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
  ];
  for (const event of events) {
    const label = options.availabilityLabel(event.availability);
    const { status, transparent } = STATUS[event.availability];
    const description = event.note ? `${label}\n${event.note}` : label;
    lines.push(
      'BEGIN:VEVENT',
      `UID:calendar-event-${event.id}-provider-${event.providerId}@${domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.startDate)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(event.endDate, 1))}`,
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
