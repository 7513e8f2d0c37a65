// The lead window: how far back lead counts and lead lists reach. The main layout's pending-lead badge, the
// dashboard and the inbox need it on their first screens (calendar days without a date library, issue 23).
import { apiDate, marketTodayAsDate, monthsBefore } from './calendar-day';

/** Lead counts and lead lists cover the last six months (spec point 9). */
export const LEAD_WINDOW_MONTHS = 6;

/**
 * The window of the lead counts and lists: `months` ago until today, as API dates. Its days are the market's
 * (Europe/Berlin), as the API counts them: a lead that has arrived is in the window in every time zone.
 */
export function leadWindowDates(today: Date = marketTodayAsDate(), months: number = LEAD_WINDOW_MONTHS) {
  return { createdAtStart: apiDate(monthsBefore(today, months)), createdAtEnd: apiDate(today) };
}
