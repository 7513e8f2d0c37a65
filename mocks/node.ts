// The mock backend in Node tests: MSW's setupServer over the same handlers and database.
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createRealtimeMock } from './realtime';

/** The API base URL tests use (the portal's client is created with it). */
export const TEST_API_BASE_URL = 'http://127.0.0.1:4010/api';

export function createMockServer(baseUrl: string = TEST_API_BASE_URL) {
  return setupServer(...createHandlers(baseUrl), ...createRealtimeMock());
}
