// The consent banner's and dialog's texts (`src/lib/integrations/texts/<locale>.json`, read as `consent.…`): one small
// chunk per language, loaded with the banner rather than with the first screen (checked by scripts/check-locales.mjs).
import { i18n } from '@/i18n';
import { DEFAULT_LOCALE, isLocale, localeChain } from '../locale';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./texts/*.json');

/** Loads the texts in the given language (the current one by default); resolves when `consent.…` can be read. */
export async function loadConsentTexts(language: string = i18n.language): Promise<void> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  // A regional variant's file holds only what differs from its parent's, and may be missing (`localeChain`).
  await Promise.all(
    localeChain(locale).map(async (each) => {
      if (i18n.getResource(each, 'translation', 'consent') !== undefined) return;
      const load = bundles[`./texts/${each}.json`];
      if (load) i18n.addResourceBundle(each, 'translation', { consent: (await load()).default }, true, true);
    }),
  );
}
