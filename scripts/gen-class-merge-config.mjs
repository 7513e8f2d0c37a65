#!/usr/bin/env node
// Writes src/lib/class-merge-config.gen.ts: tailwind-merge's default configuration cut to the class groups the
// source uses (scripts/lib/class-merge-config.mjs says why). `--check` exits 1 when the file is not current.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configModule, OUTPUT, sourceClasses, usedClassGroups } from './lib/class-merge-config.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const classes = sourceClasses(projectRoot);
const groups = usedClassGroups(classes);
const text = configModule(groups);
const file = join(projectRoot, OUTPUT);
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    console.error(`${OUTPUT} is not current: run npm run gen:class-merger`);
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
  console.log(`${OUTPUT}: ${groups.length} of tailwind-merge's class groups (${classes.length} classes in src/)`);
}
