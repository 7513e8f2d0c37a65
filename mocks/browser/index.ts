// The mock backend in the browser: MSW's service worker over the same handlers and database.
// Loaded only in mock mode, through a dynamic import in src/mock-mode.ts, so production builds carry none of it.
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { MEDIA_PREFIX, mediaPlaceholderResponse } from '../lib/media-placeholder';
import { getScenario, resetDatabase } from '../db';
import { isScenario, type ScenarioName } from '../db/seed-context';
import { createHandlers } from '../handlers';
import { clearFaults, setFault } from '../lib/faults';
import { onAfterWrite } from '../lib/http';
import { createRealtimeMock } from '../realtime';
import { realtimeControls } from '../realtime/browser-controls';
import { flushSave, loadSnapshot, saveNow, scheduleSave } from './persistence';
import { ACCESS_TOKEN_KEY } from '../../src/lib/session-store';
import { SCENARIO_STORAGE_KEY } from './scenario-state';

declare global {
  interface Window {
    /** Browser tests wait for the mock's state to be saved before they reload the page. */
    __mockFlush?: () => Promise<void>;
    /** Browser tests inject faults like the developer panel does (a 500 for the next send, …). */
    __mockFaults?: { set: typeof setFault; clear: typeof clearFaults };
  }
}

function requestedScenario(): ScenarioName | null {
  const fromUrl = new URL(window.location.href).searchParams.get('mockScenario');
  if (isScenario(fromUrl)) return fromUrl;
  const stored = window.localStorage.getItem(SCENARIO_STORAGE_KEY);
  return isScenario(stored) ? stored : null;
}

/**
 * The service worker's URL with the path prefixes the mock answers on the portal's own origin (the API, when it is
 * there, and media): the worker leaves every other request of the origin to the network (mocks/browser/mock-worker.js).
 */
function mockWorkerUrl(apiBaseUrl: string): string {
  const api = new URL(apiBaseUrl, window.location.origin);
  const prefixes = [
    MEDIA_PREFIX,
    ...(api.origin === window.location.origin ? [api.pathname.replace(/\/?$/, '/')] : []),
  ];
  return `/mockWorker.js?mocked=${encodeURIComponent(JSON.stringify(prefixes))}`;
}

export async function startBrowserMock(options: { apiBaseUrl: string }): Promise<void> {
  const wanted = requestedScenario();
  const loaded = await loadSnapshot();
  const restored = loaded === 'restored';
  // A page that holds a session while the mock starts from its seed gets 401s and lands on the login: say why
  // (browser journeys record these warnings, e2e/fixtures.ts).
  if (!restored && window.localStorage.getItem(ACCESS_TOKEN_KEY) !== null)
    console.warn(
      `[mock] No saved mock database (${loaded === 'none' ? 'nothing saved' : loaded.message}): starting from the seed, so the stored session is unknown.`,
    );
  if (!restored || (wanted !== null && wanted !== getScenario())) {
    await resetDatabase(wanted ?? 'default');
    scheduleSave();
  }
  window.localStorage.setItem(SCENARIO_STORAGE_KEY, getScenario());

  // The realtime mock answers the Firebase SDK's WebSocket in the page (see docs/realtime.md).
  const worker = setupWorker(
    ...createHandlers(options.apiBaseUrl),
    ...createRealtimeMock(),
    // Media paths are on the portal's origin; the mock draws a stand-in for each (mocks/lib/media-placeholder.ts).
    http.get(`${window.location.origin}${MEDIA_PREFIX}*`, ({ request }) =>
      mediaPlaceholderResponse(new URL(request.url).pathname),
    ),
  );
  onAfterWrite(saveNow);
  await worker.start({
    serviceWorker: { url: mockWorkerUrl(options.apiBaseUrl) },
    quiet: true,
    // Requests to the API that no handler answers are bugs; everything else (modules, fonts) passes through.
    onUnhandledRequest(request, print) {
      if (request.url.startsWith(options.apiBaseUrl)) print.error();
    },
  });
  window.__mockFlush = flushSave;
  window.__mockRealtime = realtimeControls;
  window.__mockFaults = { set: setFault, clear: clearFaults };
  // A reload right after a change must not lose it.
  window.addEventListener('pagehide', () => void flushSave());
  const { mountDevPanel } = await import('./dev-panel');
  mountDevPanel();
}
