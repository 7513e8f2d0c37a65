import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// The app's API client talks to the mock backend's test origin (read from runtime config on each call).
const { mockServer, stopRecordingRequests, takeAnswerProblems, TEST_API_BASE_URL } = await import('./mock-server');
window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL };

// What jsdom lacks and the portal's components call: scrolling a list into view, Radix's size observation
// (checkbox, popper) and pointer capture (toast swipe). jsdom lays nothing out, so doing nothing is faithful.
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy…/waitFor wait for what the user would see; on a busy 2-core machine a lazily loaded route can take
// longer than the library's 1 s to appear, and a wait that ends early fails a test that would have passed.
configure({ asyncUtilTimeout: 5_000 });

// Tests reset the mock's database before each test: a seed of the last seconds is copied rather than made again.
const { reuseRecentSeeds } = await import('@mocks/db');
reuseRecentSeeds(true);

// Fills the route registry (`routes`, `href` of @/config/paths) as the app does at boot.
await import('@/app/route-table');
const { clearSession } = await import('@/lib/session-store');
const { changeLocale, initI18n } = await import('@/i18n');
const { default: i18n } = await import('i18next');
const { setMockNow } = await import('@mocks/lib/clock');
const { clearFaults } = await import('@mocks/lib/faults');
const { clearToasts } = await import('@/components/ui/toaster');
const { clearSessionExpiredAnnouncement } = await import('@/lib/session-expired-notice');

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  await initI18n('de_DE');
});
afterAll(() => mockServer.close());

// A test fails on any unexpected console.error or console.warn: they mean a bug or a React warning.
// A test that expects one stubs console itself.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  // Most test files share their worker's modules (vitest.config.ts): what one test changes of the app's or the
  // mock's module state (language, the mock's clock and faults, fake timers) must not reach the next test or file.
  vi.useRealTimers();
  setMockNow(null);
  clearFaults();
  if (i18n.language !== 'de_DE') await changeLocale('de_DE', { persist: false });
  // The snackbar's messages live at module level; one test's toast must not satisfy the next test.
  clearToasts();
  // So is the login page's notice of an expired session: one test's 401 must not greet the next test's login page.
  clearSessionExpiredAnnouncement();
  mockServer.resetHandlers();
  stopRecordingRequests();
  // Through the session store, so its subscribers (the session query) see the logout.
  clearSession();
  window.localStorage.clear();
  // A mock answer the API document does not declare (status or body) fails the test that caused it.
  const answerProblems = takeAnswerProblems();
  if (answerProblems.length > 0)
    throw new Error(`Answers the API document does not declare:\n${answerProblems.join('\n')}`);
});
