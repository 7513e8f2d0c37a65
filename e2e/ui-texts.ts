// The portal's own texts in a journey, by their i18n key, so one journey step works in every language (the walks
// of e2e/routes.spec.ts run in German and Arabic). A key's first part names a feature's or a lazily loaded shared
// component's texts (`team.list.add`: src/features/team/texts/<locale>.json) or, when neither exists, a key of the
// shared bundle (src/i18n/locales/<locale>.json, with the route titles and sidebar labels that the features hold
// under `shared`, scripts/lib/feature-shared-texts.ts), as the app's i18n set-up reads them. A regional variant
// (ar_SA) reads its own file first, then its parent's (ar_AE; src/lib/locale-parents.json).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../src/lib/locale';
import { featureSharedTexts } from '../scripts/lib/feature-shared-texts';

type Texts = { [key: string]: string | Texts };

const source = new URL('../src/', import.meta.url);
const cache = new Map<string, Texts>();

function bundle(path: string): Texts | undefined {
  if (!cache.has(path)) {
    const file = new URL(path, source);
    if (!existsSync(file)) return undefined;
    cache.set(path, JSON.parse(readFileSync(file, 'utf8')) as Texts);
  }
  return cache.get(path);
}

function lookup(texts: Texts | undefined, path: string[]): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const parents = JSON.parse(readFileSync(new URL('lib/locale-parents.json', source), 'utf8')) as Record<string, Locale>;

/** The locale, then the one it falls back to key by key. */
function chain(locale: Locale): Locale[] {
  const parent = parents[locale];
  return parent ? [locale, ...chain(parent)] : [locale];
}

function textIn(locale: Locale, key: string): string | undefined {
  const [owner = '', ...rest] = key.split('.');
  const path = key.split('.');
  return (
    lookup(
      bundle(`features/${owner}/texts/${locale}.json`) ?? bundle(`components/${owner}/texts/${locale}.json`),
      rest,
    ) ??
    lookup(bundle(`i18n/locales/${locale}.json`), path) ??
    featureSharedTexts(fileURLToPath(source), locale)
      .map(([, texts]) => lookup(texts as Texts, path))
      .find((text) => text !== undefined)
  );
}

/** The text of an i18n key in a locale, placeholders (`{{name}}`) left as they are. */
export function uiText(locale: Locale, key: string): string {
  const text = chain(locale)
    .map((each) => textIn(each, key))
    .find((found) => found !== undefined);
  if (text === undefined) throw new Error(`no text ${key} in ${locale}`);
  return text;
}

/** Matches the whole text of an i18n key in a locale, any value standing in for each placeholder. */
export function uiTextPattern(locale: Locale, key: string): RegExp {
  const parts = uiText(locale, key).split(/\{\{[^}]+\}\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}
