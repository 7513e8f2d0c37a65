import dayjs from 'dayjs';

/** Lead counts and lead lists cover the last six months (spec point 9). */
export const LEAD_WINDOW_MONTHS = 6;

/** API dates are YYYY-MM-DD with Latin digits whatever the UI language (dayjs' Arabic locale writes others). */
export function apiDate(date: dayjs.Dayjs): string {
  return date.locale('en').format('YYYY-MM-DD');
}

/** The window of the lead counts and lists: `months` ago until today, as API dates. */
export function leadWindowDates(today: dayjs.Dayjs = dayjs(), months: number = LEAD_WINDOW_MONTHS) {
  return { createdAtStart: apiDate(today.subtract(months, 'month')), createdAtEnd: apiDate(today) };
}
