#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure. The static checks that only read
// the tree (type check, ESLint, the UI limits, Prettier) run side by side: each is one process on one
// core, and on the 2-core CI machine that takes about 45 s off the run (CI stays under its 15 minutes). Their output
// is printed step by step once they are done.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['API document lint (Redocly, recommended-strict)', 'npm', ['run', '-s', 'lint:spec']],
  ['API document project rules', 'node', ['scripts/check-openapi.mjs']],
  ['Generated code is up to date', 'npm', ['run', '-s', 'gen:check']],
  ['Text bundles complete in every locale', 'node', ['scripts/check-locales.mjs']],
  [
    ['Type check', 'npm', ['run', '-s', 'typecheck']],
    ['ESLint', 'npm', ['run', '-s', 'lint']],
    ['UI limits come from the document (no literal copies of its limits)', 'npm', ['run', '-s', 'lint:ui-limits']],
    ['Prettier', 'npm', ['run', '-s', 'format:check']],
  ],
  // Alone: it plants files with violations in src/ for a moment, which the checks above would read.
  ['Import boundaries and type rules bite (planted violations fail lint)', 'npm', ['run', '-s', 'lint:boundaries']],
  ['Unit, integration and mock backend tests (incl. the drift test)', 'npm', ['run', '-s', 'test:unit']],
  [
    'Pact contracts (consumer tests, verification against the mock server, comparison with the document)',
    'npm',
    ['run', '-s', 'test:contracts'],
  ],
  ['Production build carries no mock code', 'node', ['scripts/check-bundle.mjs']],
  // Reads the dist/ the step before has just built.
  [
    "Bundle weight (gzipped JavaScript of each route's first visit, at most 0.55× the peer's or its ratchet)",
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

/** Runs one step with its output captured: for the steps that run side by side. */
function runCaptured([title, command, args]) {
  return new Promise((resolvePromise) => {
    const t0 = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolvePromise({ title, status, output: Buffer.concat(output), seconds: ((Date.now() - t0) / 1000).toFixed(1) }),
    );
  });
}

function fail(title, status, seconds) {
  console.error(`\n✖ ${title} failed (${seconds}s). Every later step was skipped.`);
  printTimings();
  process.exit(status ?? 1);
}

const started = Date.now();
for (const step of steps) {
  if (Array.isArray(step[0])) {
    const results = await Promise.all(step.map(runCaptured));
    for (const { title, status, output, seconds } of results) {
      console.log(`\n▶ ${title} (side by side with the other static checks)`);
      process.stdout.write(output);
      timings.push([title, seconds]);
      if (status !== 0) fail(title, status, seconds);
      console.log(`✔ ${title} (${seconds}s)`);
    }
    continue;
  }
  const [title, command, args] = step;
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push([title, seconds]);
  if (result.status !== 0) fail(title, result.status, seconds);
  console.log(`✔ ${title} (${seconds}s)`);
}
printTimings();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
