// iCalendar import (issue 42.5): the VEVENTs of a .ics file from another calendar as entries of the provider's
// calendar. Parsed in the browser by ical.js (RFC 5545: unfolding, escapes, parameters, VTIMEZONE definitions,
// DURATION), which loads with the import dialog only. Each event becomes an all-day entry (DATE values; DTEND is
// exclusive) or a timed one whose times are the provider's wall clock in Berlin (docs/dates.md): a UTC time or a time
// of another zone is moved to Berlin's clock, a time of Europe/Berlin or a floating time (no zone) is taken as it is.
import ICAL from 'ical.js';
import { CalendarEventCreateLimits } from '@/api/generated/limits';
import { addDays, MARKET_TIME_ZONE } from '@/lib/calendar-day';

const limits = CalendarEventCreateLimits.properties;

/** The largest file the import reads (a year of a busy calendar is about 200 KB). */
export const IMPORT_MAX_BYTES = 1_000_000;
/** The most entries one import creates: each is a request of its own. */
export const IMPORT_MAX_ENTRIES = 200;

/** An event of the file as the calendar's entry, before the availability the user assigns. */
export interface ImportedEntry {
  /** Its position in the file: the preview's key. */
  key: string;
  title: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  note: string | null;
}

/** Why an event of the file is not offered. */
export type SkipReason = 'recurring' | 'cancelled' | 'past' | 'ownExport' | 'invalid';

export interface IcsImport {
  entries: ImportedEntry[];
  /** How many events are left out, by reason. */
  skipped: Record<SkipReason, number>;
}

export class IcsImportError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'noEvents' | 'tooMany',
    readonly count = 0,
  ) {
    super(`The iCalendar file cannot be imported: ${reason}`);
  }
}

export interface ImportOptions {
  providerId: number;
  /** The market's today (Berlin): events that ended before it are left out. */
  today: string;
  /** The title of an event without SUMMARY, in the UI language. */
  untitled: string;
}

interface WallClock {
  date: string;
  time: string;
}

const two = (value: number) => String(value).padStart(2, '0');

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of a zone at an instant (milliseconds since 1970). */
function wallClockIn(format: Intl.DateTimeFormat, instant: number): WallClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(instant).find((candidate) => candidate.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter for an IANA zone the platform knows, or null ("W. Europe Standard Time" without its VTIMEZONE). */
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  if (!zoneFormats.has(zone)) {
    try {
      zoneFormats.set(
        zone,
        new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      );
    } catch {
      zoneFormats.set(zone, null);
    }
  }
  return zoneFormats.get(zone) ?? null;
}

/** The instant a wall-clock time of `zone` stands for (the offset before a gap, RFC 5545 3.3.5). */
function instantInZone(time: ICAL.Time, format: Intl.DateTimeFormat): number {
  const guess = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const offsetAt = (instant: number) => {
    const wall = wallClockIn(format, instant);
    const [year = 0, month = 1, day = 1] = wall.date.split('-').map(Number);
    const [hour = 0, minute = 0] = wall.time.split(':').map(Number);
    return Date.UTC(year, month - 1, day, hour, minute) - instant;
  };
  return guess - offsetAt(guess - offsetAt(guess));
}

/** A time of the file on Berlin's wall clock. */
function berlinWallClock(time: ICAL.Time, tzid: string | null): WallClock {
  const asWritten = {
    date: `${time.year}-${two(time.month)}-${two(time.day)}`,
    time: `${two(time.hour)}:${two(time.minute)}`,
  };
  const zone = time.zone?.tzid;
  if (zone === 'UTC') return wallClockIn(berlinParts, time.toUnixTime() * 1000);
  // A zone the file defines in a VTIMEZONE (ical.js reads its rules).
  if (zone && zone !== 'floating') {
    return zone === MARKET_TIME_ZONE ? asWritten : wallClockIn(berlinParts, time.toUnixTime() * 1000);
  }
  // A TZID without its VTIMEZONE: an IANA name the platform knows is converted, anything else taken as written.
  if (tzid && tzid !== MARKET_TIME_ZONE) {
    const format = zoneFormat(tzid);
    if (format) return wallClockIn(berlinParts, instantInZone(time, format));
  }
  return asWritten;
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The portal's own export of this provider ("calendar-event-9001-provider-101@…"): already in the calendar. */
const OWN_UID = /^calendar-event-\d+-provider-(\d+)@/;

/** The events of an iCalendar file as entries; throws IcsImportError for a file that is none or has none to offer. */
export function parseIcsImport(text: string, options: ImportOptions): IcsImport {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed)) throw new IcsImportError('unreadable');
    calendar = new ICAL.Component(parsed);
  } catch {
    throw new IcsImportError('unreadable');
  }
  if (calendar.name !== 'vcalendar') throw new IcsImportError('unreadable');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length === 0) throw new IcsImportError('noEvents');

  const skipped: Record<SkipReason, number> = { recurring: 0, cancelled: 0, past: 0, ownExport: 0, invalid: 0 };
  const entries: ImportedEntry[] = [];
  vevents.forEach((vevent, index) => {
    const reason = skipReason(vevent, options);
    if (reason) {
      skipped[reason] += 1;
      return;
    }
    const entry = entryOf(vevent, String(index), options);
    if (!entry) skipped.invalid += 1;
    else if (entry.endDate < options.today) skipped.past += 1;
    else entries.push(entry);
  });
  if (entries.length > IMPORT_MAX_ENTRIES) throw new IcsImportError('tooMany', entries.length);
  entries.sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
  );
  return { entries, skipped };
}

function skipReason(vevent: ICAL.Component, { providerId }: ImportOptions): SkipReason | null {
  // A series (RRULE, RDATE) or one changed occurrence of it: the calendar has no series (docs/calendar.md).
  if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate') || vevent.hasProperty('recurrence-id')) {
    return 'recurring';
  }
  if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return 'cancelled';
  const own = OWN_UID.exec(String(vevent.getFirstPropertyValue('uid') ?? ''));
  if (own && Number(own[1]) === providerId) return 'ownExport';
  return null;
}

function entryOf(vevent: ICAL.Component, key: string, { untitled }: ImportOptions): ImportedEntry | null {
  if (!vevent.hasProperty('dtstart')) return null;
  let event: ICAL.Event;
  try {
    event = new ICAL.Event(vevent);
  } catch {
    return null;
  }
  const start = event.startDate;
  const end = event.endDate;
  if (!start || !end) return null;
  const summary = (event.summary ?? '').trim();
  const description = (event.description ?? '').trim();
  const common = {
    key,
    title: shorten(summary || untitled, limits.title.maxLength),
    note: description ? shorten(description, limits.note.maxLength) : null,
  };

  if (start.isDate) {
    const startDate = start.toString();
    // DTEND of a whole-day event is the day after the last one; without it, the event is its first day.
    const endDate = end.isDate && end.compare(start) > 0 ? addDays(end.toString(), -1) : startDate;
    return { ...common, startDate, endDate, allDay: true, startTime: null, endTime: null };
  }
  const tzidOf = (name: 'dtstart' | 'dtend') => {
    const value = vevent.getFirstProperty(name)?.getParameter('tzid');
    return typeof value === 'string' ? value : null;
  };
  const from = berlinWallClock(start, tzidOf('dtstart'));
  // DTEND, or DTSTART plus DURATION (ical.js computes it in the start's zone).
  const to = berlinWallClock(end, vevent.hasProperty('dtend') ? tzidOf('dtend') : tzidOf('dtstart'));
  // Midnight to midnight is whole days.
  if (from.time === '00:00' && to.time === '00:00' && to.date > from.date) {
    return {
      ...common,
      startDate: from.date,
      endDate: addDays(to.date, -1),
      allDay: true,
      startTime: null,
      endTime: null,
    };
  }
  // The document's rule: the end after the start (on one day, by the time).
  if (to.date < from.date || (to.date === from.date && to.time <= from.time)) return null;
  return {
    ...common,
    startDate: from.date,
    endDate: to.date,
    allDay: false,
    startTime: from.time,
    endTime: to.time,
  };
}
