// The part of the date module (./calendar-day.ts, docs/decisions/0008-one-date-module.md) for the availability
// calendar's month grid: a day's weekday, a month's first day, the day of the month. Apart from calendar-day.ts,
// which every first screen loads, so that only the calendar page carries it.

/** The weekday of an API date: 0 Sunday … 6 Saturday (read in UTC, where no clock change moves the day). */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The first day of the month of an API date ("2027-05-01"). */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The day of the month of an API date (1–31). */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}
