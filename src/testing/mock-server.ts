// The mock backend for route-level tests in jsdom: the same handlers and database as the browser mock.
import { createMockServer, TEST_API_BASE_URL } from '../../mocks/node';

export const mockServer = createMockServer(TEST_API_BASE_URL);
