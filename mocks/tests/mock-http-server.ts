// The mock HTTP server for a test file that talks to it over a real port (a file of its own: the MSW interceptor
// of the other mock tests would catch requests to a real port).
import { afterAll, beforeAll } from 'vitest';
import { startMockHttpServer } from '../http-server';

/** Starts the server on a free port before the file's tests and stops it after them; returns its origin's getter. */
export function startMockHttpServerForFile(): () => string {
  let base = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const started = await startMockHttpServer({ port: 0 });
    const address = started.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = started.close;
  });
  afterAll(() => close());
  return () => base;
}
