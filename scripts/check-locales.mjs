#!/usr/bin/env node
// Every locale bundle has exactly the keys of the German one (the reference), none empty, and the same
// {{placeholders}} per key. Fails CI when a locale misses a key or has an extra one.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'src/i18n/locales');
const REQUIRED = ['de_DE', 'en_US', 'en_AU', 'en_CA', 'en_SA', 'ar_AE', 'ar_SA', 'tr_TR'];

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
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const problems = [];
for (const locale of REQUIRED) if (!files.includes(`${locale}.json`)) problems.push(`${locale}: bundle missing`);
const reference = flatten(JSON.parse(readFileSync(join(dir, 'de_DE.json'), 'utf8')));
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

for (const file of files) {
  const locale = file.replace(/\.json$/, '');
  const keys = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  const expected = expandPlurals(reference, locale);
  for (const key of expected.keys()) if (!keys.has(key)) problems.push(`${locale}: missing ${key}`);
  for (const [key, value] of keys) {
    if (!expected.has(key)) problems.push(`${locale}: extra ${key}`);
    else if (value.trim() === '') problems.push(`${locale}: empty ${key}`);
    else if (
      PLURAL_SUFFIX.test(key)
        ? withoutCount(value) !== withoutCount(expected.get(key))
        : placeholders(value) !== placeholders(expected.get(key))
    )
      problems.push(`${locale}: placeholders of ${key} differ from German`);
  }
}
if (problems.length) {
  console.error(`${problems.length} problem(s) in the text bundles:`);
  for (const p of problems.slice(0, 200)) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`Text bundles: ${files.length} locales, ${reference.size} German keys (plural forms per language).`);
