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
    projects: [
      {
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
          restoreMocks: true,
        },
      },
    ],
  },
});
