import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';

/** Display date of spec point 9; the dayjs locale follows the UI language. */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
const DISPLAY_DATE_TIME_FORMAT = 'DD MMM YYYY, HH:mm';
/** Toasts use the numeric form (spec point 9). */
const TOAST_DATE_FORMAT = 'DD.MM.YYYY';
/** What `<input type="datetime-local">` reads and writes. */
export const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Date-time of a local input as the API wants it: ISO 8601 with the browser's offset. */
export function localInputToIso(value: string): string {
  return dayjs(value).format();
}

export function nowAsLocalInput(): string {
  return dayjs().format(LOCAL_INPUT_FORMAT);
}

/** Formatting of the lead page in the current UI language. */
export function useLeadFormat() {
  const { t, i18n } = useTranslation();
  const languageTag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return {
    date: (value: string) => dayjs(value).format(DISPLAY_DATE_FORMAT),
    dateTime: (value: string) => dayjs(value).format(DISPLAY_DATE_TIME_FORMAT),
    toastDate: (value: string) => dayjs(value).format(TOAST_DATE_FORMAT),
    money: (amount: number, currency = 'EUR') =>
      new Intl.NumberFormat(languageTag, { style: 'currency', currency }).format(amount),
    /**
     * How long the couple has been waiting, in wall-clock time ("3 Std."): minutes below an hour, hours below
     * two days, then days.
     */
    waitingSince: (since: string, now = dayjs()) => {
      const minutes = Math.max(1, now.diff(dayjs(since), 'minute'));
      if (minutes < 60) return t('leads.detail.duration.minutes', { value: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return t('leads.detail.duration.hours', { value: hours });
      return t('leads.detail.duration.days', { value: Math.floor(hours / 24) });
    },
  };
}
