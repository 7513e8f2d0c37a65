import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// The app's API client talks to the mock backend's test origin (set before the client module loads).
window.__PORTAL_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:4010/api' };

// jsdom lays nothing out, so it has no scrolling; pages that scroll a list into view call this.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

const { mockServer } = await import('./mock-server');
const { clearSession } = await import('@/lib/session-store');
const { initI18n } = await import('@/i18n');

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

afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  // Through the session store, so its subscribers (the session query) see the logout.
  clearSession();
  window.localStorage.clear();
});
