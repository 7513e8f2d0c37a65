import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { apiDate, currentInstant } from '@/lib/calendar-day';
import { formatWaitingTime } from '../../lib/format';

const two = (part: number) => String(part).padStart(2, '0');

/** What `<input type="datetime-local">` reads and writes (YYYY-MM-DDTHH:mm), for a local date-time. */
function toLocalInput(date: Date): string {
  return `${apiDate(date)}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * Date-time of a local input as the API wants it: ISO 8601 with the browser's offset at that moment
 * ("2026-11-24T18:30:00+01:00"). A date-time without an offset is local time (ECMAScript's date-time format).
 */
export function localInputToIso(value: string): string {
  const date = new Date(value);
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${toLocalInput(date)}:${two(date.getSeconds())}${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

export function nowAsLocalInput(): string {
  return toLocalInput(currentInstant());
}

/** Formatting of the lead page: the portal's formats (`@/lib/format`) plus the couple's waiting time. */
export function useLeadFormat() {
  const { t } = useTranslation();
  return {
    ...useFormat(),
    /** How long the couple has been waiting, in wall-clock time ("3 Stunden", "seit 1 Tag"). */
    waitingSince: (since: string, now = currentInstant().getTime()) =>
      formatWaitingTime(Math.max(0, Math.trunc((now - new Date(since).getTime()) / 1000)), t),
  };
}
