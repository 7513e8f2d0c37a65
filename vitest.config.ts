import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { featureSharedTextsPlugin } from './scripts/lib/feature-shared-texts';

/**
 * Test files that replace modules (`vi.mock`) or test what a page loads once: they need modules of their own, so
 * they run isolated. Every other unit test file shares its worker's modules with the files before it
 * (`isolate: false`): the setup (the mock server, the route table, i18n) is made once per worker instead of once
 * per file, which halves the unit tests' time (issue 34). Every module of the app is loaded before the first test
 * (src/testing/preload-app-modules.ts): a lazy import still loading when its file ended failed in the next one. The
 * setup resets what a file may leave behind (src/testing/setup-tests.ts); `npx vitest run --project unit
 * --sequence.shuffle` finds a file that depends on another's leftovers.
 */
const ISOLATED_UNIT_FILES = [
  // What loads once per page (feature texts per language, the phone library's metadata zones): their tests start
  // from a page that has not loaded it yet.
  'src/app/feature-texts.test.tsx',
  'src/lib/phone-suspense.test.tsx',
  'src/lib/phone.test.ts',
  'src/lib/stored-phone.test.ts',
  'src/features/templates/composer-placeholders.test.tsx',
  'src/features/leads/lib/format.test.ts',
  'src/lib/format.test.ts',
  // vi.mock
  'src/app/xss.security.test.tsx',
  'src/features/auth/routes/google-login-mock.test.tsx',
  'src/features/dashboard/modals/modal-queue-host.test.tsx',
  'src/features/dashboard/modals/price-update-modal.test.tsx',
  'src/features/dashboard/modals/referral-promo-modal.test.tsx',
  'src/features/instagram/routes/instagram-callback-page.test.tsx',
  'src/features/payments/payments.security.test.tsx',
  'src/features/payments/routes/payments-page.test.tsx',
  'src/features/realtime/realtime-lead-events.test.tsx',
  'src/features/settings/components/notifications-tab.test.tsx',
  'src/features/settings/routes/settings-page.test.tsx',
  'src/features/shell/top-bar.test.tsx',
  'src/lib/integrations/push.test.ts',
];

const unitProject = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/testing/setup-tests.ts'],
  testTimeout: 15_000,
  restoreMocks: true,
  unstubGlobals: true,
};

export default defineConfig({
  // Route titles and sidebar labels: in their feature's texts, loaded with the shared bundle, as in the build.
  plugins: [featureSharedTextsPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
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
        extends: true,
        test: {
          ...unitProject,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          exclude: ISOLATED_UNIT_FILES,
          isolate: false,
          // Before the setup: no lazy import may be left loading when a file ends (see the file).
          setupFiles: ['./src/testing/preload-app-modules.ts', ...unitProject.setupFiles],
        },
      },
      {
        extends: true,
        test: { ...unitProject, name: 'unit-isolated', include: ISOLATED_UNIT_FILES },
      },
      {
        extends: true,
        test: {
          name: 'mocks',
          environment: 'node',
          include: ['mocks/**/*.test.ts'],
          setupFiles: ['./mocks/tests/setup.ts'],
          // The files share their worker's modules, as the unit tests do: each file imported the whole mock backend
          // (handlers, the document's schemas, the seed) afresh, 5 to 8 s of a 2-core machine per file, and the
          // project's 38 files spent more time importing than testing (issue 34). Each test resets the database and
          // the setup the rest of what a file may leave behind.
          isolate: false,
          // The error-branch gate (issue 24.6) checks, after a run of every mock test file, that each error
          // answer of an operation the portal calls was produced by a test.
          globalSetup: ['./mocks/tests/error-branches.global.ts'],
          restoreMocks: true,
        },
      },
      {
        // Pact contracts (issue 6): never an MSW server in this process; one file at a time in forked workers. The
        // files share one worker's jsdom and modules (`isolate: false`): each test points the client at its own Pact
        // server and the setup clears the session after each, so nothing carries over; 44 s became 25 s (issue 34.4).
        extends: true,
        test: {
          name: 'contracts',
          environment: 'jsdom',
          include: ['contracts/**/*.pact.test.ts'],
          setupFiles: ['./contracts/setup.ts'],
          pool: 'forks',
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          restoreMocks: true,
        },
      },
    ],
  },
});
