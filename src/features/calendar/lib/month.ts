// The month view's arithmetic: the weeks of a month in the locale's week (Monday in German, Saturday in the
// Emirates, Sunday in US English), and what each day is (booked, optioned, blocked, free).
import type { components } from '@/api/generated/schema';
import { addDays, addMonths } from '@/lib/calendar-day';
import { monthStart, weekday } from '@/lib/calendar-weeks';
import type { Locale } from '@/lib/locale';

export type CalendarEvent = components['schemas']['CalendarEvent'];
export type Availability = components['schemas']['CalendarEventAvailability'];

/** A day's status; `free` is a day without any event. */
export type DayStatus = Availability | 'free';

/** Which event wins when several cover one day: a booking over a block over an option over an explicit free day. */
const STATUS_RANK: Record<Availability, number> = { booked: 4, blocked: 3, tentative: 2, available: 1 };

/**
 * The first day of the week per UI language (0 Sunday … 6 Saturday), as the portal's date locales had it before
 * (dayjs' de, en-au, en-gb and tr: Monday; ar: Saturday; en, en-ca and ar-sa: Sunday). A table rather than Intl's
 * week data (`Intl.Locale#getWeekInfo`, CLDR), which would move two of them: Sunday for en_SA, Monday for ar_AE.
 */
export const FIRST_WEEKDAY: Readonly<Record<Locale, number>> = {
  de_DE: 1,
  en_US: 0,
  en_AU: 1,
  en_CA: 0,
  en_SA: 1,
  ar_AE: 6,
  ar_SA: 0,
  tr_TR: 1,
};

/** The first day of the week that holds `day`, for weeks starting on `firstWeekday`. */
function weekStart(day: string, firstWeekday: number): string {
  return addDays(day, -((weekday(day) - firstWeekday + 7) % 7));
}

/** The first day of the month of `day` ("2027-05-01"). */
export const monthOf = monthStart;

/** The weeks shown for the month of `month` (its first day): whole weeks starting on `firstWeekday`. */
export function monthWeeks(month: string, firstWeekday: number): string[][] {
  const first = monthStart(month);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  // API dates compare as text in the order of the days.
  for (let day = weekStart(first, firstWeekday); day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/** The first and last day the month view shows (the query window). */
export function monthWindow(month: string, firstWeekday: number): { startDate: string; endDate: string } {
  const weeks = monthWeeks(month, firstWeekday);
  return { startDate: weeks[0]?.[0] ?? month, endDate: weeks.at(-1)?.[6] ?? month };
}

/** The events covering `day` (ISO dates compare as text). */
export function eventsOn(events: readonly CalendarEvent[], day: string): CalendarEvent[] {
  return events.filter((event) => event.startDate <= day && event.endDate >= day);
}

export function dayStatus(events: readonly CalendarEvent[]): DayStatus {
  let best: Availability | null = null;
  for (const event of events)
    if (!best || STATUS_RANK[event.availability] > STATUS_RANK[best]) best = event.availability;
  return best ?? 'free';
}

/** The day a key press moves to (arrow keys by day and week, Home/End within the week, Page keys by month). */
export function movedDay(day: string, key: string, rightToLeft: boolean, firstWeekday: number): string | null {
  const forward = rightToLeft ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return weekStart(day, firstWeekday);
    case 'End':
      return addDays(weekStart(day, firstWeekday), 6);
    case 'PageDown':
      return addMonths(day, 1);
    case 'PageUp':
      return addMonths(day, -1);
    default:
      return null;
  }
}
