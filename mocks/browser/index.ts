// The mock backend in the browser: MSW's service worker over the same handlers and database.
// Loaded only in mock mode, through a dynamic import in src/mock-mode.ts, so production builds carry none of it.
import { setupWorker } from 'msw/browser';
import { getScenario, resetDatabase } from '../db';
import { isScenario, type ScenarioName } from '../db/seed-context';
import { createHandlers } from '../handlers';
import { clearSnapshot, loadSnapshot, scheduleSave } from './persistence';

/** Scenario choice: `?mockScenario=large` in the URL, else the last one chosen (localStorage). */
export const SCENARIO_STORAGE_KEY = 'mock:scenario';

function requestedScenario(): ScenarioName | null {
  const fromUrl = new URL(window.location.href).searchParams.get('mockScenario');
  if (isScenario(fromUrl)) return fromUrl;
  const stored = window.localStorage.getItem(SCENARIO_STORAGE_KEY);
  return isScenario(stored) ? stored : null;
}

export async function startBrowserMock(options: { apiBaseUrl: string }): Promise<void> {
  const wanted = requestedScenario();
  const restored = await loadSnapshot();
  if (!restored || (wanted !== null && wanted !== getScenario())) {
    await resetDatabase(wanted ?? 'default');
    scheduleSave();
  }
  window.localStorage.setItem(SCENARIO_STORAGE_KEY, getScenario());

  const worker = setupWorker(...createHandlers(options.apiBaseUrl));
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') scheduleSave();
  });
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    // Requests to the API that no handler answers are bugs; everything else (modules, fonts) passes through.
    onUnhandledRequest(request, print) {
      if (request.url.startsWith(options.apiBaseUrl)) print.error();
    },
  });
  const { mountDevPanel } = await import('./dev-panel');
  mountDevPanel();
}

/** Dev panel action: seed the scenario again and forget the saved state. */
export async function resetMockState(scenario: ScenarioName): Promise<void> {
  await clearSnapshot();
  window.localStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
  await resetDatabase(scenario);
  scheduleSave();
}
