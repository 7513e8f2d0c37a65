import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5174);
/** The production build (and, on the next port, the mock API behind it) for the CSP journey. */
const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? PORT + 1);

/**
 * The journeys run against the demo build (`vite build --mode demo`, served by `vite preview`): the production
 * bundle with the mock backend, a handful of chunks per page instead of hundreds of modules transformed on
 * request, which keeps page loads short and steady on a busy 2-core machine. `E2E_SERVER=dev` runs them against
 * the dev server instead (no build; for working on a journey).
 */
const server =
  process.env.E2E_SERVER === 'dev'
    ? `npx vite --mode mock --port ${PORT} --strictPort`
    : `npx vite build --mode demo --logLevel error && npx vite preview --mode demo --outDir dist-demo --port ${PORT} --strictPort`;

/**
 * Browser journeys in Debian's Chromium (`/usr/bin/chromium`; `npx playwright install` cannot download here)
 * against the portal in mock mode: the whole API is answered by the mock backend's service worker.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two files at a time: each journey runs in its own browser context (its own storage, so its own mock database),
  // and one worker left a core idle while the other waited on a page load.
  workers: 2,
  // A trace costs a quarter of the journeys' time when it is recorded (screenshots and DOM snapshots of every step,
  // 110 s against 81 s for the same eleven journeys), so a green run records none. A journey that fails runs once
  // more with its trace recorded, for the diagnosis; and since `failOnFlakyTests` fails the run when the second try
  // passes, a flaky journey still turns `npm test` red (issue 34.6: no flaky tests, `npm run test:e2e:repeat` runs
  // without the second try).
  retries: 1,
  failOnFlakyTests: true,
  // A journey's budget holds its worker's first login (a fresh context that logs in and saves the mock's database,
  // about 11 s on a slow day of the 2-core machine) and its page loads, each of which restores the mock backend
  // from IndexedDB in the page. On such a day (unit tests 741 s instead of 372) 30 s ended nine journeys in the
  // middle of a step that was still making progress; the budget is for a stuck journey, not a slow machine. An
  // expectation waits up to 30 s: on that day a reload of a lead's messages took 15 s until its thread showed (the
  // mock's answers 3.5 s each while the other worker's browser held the second core).
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['csp.spec.ts', '**/*.production.spec.ts'],
      // Each journey here has a mock backend of its own (its context's), so any two may run side by side: the two
      // workers share the journeys one by one instead of file by file, and neither waits idle while the other works
      // through a long file. The production project's journeys share one mock server and keep their files' order.
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The production build with its Content-Security-Policy against the mock backend over HTTP (e2e/csp.spec.ts
      // and the journeys named *.production.spec.ts, e2e/production.ts).
      name: 'production',
      testMatch: ['csp.spec.ts', '**/*.production.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${PRODUCTION_PORT}` },
    },
  ],
  webServer: [
    {
      command: server,
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/auth/login`,
      // Never journeys against a server left over from another checkout or an older build.
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Reuses dist/ when it is newer than every source (`npm test` has just built it for scripts/check-bundle.mjs);
      // builds it otherwise.
      command: `npx tsx scripts/serve-production.ts --build=if-stale --port=${PRODUCTION_PORT} --mock-port=${PRODUCTION_PORT + 1}`,
      cwd: '..',
      url: `http://127.0.0.1:${PRODUCTION_PORT}/auth/login`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
