// Dates of the mock world. The seed is anchored to the day the backend starts, so "the last six months"
// always hold data; everything else about the data is fixed by the random seed.

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

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** Start of the UTC day. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function parseDate(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** `YYYY-MM` of a date. */
export function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}
