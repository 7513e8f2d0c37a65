import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { currentInstant } from '@/lib/calendar-day';
import { localDateTimeInput, secondsSince } from '@/lib/date-time';
import { formatWaitingTime } from '../../lib/format';

// The lead page's forms write local date-times (`datetime-local`): the one date module converts them.
export { localInputToIso } from '@/lib/date-time';

export function nowAsLocalInput(): string {
  return localDateTimeInput(currentInstant());
}

/** Formatting of the lead page: the portal's formats (`@/lib/format`) plus the couple's waiting time. */
export function useLeadFormat() {
  const { t } = useTranslation();
  return {
    ...useFormat(),
    /** How long the couple has been waiting, in wall-clock time ("3 Stunden", "seit 1 Tag"). */
    waitingSince: (since: string, now = currentInstant().getTime()) => formatWaitingTime(secondsSince(since, now), t),
  };
}
