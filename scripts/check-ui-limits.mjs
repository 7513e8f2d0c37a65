#!/usr/bin/env node
// Issue 24.3: every limit the UI enforces that the document also states is read from the generated constants
// (`src/api/generated/limits.ts`), never written as a literal, so tightening the document tightens the UI.
// Scans the app code in src/ (not tests, not generated code) for
//   - numbers in limit positions: `maxLength={100}` and the other limit props of inputs, `.max(100)`, `.min(2)`,
//     `.length(6)`, `.gte(1)`, `.lte(100)` in zod schemas, `limit: 100` / `pageSize: 25` in queries, limit-named
//     constants (`const NOTE_MAX = 2000`, `PAGE_SIZES = [25, 50, 100]`) and fallbacks (`?.maxLength ?? 100`);
//   - arrays of strings that copy every value of a document enum (a new value in the document would be missing).
// `.min(1, validationMessage.required())` is the presence rule of a required field, not a length limit.
// A literal that is a UI choice, not the document's (the dashboard shows 5 leads), is listed with its reason in
// scripts/ui-limits-exceptions.json; an exception that no longer matches anything fails too, so the list stays true.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const exceptionsFile = join(root, 'scripts/ui-limits-exceptions.json');
const exceptions = JSON.parse(readFileSync(exceptionsFile, 'utf8')).exceptions;

const NUMBER = String.raw`-?\d[\d_]*(?:\.\d+)?`;
// Upper-case constants with a limit word as one of their parts (NOTE_MAX, PAGE_SIZE, ITEMS_LIMIT; not MINUTE).
const LIMIT_NAME = String.raw`(?:[A-Z0-9]+_)*(?:MAX|MIN|LIMIT|LENGTH|SIZES?|PAGE)(?:_[A-Z0-9]+)*`;
const patterns = [
  ['input limit prop', new RegExp(String.raw`\b(?:maxLength|minLength|max|min|step|size)=\{?\s*['"]?${NUMBER}`, 'g')],
  ['zod limit', new RegExp(String.raw`(?<!Math)\.(?:max|min|length|gte|lte|gt|lt|multipleOf)\(\s*${NUMBER}`, 'g')],
  ['page size', new RegExp(String.raw`\b(?:limit|pageSize|perPage|maxItems|minItems)\s*:\s*${NUMBER}`, 'g')],
  ['search param limit', new RegExp(String.raw`\bsearchParam\.\w+(?:<[^>]*>)?\(\s*${NUMBER}`, 'g')],
  ['limit constant', new RegExp(String.raw`\bconst\s+${LIMIT_NAME}\s*(?::[^=]+)?=\s*\[?\s*${NUMBER}`, 'g')],
  [
    'fallback for a document limit',
    new RegExp(String.raw`\.(?:maxLength|minLength|maxValue|minValue)\s*\?\?\s*${NUMBER}`, 'g'),
  ],
];
const REQUIRED = /\.min\(\s*1\s*,\s*(?:validationMessage\.)?required\(\)/g;

// The document's limits, from the generated module (`export const X = {json} as const;` each).
const limitsText = readFileSync(join(root, 'src/api/generated/limits.ts'), 'utf8');
const documentValues = [];
for (const [, name, json] of limitsText.matchAll(/export const (\w+) = ([\s\S]*?) as const;/g)) {
  const walk = (value, path) => {
    if (typeof value === 'number') documentValues.push([path, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  walk(JSON.parse(json), name);
}
/** Where the document states the same number (a hint at what to import instead of the literal). */
function sameInDocument(text) {
  const number = /(-?\d[\d_]*(?:\.\d+)?)\s*$/.exec(text)?.[1];
  if (number === undefined) return '';
  const value = Number(number.replace(/_/g, ''));
  const paths = documentValues.filter(([, v]) => v === value).map(([path]) => path);
  if (!paths.length) return '';
  if (paths.length <= 3) return ` (the document states ${value} at ${paths.join(', ')})`;
  return ` (the document states ${value} in ${paths.length} places, e.g. ${paths[0]})`;
}

// The document's enums (every `"enum": [...]`).
const enums = new Map();
for (const match of limitsText.matchAll(/"enum":\s*\[([^\]]*)\]/g)) {
  const values = [...match[1].matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  if (values.length >= 2) enums.set([...values].sort().join('|'), values);
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['generated', 'testing'].includes(entry.name) ? [] : listFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const findings = [];
for (const file of listFiles(join(root, 'src'))) {
  const path = relative(root, file);
  const text = readFileSync(file, 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const required = new Set([...text.matchAll(REQUIRED)].map((m) => m.index));
  for (const [kind, pattern] of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (required.has(match.index)) continue;
      findings.push({ path, line: lineOf(match.index), kind, text: match[0].replace(/\s+/g, ' ') });
    }
  }
  // Arrays of two or more string literals that hold every value of one document enum.
  for (const match of text.matchAll(/\[\s*((?:'[^'\n]*'\s*,\s*)+'[^'\n]*'\s*,?\s*)\]/g)) {
    const values = [...match[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
    const key = [...new Set(values)].sort().join('|');
    if (enums.has(key)) {
      findings.push({
        path,
        line: lineOf(match.index),
        kind: 'copy of a document enum',
        text: `[${values.map((v) => `'${v}'`).join(', ')}]`,
      });
    }
  }
}

const used = new Set();
const failures = findings.filter((finding) => {
  const index = exceptions.findIndex((e) => e.file === finding.path && finding.text.includes(e.match));
  if (index === -1) return true;
  used.add(index);
  return false;
});
const stale = exceptions.filter((_, index) => !used.has(index));

if (failures.length || stale.length) {
  if (failures.length) {
    console.error(
      'UI limits written as literals (issue 24.3). Read the limit from the document instead:\n' +
        "  import { <Schema>Limits, <operationId>QueryLimits } from '@/api/generated/limits';\n" +
        "or, for a limit that is the UI's own choice, list it with its reason in scripts/ui-limits-exceptions.json.\n",
    );
    for (const f of failures) console.error(`  ${f.path}:${f.line}  ${f.kind}: ${f.text}${sameInDocument(f.text)}`);
  }
  if (stale.length) {
    console.error('\nExceptions in scripts/ui-limits-exceptions.json that match nothing any more (remove them):');
    for (const e of stale) console.error(`  ${e.file}: ${e.match}`);
  }
  process.exit(1);
}
console.log(
  `UI limits: no literal duplicates a document limit (${findings.length} literal(s) listed as UI choices in scripts/ui-limits-exceptions.json).`,
);
