import dayjs from 'dayjs';
import { useMemo } from 'react';
import { apiDate, leadWindowDates } from '@/lib/lead-window';

export interface LeadWindow {
  /** YYYY-MM-DD, six months ago. */
  createdAtStart: string;
  /** YYYY-MM-DD, today. */
  createdAtEnd: string;
  providerIds: number[];
}

export function leadWindow(providerIds: readonly number[], today: Date = new Date()): LeadWindow {
  return { ...leadWindowDates(dayjs(today)), providerIds: [...providerIds] };
}

/** The window for the logged-in user's providers; stable while the providers and the day stay the same. */
export function useLeadWindow(providerIds: readonly number[]): LeadWindow {
  const ids = providerIds.join(',');
  const day = apiDate(dayjs());
  return useMemo(() => leadWindow(ids === '' ? [] : ids.split(',').map(Number), dayjs(day).toDate()), [ids, day]);
}
