import type { TFunction } from 'i18next';
import { currentInstant } from '@/lib/calendar-day';
import { secondsSince } from '@/lib/date-time';
import { durationParts, joinDurationParts } from '@/lib/duration';
import { currentLanguageTag } from '@/lib/format';

const WAITING_TIME_KEYS = {
  minute: 'leads.waitingTime.minutes',
  hour: 'leads.waitingTime.hours',
  day: 'leads.waitingTime.days',
} as const;

/**
 * How long a couple has been waiting, as it follows "wartet seit" / "waiting for" ("seit 6 Stunden 58 Minuten",
 * "seit 2 Tagen 3 Stunden"). The figures follow the portal's one rule for durations (`durationParts`,
 * docs/dates.md "Durations"); the words are i18next plurals per language, because German needs the dative after
 * "seit" and Arabic the genitive after "منذ", which Intl's units (the nominative "3 Tage") cannot give.
 */
export function formatWaitingTime(seconds: number, t: TFunction, languageTag = currentLanguageTag()): string {
  return joinDurationParts(
    durationParts(seconds).map(({ unit, value }) => t(WAITING_TIME_KEYS[unit], { count: value })),
    languageTag,
  );
}

/** Seconds a couple has been waiting for the first answer, or null when answered or closed. */
export function waitingSeconds(
  lead: { status: string; firstResponseAt: string | null; createdAt: string; isLocked?: boolean },
  now: number = currentInstant().getTime(),
): number | null {
  if (lead.firstResponseAt !== null || lead.isLocked) return null;
  if (lead.status !== 'new' && lead.status !== 'pending') return null;
  return secondsSince(lead.createdAt, now);
}
