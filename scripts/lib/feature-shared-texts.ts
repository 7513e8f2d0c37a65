// Route titles and sidebar labels live in the texts of the feature that owns the route (issue 39.4), so a new
// screen touches only its feature's files: `src/features/<feature>/texts/<locale>.json` holds them under `shared`,
// by their key in the shared bundle (`"shared": { "routes": { "discounts": "Rabatte" }, "shell": { "nav": {…} } }`
// is `routes.discounts`, read by `titleKey: 'routes.discounts'`). They are needed outside the feature's pages (the
// sidebar shows every feature's label on every page; the provider frame names the catalogue, product, gallery and
// calendar pages), so they do not load with the feature's texts but with the shared bundle: this plugin adds every
// feature's `shared` texts to `src/i18n/locales/<locale>.json` when the bundle is built (the German first screen
// carries the same texts as before) and leaves them out of the feature's own chunk. A key in two places is an error
// (`scripts/check-locales.mjs` says so before the build). A regional variant's files (en_AU) cannot hold `shared`
// texts: they would need a shared bundle of their own (src/i18n/locales/en_AU.json), which the variants do not have.
// Used by vite.config.ts and vitest.config.ts, and by the journeys' text look-up (e2e/ui-texts.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type Texts = { [key: string]: unknown };

/** The top-level key of a feature's texts that goes into the shared bundle. */
export const SHARED_KEY = 'shared';

const isTree = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The features' text files of a locale that hold shared texts: `[file, shared texts]`. */
export function featureSharedTexts(srcDir: string, locale: string): [string, Texts][] {
  const featuresDir = join(srcDir, 'features');
  const found: [string, Texts][] = [];
  for (const feature of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, feature, 'texts', `${locale}.json`);
    if (!existsSync(file)) continue;
    const shared = (JSON.parse(readFileSync(file, 'utf8')) as Texts)[SHARED_KEY];
    if (isTree(shared)) found.push([file, shared]);
  }
  return found;
}

/** Adds `addition` into `bundle` (in place); a text that is there already is an error naming `where`. */
export function addSharedTexts(bundle: Texts, addition: Texts, where: string, path: string[] = []): Texts {
  for (const [key, value] of Object.entries(addition)) {
    const here = [...path, key];
    const existing = bundle[key];
    if (isTree(value) && (existing === undefined || isTree(existing))) {
      const below: Texts = isTree(existing) ? existing : {};
      bundle[key] = below;
      addSharedTexts(below, value, where, here);
    } else if (existing !== undefined) {
      throw new Error(`${where}: the shared text ${here.join('.')} is defined twice`);
    } else {
      bundle[key] = value;
    }
  }
  return bundle;
}

const SHARED_BUNDLE = /\/src\/i18n\/locales\/(\w+)\.json$/;
const FEATURE_TEXTS = /\/src\/features\/[^/]+\/texts\/\w+\.json$/;

/** The shared bundles get the features' `shared` texts; the features' own bundles lose them. */
export function featureSharedTextsPlugin(srcDir: string): Plugin {
  return {
    name: 'portal-feature-shared-texts',
    // Before Vite turns the JSON into a module.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const locale = SHARED_BUNDLE.exec(file)?.[1];
      if (locale) {
        const bundle = JSON.parse(code) as Texts;
        for (const [source, shared] of featureSharedTexts(srcDir, locale)) {
          this.addWatchFile(source);
          addSharedTexts(bundle, shared, source);
        }
        return { code: JSON.stringify(bundle), map: null };
      }
      if (FEATURE_TEXTS.test(file)) {
        const texts = JSON.parse(code) as Texts;
        if (!(SHARED_KEY in texts)) return null;
        delete texts[SHARED_KEY];
        return { code: JSON.stringify(texts), map: null };
      }
      return null;
    },
  };
}
