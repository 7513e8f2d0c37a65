// The choices of the customer-user form: titles and roles (configs customer_user_title, customer_user_role) and
// the configured languages, whose first is a new user's preferred language (spec point 9).
import { activeEntries, type ConfigEntry, type Configs, useConfigs } from '@/api/queries/configs';
import { DEFAULT_LOCALE, isLocale, type Locale, nativeLanguageNames } from '@/lib/locale';
import type { LanguageOption } from './customer-user-fields';

export interface CustomerUserOptions {
  titles: ConfigEntry[];
  roles: ConfigEntry[];
  languages: LanguageOption[];
  /** The first configured language (spec point 9: the default preferred language). */
  defaultLanguage: Locale;
}

const TYPES = ['customer_user_title', 'customer_user_role', 'available_languages'] as const;

export function customerUserOptionsOf(configs: Configs): CustomerUserOptions {
  const locales = activeEntries(configs, 'available_languages').flatMap((entry) =>
    isLocale(entry.itemId) ? [entry.itemId] : [],
  );
  const names = nativeLanguageNames(locales);
  return {
    titles: activeEntries(configs, 'customer_user_title'),
    roles: activeEntries(configs, 'customer_user_role'),
    languages: locales.map((locale) => ({ locale, label: names.get(locale) ?? locale })),
    defaultLanguage: locales[0] ?? DEFAULT_LOCALE,
  };
}

export function useCustomerUserOptions() {
  return useConfigs(TYPES, customerUserOptionsOf);
}

/** The label of a config entry by its itemId, or null. */
export function entryLabel(entries: ConfigEntry[], itemId: number | null): string | null {
  if (itemId === null) return null;
  return entries.find((entry) => entry.itemId === itemId)?.value ?? null;
}
