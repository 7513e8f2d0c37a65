// The lead window: how far back lead counts and lead lists reach. The main layout's pending-lead badge, the
// dashboard and the inbox need it on their first screens (calendar days without a date library, issue 23).
import { apiDate, marketTodayAsDate, monthsBefore } from './calendar-day';

/** Lead counts and lead lists cover the last six months (spec point 9). */
export const LEAD_WINDOW_MONTHS = 6;

/**
 * The longest window the inbox shows: its longest preset, "Letzte 12 Monate". A custom range may span no more
 * (its start at least the same day 12 months before its end), so no choice asks the server for more than a preset
 * does (docs/leads.md).
 */
export const LEAD_MAX_WINDOW_MONTHS = 12;

/**
 * The window of the lead counts and lists: `months` ago until today, as API dates. Its days are the market's
 * (Europe/Berlin), as the API counts them: a lead that has arrived is in the window in every time zone.
 */
export function leadWindowDates(today: Date = marketTodayAsDate(), months: number = LEAD_WINDOW_MONTHS) {
  return { createdAtStart: apiDate(monthsBefore(today, months)), createdAtEnd: apiDate(today) };
}
