// Where each feature's own texts are: `src/features/<feature>/texts/<locale>.json`, one lazily loaded chunk per
// feature and locale (moved out of the shared bundles with scripts/move-feature-texts.mjs). Registered with the
// i18n module at boot, before the router asks for a page's texts.
import { setFeatureTextSource } from '@/i18n';

const featureTexts = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/texts/*.json');

/** The features that have texts of their own (the tests load all of them at once). */
export const featuresWithTexts = [...new Set(Object.keys(featureTexts).map((path) => path.split('/')[2] ?? ''))].filter(
  Boolean,
);

setFeatureTextSource((feature, locale) =>
  featureTexts[`../features/${feature}/texts/${locale}.json`]?.().then((module) => module.default),
);
