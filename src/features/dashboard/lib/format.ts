import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** Formatting of the dashboard: the portal's formats (`@/lib/format`) plus response times in hours and minutes. */
export function useDashboardFormat() {
  const { t } = useTranslation();
  return {
    ...useFormat(),
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
