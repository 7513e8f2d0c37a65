// Mock mode (npm run dev, the demo build): the whole API is answered in the browser by the mock backend.
// The import is behind a build-time constant, so production builds contain no mock code at all.
import { holdRequestsUntil } from '@/api/client';
import { resolveApiBaseUrl } from '@/lib/runtime-config';

/** Starts the mock backend in mock mode; API requests wait for it (`holdRequestsUntil`), the first render does not. */
export function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCK_API !== 'true') return Promise.resolve();
  // The saved database is read while the mock's code loads (mocks/browser/idb-store.ts).
  void import('../mocks/browser/idb-store').then(({ startEarlyRead }) => startEarlyRead());
  const started = import('../mocks/browser').then(({ startBrowserMock }) =>
    startBrowserMock({ apiBaseUrl: resolveApiBaseUrl() }),
  );
  holdRequestsUntil(started);
  return started;
}
