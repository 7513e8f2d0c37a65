#!/usr/bin/env node
// `npm run test:contracts`: the Pact pipeline in order, stopping at the first failure.
//   1. consumer tests (contracts/consumer/) write contracts/pacts/*.json afresh (old files are removed first, so
//      a renamed or deleted interaction does not linger in the merged pact file);
//   2. provider verification against the mock HTTP server (`npm run contract:verify`; see its file for
//      PACT_PROVIDER_BASE_URL and PACT_STATE_URL);
//   3. every interaction compared with openapi/openapi.bundle.json.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pactDir = join(root, 'contracts', 'pacts');

for (const name of readdirSync(pactDir)) if (name.endsWith('.json')) rmSync(join(pactDir, name));

const vitest = (...files) => ['npx', ['vitest', 'run', '--project', 'contracts', ...files]];
const steps = [
  ['Consumer contracts (Pact)', ...vitest('contracts/consumer/')],
  ['Provider verification against the mock server', 'npm', ['run', '-s', 'contract:verify']],
  ['Pacts against the API document', ...vitest('contracts/compare.pact.test.ts')],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${seconds}s). Every later step was skipped.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
console.log(`\nContract pipeline passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
