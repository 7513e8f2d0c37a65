// A feature's texts per locale as a page reads them (issue 39.4): a regional variant (en_AU) has a file only for
// the texts that differ from its parent's (en_US), or none; i18next reads the rest from the parent.
import { type Locale, localeChain, SUPPORTED_LOCALES } from '@/lib/locale';

type Tree = Record<string, unknown>;

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] =
      value && typeof value === 'object' && below && typeof below === 'object'
        ? merge(below as Tree, value as Tree)
        : value;
  }
  return out;
}

/**
 * The texts of every locale the portal ships, from the files of one texts folder (`import.meta.glob('../texts/*.json',
 * { eager: true, import: 'default' })`): each locale's own file over its parent's (German, the last fallback, not
 * mixed in, so a text missing in a language stays missing here).
 */
export function textsPerLocale<T extends object>(files: Record<string, T>): Record<Locale, T> {
  const file = (locale: Locale) => Object.entries(files).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => {
      const chain = localeChain(locale);
      const base = chain.at(-1) ?? locale;
      if (!file(base)) throw new Error(`textsPerLocale: no ${base}.json among the files`);
      return [locale, [...chain].reverse().reduce<Tree>((texts, each) => merge(texts, (file(each) ?? {}) as Tree), {})];
    }),
  ) as Record<Locale, T>;
}
