// The API as tests call it directly (to learn what a page should show, or to set something up): the portal's
// own typed client, pointed at the mock backend's test origin. Paths, parameters and bodies are checked by tsc
// against the OpenAPI document, and the stored session's headers are sent like the app sends them.
import { createApiClient, unwrap } from '@/api/client';
import { TEST_API_BASE_URL } from './mock-server';

/**
 * Typed client for tests. A 401 is returned to the test instead of ending the session and navigating, so a test
 * can ask the API without moving the app it renders.
 */
export const testApi = createApiClient({ baseUrl: TEST_API_BASE_URL, onUnauthorized: () => undefined });

/** The body of a successful answer; any error answer throws (the test then fails with the API's message). */
export { unwrap };
