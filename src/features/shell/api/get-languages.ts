import { type Configs, useConfigs } from '@/api/queries/configs';
import { isLocale, type Locale, nativeLanguageNames } from '@/lib/locale';

export interface AvailableLanguage {
  locale: Locale;
  /** The language named in itself ("Deutsch", "Türkçe"), not the config's label in the current language. */
  label: string;
}

/** The active languages of config available_languages that the portal ships a bundle for. */
export function availableLanguagesOf(configs: Configs): AvailableLanguage[] {
  const locales = (configs.available_languages ?? []).flatMap((entry) =>
    entry.status === 1 && isLocale(entry.itemId) ? [entry.itemId] : [],
  );
  const names = nativeLanguageNames(locales);
  return locales.map((locale) => ({ locale, label: names.get(locale) ?? locale }));
}

/** The languages the user menu offers, each named in its own language. */
export function useAvailableLanguages() {
  return useConfigs(['available_languages'], availableLanguagesOf);
}
