import { type Configs, useConfigs } from '@/api/queries/configs';
import { isLocale, type Locale } from '@/lib/locale';

export interface AvailableLanguage {
  locale: Locale;
  /** The config's label, in the current language. */
  label: string;
}

/** The active languages of config available_languages that the portal ships a bundle for. */
export function availableLanguagesOf(configs: Configs): AvailableLanguage[] {
  return (configs.available_languages ?? []).flatMap((entry) =>
    entry.status === 1 && isLocale(entry.itemId) ? [{ locale: entry.itemId, label: entry.value }] : [],
  );
}

/** The languages the user menu offers, labelled in the current language. */
export function useAvailableLanguages() {
  return useConfigs(['available_languages'], availableLanguagesOf);
}
