// The portal's one date module (docs/decisions/0008-one-date-module.md): the clock, calendar days and their
// arithmetic, reading API dates and date-times, and the market's time zone. Features compute with dates only through
// it (and its two parts for single pages, `./date-time` and `./calendar-weeks`); dates shown to people are written by
// `./format`. Built on the platform's Date and Intl, not a date library: the rules below are needed on every first
// screen (the main layout's pending-lead badge, the checkout guard), where dayjs would add 2.8 KB (4.2 KB with its
// time-zone plugins) to every route and put eight of them over the bundle goal or their ratchet (measured in the
// record).
//
// What "today" means (issue 34, docs/dates.md): every date rule reads the current instant here, so a test pins one
// clock (`vi.setSystemTime`, Playwright's `page.clock`) and the rules follow. A calendar day the user sees (a
// catalogue's expiry, a due date, a birth date) is the day in the user's time zone; the day windows sent to the API
// are the market's (`marketToday`). Both are written YYYY-MM-DD with Latin digits as the API takes them. Arithmetic
// on such days counts calendar days and months in UTC, where no clock change shifts a day.

/** A calendar day: a Date, or a date library's value of one (anything with `toDate`; tests compare with dayjs). */
export type Day = Date | { toDate(): Date };

const two = (part: number) => String(part).padStart(2, '0');
const four = (part: number) => String(part).padStart(4, '0');

/** An API date: `YYYY-MM-DD`. */
const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The current instant: the portal's one clock. */
export function currentInstant(): Date {
  return new Date();
}

/** The calendar day of an instant in the user's time zone, as an API date (YYYY-MM-DD, Latin digits). */
export function apiDate(day: Day): string {
  const date = day instanceof Date ? day : day.toDate();
  return `${four(date.getFullYear())}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Today in the user's time zone, as an API date. */
export function today(): string {
  return apiDate(currentInstant());
}

/**
 * The market's time zone: the providers of this portal are in Germany, and the API counts its day windows and
 * statistics months in their calendar (docs/dates.md).
 */
export const MARKET_TIME_ZONE = 'Europe/Berlin';

let marketDayFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar day an instant falls on in the market's time zone (Europe/Berlin), as an API date: 23:30 UTC on
 * 31 December is 1 January. The rule of the API's day windows; the mock backend counts its records by it too.
 */
export function marketDay(instant: Date): string {
  // en-CA writes the day as YYYY-MM-DD with Latin digits.
  marketDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return marketDayFormat.format(instant);
}

/**
 * Today in the market's calendar (Europe/Berlin), as an API date: where the lead windows and the statistics' months
 * end, so a vendor in Riyadh after midnight sees no month Berlin has not begun, nor one in London miss a lead of
 * Berlin's new day.
 */
export function marketToday(): string {
  return marketDay(currentInstant());
}

/**
 * Local midnight of the market's today: the day the API's day windows end with (`createdAtEnd`), so a vendor west
 * of Berlin after Berlin's midnight still sees the leads of Berlin's new day (docs/dates.md).
 */
export function marketTodayAsDate(): Date {
  return dayFromApiDate(marketToday());
}

/** Local midnight of an API date ("2027-06-14"). */
export function dayFromApiDate(day: string): Date {
  const [year, month, date] = dayParts(day);
  return new Date(year, month - 1, date);
}

/** The same day `months` earlier as local midnight; the month's last day when that month is shorter. */
export function monthsBefore(date: Date, months: number): Date {
  return dayFromApiDate(addMonths(apiDate(date), -months));
}

/** The same calendar day `years` earlier as an API date; 29 February becomes 28 February in a common year. */
export function yearsBefore(day: string, years: number): string {
  return addMonths(day, -years * 12);
}

/** The API date `days` after (negative: before) an API date, counted in calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether a text is an API date of a day that exists (2027-02-30 and 2026-13-01 do not). */
export function isApiDate(text: string): boolean {
  // Date.UTC carries an overflow into the next month or year ("2027-02-30" is 2 March), so a day that does not
  // exist comes back different.
  return API_DATE.test(text) && addDays(text, 0) === text;
}

/**
 * An API value as a Date: an API date ("2027-06-14") at local midnight of that day, not at UTC midnight as
 * `new Date` reads it (west of Greenwich that is the day before); a date-time at its instant (a value without an
 * offset, such as a `datetime-local` field's, in local time). Anything else is an invalid Date.
 */
export function parseInstant(value: string): Date {
  return API_DATE.test(value) ? dayFromApiDate(value) : new Date(value);
}

/** The months since year 0 of a day or month ("2027-06-14" or "2027-06"): months compare and count as numbers. */
export function monthIndex(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/** The month (YYYY-MM) of a `monthIndex`. */
export function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${four(year)}-${two(index - year * 12 + 1)}`;
}

/**
 * The same day `months` later (negative: earlier), as an API date; the month's last day when that month is shorter
 * (31 August − 6 months = 28 February; 29 February + 12 months = 28 February), as dayjs counts months.
 */
export function addMonths(day: string, months: number): string {
  const index = monthIndex(day) + months;
  const year = Math.floor(index / 12);
  return `${monthOfIndex(index)}-${two(Math.min(dayParts(day)[2], daysInMonth(year, index - year * 12)))}`;
}

/** The year, month (1–12) and day of an API date. */
function dayParts(day: string): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

/** The days of a month (`monthIndex` 0 = January) of a year. */
function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}
