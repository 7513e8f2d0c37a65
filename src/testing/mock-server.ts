// The mock backend for route-level tests in jsdom: the same handlers and database as the browser mock.
import { createMockServer, TEST_API_BASE_URL } from '../../mocks/node';

export { TEST_API_BASE_URL };
// Answers the API document does not declare (mocks/lib/answers.ts): the test setup fails the test that caused one.
export { takeAnswerProblems } from '../../mocks/lib/answers';

export const mockServer = createMockServer(TEST_API_BASE_URL);

const API_PATH = new URL(TEST_API_BASE_URL).pathname;

/**
 * Resolves once the mock backend has answered the next request to `pathname` (an API path such as
 * `/provider-prompts`) whose query holds every entry of `query`: the app has its data from then on.
 */
export function nextAnswerTo(pathname: string, query: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname !== `${API_PATH}${pathname}`) return;
      if (Object.entries(query).some(([key, value]) => url.searchParams.get(key) !== value)) return;
      mockServer.events.removeListener('response:mocked', listener);
      resolve();
    };
    mockServer.events.on('response:mocked', listener);
  });
}

const recordings = new Set<() => void>();

/** Requests the app sends to `pathname` from now on, until the test ends (`stopRecordingRequests`). */
export function recordRequests(pathname: string): Request[] {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === `${API_PATH}${pathname}`) seen.push(request);
  };
  mockServer.events.on('request:start', listener);
  recordings.add(() => mockServer.events.removeListener('request:start', listener));
  return seen;
}

/** Ends every recording of `recordRequests` (the test setup calls it after each test). */
export function stopRecordingRequests(): void {
  recordings.forEach((stop) => stop());
  recordings.clear();
}
