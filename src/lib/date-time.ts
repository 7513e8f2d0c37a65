// The part of the date module (./calendar-day.ts, docs/decisions/0008-one-date-module.md) for instants the inbox
// and the lead page work with: the `<input type="datetime-local">` fields (a reminder, a logged call) and how long
// a couple has been waiting. Apart from calendar-day.ts, which every first screen loads, so that only those pages
// carry it.
import { apiDate, currentInstant, parseInstant } from './calendar-day';

const two = (part: number) => String(part).padStart(2, '0');

/** Whether a `datetime-local` value reads as a date-time (an unfinished field gives ''). */
export function isDateTimeInput(value: string): boolean {
  return !Number.isNaN(parseInstant(value).getTime());
}

/** What `<input type="datetime-local">` reads and writes (YYYY-MM-DDTHH:mm) for an instant, in local time. */
export function localDateTimeInput(date: Date): string {
  return `${apiDate(date)}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A `datetime-local` value as the API takes a date-time: ISO 8601 with the browser's offset at that moment
 * ("2026-11-24T18:30:00+01:00").
 */
export function localInputToIso(value: string): string {
  const date = parseInstant(value);
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${localDateTimeInput(date)}:${two(date.getSeconds())}${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** Whole seconds from an instant (an API date-time) until `now` (milliseconds); 0 for an instant ahead. */
export function secondsSince(instant: string, now: number = currentInstant().getTime()): number {
  return Math.max(0, Math.floor((now - parseInstant(instant).getTime()) / 1000));
}
