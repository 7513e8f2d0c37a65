#!/usr/bin/env node
// Contract coverage: for every operation of the OpenAPI document, is it
//   - called from src/ through the typed client (`api.GET('/leads/{id}', …)`),
//   - answered by an MSW handler in mocks/handlers/ (`http.get('/leads/{id}', …)` with openapi-msw),
//   - recorded in a Pact interaction in contracts/pacts/*.json?
// The facts are read from the code and the pact files, never from a hand-kept list. The one hand-kept list,
// contracts/not-called.json, names the operations the portal never calls and why; it is checked against the code.
// `--strict` fails unless every called operation has a handler and an interaction and every operation has a handler.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict');
const asJson = process.argv.includes('--json');
const summaryOnly = process.argv.includes('--summary');
/** Fails unless every operation of the document has a mock handler (the mock backend is complete). */
const requireHandlers = process.argv.includes('--require-handlers');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function walk(dir, accept) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : walk(path, accept);
    return accept(path) ? [path] : [];
  });
}

export function readOperations(bundle) {
  const operations = [];
  for (const [path, item] of Object.entries(bundle.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op)
        operations.push({ method: method.toUpperCase(), path, operationId: op.operationId, tag: op.tags?.[0] ?? '' });
    }
  }
  return operations;
}

/** `client.GET('/leads/{id}'` (also `api.POST(` and multi-line calls) in app code, tests excluded. */
export function findClientCalls(sources) {
  const calls = new Set();
  const pattern = /\.(GET|POST|PUT|PATCH|DELETE)\(\s*['"`](\/[^'"`]*)['"`]/g;
  for (const text of sources) for (const m of text.matchAll(pattern)) calls.add(`${m[1]} ${m[2]}`);
  return calls;
}

/**
 * Operations called from more than one module (issue 39.1: one home per shared resource): `METHOD /path` -> the
 * modules (paths relative to the root) that call it. A resource several screens use lives in src/api/queries/
 * with one fetch function; the others import it.
 */
export function findCallsInSeveralModules(sourcesByPath) {
  const modulesOf = new Map();
  for (const [path, text] of sourcesByPath) {
    for (const call of findClientCalls([text])) modulesOf.set(call, [...(modulesOf.get(call) ?? []), path]);
  }
  return new Map([...modulesOf].filter(([, modules]) => modules.length > 1));
}

/** openapi-msw handlers: `http.get('/leads/{id}'`, and `http.public.get(…)` / `http.admin.put(…)` (mocks/lib/http.ts). */
export function findHandlers(sources) {
  const handlers = new Set();
  const pattern = /\bhttp\.(?:public\.|admin\.)?(get|post|put|patch|delete)\(\s*['"`](\/[^'"`]*)['"`]/g;
  for (const text of sources) for (const m of text.matchAll(pattern)) handlers.add(`${m[1].toUpperCase()} ${m[2]}`);
  return handlers;
}

/**
 * contracts/not-called.json: `{ groups: [{ reason, operations: [operationId, …] }] }` -> operationId -> reason,
 * plus the problems of the list itself (unknown or repeated ids).
 */
export function readNotCalled(file, operations) {
  const reasons = new Map();
  const problems = [];
  if (!existsSync(file)) return { reasons, problems };
  const known = new Set(operations.map((op) => op.operationId));
  for (const group of JSON.parse(readFileSync(file, 'utf8')).groups ?? []) {
    if (!group.reason) problems.push(`a group without a reason in ${relative(root, file)}`);
    for (const id of group.operations ?? []) {
      if (!known.has(id)) problems.push(`${relative(root, file)} names ${id}, which the document does not have`);
      else if (reasons.has(id)) problems.push(`${relative(root, file)} names ${id} twice`);
      else reasons.set(id, group.reason);
    }
  }
  return { reasons, problems };
}

function templateToRegExp(path) {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Pact interactions by concrete request path, matched to document paths (concrete segments win). */
export function findPactInteractions(pacts, operations) {
  const covered = new Map();
  const candidates = operations
    .map((op) => ({ ...op, regex: templateToRegExp(op.path), literal: op.path.replace(/\{[^}]+\}/g, '').length }))
    .sort((a, b) => b.literal - a.literal);
  for (const pact of pacts) {
    for (const interaction of pact.interactions ?? []) {
      const method = String(interaction.request?.method ?? '').toUpperCase();
      const requestPath = String(interaction.request?.path ?? '').split('?')[0];
      const match = candidates.find((op) => op.method === method && op.regex.test(requestPath));
      if (match) {
        const key = `${match.method} ${match.path}`;
        covered.set(key, (covered.get(key) ?? 0) + 1);
      }
    }
  }
  return covered;
}

function main() {
  const bundlePath = join(root, 'openapi/openapi.bundle.json');
  const bundle = JSON.parse(readFileSync(bundlePath, 'utf8'));
  const operations = readOperations(bundle);

  const isSource = (p) =>
    /\.(ts|tsx)$/.test(p) && !/\.test\.(ts|tsx)$/.test(p) && !p.includes(`${join('src', 'testing')}`);
  const appSourcesByPath = walk(join(root, 'src'), isSource).map((p) => [relative(root, p), readFileSync(p, 'utf8')]);
  const appSources = appSourcesByPath.map(([, text]) => text);
  const handlerSources = walk(join(root, 'mocks', 'handlers'), (p) => /\.ts$/.test(p)).map((p) =>
    readFileSync(p, 'utf8'),
  );
  const pacts = walk(join(root, 'contracts', 'pacts'), (p) => p.endsWith('.json')).map((p) =>
    JSON.parse(readFileSync(p, 'utf8')),
  );

  const notCalled = readNotCalled(join(root, 'contracts', 'not-called.json'), operations);
  const calls = findClientCalls(appSources);
  const handlers = findHandlers(handlerSources);
  const interactions = findPactInteractions(pacts, operations);

  const known = new Set(operations.map((op) => `${op.method} ${op.path}`));
  const unknownCalls = [...calls].filter((c) => !known.has(c));
  const unknownHandlers = [...handlers].filter((h) => !known.has(h));

  const rows = operations.map((op) => {
    const key = `${op.method} ${op.path}`;
    return {
      ...op,
      called: calls.has(key),
      handler: handlers.has(key),
      pact: interactions.get(key) ?? 0,
      neverCalled: notCalled.reasons.get(op.operationId) ?? null,
    };
  });
  const severalModules = [...findCallsInSeveralModules(appSourcesByPath)].map(
    ([call, modules]) => `${call} is called from ${modules.length} modules (${modules.join(', ')}): give it one home`,
  );
  const listProblems = [
    ...notCalled.problems,
    ...severalModules,
    ...rows
      .filter((r) => r.called && r.neverCalled)
      .map((r) => `${r.operationId} is listed in contracts/not-called.json but called from src/`),
  ];

  if (asJson) {
    console.log(JSON.stringify({ rows, unknownCalls, unknownHandlers, listProblems }, null, 2));
  } else {
    const pad = (s, n) => String(s).padEnd(n);
    const w = Math.max(...rows.map((r) => r.method.length + r.path.length + 1));
    const idw = Math.max(...rows.map((r) => r.operationId.length));
    console.log(`${pad('operation', w)}  ${pad('operationId', idw)}  called  handler  pact`);
    for (const r of summaryOnly ? [] : rows) {
      console.log(
        `${pad(`${r.method} ${r.path}`, w)}  ${pad(r.operationId, idw)}  ${pad(r.called ? 'yes' : r.neverCalled ? 'never' : '-', 6)}  ${pad(r.handler ? 'yes' : '-', 7)}  ${r.pact || '-'}`,
      );
    }
    const count = (f) => rows.filter(f).length;
    const called = rows.filter((r) => r.called);
    const pct = (n, d) => (d === 0 ? '100%' : `${Math.round((n / d) * 100)}%`);
    console.log('');
    console.log(`operations in the document:        ${rows.length}`);
    console.log(`called from src/:                  ${called.length}`);
    console.log(`never called (not-called.json):    ${count((r) => r.neverCalled !== null)}`);
    console.log(`not called yet:                    ${count((r) => !r.called && r.neverCalled === null)}`);
    console.log(
      `Pact interactions:                 ${rows.reduce((sum, r) => sum + r.pact, 0)} on ${count((r) => r.pact > 0)} operation(s)`,
    );
    console.log(
      `with an MSW handler:               ${count((r) => r.handler)} (${pct(
        count((r) => r.handler),
        rows.length,
      )})`,
    );
    console.log(
      `with a Pact interaction:           ${count((r) => r.pact > 0)} (${pct(
        count((r) => r.pact > 0),
        rows.length,
      )})`,
    );
    console.log(`called and handled:                ${pct(called.filter((r) => r.handler).length, called.length)}`);
    console.log(`called and in a pact:              ${pct(called.filter((r) => r.pact > 0).length, called.length)}`);
    for (const c of unknownCalls) console.log(`! client call not in the document: ${c}`);
    for (const h of unknownHandlers) console.log(`! handler not in the document: ${h}`);
    for (const problem of listProblems) console.log(`! ${problem}`);
    console.log(`(sources: ${relative(root, bundlePath)}, src/, mocks/handlers/, contracts/pacts/)`);
  }

  if (unknownCalls.length || unknownHandlers.length || listProblems.length) process.exitCode = 1;
  if (requireHandlers) {
    const missing = rows.filter((r) => !r.handler);
    for (const r of missing) console.error(`missing mock handler: ${r.method} ${r.path} (${r.operationId})`);
    if (missing.length) process.exitCode = 1;
  }
  if (strict) {
    const failures = rows.filter((r) => !r.handler || (r.called && r.pact === 0));
    for (const r of failures) {
      const why = r.handler ? 'called from src/ but in no Pact interaction' : 'no mock handler';
      console.error(`not covered: ${r.method} ${r.path} (${r.operationId}): ${why}`);
    }
    if (failures.length) {
      console.error(`contract coverage below 100% for ${failures.length} operation(s).`);
      process.exitCode = 1;
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
