import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { formatWaitingTime } from '../../lib/format';

/** What `<input type="datetime-local">` reads and writes. */
export const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Date-time of a local input as the API wants it: ISO 8601 with the browser's offset. */
export function localInputToIso(value: string): string {
  return dayjs(value).format();
}

export function nowAsLocalInput(): string {
  return dayjs().format(LOCAL_INPUT_FORMAT);
}

/** Formatting of the lead page: the portal's formats (`@/lib/format`) plus the couple's waiting time. */
export function useLeadFormat() {
  const { t } = useTranslation();
  return {
    ...useFormat(),
    /** How long the couple has been waiting, in wall-clock time ("3 Stunden", "seit 1 Tag"). */
    waitingSince: (since: string, now = dayjs()) => formatWaitingTime(Math.max(0, now.diff(dayjs(since), 'second')), t),
  };
}
