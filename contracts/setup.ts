// Setup of the `contracts` vitest project. No MSW server here: requests must reach Pact's mock server.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // Until a test points the portal at a Pact mock server, API calls go nowhere (port 9 is discard).
  window.__PORTAL_CONFIG__ = { apiBaseUrl: 'http://127.0.0.1:9' };

  const { setUnauthorizedNavigator } = await import('@/api/client');
  // A 401 ends the session and navigates to the login page; jsdom cannot navigate, so record it instead.
  setUnauthorizedNavigator((path) => window.history.pushState(null, '', path));

  afterEach(() => {
    window.localStorage.clear();
    window.history.pushState(null, '', '/');
  });
}
