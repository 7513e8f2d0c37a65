// Mock mode (npm run dev, the demo build): the whole API is answered in the browser by the mock backend.
// The import is behind a build-time constant, so production builds contain no mock code at all.
import { resolveApiBaseUrl } from '@/lib/runtime-config';

export async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCK_API !== 'true') return;
  const { startBrowserMock } = await import('../mocks/browser');
  await startBrowserMock({ apiBaseUrl: resolveApiBaseUrl() });
}
