// The locales the portal ships (spec point 1). de_DE is the default; Arabic locales are right-to-left.
import parents from './locale-parents.json' with { type: 'json' };

export const SUPPORTED_LOCALES = ['de_DE', 'en_US', 'en_AU', 'en_CA', 'en_SA', 'ar_AE', 'ar_SA', 'tr_TR'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de_DE';

/**
 * A regional variant reads its parent's texts key by key (issue 39.4): its own text files hold only the texts that
 * differ (`programme` in en_AU), and a variant with nothing of its own has no file at all. The parent is complete;
 * German is every locale's last fallback. Read by scripts/check-locales.mjs too.
 */
const LOCALE_PARENTS = new Map<Locale, Locale>(
  Object.entries(parents).flatMap(([variant, parent]) =>
    isLocale(variant) && isLocale(parent) ? [[variant, parent] as const] : [],
  ),
);

/** The locales whose texts a page in `locale` reads, nearest first: `['en_AU', 'en_US']` (German not added). */
export function localeChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  for (let parent = LOCALE_PARENTS.get(locale); parent; parent = LOCALE_PARENTS.get(parent)) chain.push(parent);
  return chain;
}

/** Whether the locale may leave out texts that its parent has (an override-only variant). */
export function hasParentLocale(locale: Locale): boolean {
  return LOCALE_PARENTS.has(locale);
}

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
