import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';

/** Display date of spec point 9, in the current dayjs locale (set with the UI language). */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';

/** Formatting in the current UI language: dates with dayjs, money with Intl, durations from the bundle. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const languageTag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return {
    date: (value: string) => dayjs(value).format(DISPLAY_DATE_FORMAT),
    month: (yearMonth: string) => dayjs(`${yearMonth}-01`).format('MMMM YYYY'),
    money: (amount: number, currency = 'EUR') =>
      new Intl.NumberFormat(languageTag, { style: 'currency', currency }).format(amount),
    number: (value: number) => new Intl.NumberFormat(languageTag).format(value),
    /** Seconds as hours and minutes ("7 Std. 32 Min."), rounded to the minute. */
    duration: (seconds: number) => {
      const totalMinutes = Math.round(seconds / 60);
      if (totalMinutes < 1) return t('dashboard.duration.underOneMinute');
      const hours = Math.floor(totalMinutes / 60);
      const minutes = totalMinutes % 60;
      if (hours === 0) return t('dashboard.duration.minutes', { minutes });
      if (minutes === 0) return t('dashboard.duration.hours', { hours });
      return t('dashboard.duration.hoursMinutes', { hours, minutes });
    },
  };
}
