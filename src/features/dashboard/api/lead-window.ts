import dayjs from 'dayjs';
import { useMemo } from 'react';

/** The lead counts and lists cover the last six months (spec point 9), of the user's providers. */
export const LEAD_WINDOW_MONTHS = 6;

export interface LeadWindow {
  /** YYYY-MM-DD, six months ago. */
  createdAtStart: string;
  /** YYYY-MM-DD, today. */
  createdAtEnd: string;
  providerIds: number[];
}

/** API dates are YYYY-MM-DD with Latin digits whatever the UI language. */
function apiDate(date: dayjs.Dayjs): string {
  return date.locale('en').format('YYYY-MM-DD');
}

export function leadWindow(providerIds: readonly number[], today: Date = new Date()): LeadWindow {
  const end = dayjs(today);
  return {
    createdAtStart: apiDate(end.subtract(LEAD_WINDOW_MONTHS, 'month')),
    createdAtEnd: apiDate(end),
    providerIds: [...providerIds],
  };
}

/** The window for the logged-in user's providers; stable while the providers and the day stay the same. */
export function useLeadWindow(providerIds: readonly number[]): LeadWindow {
  const ids = providerIds.join(',');
  const day = apiDate(dayjs());
  return useMemo(() => leadWindow(ids === '' ? [] : ids.split(',').map(Number), dayjs(day).toDate()), [ids, day]);
}
