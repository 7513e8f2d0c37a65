#!/usr/bin/env node
// `npm run test:contracts`: the Pact pipeline in order, stopping at the first failure.
//   1. consumer tests (contracts/consumer/) write the pact files afresh into a temporary folder (PACT_DIR);
//   2. those files must equal the committed contracts/pacts/*.json (issue 24.5): the committed file is what a real
//      API is verified against (`PACT_PROVIDER_BASE_URL=… npm run contract:verify`), so it may not differ from what
//      the consumer tests assert. Ignored: only what Pact varies between runs (its library versions in
//      `metadata`); interactions and keys are compared in a stable order;
//   3. provider verification of the generated files against the mock HTTP server (`contract:verify`; see its file
//      for PACT_PROVIDER_BASE_URL and PACT_STATE_URL);
//   4. every generated interaction compared with openapi/openapi.bundle.json (beside step 3: both only read).
// `npm run contract:update` (`--update`) runs step 1 only and replaces the committed files with its output.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committedDir = join(root, 'contracts', 'pacts');
const update = process.argv.includes('--update');
const generatedDir = mkdtempSync(join(tmpdir(), 'pacts-'));
const env = { ...process.env, PACT_DIR: generatedDir };
const pactFiles = (dir) => readdirSync(dir).filter((name) => name.endsWith('.json'));

/** A pact without what Pact varies between runs, in a stable order, as text to compare and diff. */
function normalisePact(text) {
  const pact = JSON.parse(text);
  if (pact.metadata) {
    delete pact.metadata['pact-js'];
    delete pact.metadata.pactRust;
  }
  const sortKeys = (value) =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sortKeys(value[key])]),
          )
        : value;
  const identity = (interaction) => JSON.stringify([interaction.description, interaction.providerStates ?? []]);
  pact.interactions = [...(pact.interactions ?? [])].sort((a, b) => identity(a).localeCompare(identity(b)));
  return JSON.stringify(sortKeys(pact), null, 2) + '\n';
}

/** Differences between the generated and the committed pact files, with a unified diff per file. */
function comparePacts() {
  const problems = [];
  for (const name of new Set([...pactFiles(generatedDir), ...pactFiles(committedDir)])) {
    const generated = pactFiles(generatedDir).includes(name) ? readFileSync(join(generatedDir, name), 'utf8') : null;
    const committed = pactFiles(committedDir).includes(name) ? readFileSync(join(committedDir, name), 'utf8') : null;
    if (generated === null) problems.push(`contracts/pacts/${name}: committed, but no consumer test writes it`);
    else if (committed === null) problems.push(`contracts/pacts/${name}: written by the consumer tests, not committed`);
    else if (normalisePact(generated) !== normalisePact(committed)) {
      const a = join(generatedDir, `${name}.committed.normalised`);
      const b = join(generatedDir, `${name}.generated.normalised`);
      writeFileSync(a, normalisePact(committed));
      writeFileSync(b, normalisePact(generated));
      const diff = spawnSync(
        'diff',
        ['-u', '--label', `committed contracts/pacts/${name}`, a, '--label', 'generated', b],
        {
          encoding: 'utf8',
        },
      );
      const lines = diff.stdout.split('\n');
      const shown = lines.slice(0, 80).join('\n') + (lines.length > 80 ? `\n… (${lines.length - 80} more lines)` : '');
      problems.push(`contracts/pacts/${name}: differs from what the consumer tests write\n${shown}`);
    }
  }
  return problems;
}

const vitest = (...files) => ['npx', ['vitest', 'run', '--project', 'contracts', ...files]];
const steps = [
  ['Consumer contracts (Pact), written to a temporary folder', ...vitest('contracts/consumer/')],
  ...(update
    ? []
    : [
        ['Committed pacts are the generated pacts', comparePacts],
        ['Provider verification against the mock server', 'npm', ['run', '-s', 'contract:verify']],
        ['Pacts against the API document', ...vitest('contracts/compare.pact.test.ts'), { alongside: true }],
      ]),
];

/**
 * Starts a step in the background with its output held back: the comparison with the document only reads the
 * generated pacts, so it runs beside the provider verification (which waits on its mock server half the time)
 * instead of after it, about 10 s less on the 2-core machine (issue 34.4). Its output is printed once it is done.
 */
function startAlongside(command, args) {
  const child = spawn(command, args, { cwd: root, env });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolvePromise) =>
    child.on('close', (status) => resolvePromise({ ok: status === 0, output: Buffer.concat(output) })),
  );
}

function finish(code) {
  rmSync(generatedDir, { recursive: true, force: true });
  process.exit(code);
}

const started = Date.now();
/** The steps marked `alongside`, each started together with the step before it. */
const running = new Map();
for (const [index, [title, command, args]] of steps.entries()) {
  const next = steps[index + 1];
  if (next?.[3]?.alongside) running.set(next[0], { started: Date.now(), result: startAlongside(next[1], next[2]) });
  const t0 = running.get(title)?.started ?? Date.now();
  console.log(`\n▶ ${title}`);
  let ok;
  if (running.has(title)) {
    const { ok: passed, output } = await running.get(title).result;
    process.stdout.write(output);
    ok = passed;
  } else if (typeof command === 'function') {
    const problems = command();
    for (const problem of problems) console.error(`  ✖ ${problem}`);
    if (problems.length) console.error('\nThe committed pacts are stale: run `npm run contract:update` and commit.');
    ok = problems.length === 0;
  } else {
    // Not spawnSync: a step running alongside must be able to hand over its output meanwhile.
    ok = await new Promise((resolvePromise) =>
      spawn(command, args, { cwd: root, stdio: 'inherit', env }).on('close', (status) => resolvePromise(status === 0)),
    );
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (!ok) {
    console.error(`\n✖ ${title} failed (${seconds}s). Every later step was skipped.`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

if (update) {
  for (const name of pactFiles(committedDir)) rmSync(join(committedDir, name));
  for (const name of pactFiles(generatedDir)) copyFileSync(join(generatedDir, name), join(committedDir, name));
  console.log(`\nCommitted pacts regenerated (${pactFiles(committedDir).join(', ')}). Commit contracts/pacts/.`);
  finish(0);
}
console.log(`\nContract pipeline passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
finish(0);
