import type { TFunction } from 'i18next';
import { currentLanguageTag, intlNumberFormat } from '@/lib/format';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

type DurationUnit = 'minute' | 'hour' | 'day';

/** The largest sensible unit: minutes below an hour, hours below two days, then days. */
function durationParts(seconds: number): [number, DurationUnit] {
  if (seconds >= 2 * DAY) return [Math.floor(seconds / DAY), 'day'];
  if (seconds >= HOUR) return [Math.floor(seconds / HOUR), 'hour'];
  return [Math.max(1, Math.floor(seconds / MINUTE)), 'minute'];
}

/**
 * A duration on its own, in the current language ("3 Stunden", "2 Tage"): through Intl.NumberFormat's units,
 * so every locale gets its own grammar without extra texts. Not for the waiting time, see below.
 */
export function formatDuration(seconds: number, locale = currentLanguageTag()): string {
  const [value, unit] = durationParts(seconds);
  return intlNumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

const WAITING_TIME_KEYS = {
  minute: 'leads.waitingTime.minutes',
  hour: 'leads.waitingTime.hours',
  day: 'leads.waitingTime.days',
} as const;

/**
 * How long a couple has been waiting, as it follows "wartet seit" / "waiting for" ("seit 1 Tag", "seit 3
 * Tagen"): German needs the dative after "seit" and Arabic the genitive after "منذ", which Intl's units (the
 * nominative "3 Tage") cannot give, so the texts are i18next plurals per language.
 */
export function formatWaitingTime(seconds: number, t: TFunction): string {
  const [count, unit] = durationParts(seconds);
  return t(WAITING_TIME_KEYS[unit], { count });
}

/** Seconds a couple has been waiting for the first answer, or null when answered or closed. */
export function waitingSeconds(
  lead: { status: string; firstResponseAt: string | null; createdAt: string; isLocked?: boolean },
  now: number = Date.now(),
): number | null {
  if (lead.firstResponseAt !== null || lead.isLocked) return null;
  if (lead.status !== 'new' && lead.status !== 'pending') return null;
  return Math.max(0, Math.floor((now - new Date(lead.createdAt).getTime()) / 1000));
}
