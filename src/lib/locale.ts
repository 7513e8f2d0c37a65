// The locales the portal ships (spec point 1). de_DE is the default; Arabic locales are right-to-left.
export const SUPPORTED_LOCALES = ['de_DE', 'en_US', 'en_AU', 'en_CA', 'en_SA', 'ar_AE', 'ar_SA', 'tr_TR'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de_DE';

/** Local storage key of the chosen language (spec point 9). Kept on logout. */
export const LOCALE_STORAGE_KEY = 'lng';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function readStoredLocale(storage: Storage = window.localStorage): Locale {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** `de_DE` -> `de-DE`, the form HTTP headers and `<html lang>` use. */
export function toLanguageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

export function isRightToLeft(locale: Locale): boolean {
  return locale.startsWith('ar_');
}

let currentLocale: Locale | null = null;

/** The language the UI shows now; the i18n layer calls setCurrentLocale when it changes. */
export function getCurrentLocale(): Locale {
  return currentLocale ?? readStoredLocale();
}

export function setCurrentLocale(locale: Locale): void {
  currentLocale = locale;
}

/**
 * Each locale's language named in itself, as a language menu shows it: "Deutsch", "Türkçe", "العربية", whatever
 * language the portal is in (a reader looks for the language they read). Where two of the given locales share
 * a language, both name their region too: "English (Australia)", "English (Canada)".
 */
export function nativeLanguageNames(locales: readonly Locale[]): Map<Locale, string> {
  const language = (locale: Locale) => locale.split('_')[0] ?? locale;
  return new Map(
    locales.map((locale) => {
      const tag = toLanguageTag(locale);
      const shared = locales.some((other) => other !== locale && language(other) === language(locale));
      // 'standard' says "English (United States)" where the default dialect form says "American English".
      const names = new Intl.DisplayNames(tag, { type: 'language', languageDisplay: 'standard' });
      return [locale, names.of(shared ? tag : language(locale)) ?? tag];
    }),
  );
}
