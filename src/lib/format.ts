import { useTranslation } from 'react-i18next';
import { parseInstant } from './calendar-day';
import { DEFAULT_LOCALE, getCurrentLocale, isLocale, toLanguageTag } from './locale';

/*
 * The portal's one home for display formats (spec point 9). Dates, numbers and money go through Intl in the UI
 * language, so each locale writes them with its own words and punctuation: the eight languages need no locale
 * files. Dates sent to the API are not display formats, and computing with dates is not formatting: both are the
 * one date module's, `./calendar-day` (docs/decisions/0008-one-date-module.md).
 *
 * Decisions:
 * - Display dates: the spec's "DD MMM YYYY" names the parts — day, the month's short name (MMM, not MMMM),
 *   year. Intl writes them the way the locale does: "20. Mai 2028" and "24. Nov. 2026" in German (the period
 *   after the day is German grammar), "20 May 2028" in Australia, "May 20, 2028" in the US, "24 Kas 2026" in
 *   Turkish. The day has no leading zero: no locale writes "05. Mai" next to a month name.
 * - Times use the spec's 24-hour "HH:mm" in every locale.
 * - Toasts keep the numeric "DD.MM.YYYY" of the spec in every locale.
 * - Digits: every locale writes Latin digits (0-9), Arabic included. Intl's default differs between ar-AE
 *   (Latin) and ar-SA (Arabic-Indic), which mixed both systems in one sentence; Latin digits are what ar-AE and
 *   ar-SA web UIs commonly use, and they match the phone numbers, prices and request numbers the API sends.
 *   The i18n layer (`@/i18n`) formats every number it interpolates with `formatNumberInText`, so counts in texts
 *   follow the same rule.
 * - Parsing: an API date without a time ("2027-06-14") is that day in the user's time zone (local midnight), not
 *   UTC midnight as `new Date` reads it, which would show the day before west of Greenwich. Date-times carry
 *   their offset (`parseInstant`).
 */

/** The one digit system of the portal (see above). */
const NUMBERING_SYSTEM = 'latn';

/** A date as the API sends it, a timestamp, a Date, or a date library's value (anything with `toDate`). */
type DateInput = string | number | Date | { toDate(): Date };

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string') return value.toDate();
  return parseInstant(value);
}

// Building an Intl formatter costs far more than using one; a list of 100 rows formats as many values.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function intlDateFormat(languageTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${languageTag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { numberingSystem: NUMBERING_SYSTEM, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  ...DATE_OPTIONS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function isMissing(value: DateInput | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * A date in the parts `options` names, for a display the functions below do not cover (the calendar's weekday
 * headers and day names: `{ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }` is "Montag,
 * 14. Juni 2027" in German); empty for a missing value.
 */
function formatDateWith(
  options: Intl.DateTimeFormatOptions,
  value: DateInput | null | undefined,
  languageTag = currentLanguageTag(),
): string {
  return isMissing(value) ? '' : intlDateFormat(languageTag, options).format(toDate(value));
}

/** "20. Mai 2028" in German; empty for a missing value. */
export function formatDate(value: DateInput | null | undefined, languageTag = currentLanguageTag()): string {
  return formatDateWith(DATE_OPTIONS, value, languageTag);
}

/** "20. Mai 2028, 09:30" in German; empty for a missing value. */
export function formatDateTime(value: DateInput | null | undefined, languageTag = currentLanguageTag()): string {
  return formatDateWith(DATE_TIME_OPTIONS, value, languageTag);
}

/** A day and a wall-clock time of the API ("2027-05-15", "14:00") as the UTC instant that carries the same figures. */
function wallClock(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

const WALL_CLOCK_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_TIME_OPTIONS, timeZone: 'UTC' };

/**
 * A span of wall-clock times (an appointment of the calendar: days and "HH:MM" as the provider's clock in Berlin
 * shows them, docs/dates.md): "15. Mai 2027, 14:00–18:00 Uhr" on one day, "15. Mai 2027, 18:00 – 16. Mai 2027,
 * 02:00" over two, in German. The figures are shown as they are, never converted to the reader's time zone.
 */
export function formatWallClockRange(
  start: { date: string; time: string },
  end: { date: string; time: string },
  languageTag = currentLanguageTag(),
): string {
  return intlDateFormat(languageTag, WALL_CLOCK_OPTIONS).formatRange(
    wallClock(start.date, start.time),
    wallClock(end.date, end.time),
  );
}

/** "14.06.2027", the date form of toasts in every language; empty for a missing value. */
export function formatToastDate(value: DateInput | null | undefined): string {
  if (isMissing(value)) return '';
  const date = toDate(value);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;
}

/** "Juni 2027" for "2027-06" in German. */
export function formatMonth(yearMonth: string, languageTag = currentLanguageTag()): string {
  return formatDateWith({ month: 'long', year: 'numeric' }, `${yearMonth}-01`, languageTag);
}

/** "Dezember 2025 – Februar 2026" for "2025-12" to "2026-02" in German; one month alone when both are the same. */
export function formatMonthRange(startMonth: string, endMonth: string, languageTag = currentLanguageTag()): string {
  return intlDateFormat(languageTag, { month: 'long', year: 'numeric' }).formatRange(
    toDate(`${startMonth}-01`),
    toDate(`${endMonth}-01`),
  );
}

/** The language tag of the UI language ("de-DE"), the form Intl takes. */
export function currentLanguageTag(): string {
  return toLanguageTag(getCurrentLocale());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** An Intl.NumberFormat for the language and options, built once and reused. */
export function intlNumberFormat(languageTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${languageTag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, { numberingSystem: NUMBERING_SYSTEM, ...options });
    numberFormats.set(key, format);
  }
  return format;
}

/** "1.234,5 €" in German; the API's amounts are euros unless an item names another currency. */
export function formatMoney(amount: number, currency = 'EUR', languageTag = currentLanguageTag()): string {
  return intlNumberFormat(languageTag, { style: 'currency', currency }).format(amount);
}

/** "1.234" in German. */
export function formatNumber(value: number, languageTag = currentLanguageTag()): string {
  return intlNumberFormat(languageTag).format(value);
}

/**
 * A number inside a text ("{{count}} Anfragen"): the portal's digits and the language's decimal mark, without
 * grouping, so request numbers and years read as the API sends them. The i18n layer applies it to every
 * number it interpolates.
 */
export function formatNumberInText(value: number, languageTag = currentLanguageTag()): string {
  return intlNumberFormat(languageTag, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** "42 %" in German for 0.42, rounded to whole percents (or to exactly `fractionDigits` decimals: "2,0 %"). */
export function formatPercent(ratio: number, languageTag = currentLanguageTag(), fractionDigits = 0): string {
  return intlNumberFormat(languageTag, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(ratio);
}

/**
 * A file size: "1,2 MB", "812 kB" in German (at least 1 kB). Arabic gets the units written out ("ميغابايت",
 * "كيلوبايت"): CLDR's short Arabic forms abbreviate the megabyte ("م.ب") but not the kilobyte, so one list would
 * mix both styles.
 */
export function formatFileSize(bytes: number, languageTag = currentLanguageTag()): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(1, bytes / 1000)] as const);
  const unitDisplay = languageTag.startsWith('ar') ? 'long' : 'short';
  return intlNumberFormat(languageTag, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(value);
}

/**
 * The formatters for components: the same functions, bound to the UI language the component renders in, so a
 * language switch re-renders them in the new language.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const languageTag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return {
    date: (value: DateInput | null | undefined) => formatDate(value, languageTag),
    dateTime: (value: DateInput | null | undefined) => formatDateTime(value, languageTag),
    toastDate: formatToastDate,
    month: (yearMonth: string) => formatMonth(yearMonth, languageTag),
    /** A date in the parts `options` names (`formatDateWith`). */
    dateWith: (options: Intl.DateTimeFormatOptions, value: DateInput | null | undefined) =>
      formatDateWith(options, value, languageTag),
    monthRange: (startMonth: string, endMonth: string) => formatMonthRange(startMonth, endMonth, languageTag),
    /** A span of wall-clock times ("15. Mai 2027, 14:00–18:00 Uhr"; `formatWallClockRange`). */
    wallClockRange: (start: { date: string; time: string }, end: { date: string; time: string }) =>
      formatWallClockRange(start, end, languageTag),
    money: (amount: number, currency = 'EUR') => formatMoney(amount, currency, languageTag),
    number: (value: number) => formatNumber(value, languageTag),
    /** A number with exactly `fractionDigits` decimals ("1,0"). */
    decimal: (value: number, fractionDigits: number) =>
      intlNumberFormat(languageTag, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }).format(value),
    percent: (ratio: number, fractionDigits?: number) => formatPercent(ratio, languageTag, fractionDigits),
    fileSize: (bytes: number) => formatFileSize(bytes, languageTag),
  };
}
