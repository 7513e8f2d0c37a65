import { useTranslation } from 'react-i18next';
import { currentLanguageTag, intlNumberFormat } from './format';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from './locale';

/*
 * The portal's one rule for a duration (issue 35): response times in the inbox, on the dashboard, in the
 * statistics and on the badges page, and how long a couple has been waiting. Written down in docs/dates.md
 * ("Durations"); every place that shows a duration takes its figures from `durationParts`.
 *
 * - The seconds are rounded to the nearest whole minute first (half a minute up); a duration above 0 is at least
 *   1 minute, so a fast answer never reads as no time at all.
 * - Under 1 hour: whole minutes ("58 Min.").
 * - Under 1 day: hours and minutes ("6 Std. 58 Min."; "6 Std." on the hour). 59 minutes 30 seconds is "1 Std.",
 *   never "60 Min.".
 * - From 1 day: days and hours, the time rounded to the nearest hour ("1 Tag 3 Std."; "2 Tage" on the day).
 *   23 hours 59.6 minutes is "1 Tag".
 *
 * The words are Intl's (short units by default: "Std.", "hrs", "س", "sa."; a day is always written out, "Tag"),
 * joined as the language joins a list of units ("6 س و58 د" in Arabic), except German, which writes
 * "6 Std. 58 Min." without the comma of Intl's German unit list. Digits follow src/lib/format.ts (Latin in every
 * language).
 */

export type DurationUnit = 'day' | 'hour' | 'minute';

export interface DurationPart {
  unit: DurationUnit;
  value: number;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** The figures a duration is shown with, largest unit first (at most two parts, a zero part left out). */
export function durationParts(seconds: number): DurationPart[] {
  const exact = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  const rounded = Math.round(exact / 60);
  const minutes = rounded === 0 && exact > 0 ? 1 : rounded;
  if (minutes < MINUTES_PER_HOUR) return [{ unit: 'minute', value: minutes }];
  if (minutes < MINUTES_PER_DAY) {
    return withoutZero([
      { unit: 'hour', value: Math.floor(minutes / MINUTES_PER_HOUR) },
      { unit: 'minute', value: minutes % MINUTES_PER_HOUR },
    ]);
  }
  // From a day on, the hour is the smallest unit: rounded from the exact time, not from the rounded minutes.
  const hours = Math.round(exact / 3600);
  return withoutZero([
    { unit: 'day', value: Math.floor(hours / 24) },
    { unit: 'hour', value: hours % 24 },
  ]);
}

function withoutZero([first, second]: [DurationPart, DurationPart]): DurationPart[] {
  return second.value === 0 ? [first] : [first, second];
}

/** Languages that join the units of a duration otherwise than Intl's unit list (see above). */
const JOINERS: Partial<Record<string, string>> = { de: ' ' };

const listFormats = new Map<string, Intl.ListFormat>();

/** The parts of a duration, each already written, joined as the language joins units ("6 Std. 58 Min."). */
export function joinDurationParts(texts: string[], languageTag = currentLanguageTag()): string {
  const joiner = JOINERS[languageTag.split('-')[0] ?? ''];
  if (joiner !== undefined) return texts.join(joiner);
  let format = listFormats.get(languageTag);
  if (!format) {
    format = new Intl.ListFormat(languageTag, { type: 'unit', style: 'narrow' });
    listFormats.set(languageTag, format);
  }
  return format.format(texts);
}

export interface DurationOptions {
  /** "6 Std. 58 Min." (short, the default: figures and tight places) or "6 Stunden 58 Minuten" (long). */
  unitDisplay?: 'short' | 'long';
}

/** A duration in seconds as text, by the rule above: "6 Std. 58 Min." in German. */
export function formatDuration(
  seconds: number,
  languageTag = currentLanguageTag(),
  { unitDisplay = 'short' }: DurationOptions = {},
): string {
  return joinDurationParts(
    durationParts(seconds).map(({ unit, value }) =>
      // Days are written out in either style: "1 Tag", not the German "1 Tg."; every other language's short day
      // is its long one.
      intlNumberFormat(languageTag, { style: 'unit', unit, unitDisplay: unit === 'day' ? 'long' : unitDisplay }).format(
        value,
      ),
    ),
    languageTag,
  );
}

/** `formatDuration` bound to the UI language the component renders in (it follows a language switch). */
export function useFormatDuration(): (seconds: number, options?: DurationOptions) => string {
  const { i18n } = useTranslation();
  const languageTag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return (seconds, options) => formatDuration(seconds, languageTag, options);
}
