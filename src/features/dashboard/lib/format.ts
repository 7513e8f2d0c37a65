import { useFormatDuration } from '@/lib/duration';
import { useFormat } from '@/lib/format';

/** Formatting of the dashboard: the portal's formats (`@/lib/format`) plus durations (`@/lib/duration`). */
export function useDashboardFormat() {
  return {
    ...useFormat(),
    /** The response time by the portal's one rule for durations ("6 Std. 58 Min."). */
    duration: useFormatDuration(),
  };
}
