#!/usr/bin/env node
// `npm test`: every check the project has, stopping at the first failure. Steps that do not disturb each other
// overlap, so that neither core of the 2-core CI machine waits idle (issue 34: `npm test` in 12 minutes):
// - the static checks that only read the tree (type check, ESLint, the UI limits, Prettier) run side by side, each
//   one process;
// - the planted violations (one ESLint process that writes files into src/ for a moment, which the static checks
//   and the unit tests' module preload would read) run beside the Pact tests, whose one test file at a time leaves
//   the second core idle and which load no module by a folder's listing.
// Starting the unit tests beside ESLint's last minute gained nothing (both slowed by the time won, 402 s to the
// journeys either way on a clean clone, 2026-12-07). The output of a step that ran beside another is printed once it
// is done; the step times are printed at the end.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const typeCheck = ['Type check', 'npm', ['run', '-s', 'typecheck']];
const eslint = ['ESLint', 'npm', ['run', '-s', 'lint']];
const uiLimits = [
  'UI limits come from the document (no literal copies of its limits)',
  'npm',
  ['run', '-s', 'lint:ui-limits'],
];
const prettier = ['Prettier', 'npm', ['run', '-s', 'format:check']];
const unitTests = [
  'Unit, integration and mock backend tests (incl. the drift test)',
  'npm',
  ['run', '-s', 'test:unit'],
];
const plantedViolations = [
  'Import boundaries and type rules bite (planted violations fail lint)',
  'npm',
  ['run', '-s', 'lint:boundaries'],
];
const pact = [
  'Pact contracts (consumer tests, verification against the mock server, comparison with the document)',
  'npm',
  ['run', '-s', 'test:contracts'],
];

const before = [
  ['API document lint (Redocly, recommended-strict)', 'npm', ['run', '-s', 'lint:spec']],
  ['API document project rules', 'node', ['scripts/check-openapi.mjs']],
  ['Generated code is up to date', 'npm', ['run', '-s', 'gen:check']],
  ['Text bundles complete in every locale', 'node', ['scripts/check-locales.mjs']],
];
const after = [
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
after.push(['Browser journeys (Playwright in Chromium, mock mode)', 'npm', ['run', '-s', 'test:e2e']]);
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

/** Running steps: a failure stops them before the run ends. */
const running = new Set();

/**
 * Runs one step; its output is captured (for a step that runs beside another, printed when it is done) or shown as
 * it comes. Resolves with its status and time.
 */
function start([title, command, args], { captured }) {
  return new Promise((resolvePromise) => {
    const t0 = Date.now();
    if (!captured) console.log(`\n▶ ${title}`);
    const child = spawn(command, args, {
      cwd: root,
      env: process.env,
      stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so that a failure elsewhere stops the step with everything it started.
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      running.delete(child);
      resolvePromise({
        title,
        captured,
        status,
        output: Buffer.concat(output),
        seconds: ((Date.now() - t0) / 1000).toFixed(1),
      });
    });
  });
}

/** Prints a finished step (its captured output first) and stops the run if it failed. */
function report({ title, captured, status, output, seconds }) {
  if (captured) {
    console.log(`\n▶ ${title} (beside another step)`);
    process.stdout.write(output);
  }
  timings.push([title, seconds]);
  if (status !== 0) fail(title, status, seconds);
  console.log(`✔ ${title} (${seconds}s)`);
}

function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
// A step in a process group of its own does not get the terminal's Ctrl+C: pass it on.
process.on('SIGINT', () => {
  stopRunning();
  process.exit(130);
});

function fail(title, status, seconds) {
  stopRunning();
  console.error(`\n✖ ${title} failed (${seconds}s). Every later step was skipped.`);
  printTimings();
  process.exit(status ?? 1);
}

const started = Date.now();
for (const step of before) report(await start(step, { captured: false }));

for (const result of await Promise.all(
  [typeCheck, eslint, uiLimits, prettier].map((step) => start(step, { captured: true })),
))
  report(result);
report(await start(unitTests, { captured: false }));

const pactRun = start(pact, { captured: true });
report(await start(plantedViolations, { captured: true }));
report(await pactRun);

for (const step of after) report(await start(step, { captured: false }));
printTimings();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
