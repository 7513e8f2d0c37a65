import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    // Vitest's default is one worker fewer than there are cores: on the 2-core CI machine one worker, and one core
    // idle while it runs a file. Two workers keep both cores busy (the main process only hands out files).
    maxWorkers: 2,
    projects: [
      {
        // Each file with modules of its own (vitest's default). `isolate: false` halved this project's time, but a
        // route's lazy import in one file then ran in the module runner of a file already torn down (a clean-clone
        // CI run failed the login tests on it, 2026-12-06): not safe while routes load lazily.
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          setupFiles: ['./src/testing/setup-tests.ts'],
          testTimeout: 15_000,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'mocks',
          environment: 'node',
          include: ['mocks/**/*.test.ts'],
          setupFiles: ['./mocks/tests/setup.ts'],
          // The error-branch gate (issue 24.6) checks, after a run of every mock test file, that each error
          // answer of an operation the portal calls was produced by a test.
          globalSetup: ['./mocks/tests/error-branches.global.ts'],
          restoreMocks: true,
        },
      },
      {
        // Pact contracts (issue 6): never an MSW server in this process; one file at a time in forked workers.
        extends: true,
        test: {
          name: 'contracts',
          environment: 'jsdom',
          include: ['contracts/**/*.pact.test.ts'],
          setupFiles: ['./contracts/setup.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          restoreMocks: true,
        },
      },
    ],
  },
});
