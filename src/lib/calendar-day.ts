// The portal's clock and calendar days (issue 34, docs/dates.md). Every date rule and every "today" of the portal
// reads the current instant here, so a test pins one clock (`vi.setSystemTime`, Playwright's `page.clock`) and
// the rules follow. A calendar day the user sees (a catalogue's expiry, a due date, a birth date) is the day in the
// user's time zone; the day windows sent to the API are the market's (`marketToday`). Both are written YYYY-MM-DD
// with Latin digits as the API takes them. No date library: the
// main layout's pending-lead badge, the dashboard and the inbox need these on their first screens (issue 23).

/** A calendar day: a Date, or a dayjs value of the calendar (anything with `toDate`). */
export type Day = Date | { toDate(): Date };

const two = (part: number) => String(part).padStart(2, '0');

/** The current instant. */
export function currentInstant(): Date {
  return new Date();
}

/** The calendar day of an instant in the user's time zone, as an API date (YYYY-MM-DD, Latin digits). */
export function apiDate(day: Day): string {
  const date = day instanceof Date ? day : day.toDate();
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
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
 * Today in the market's calendar (Europe/Berlin), as an API date: where the lead windows and the statistics' months
 * end, so a vendor in Riyadh after midnight sees no month Berlin has not begun, nor one in London miss a lead of
 * Berlin's new day.
 */
export function marketToday(): string {
  marketDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return marketDayFormat.format(currentInstant());
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
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The same day `months` earlier; the month's last day when that month is shorter (31 August → 28 February). */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

/** The same calendar day `years` earlier as an API date; 29 February becomes 28 February in a common year. */
export function yearsBefore(day: string, years: number): string {
  return apiDate(monthsBefore(dayFromApiDate(day), years * 12));
}

/** The API date `days` after (negative: before) an API date, counted in calendar days. */
export function addDays(day: string, days: number): string {
  const date = dayFromApiDate(day);
  date.setDate(date.getDate() + days);
  return apiDate(date);
}
