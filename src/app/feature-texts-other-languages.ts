// The texts of features and shared components in every language but the default one (see ./feature-texts.ts),
// loaded when first needed.
export const otherLanguageTexts = import.meta.glob<{ default: Record<string, unknown> }>([
  '../features/*/texts/*.json',
  '../features/*/texts/*/*.json',
  '../components/*/texts/*.json',
  '!../features/*/texts/de_DE.json',
  '!../features/*/texts/*/de_DE.json',
  '!../components/*/texts/de_DE.json',
]);
