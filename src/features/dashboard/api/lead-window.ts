import { useMemo } from 'react';
import { apiDate, leadWindowDates } from '@/lib/lead-window';

/** Local midnight of an API date ("2027-06-14"). */
function dayFromApiDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

export interface LeadWindow {
  /** YYYY-MM-DD, six months ago. */
  createdAtStart: string;
  /** YYYY-MM-DD, today. */
  createdAtEnd: string;
  providerIds: number[];
}

export function leadWindow(providerIds: readonly number[], today: Date = new Date()): LeadWindow {
  return { ...leadWindowDates(today), providerIds: [...providerIds] };
}

/** The window for the logged-in user's providers; stable while the providers and the day stay the same. */
export function useLeadWindow(providerIds: readonly number[]): LeadWindow {
  const ids = providerIds.join(',');
  const day = apiDate(new Date());
  return useMemo(() => leadWindow(ids === '' ? [] : ids.split(',').map(Number), dayFromApiDate(day)), [ids, day]);
}
