// Business time of the response-time statistics (spec point 9): only Monday to Friday, 08:00 to 19:00 German
// local time (Europe/Berlin) counts; 19:00 to 08:00 on weekdays and all of Saturday and Sunday are excluded.
// Europe/Berlin is computed from the EU rule (CET = UTC+1; CEST = UTC+2 from the last Sunday of March 01:00 UTC
// to the last Sunday of October 01:00 UTC), so the result does not depend on the runtime's time-zone data.

export const BUSINESS_DAY_START_HOUR = 8;
export const BUSINESS_DAY_END_HOUR = 19;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Instant (ms) of the last Sunday of a month at 01:00 UTC. */
function lastSundayAt1Utc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, monthIndex, day, 1);
}

const summerTime = new Map<number, [start: number, end: number]>();

/** Offset of German local time from UTC at this instant, in minutes (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(date: Date): number {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  let bounds = summerTime.get(year);
  if (!bounds) {
    bounds = [lastSundayAt1Utc(year, 2), lastSundayAt1Utc(year, 9)];
    summerTime.set(year, bounds);
  }
  return time >= bounds[0] && time < bounds[1] ? 120 : 60;
}

export interface BerlinParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

/** The German wall-clock reading of an instant. */
export function berlinParts(date: Date): BerlinParts {
  const local = new Date(date.getTime() + berlinOffsetMinutes(date) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** The instant of a German wall-clock time (month 1-12). Times in the spring gap are read as winter time. */
export function berlinTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const summer = new Date(wall - 2 * HOUR_MS);
  if (berlinOffsetMinutes(summer) === 120) return summer;
  return new Date(wall - HOUR_MS);
}

/** `YYYY-MM` of the German calendar month of an instant. */
export function berlinMonth(date: Date): string {
  const parts = berlinParts(date);
  return `${parts.year}-${String(parts.month).padStart(2, '0')}`;
}

interface BusinessWindow {
  start: number;
  end: number;
}

/** The business windows (weekdays 08:00-19:00 local) of the local days from `from`'s day on, in order. */
function* businessWindows(from: Date): Generator<BusinessWindow> {
  const first = berlinParts(from);
  let day = Date.UTC(first.year, first.month - 1, first.day);
  for (;;) {
    const calendar = new Date(day);
    const weekday = calendar.getUTCDay();
    if (weekday >= 1 && weekday <= 5) {
      const y = calendar.getUTCFullYear();
      const m = calendar.getUTCMonth() + 1;
      const d = calendar.getUTCDate();
      yield {
        start: berlinTime(y, m, d, BUSINESS_DAY_START_HOUR).getTime(),
        end: berlinTime(y, m, d, BUSINESS_DAY_END_HOUR).getTime(),
      };
    }
    day += DAY_MS;
  }
}

/**
 * Seconds of business time between two instants: only Monday-Friday 08:00-19:00 Europe/Berlin counts.
 * 0 when `end` is not after `start`. Whole seconds (rounded).
 */
export function businessSecondsBetween(start: Date, end: Date): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  let total = 0;
  for (const window of businessWindows(start)) {
    if (window.start >= to) break;
    const overlap = Math.min(to, window.end) - Math.max(from, window.start);
    if (overlap > 0) total += overlap;
  }
  return Math.round(total / 1000);
}

/** The instant that lies `seconds` of business time after `start` (the inverse of businessSecondsBetween). */
export function addBusinessSeconds(start: Date, seconds: number): Date {
  if (seconds <= 0) return new Date(start);
  let remaining = seconds * 1000;
  const from = start.getTime();
  for (const window of businessWindows(start)) {
    const begin = Math.max(from, window.start);
    const available = window.end - begin;
    if (available <= 0) continue;
    if (remaining <= available) return new Date(begin + remaining);
    remaining -= available;
  }
  /* c8 ignore next */
  throw new Error('unreachable');
}

/** True when the instant lies in business time. */
export function isBusinessTime(date: Date): boolean {
  const parts = berlinParts(date);
  return (
    parts.weekday >= 1 &&
    parts.weekday <= 5 &&
    parts.hour >= BUSINESS_DAY_START_HOUR &&
    parts.hour < BUSINESS_DAY_END_HOUR
  );
}

/**
 * The average first response time of requests in business time (the inbox's, the dashboard's and the rivals
 * statistics' figure): over the requests answered, null when none was.
 */
export function averageResponseTime(leads: ReadonlyArray<{ createdAt: string; firstResponseAt: string | null }>): {
  averageSeconds: number | null;
  sampleSize: number;
} {
  let total = 0;
  let sampleSize = 0;
  for (const lead of leads) {
    if (!lead.firstResponseAt) continue;
    total += businessSecondsBetween(new Date(lead.createdAt), new Date(lead.firstResponseAt));
    sampleSize++;
  }
  return { averageSeconds: sampleSize === 0 ? null : Math.round(total / sampleSize), sampleSize };
}
