import dayjs from 'dayjs';
import { getCurrentLocale, toLanguageTag } from '@/lib/locale';

/** Display date of the portal (spec point 9): DD MMM YYYY in the current language. */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD MMM YYYY') : '';
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * A duration in the largest sensible unit, in the current language ("3 Stunden", "2 Tage"): through
 * Intl.NumberFormat's units, so every locale gets its own grammar without extra texts.
 */
export function formatDuration(seconds: number, locale = toLanguageTag(getCurrentLocale())): string {
  const [value, unit] =
    seconds >= 2 * DAY
      ? [Math.floor(seconds / DAY), 'day']
      : seconds >= HOUR
        ? [Math.floor(seconds / HOUR), 'hour']
        : [Math.max(1, Math.floor(seconds / MINUTE)), 'minute'];
  return unitFormat(locale, unit).format(value);
}

// Building an Intl formatter costs far more than using one; a list of 100 rows formats as many durations.
const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
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

export function formatPercent(ratio: number, locale = toLanguageTag(getCurrentLocale())): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}
