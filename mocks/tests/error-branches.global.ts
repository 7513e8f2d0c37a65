// The error-branch gate (issue 24.6): every error answer the API document declares for an operation the portal
// calls (`api.GET('/leads/{id}', …)` in src/, read as scripts/contract-coverage.mjs reads it) must be produced
// by at least one mock test. Each test file records the (operation, status) pairs it was answered
// (mocks/tests/setup.ts through lib/answers.ts); after the run of the whole mocks project this global teardown
// fails, listing the pairs no test produced. A run of some files only (a path filter, `test:security`) is not
// checked. Pairs no mock test can honestly produce are listed with their reason in error-branches.exceptions.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { operations } from '../../src/api/generated/operations';
import { findClientCalls } from '../../scripts/contract-coverage.mjs';
import { errorBranchExceptions } from './error-branches.exceptions';

const root = resolve(import.meta.dirname, '../..');

function walk(dir: string, accept: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'generated' ? [] : walk(path, accept);
    return accept(path) ? [path] : [];
  });
}

/** `operationId status` of every error answer the document declares for an operation called from src/. */
export function requiredErrorBranches(): string[] {
  const sources = walk(
    join(root, 'src'),
    (p) => /\.(ts|tsx)$/.test(p) && !/\.test\.(ts|tsx)$/.test(p) && !p.includes(join('src', 'testing')),
  ).map((p) => readFileSync(p, 'utf8'));
  const calls = findClientCalls(sources);
  return operations
    .filter((op) => calls.has(`${op.method} ${op.path}`))
    .flatMap((op) => op.statuses.filter((status) => status >= 400).map((status) => `${op.operationId} ${status}`));
}

export function missingErrorBranches(answered: ReadonlySet<string>): string[] {
  return requiredErrorBranches().filter((pair) => !answered.has(pair) && !errorBranchExceptions[pair]);
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-answers-'));
  project.provide('answerLogDir', dir);
  return () => {
    try {
      const answered = new Set<string>();
      const ran = new Set<string>();
      for (const file of readdirSync(dir)) {
        const { testFile, pairs } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          testFile: string;
          pairs: string[];
        };
        ran.add(relative(root, testFile));
        for (const pair of pairs) answered.add(pair);
      }
      const all = walk(join(root, 'mocks'), (p) => p.endsWith('.test.ts')).map((p) => relative(root, p));
      if (all.some((file) => !ran.has(file))) return;
      const stale = Object.keys(errorBranchExceptions).filter((pair) => answered.has(pair));
      const missing = missingErrorBranches(answered);
      const problems = [
        ...missing.map((pair) => `  ${pair}: no mock test produces it`),
        ...stale.map((pair) => `  ${pair}: listed in error-branches.exceptions.ts, but a mock test produces it`),
      ];
      if (problems.length > 0) {
        throw new Error(
          `Error-branch gate (issue 24.6): every error answer the document declares for an operation the portal calls needs a mock test that produces it.\n${problems.join('\n')}`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
