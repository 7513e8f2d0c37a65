#!/usr/bin/env node
// `npm run test:clock`: the unit, mock and contract tests with the system clock and time zone moved (issue 34).
// The suite must pass on any day and in any time zone its users sit in, not only on the day it was written. Each
// case starts the clock at a chosen instant (libfaketime, Debian package `faketime`, preloaded into every process
// the tests start) and lets it run from there; the time zone is set with TZ. See docs/dates.md for what "today"
// means for each date rule.
//
//   npm run test:clock                     every case, one after the other (about 8 minutes a case)
//   npm run test:clock -- --case leap-day  one case by name (several: repeat --case)
//   npm run test:clock -- --rotate         the case of today's date (one case a day, in turn): for CI
//   npm run test:clock -- --list           the cases
//   npm run test:clock -- --only unit      only the unit and mock tests (`contracts`: only the Pact pipeline)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
].find((path) => existsSync(path));

/**
 * The cases: an instant (UTC) and the time zone the tests run in. Each names the edge it stands for; the local time
 * is in the comment. The clock runs on from the instant, so a case a few minutes before an edge crosses it while
 * the tests run.
 */
export const CASES = [
  // 23:40 in Berlin on 31 January: the last day of a 31-day month, Berlin's next day 20 minutes away.
  { name: 'month-end', tz: 'Europe/Berlin', instant: '2027-01-31T22:40:00Z' },
  // 01:50 in Berlin on 28 March: ten minutes before the clocks go forward (02:00 CET becomes 03:00 CEST).
  { name: 'dst-forward', tz: 'Europe/Berlin', instant: '2027-03-28T00:50:00Z' },
  // 02:50 CEST in Berlin on 31 October: ten minutes before the clocks go back (03:00 CEST becomes 02:00 CET).
  { name: 'dst-back', tz: 'Europe/Berlin', instant: '2027-10-31T00:50:00Z' },
  // 00:30 on 1 January in Berlin while UTC is still at 23:30 on 31 December: the year differs.
  { name: 'new-year-berlin', tz: 'Europe/Berlin', instant: '2026-12-31T23:30:00Z' },
  // Noon on 29 February: 18 years ago has no 29 February, and a year ago neither.
  { name: 'leap-day', tz: 'Europe/Berlin', instant: '2028-02-29T11:00:00Z' },
  // 23:45 in Istanbul on 30 April (UTC+3 all year): a 30-day month's last evening, UTC three hours behind.
  { name: 'istanbul-month-end', tz: 'Europe/Istanbul', instant: '2027-04-30T20:45:00Z' },
  // 00:30 in Riyadh on 1 July (UTC+3): Riyadh in the new month and half-year, UTC still on 30 June.
  { name: 'riyadh-new-month', tz: 'Asia/Riyadh', instant: '2027-06-30T21:30:00Z' },
  // 23:50 UTC on 31 December: the server's calendar and the browser's are the same, ten minutes before New Year.
  { name: 'utc-new-year-eve', tz: 'UTC', instant: '2027-12-31T23:50:00Z' },
];

const args = process.argv.slice(2);
const valuesOf = (flag) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]] : []));

if (args.includes('--list')) {
  for (const c of CASES) console.log(`${c.name.padEnd(20)} ${c.tz.padEnd(16)} ${c.instant}`);
  process.exit(0);
}

let chosen = CASES;
const named = valuesOf('--case');
if (named.length > 0) {
  chosen = named.map((name) => CASES.find((c) => c.name === name) ?? fail(`No clock case "${name}" (--list).`));
} else if (args.includes('--rotate')) {
  const day = Math.floor(Date.now() / 86_400_000);
  chosen = [CASES[day % CASES.length]];
}
const only = valuesOf('--only')[0];

function fail(message) {
  console.error(message);
  process.exit(2);
}

if (!LIBFAKETIME) {
  fail('libfaketime is missing. Install it with: sudo apt-get update && sudo apt-get install -y faketime');
}

const suites = [
  ...(only === 'contracts'
    ? []
    : [
        [
          'unit and mock tests',
          'npx',
          ['vitest', 'run', '--project', 'unit', '--project', 'unit-isolated', '--project', 'mocks'],
        ],
      ]),
  // The whole Pact pipeline: the pacts written on the moved day must equal the committed ones byte for byte.
  ...(only === 'unit' ? [] : [['Pact pipeline', 'node', ['scripts/contract-tests.mjs']]]),
];

const results = [];
for (const clockCase of chosen) {
  const epoch = Math.floor(Date.parse(clockCase.instant) / 1000);
  const env = {
    ...process.env,
    TZ: clockCase.tz,
    LD_PRELOAD: LIBFAKETIME,
    // "@" starts the clock at the instant and lets it run; %s reads the instant as seconds since 1970 (no zone).
    FAKETIME: `@${epoch}`,
    FAKETIME_FMT: '%s',
    // Child processes keep the clock of the first process instead of starting again at the instant.
    FAKETIME_DONT_RESET: '1',
    // Timers and the event loop keep the real monotonic clock; file times stay real (Vite's caches).
    DONT_FAKE_MONOTONIC: '1',
    NO_FAKE_STAT: '1',
  };
  for (const [title, command, commandArgs] of suites) {
    const local = new Date(clockCase.instant).toLocaleString('sv-SE', { timeZone: clockCase.tz });
    console.log(`\n▶ ${clockCase.name}: ${title} at ${local} ${clockCase.tz} (${clockCase.instant})`);
    const t0 = Date.now();
    const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
    const seconds = ((Date.now() - t0) / 1000).toFixed(0);
    results.push({ name: clockCase.name, title, ok: status === 0, seconds });
    console.log(`${status === 0 ? '✔' : '✖'} ${clockCase.name}: ${title} (${seconds}s)`);
  }
}

console.log('\nClock check:');
for (const r of results)
  console.log(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(20)} ${r.title.padEnd(22)} ${r.seconds.padStart(5)}s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
