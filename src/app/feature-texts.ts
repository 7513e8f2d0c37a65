// Where each feature's own texts are: `src/features/<feature>/texts/<locale>.json`, one lazily loaded chunk per
// feature and locale (moved out of the shared bundles with scripts/move-feature-texts.mjs) — and likewise the texts
// of a shared component that loads lazily (`src/components/<component>/texts/`, e.g. the upgrade dialog): read as
// `<name>.…`, loaded with the page or the component that needs them. Registered with the i18n module at boot,
// before the router asks for a page's texts.
import { setFeatureTextSource } from '@/i18n';
import { DEFAULT_LOCALE, hasParentLocale, type Locale } from '@/lib/locale';

type TextModules = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// The boot chunk names only the default language's chunks; the list of the other languages' chunks (7 of every 8
// entries, about 1 KB gzipped on every first visit, issue 23) loads with the first texts asked for in one of them.
const germanTexts: TextModules = import.meta.glob<{ default: Record<string, unknown> }>([
  '../features/*/texts/de_DE.json',
  // A part of a feature's texts that loads after the first screen, with the code that reads it (`<feature>/<part>`).
  '../features/*/texts/*/de_DE.json',
  '../components/*/texts/de_DE.json',
]);
let otherLanguages: Promise<TextModules> | undefined;
const otherLanguageTexts = () =>
  (otherLanguages ??= import('./feature-texts-other-languages').then((module) => module.otherLanguageTexts));

/** The features and components that have texts of their own (the tests load all of them at once). */
export const featuresWithTexts = [...new Set(Object.keys(germanTexts).map((path) => path.split('/')[2] ?? ''))].filter(
  Boolean,
);

/** The file of a feature's (or component's, or part's) texts in a locale, `undefined` when there is none. */
function textFile(texts: TextModules, name: string, locale: Locale) {
  const [owner, part] = name.split('/');
  return part
    ? texts[`../features/${owner}/texts/${part}/${locale}.json`]
    : (texts[`../features/${name}/texts/${locale}.json`] ?? texts[`../components/${name}/texts/${locale}.json`]);
}

setFeatureTextSource(async (name, locale) => {
  const texts = locale === DEFAULT_LOCALE ? germanTexts : await otherLanguageTexts();
  const load = textFile(texts, name, locale);
  if (load) return (await load()).default;
  // A regional variant (en_AU) holds only the texts that differ from its parent's (en_US), which the i18n module
  // loads beside it; a variant with none of its own has no file, and nothing to add.
  return hasParentLocale(locale) && textFile(germanTexts, name, DEFAULT_LOCALE) ? {} : undefined;
});
