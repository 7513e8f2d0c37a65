import { useMemo } from 'react';
import { dayFromApiDate, marketToday, marketTodayAsDate } from '@/lib/calendar-day';
import { leadWindowDates } from '@/lib/lead-window';

export interface LeadWindow {
  /** YYYY-MM-DD, six months ago. */
  createdAtStart: string;
  /** YYYY-MM-DD, today. */
  createdAtEnd: string;
  providerIds: number[];
}

export function leadWindow(providerIds: readonly number[], day: Date = marketTodayAsDate()): LeadWindow {
  return { ...leadWindowDates(day), providerIds: [...providerIds] };
}

/** The window for the logged-in user's providers; stable while the providers and the day stay the same. */
export function useLeadWindow(providerIds: readonly number[]): LeadWindow {
  const ids = providerIds.join(',');
  const day = marketToday();
  return useMemo(() => leadWindow(ids === '' ? [] : ids.split(',').map(Number), dayFromApiDate(day)), [ids, day]);
}
