// The lead window and API dates without a date library: the main layout's pending-lead badge, the dashboard and
// the inbox need them on their first screens, and dayjs stays with the calendar and the price rules (issue 23).

/** Lead counts and lead lists cover the last six months (spec point 9). */
export const LEAD_WINDOW_MONTHS = 6;

/** A calendar day: a Date, or a dayjs value of the calendar (anything with `toDate`). */
type Day = Date | { toDate(): Date };

const two = (part: number) => String(part).padStart(2, '0');

/** API dates are YYYY-MM-DD with Latin digits, the local calendar day, whatever the UI language. */
export function apiDate(day: Day): string {
  const date = day instanceof Date ? day : day.toDate();
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The same day `months` earlier; the month's last day when that month is shorter (31 August → 28 February). */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target;
}

/** The window of the lead counts and lists: `months` ago until today, as API dates. */
export function leadWindowDates(today: Date = new Date(), months: number = LEAD_WINDOW_MONTHS) {
  return { createdAtStart: apiDate(monthsBefore(today, months)), createdAtEnd: apiDate(today) };
}
