import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { answeredPairs, takeAnswerProblems } from '../lib/answers';
import { reuseRecentSeeds } from '../db';
import { recordAnsweredPairs } from './error-branches';

// Tests reset the database before each test: a seed of the last seconds is copied rather than made again.
reuseRecentSeeds(true);

// Unexpected console.error/warn (a handler answering an undeclared status, an MSW warning) fail the test.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

// An answer the document does not declare (status or body, lib/answers.ts) fails the test that caused it, even
// when the test itself only looked at the status.
afterEach(() => {
  expect(takeAnswerProblems(), 'answers the API document does not declare').toEqual([]);
});

// The error-branch gate (error-branches.ts) collects which (operation, status) pairs the mock tests produced.
afterAll(() => recordAnsweredPairs(expect.getState().testPath ?? 'unknown', answeredPairs()));
