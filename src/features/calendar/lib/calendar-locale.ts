import { useTranslation } from 'react-i18next';
import { isLocale, isRightToLeft } from '@/lib/locale';
import { FIRST_WEEKDAY } from './month';

/** The UI language as the month grid needs it: its direction and the week's first day (its words: `useFormat`). */
export function useCalendarLocale() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'de_DE';
  return {
    rightToLeft: isRightToLeft(locale),
    firstWeekday: FIRST_WEEKDAY[locale],
  };
}
