import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, getCurrentLocale, isLocale, toLanguageTag } from './locale';

/*
 * The portal's one home for display formats (spec point 9). Dates go through dayjs, whose locale the i18n
 * layer sets with the UI language (German "14 Juni 2027"); numbers and money through Intl in the UI language.
 * Dates sent to the API are not display formats: `apiDate` in `./lead-window` writes them with Latin digits.
 */

/** Display date: "14 Juni 2027". */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';
/** Display date with time: "14 Juni 2027, 09:30". */
export const DISPLAY_DATE_TIME_FORMAT = 'DD MMM YYYY, HH:mm';
/** Toasts use the numeric form: "14.06.2027". */
export const TOAST_DATE_FORMAT = 'DD.MM.YYYY';
/** A month of a year: "Juni 2027". */
export const MONTH_FORMAT = 'MMMM YYYY';

type DateInput = string | number | Date | dayjs.Dayjs;

function formatWith(pattern: string, value: DateInput | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : dayjs(value).format(pattern);
}

/** "14 Juni 2027"; empty for a missing value. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatWith(DISPLAY_DATE_FORMAT, value);
}

/** "14 Juni 2027, 09:30"; empty for a missing value. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatWith(DISPLAY_DATE_TIME_FORMAT, value);
}

/** "14.06.2027", the date form of toasts; empty for a missing value. */
export function formatToastDate(value: DateInput | null | undefined): string {
  return formatWith(TOAST_DATE_FORMAT, value);
}

/** "Juni 2027" for "2027-06". */
export function formatMonth(yearMonth: string): string {
  return dayjs(`${yearMonth}-01`).format(MONTH_FORMAT);
}

/** The language tag of the UI language ("de-DE"), the form Intl takes. */
export function currentLanguageTag(): string {
  return toLanguageTag(getCurrentLocale());
}

// Building an Intl formatter costs far more than using one; a list of 100 rows formats as many values.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** An Intl.NumberFormat for the language and options, built once and reused. */
export function intlNumberFormat(languageTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${languageTag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, options);
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

/** "42 %" in German for 0.42, rounded to whole percents. */
export function formatPercent(ratio: number, languageTag = currentLanguageTag()): string {
  return intlNumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

/** A file size: "1,2 MB", "812 kB" in German (at least 1 kB). */
export function formatFileSize(bytes: number, languageTag = currentLanguageTag()): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(1, bytes / 1000)] as const);
  return intlNumberFormat(languageTag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * The formatters for components: the same functions, bound to the UI language the component renders in, so a
 * language switch re-renders them in the new language.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const languageTag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return {
    date: formatDate,
    dateTime: formatDateTime,
    toastDate: formatToastDate,
    month: formatMonth,
    money: (amount: number, currency = 'EUR') => formatMoney(amount, currency, languageTag),
    number: (value: number) => formatNumber(value, languageTag),
    percent: (ratio: number) => formatPercent(ratio, languageTag),
    fileSize: (bytes: number) => formatFileSize(bytes, languageTag),
  };
}
