import { useTranslation } from 'react-i18next';
import { isLocale, isRightToLeft } from '@/lib/locale';
import { FIRST_WEEKDAY } from './month';

/** A UI language as the month grid needs it: its direction and the week's first day (its words: `useFormat`). */
export function calendarLocaleOf(language: string) {
  const locale = isLocale(language) ? language : 'de_DE';
  return {
    rightToLeft: isRightToLeft(locale),
    firstWeekday: FIRST_WEEKDAY[locale],
  };
}

/** The UI language as the month grid needs it. */
export function useCalendarLocale() {
  const { i18n } = useTranslation();
  return calendarLocaleOf(i18n.language);
}
