// Dates of the mock world. The seed is anchored to the day the backend starts, so "the last six months"
// always hold data; everything else about the data is fixed by the random seed. This is the server's view of dates
// (UTC instants and days, the tolerance of `calendarDaysOnEarth`); where the portal and the server follow one rule,
// the market's day of an instant, both take it from the portal's date module (src/lib/calendar-day.ts).
import { marketDay as marketDayOf } from '../../src/lib/calendar-day';

const DAY_MS = 86_400_000;

/** German month names, January first (index = `getUTCMonth()`). */
export const GERMAN_MONTHS: readonly string[] = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

let nowOverride: Date | null = null;

/** The current instant; tests can pin it with setMockNow. */
export function now(): Date {
  return nowOverride ? new Date(nowOverride) : new Date();
}

export function setMockNow(date: Date | null): void {
  nowOverride = date ? new Date(date) : null;
}

/** `YYYY-MM-DD` of a date in the server's calendar (UTC, which is what the document's dates mean). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** ISO 8601 instant with `Z`; the document's `date-time` values accept offsets and `Z`. */
export function isoDateTime(date: Date): string {
  // toISOString() always ends in `.sssZ`: cutting gives the regular expression's result at a fraction of its cost
  // (seeding writes some 20,000 of them).
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/**
 * The same day and time `months` later (negative: earlier), on the month's last day when that month is shorter
 * (31 August − 6 months = 28 February; 29 February − 12 months = 28 February), as the portal counts (`addMonths` in
 * src/lib/calendar-day.ts, on days; here on UTC instants with their time, which the seed needs).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * The earliest and the latest calendar day anywhere on earth at an instant (UTC−12 to UTC+14), as `YYYY-MM-DD`.
 * The server does not know the user's time zone, and a rule on calendar days ("expires not before yesterday", "born
 * at least 18 years ago") is the user's (docs/dates.md): the server accepts what the rule allows in some time zone,
 * so it never refuses what the portal, which checks the same rule in the user's zone, has allowed.
 */
export function calendarDaysOnEarth(instant: Date = now()): { earliest: Date; latest: Date } {
  return {
    earliest: startOfDay(new Date(instant.getTime() - 12 * 3_600_000)),
    latest: startOfDay(new Date(instant.getTime() + 14 * 3_600_000)),
  };
}

/** Start of the UTC day. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function parseDate(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** Berlin's offsets are whole hours, so an instant's UTC hour fixes its Berlin day: one Intl call per hour. */
const marketDayByUtcHour = new Map<string, string>();

/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in Europe/Berlin: what `createdAtStart`/`createdAtEnd` and
 * the other day windows compare records with (23:30 UTC on 31 December is 1 January).
 */
export function marketDay(instant: string | Date): string {
  const text = typeof instant === 'string' ? instant : isoDateTime(instant);
  const hour = text.endsWith('Z') ? text.slice(0, 13) : null;
  const cached = hour === null ? undefined : marketDayByUtcHour.get(hour);
  if (cached !== undefined) return cached;
  const day = marketDayOf(new Date(text));
  if (hour !== null) marketDayByUtcHour.set(hour, day);
  return day;
}

/** `YYYY-MM` of a date. */
export function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}
