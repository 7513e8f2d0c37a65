#!/usr/bin/env node
// `npm run test:e2e:repeat`: the browser journeys three times in a row on one machine (issue 34: no flaky tests).
// Every run must be green; a journey that fails once is a defect to fix at its cause, not a wait to lengthen.
//   npm run test:e2e:repeat               three runs of every journey
//   npm run test:e2e:repeat -- --runs 5   five runs
//   npm run test:e2e:repeat -- leads      three runs of the journeys whose file matches "leads"
// Prints each run's result and time, and the journeys that failed in any run.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const filters = args.filter((arg, i) => arg !== '--runs' && (runsAt < 0 || i !== runsAt + 1));

const results = [];
for (let run = 1; run <= runs; run++) {
  console.log(`\n▶ Journeys, run ${run} of ${runs}`);
  const t0 = Date.now();
  const { status, stdout } = spawnSync(
    'npx',
    // No second try: here a journey that fails once is counted as failed.
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list', '--retries=0', ...filters],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
  );
  process.stdout.write(stdout);
  // The list reporter's summary names each failed journey on a line of its own after "N failed".
  const failed = [...stdout.matchAll(/^\s+\[(?:chromium|production)\] › (.+)$/gm)].map((match) => match[1].trim());
  results.push({ run, ok: status === 0, seconds: Math.round((Date.now() - t0) / 1000), failed });
}

console.log('\nJourneys repeated:');
for (const r of results)
  console.log(`  run ${r.run}: ${r.ok ? '✔ green' : `✖ ${r.failed.length} failed`} (${r.seconds}s)`);
const flaky = [...new Set(results.flatMap((r) => r.failed))];
if (flaky.length > 0) {
  console.log('\nFailed in at least one run:');
  for (const name of flaky) console.log(`  - ${name}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
