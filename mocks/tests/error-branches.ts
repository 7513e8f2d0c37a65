// Where the mock tests' answered (operation, status) pairs go: each test file's setup (setup.ts) writes its pairs
// into the folder the global setup (error-branches.global.ts) created, which checks them after the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    answerLogDir: string;
  }
}

let written = 0;

export function recordAnsweredPairs(testFile: string, pairs: readonly string[]): void {
  const dir = inject('answerLogDir');
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  written += 1;
  writeFileSync(
    join(dir, `${process.pid}-${Date.now()}-${written}-${Math.random().toString(36).slice(2)}.json`),
    JSON.stringify({ testFile, pairs }),
  );
}
