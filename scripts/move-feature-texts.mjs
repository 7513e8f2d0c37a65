#!/usr/bin/env node
// Moves a feature's texts out of the shared bundles: the top-level key named like the feature folder leaves every
// `src/i18n/locales/<locale>.json` and becomes `src/features/<feature>/texts/<locale>.json` (loaded with the
// feature's routes, see src/app/feature-texts.ts). Texts already in the feature file are kept; a key present in
// both is an error. Usage: node scripts/move-feature-texts.mjs leads listing …
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const coreDir = join(root, 'src/i18n/locales');
const write = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

for (const feature of process.argv.slice(2)) {
  if (!existsSync(join(root, 'src/features', feature))) throw new Error(`No feature folder ${feature}`);
  let moved = 0;
  for (const file of readdirSync(coreDir).filter((name) => name.endsWith('.json'))) {
    const corePath = join(coreDir, file);
    const core = JSON.parse(readFileSync(corePath, 'utf8'));
    if (!(feature in core)) continue;
    const featurePath = join(root, 'src/features', feature, 'texts', file);
    const existing = existsSync(featurePath) ? JSON.parse(readFileSync(featurePath, 'utf8')) : {};
    for (const key of Object.keys(core[feature]))
      if (key in existing) throw new Error(`${feature}.${key} is in both ${corePath} and ${featurePath}`);
    mkdirSync(dirname(featurePath), { recursive: true });
    write(featurePath, { ...existing, ...core[feature] });
    delete core[feature];
    write(corePath, core);
    moved += 1;
  }
  console.log(`${feature}: moved out of ${moved} shared bundle(s)`);
}
