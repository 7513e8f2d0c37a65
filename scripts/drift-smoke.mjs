#!/usr/bin/env node
// `npm run drift:smoke` (issue 24.7; on demand, not part of `npm test`): proves that the contract gates still
// bite. Copies the project (without node_modules, which is linked) into a temporary folder, injects one
// representative drift per gate, runs the checks that should catch it (the specific npm script or vitest file, not
// all of `npm test`), puts the files back and prints which gate caught which drift. Exits non-zero when a drift's
// expected gate did not fail. Run it after changing a gate. Takes a few minutes (type check, mock tests, Pact).
//   --only=<id>[,<id>]  run only these drifts (ids in the table)
//   --keep              keep the copy and the logs (their folder is printed)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = argument('only')?.split(',');
const keep = process.argv.includes('--keep');

const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-demo',
  'test-results',
  'playwright-report',
  'coverage',
  'tsconfig.tsbuildinfo',
]);
const copy = mkdtempSync(join(tmpdir(), 'drift-smoke-'));
cpSync(root, copy, { recursive: true, filter: (source) => !SKIP.has(source.slice(root.length + 1).split('/')[0]) });
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
const logs = join(copy, '.drift-logs');
mkdirSync(logs);

/** Replaces `from` by `to` in a file of the copy; a drift whose anchor is gone fails loudly, not silently. */
function edit(path, from, to) {
  const file = join(copy, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`drift anchor not found in ${path}: ${from}`);
  writeFileSync(file, text.replace(from, to));
}
function editJson(path, change) {
  const file = join(copy, path);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
}
/** Puts paths of the copy back as they are in the project. */
function restore(paths) {
  for (const path of paths) {
    rmSync(join(copy, path), { recursive: true, force: true });
    cpSync(join(root, path), join(copy, path), { recursive: true });
  }
}
function run(command, args) {
  return spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '1' }, maxBuffer: 1e8 });
}
const regenerate = () => {
  const result = run('node', ['scripts/gen.mjs']);
  if (result.status !== 0) throw new Error(`npm run gen failed in the copy:\n${result.stderr}`);
};

const npmScript = (script, ...args) => ['npm', ['run', '-s', script, ...args]];
const vitest = (project, ...files) => ['npx', ['vitest', 'run', '--project', project, ...files]];

/**
 * Each drift: what it changes, the gate meant to catch it (`expected`, the name of one of its checks) and the
 * checks to run. A check "catches" when it fails.
 */
const drifts = [
  {
    id: 'document',
    drift: 'document renames a required field (Lead.extensionNumber → requestNumber), code regenerated',
    touches: ['openapi', 'src/api/generated'],
    apply() {
      edit('openapi/components/schemas/leads.yaml', '    - extensionNumber\n', '    - requestNumber\n');
      edit('openapi/components/schemas/leads.yaml', '    extensionNumber:', '    requestNumber:');
      regenerate();
    },
    expected: 'type check',
    checks: [['type check', ...npmScript('typecheck')]],
  },
  {
    id: 'generated',
    drift: 'generated file edited by hand (Lead.extensionNumber made optional in schema.d.ts)',
    touches: ['src/api/generated'],
    apply: () => edit('src/api/generated/schema.d.ts', 'extensionNumber: string;', 'extensionNumber?: string;'),
    expected: 'gen:check',
    checks: [['gen:check', ...npmScript('gen:check')]],
  },
  {
    id: 'handler-answer',
    drift: 'handler answers an undeclared shape (SMS to a couple without mobile: 422 { message, code })',
    touches: ['mocks/handlers'],
    apply: () =>
      edit(
        'mocks/handlers/leads/sms-actions.ts',
        "if (!lead.contactPhone) throw fieldError('_', 'Für dieses Paar ist keine Mobilnummer hinterlegt.');",
        "if (!lead.contactPhone) return new Response(JSON.stringify({ message: 'Keine Mobilnummer', code: 'NO_MOBILE' }), { status: 422, headers: { 'Content-Type': 'application/json' } }) as never;",
      ),
    expected: 'mock tests',
    note: 'caught by the runtime response validation of issue 24.1 (mocks/lib/http.ts)',
    checks: [['mock tests', ...vitest('mocks')]],
  },
  {
    id: 'handler-validation',
    drift: 'handler stops validating its body (POST /leads/{id}/interactions accepts anything)',
    touches: ['mocks/handlers'],
    apply: () =>
      edit(
        'mocks/handlers/leads/interactions.ts',
        'const body = await parseJsonBody(zCreateLeadInteractionBody, request);',
        'const body = (await request.json()) as z.infer<typeof zCreateLeadInteractionBody>;',
      ),
    expected: 'mock tests',
    note: 'caught by the junk-input test of issue 24.2',
    checks: [['mock tests', ...vitest('mocks')]],
  },
  {
    id: 'client-assertion',
    drift: 'inbox row reads lead.coupleDisplayName (not in the document) through a type assertion',
    touches: ['src/features/leads/components/list/lead-list.tsx'],
    apply: () =>
      edit(
        'src/features/leads/components/list/lead-list.tsx',
        '  return lead.couple.name || lead.leadDetails.name ||',
        '  return (lead as Lead & { coupleDisplayName: string }).coupleDisplayName ||',
      ),
    expected: 'ESLint',
    checks: [
      ['type check', ...npmScript('typecheck')],
      ['ESLint', 'npx', ['eslint', '--max-warnings', '0', 'src/features/leads/components/list/lead-list.tsx']],
      ['route test', ...vitest('unit', 'src/features/leads/routes/leads-page.test.tsx')],
    ],
  },
  {
    id: 'pact',
    drift: 'committed pact edited by hand (lead 42 expects a weddingBudget the provider never sends)',
    touches: ['contracts/pacts'],
    apply: () =>
      editJson('contracts/pacts/provider-portal-portal-api.json', (pact) => {
        const lead42 = pact.interactions.find(
          (i) => i.request.method === 'GET' && i.request.path === '/leads/42' && i.response.status === 200,
        );
        if (!lead42) throw new Error('drift anchor not found: the GET /leads/42 interaction');
        lead42.response.body.content.data.weddingBudget = 25000;
      }),
    expected: 'Committed pacts are the generated pacts',
    checks: [['Pact pipeline', ...npmScript('test:contracts')]],
    /** The Pact pipeline has several steps; name the one that failed. */
    failedStep: (output) => /^✖ (.+) failed \(/m.exec(output)?.[1],
  },
  {
    id: 'ui-limit',
    drift: 'UI limit literal: the document allows 50 characters of couple name, the search field 100',
    touches: ['openapi', 'src/api/generated', 'src/features/leads/components/list/inbox-filters.tsx'],
    apply() {
      edit(
        'openapi/components/parameters.yaml',
        'schema: { type: string, minLength: 1, maxLength: 100 }',
        'schema: { type: string, minLength: 1, maxLength: 50 }',
      );
      regenerate();
      edit(
        'src/features/leads/components/list/inbox-filters.tsx',
        'maxLength={COUPLE_NAME_MAX_LENGTH}',
        'maxLength={100}',
      );
    },
    expected: 'UI limits check',
    checks: [
      ['UI limits check', ...npmScript('lint:ui-limits')],
      ['route test', ...vitest('unit', 'src/features/leads/routes/leads-page.test.tsx')],
    ],
  },
].filter((d) => !only || only.includes(d.id));

const results = [];
for (const d of drifts) {
  const t0 = Date.now();
  process.stdout.write(`▶ ${d.id}: ${d.drift} … `);
  const caughtBy = [];
  let error = null;
  try {
    d.apply();
    for (const [name, command, args] of d.checks) {
      const result = run(command, args);
      const output = `${result.stdout}\n${result.stderr}`;
      writeFileSync(join(logs, `${d.id}--${name.replace(/\W+/g, '-')}.log`), output);
      if (result.status !== 0) {
        const step = d.failedStep?.(output);
        caughtBy.push(step ? `${name}: ${step}` : name);
      }
    }
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  } finally {
    restore(d.touches);
  }
  const hit = !error && caughtBy.some((c) => c === d.expected || c.endsWith(`: ${d.expected}`));
  results.push({ ...d, caughtBy, error, hit, seconds: ((Date.now() - t0) / 1000).toFixed(0) });
  console.log(error ? 'ERROR' : hit ? 'caught' : 'MISSED', `(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}

const rows = [
  ['drift', 'gate expected', 'caught?', 'failed checks', 's'],
  ...results.map((r) => [
    r.drift,
    r.expected + (r.note ? ` (${r.note})` : ''),
    r.error ? `ERROR: ${r.error}` : r.hit ? 'yes' : 'NO',
    r.caughtBy.join('; ') || '—',
    r.seconds,
  ]),
];
console.log('\n' + rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n'));

if (keep) console.log(`\nCopy and logs kept in ${copy} (logs in .drift-logs/).`);
else rmSync(copy, { recursive: true, force: true });
const missed = results.filter((r) => !r.hit);
if (missed.length) {
  console.error(`\n${missed.length} drift(s) not caught by their gate: ${missed.map((r) => r.id).join(', ')}.`);
  if (!keep) console.error('Run again with --keep to read the logs.');
  process.exit(1);
}
console.log(`\nEvery drift was caught by its gate (${results.length}).`);
