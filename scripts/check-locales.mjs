#!/usr/bin/env node
// Every locale bundle has exactly the keys of the German one (the reference), none empty, and the same
// {{placeholders}} per key — the shared bundles (src/i18n/locales) and each feature's own
// (src/features/<feature>/texts, loaded under the feature's name). Fails CI when a locale misses a key or has an
// extra one, or when a feature's name is also a key of the shared bundles.
// A regional variant (src/lib/locale-parents.json: en_AU → en_US, ar_SA → ar_AE) reads its parent's texts key by key
// (i18next's fallback chain, issue 39.4): its file holds only the texts that differ and is left out when none do. It
// is complete when its chain covers every key; an override equal to its parent's text, or of a key its parent lacks,
// is an error (remove it), and so is an override file with nothing in it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'src/i18n/locales');
const REQUIRED = ['de_DE', 'en_US', 'en_AU', 'en_CA', 'en_SA', 'ar_AE', 'ar_SA', 'tr_TR'];
/** Variant → the locale it falls back to (the app reads the same file, src/lib/locale.ts). */
const PARENTS = JSON.parse(readFileSync(join(root, 'src/lib/locale-parents.json'), 'utf8'));
for (const [variant, parent] of Object.entries(PARENTS))
  if (!REQUIRED.includes(variant) || !REQUIRED.includes(parent))
    throw new Error(`src/lib/locale-parents.json: ${variant} → ${parent} names a locale the portal does not ship`);

function flatten(node, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
// Plural keys (`name_one`, `name_other`, …) follow each language's own plural categories (CLDR via
// Intl.PluralRules): Arabic needs zero/one/two/few/many/other where German has one/other. A plural form may
// leave out {{count}} (Arabic says "one request" without the digit), other placeholders must match.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const withoutCount = (text) => placeholders(text.replace(/\{\{\s*count\s*\}\}/g, ''));

function expandPlurals(keys, locale) {
  const categories = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;
  const expected = new Map();
  for (const [key, value] of keys) {
    const match = key.match(PLURAL_SUFFIX);
    if (!match) expected.set(key, value);
    else if (match[1] === 'other')
      for (const category of categories) expected.set(key.replace(PLURAL_SUFFIX, `_${category}`), value);
  }
  return expected;
}

const problems = [];

/** Checks one set of bundles (a folder of `<locale>.json`) against its German file; returns the German keys. */
const isRightToLeft = (locale) => locale.startsWith('ar_');

/**
 * A number written in groups (a phone number example, "+49 30 1234567") inside right-to-left text is shown with its
 * groups in reverse order unless it is isolated left to right: U+2066 (LRI) before it, U+2069 (PDI) after it.
 * Returns the first group that is not, or undefined.
 */
function unisolatedDigitGroups(value) {
  for (const match of value.matchAll(/\+?\d+(?: \d+)+/g))
    if (value[match.index - 1] !== '\u2066' || value[match.index + match[0].length] !== '\u2069') return match[0];
  return undefined;
}

function checkBundles(dir, label) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  for (const locale of REQUIRED)
    if (!PARENTS[locale] && !files.includes(`${locale}.json`)) problems.push(`${label} ${locale}: bundle missing`);
  for (const file of files)
    if (!REQUIRED.includes(file.replace(/\.json$/, '')))
      problems.push(`${label}: ${file} is not a locale of the portal`);
  if (!files.includes('de_DE.json')) return new Map();
  const reference = flatten(JSON.parse(readFileSync(join(dir, 'de_DE.json'), 'utf8')));
  const own = new Map(
    REQUIRED.map((locale) => {
      const file = join(dir, `${locale}.json`);
      return [locale, existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : undefined];
    }),
  );
  /** The texts a page in `locale` reads: its own over its parent's (German, the last fallback, left out). */
  const resolved = (locale) => {
    const parent = PARENTS[locale];
    return new Map([...(parent ? resolved(parent) : []), ...(own.get(locale) ?? [])]);
  };
  for (const locale of REQUIRED) {
    const keys = own.get(locale);
    const parent = PARENTS[locale];
    if (!keys && !parent) continue; // reported above
    if (keys && parent && keys.size === 0)
      problems.push(`${label} ${locale}: overrides nothing of ${parent}; remove the file`);
    const expected = expandPlurals(reference, locale);
    const reads = resolved(locale);
    for (const key of expected.keys()) if (!reads.has(key)) problems.push(`${label} ${locale}: missing ${key}`);
    const inherited = parent ? resolved(parent) : new Map();
    for (const [key, value] of keys ?? []) {
      if (!expected.has(key)) problems.push(`${label} ${locale}: extra ${key}`);
      else if (parent && !inherited.has(key))
        problems.push(`${label} ${locale}: overrides ${key}, which ${parent} does not have`);
      else if (parent && inherited.get(key) === value)
        problems.push(`${label} ${locale}: ${key} is the same as in ${parent}; remove the override`);
      else if (value.trim() === '') problems.push(`${label} ${locale}: empty ${key}`);
      else if (
        PLURAL_SUFFIX.test(key)
          ? withoutCount(value) !== withoutCount(expected.get(key))
          : placeholders(value) !== placeholders(expected.get(key))
      )
        problems.push(`${label} ${locale}: placeholders of ${key} differ from German`);
      else if (isRightToLeft(locale) && unisolatedDigitGroups(value))
        problems.push(
          `${label} ${locale}: ${key} has digit groups ("${unisolatedDigitGroups(value)}") outside U+2066…U+2069: ` +
            'right to left their order turns around ("030 1234567" shows as "1234567 030")',
        );
    }
  }
  return reference;
}

const shared = checkBundles(dir, 'shared');
// The consent banner's and dialog's texts (issue 22): loaded with the banner by src/lib/integrations/consent-texts.ts
// under the key `consent`, not with the first screen.
const consentKeys = checkBundles(join(root, 'src/lib/integrations/texts'), 'consent');
if (shared.has('consent') || [...shared.keys()].some((key) => key.startsWith('consent.')))
  problems.push('consent: its texts are both in the shared bundles and in src/lib/integrations/texts');
const sharedTopKeys = new Set([...shared.keys()].map((key) => key.split('.')[0]));
// Route titles and sidebar labels live in their feature's texts under `shared` and are built into the shared bundle
// (scripts/lib/feature-shared-texts.ts): each key once, in one feature or in src/i18n/locales, and only where a shared
// bundle of that locale exists (a regional variant has none: its feature files hold no `shared` texts).
const SHARED_KEY = 'shared';
/** Shared key → the feature whose texts hold it. */
const sharedInFeatures = new Map();
const featuresDir = join(root, 'src/features');
let featureKeys = 0;
const featureNames = [];
/** The later-loaded parts of features' texts: `{ feature, name, keys }`. */
const partBundles = [];
for (const feature of readdirSync(featuresDir)) {
  const textsDir = join(featuresDir, feature, 'texts');
  if (!existsSync(textsDir)) continue;
  featureNames.push(feature);
  if (sharedTopKeys.has(feature))
    problems.push(`${feature}: its texts are both in the shared bundles and in ${textsDir}`);
  const own = checkBundles(textsDir, feature);
  featureKeys += own.size;
  for (const key of own.keys()) {
    if (!key.startsWith(`${SHARED_KEY}.`)) continue;
    const sharedKey = key.slice(SHARED_KEY.length + 1);
    const plain = sharedKey.replace(PLURAL_SUFFIX, '');
    if ([...shared.keys()].some((other) => other.replace(PLURAL_SUFFIX, '') === plain))
      problems.push(`${feature}: ${sharedKey} is both in its texts (under ${SHARED_KEY}) and in src/i18n/locales`);
    const holder = sharedInFeatures.get(sharedKey);
    if (holder && holder !== feature) problems.push(`${feature}: ${sharedKey} is in the shared texts of ${holder} too`);
    sharedInFeatures.set(sharedKey, feature);
  }
  for (const variant of Object.keys(PARENTS)) {
    const file = join(textsDir, `${variant}.json`);
    if (
      existsSync(file) &&
      SHARED_KEY in JSON.parse(readFileSync(file, 'utf8')) &&
      !existsSync(join(dir, `${variant}.json`))
    )
      problems.push(`${feature} ${variant}: ${SHARED_KEY} texts need a shared bundle src/i18n/locales/${variant}.json`);
  }
  // A part that loads after the first screen (`texts/<part>/`, loaded as `<feature>/<part>`), merged into the same
  // tree: a key may live in one of them only.
  for (const entry of readdirSync(textsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const name = `${feature}/${entry.name}`;
    const keys = checkBundles(join(textsDir, entry.name), name);
    featureKeys += keys.size;
    for (const key of keys.keys())
      if ([...own.keys()].some((other) => other === key || other.startsWith(`${key}.`) || key.startsWith(`${other}.`)))
        problems.push(`${name}: ${key} is also in the feature's first-screen texts`);
    partBundles.push({ feature, name, keys: [...keys.keys()] });
  }
}
// A shared component that loads lazily may have its own texts too (`src/components/<component>/texts`, read as
// `<component>.…`), loaded with it (loadFeatureTexts in the lazy import, e.g. src/components/upgrade/upgrade-context.tsx).
const componentsDir = join(root, 'src/components');
const componentNames = [];
for (const component of readdirSync(componentsDir)) {
  const textsDir = join(componentsDir, component, 'texts');
  if (!existsSync(textsDir)) continue;
  componentNames.push(component);
  if (sharedTopKeys.has(component) || featureNames.includes(component))
    problems.push(`${component}: its texts are both in ${textsDir} and in the shared bundles or a feature's`);
  featureKeys += checkBundles(textsDir, component).size;
}
// A feature's texts are loaded only with its own routes: code elsewhere (another feature, shared UI, the app)
// that reads them would show the bare key on a page that never loaded them.
const featureKeyUse = new RegExp(`['"\`](${[...featureNames, ...componentNames].join('|')})\\.[A-Za-z]`, 'g');
function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}
// The exceptions load the texts themselves before they render, and say so here.
const READERS_THAT_LOAD = {
  // The catalogue form shared by the catalogue pages and the queued price-update modal; the modal host loads the
  // catalogue texts with the modal (loadFeatureTexts('catalogues') in modal-queue-host.tsx).
  'src/components/catalogs/': ['catalogues'],
  'src/features/dashboard/modals/': ['catalogues'],
  // The customer-user form shared by the team page and the settings tabs; the settings routes load the team's
  // texts with their page (`texts: ['team']` in src/features/settings/routes.ts).
  'src/components/customer-user/': ['team'],
  'src/features/settings/': ['team'],
  // Push opt-in and opt-out reject with the settings' texts (where the switch is), loaded first (push.ts).
  'src/lib/integrations/push.ts': ['settings'],
  // A payments page of a provider the user is not linked to says so in the provider pages' words; the route loads
  // those texts with its page (`texts: ['provider-page']` in src/features/payments/routes.ts).
  'src/features/payments/routes/payments-page.tsx': ['provider-page'],
};
const mayRead = (file, feature) =>
  Object.entries(READERS_THAT_LOAD).some(
    ([folder, features]) => relative(root, file).startsWith(folder) && features.includes(feature),
  );
if (featureNames.length + componentNames.length > 0)
  for (const file of sourceFiles(join(root, 'src'))) {
    const owner = relative(join(root, 'src'), file).match(/^(?:features|components)\/([^/]+)\//)?.[1];
    for (const match of readFileSync(file, 'utf8').matchAll(featureKeyUse))
      if (match[1] !== owner && !mayRead(file, match[1]))
        problems.push(
          `${relative(root, file)}: reads the texts of feature "${match[1]}", which load only with its routes`,
        );
  }

// A part's keys are read only by the modules that load with it: the code that loads them (`withDetailPartTexts` in
// the leads feature) lists them here. Anything else (a module of the first screen) would show the bare key.
const PART_READERS = {
  'leads/detail-parts': [
    'src/features/leads/components/messages/',
    'src/features/leads/components/detail/outcomes/',
    'src/features/leads/components/detail/interaction-form.tsx',
    'src/features/leads/components/detail/interaction-list.tsx',
    'src/features/leads/components/detail/interactions-tab.tsx',
    'src/features/leads/components/detail/history-timeline.tsx',
    'src/features/leads/components/detail/notes-tab.tsx',
    'src/features/leads/components/detail/calls-tab.tsx',
    'src/features/leads/components/detail/loan-tab.tsx',
    'src/features/leads/components/detail/lead-data-fields.tsx',
    'src/features/leads/components/detail/lead-data-rules.ts',
    // Form rules and answers of the tabs' and dialogs' calls, imported only by them.
    'src/features/leads/api/interactions.ts',
    'src/features/leads/api/reminders.ts',
  ],
  // Loaded with the two-factor tab (the lazy import in src/features/settings/routes/settings-page.tsx), whose forms
  // load after it.
  'settings/security': [
    'src/features/settings/components/security-tab.tsx',
    'src/features/settings/components/two-factor-forms.tsx',
  ],
};
for (const part of partBundles) {
  const readers = PART_READERS[part.name];
  if (!readers) {
    problems.push(`${part.name}: no readers listed in PART_READERS (scripts/check-locales.mjs)`);
    continue;
  }
  // A full key of the part, or the start of a key built in a template (`leads.detail.outcome.${…}`) that reaches it.
  const use = new RegExp(`['"\`]${part.feature}\\.([\\w.]+)`, 'g');
  for (const file of sourceFiles(join(root, 'src', 'features', part.feature))) {
    const path = relative(root, file);
    if (readers.some((reader) => path.startsWith(reader))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(use)) {
      const read = match[1];
      const reaches = read.endsWith('.')
        ? part.keys.some((key) => key.startsWith(read))
        : part.keys.some((key) => key === read || key.startsWith(`${read}.`));
      if (reaches) problems.push(`${path}: reads ${part.feature}.${read} of ${part.name}, which it does not load`);
    }
  }
}

// The keys' type (src/app/text-resources.ts) is built from every German bundle: one it does not import would leave
// that bundle's keys failing the type check where they are right (a new feature's texts), so it names each folder.
const TYPED_KEYS = 'src/app/text-resources.ts';
const typedKeys = readFileSync(join(root, TYPED_KEYS), 'utf8');
const textFolders = [
  'i18n/locales',
  'lib/integrations/texts',
  ...featureNames.map((feature) => `features/${feature}/texts`),
  ...partBundles.map((part) => `features/${part.feature}/texts/${part.name.split('/')[1]}`),
  ...componentNames.map((component) => `components/${component}/texts`),
];
for (const folder of textFolders)
  if (!typedKeys.includes(`'@/${folder}/de_DE.json'`))
    problems.push(`${TYPED_KEYS}: does not import src/${folder}/de_DE.json, so its keys are not typed`);

if (problems.length) {
  console.error(`${problems.length} problem(s) in the text bundles:`);
  for (const p of problems.slice(0, 200)) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(
  `Text bundles: ${REQUIRED.length} locales (${Object.entries(PARENTS)
    .map(([variant, parent]) => `${variant} over ${parent}`)
    .join(
      ', ',
    )}), ${shared.size} shared German keys (and ${sharedInFeatures.size} in the features' texts), ${consentKeys.size} of the consent banner ` +
    `and ${featureKeys} in the own bundles of ` +
    `${featureNames.length} features (${featureNames.join(', ')}) and ${componentNames.length} shared components ` +
    `(${componentNames.join(', ')}); plural forms per language.`,
);
