// i18next with one shared bundle per locale plus one bundle per feature and locale. The shared German bundle
// ships with the app; other languages load on demand, and a feature's own texts load with its routes (the app
// layer tells this module where they are, `setFeatureTextSource`), so the first screen carries only its texts.
// The choice is stored under `lng` and drives Accept-Language and <html lang dir>.
// Dates are written by Intl (`@/lib/format`) and computed by `@/lib/calendar-day` (docs/decisions/0008): no date
// locale files to load (the calendar's first weekday per language is a table, src/features/calendar/lib/month.ts).
import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumberInText } from '@/lib/format';
import {
  DEFAULT_LOCALE,
  isLocale,
  hasParentLocale,
  isRightToLeft,
  type Locale,
  localeChain,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  readStoredLocale,
  setCurrentLocale,
  toLanguageTag,
} from '@/lib/locale';
import de from './locales/de_DE.json';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/**
 * i18next writes interpolated values with String(), which ignores the portal's digit system. Every number a
 * text interpolates ({{count}} of plurals included) goes through `formatNumberInText` instead. It replaces
 * i18next's built-in formatters (`{{value, number}}`), which no text uses; other values stay as they are.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown, _format, lng) =>
    typeof value === 'number'
      ? formatNumberInText(value, toLanguageTag(isLocale(lng) ? lng : DEFAULT_LOCALE))
      : (value as string),
};

/** Where a feature's texts for a locale come from; undefined when the feature has none. */
export type FeatureTextSource = (
  feature: string,
  locale: Locale,
) => Promise<Record<string, unknown> | undefined> | undefined;

let featureTextSource: FeatureTextSource = () => undefined;
/** Features whose texts a page or dialog asked for: a language switch loads them in the new language too. */
const featuresInUse = new Set<string>();

/** Set once by the app layer at boot (src/app/feature-texts.ts): shared code never imports a feature. */
export function setFeatureTextSource(source: FeatureTextSource): void {
  featureTextSource = source;
}

/** `<locale> <name>` of each bundle already added. */
const loadedBundles = new Set<string>();

/**
 * A feature's texts (`leads`), or a part of them that loads later (`leads/detail-parts`, texts of the lead page's
 * parts below its first screen): both are read under the feature's name, `t('leads.…')`, merged into one tree.
 */
async function loadFeatureBundle(name: string, locale: Locale): Promise<void> {
  // A variant's texts are its own overrides plus its parent's (en_AU over en_US): both bundles, i18next reads the
  // nearest that has the key (`fallbackLng`).
  await Promise.all(localeChain(locale).map((each) => loadOneFeatureBundle(name, each)));
}

async function loadOneFeatureBundle(name: string, locale: Locale): Promise<void> {
  const key = `${locale} ${name}`;
  if (loadedBundles.has(key)) return;
  const texts = await featureTextSource(name, locale);
  // Nothing to add (no source set yet, or a feature without texts): not marked as loaded, so a later call, once the
  // source is there, adds the bundle instead of leaving the feature in the language it had before.
  if (!texts) return;
  const feature = name.split('/')[0] ?? name;
  // Under the feature's name, beside the shared keys: `t('<feature>.key')` reads the same wherever the text lives.
  i18n.addResourceBundle(locale, 'translation', { [feature]: texts }, true, true);
  loadedBundles.add(key);
}

/**
 * Makes a feature's texts available in the current language. The router calls it beside the page's code, so a
 * page never renders its keys; a dialog shown outside its feature's routes calls it before it opens.
 */
export async function loadFeatureTexts(...features: string[]): Promise<void> {
  for (const feature of features) featuresInUse.add(feature);
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  await Promise.all(features.map((feature) => loadFeatureBundle(feature, locale)));
}

async function loadBundle(locale: Locale): Promise<void> {
  await Promise.all(localeChain(locale).map(loadOneBundle));
}

async function loadOneBundle(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const load = bundles[`./locales/${locale}.json`];
  // A variant that overrides none of its parent's shared texts has no file: its (empty) bundle says it is loaded.
  if (!load && !hasParentLocale(locale)) throw new Error(`No text bundle for ${locale}`);
  i18n.addResourceBundle(locale, 'translation', load ? (await load()).default : {}, true, true);
}

/** Each variant's chain, then German (`{ en_AU: ['en_US', 'de_DE'], …, default: ['de_DE'] }`). */
const fallbackLng = Object.fromEntries([
  ...SUPPORTED_LOCALES.filter(hasParentLocale).map((locale) => [
    locale,
    [...localeChain(locale).slice(1), DEFAULT_LOCALE],
  ]),
  ['default', [DEFAULT_LOCALE]],
]);

function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = toLanguageTag(locale);
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}

export async function initI18n(locale: Locale = readStoredLocale()): Promise<typeof i18n> {
  // A (re)initialisation starts the store from the German bundle alone: forget the feature bundles added before (the
  // unit tests initialise once per file in a shared worker, and the payments page then stayed German in Arabic).
  loadedBundles.clear();
  await i18n
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: DEFAULT_LOCALE,
      fallbackLng,
      resources: { [DEFAULT_LOCALE]: { translation: de } },
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  await changeLocale(locale, { persist: false });
  return i18n;
}

/** Switches the UI language; stored under `lng` unless told otherwise. */
export async function changeLocale(locale: Locale, options: { persist?: boolean } = {}): Promise<void> {
  await loadBundle(locale);
  // The shared bundle first: a feature's texts merge into it.
  await Promise.all([...featuresInUse].map((feature) => loadFeatureBundle(feature, locale)));
  await i18n.changeLanguage(locale);
  setCurrentLocale(locale);
  applyDocumentLocale(locale);
  if (options.persist !== false) window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}

export { i18n };
