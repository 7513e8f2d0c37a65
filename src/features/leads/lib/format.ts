import { currentLanguageTag, intlNumberFormat } from '@/lib/format';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * A duration in the largest sensible unit, in the current language ("3 Stunden", "2 Tage"): through
 * Intl.NumberFormat's units, so every locale gets its own grammar without extra texts.
 */
export function formatDuration(seconds: number, locale = currentLanguageTag()): string {
  const [value, unit] =
    seconds >= 2 * DAY
      ? [Math.floor(seconds / DAY), 'day']
      : seconds >= HOUR
        ? [Math.floor(seconds / HOUR), 'hour']
        : [Math.max(1, Math.floor(seconds / MINUTE)), 'minute'];
  return intlNumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
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
