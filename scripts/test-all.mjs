#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['API document lint (Redocly, recommended-strict)', 'npm', ['run', '-s', 'lint:spec']],
  ['API document project rules', 'node', ['scripts/check-openapi.mjs']],
  ['Generated code is up to date', 'npm', ['run', '-s', 'gen:check']],
  ['Text bundles complete in every locale', 'node', ['scripts/check-locales.mjs']],
  ['Type check', 'npm', ['run', '-s', 'typecheck']],
  ['ESLint', 'npm', ['run', '-s', 'lint']],
  ['UI limits come from the document (no literal copies of its limits)', 'npm', ['run', '-s', 'lint:ui-limits']],
  ['Import boundaries and type rules bite (planted violations fail lint)', 'npm', ['run', '-s', 'lint:boundaries']],
  ['Prettier', 'npm', ['run', '-s', 'format:check']],
  ['Unit, integration and mock backend tests (incl. the drift test)', 'npm', ['run', '-s', 'test:unit']],
  [
    'Pact contracts (consumer tests, verification against the mock server, comparison with the document)',
    'npm',
    ['run', '-s', 'test:contracts'],
  ],
  ['Production build carries no mock code', 'node', ['scripts/check-bundle.mjs']],
  // Reads the dist/ the step before has just built.
  [
    "Bundle budgets (gzipped JavaScript of each route's first visit)",
    'npm',
    ['run', '-s', 'bench:bundle', '--', '--no-build', '--enforce'],
  ],
  [
    'Contract coverage (every operation has a mock handler, every operation called from src/ a Pact interaction)',
    'npm',
    ['run', '-s', 'contract:coverage', '--', '--summary', '--require-handlers', '--strict'],
  ],
];

// Browser journeys need Debian's Chromium; say how to get it instead of failing obscurely.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
steps.push(['Browser journeys (Playwright in Chromium, mock mode)', 'npm', ['run', '-s', 'test:e2e']]);
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  console.error(
    '(`npx playwright install` cannot download browsers on this network; .ci/run installs Chromium by itself.)',
  );
  process.exit(1);
}

/** Step times, printed together at the end: where `npm test` spends its minutes. */
const timings = [];
function printTimings() {
  console.log('\nStep times:');
  for (const [title, seconds] of timings) console.log(`  ${seconds.padStart(6)}s  ${title}`);
}

const started = Date.now();
for (const [title, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push([title, seconds]);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds}s). Every later step was skipped.`);
    printTimings();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
printTimings();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
