#!/usr/bin/env node
// Merges a fragment of texts into the locale bundles: `node scripts/merge-locale-texts.mjs fragment.json`.
// The fragment has one tree per language — { "de": {…}, "en": {…}, "ar": {…}, "tr": {…} } — and each tree is
// deep-merged into the complete bundle of that language (en → en_US, ar → ar_AE; the regional variants en_AU, en_CA,
// en_SA and ar_SA read those key by key and hold only what differs, src/lib/locale-parents.json). Keys that exist
// are overwritten. A lock directory keeps two runs at the same time from losing each other's texts.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'src/i18n/locales');
const LOCALES = {
  de: ['de_DE'],
  en: ['en_US'],
  ar: ['ar_AE'],
  tr: ['tr_TR'],
};

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const fragmentPath = process.argv[2];
if (!fragmentPath) {
  console.error('usage: node scripts/merge-locale-texts.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8'));
const missing = Object.keys(LOCALES).filter((language) => !fragment[language]);
if (missing.length > 0) {
  console.error(`fragment lacks the languages: ${missing.join(', ')}`);
  process.exit(1);
}

const lock = join(dir, '.merge.lock');
const started = Date.now();
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() - started > 30_000) throw new Error(`${lock} is held for 30 s; remove it if no merge runs`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
try {
  for (const [language, locales] of Object.entries(LOCALES)) {
    for (const locale of locales) {
      const file = join(dir, `${locale}.json`);
      const bundle = merge(JSON.parse(readFileSync(file, 'utf8')), fragment[language]);
      writeFileSync(file, `${JSON.stringify(bundle, null, 2)}\n`);
    }
  }
} finally {
  rmdirSync(lock);
}
console.log(`merged ${fragmentPath} into ${Object.values(LOCALES).flat().length} bundles`);
