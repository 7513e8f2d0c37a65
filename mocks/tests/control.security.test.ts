// Attack suite, parsing cases (issue 12.6): the mock HTTP server's control surface (`/__mock/*`, Pact provider
// states, faults, scenarios) answers 400 on a body that is not a JSON object, never 500. Its own file: the MSW
// interceptor of the other mock tests would catch these requests to a real port.
import { expect, it } from 'vitest';
import { startMockHttpServerForFile } from './mock-http-server';

const base = startMockHttpServerForFile();

it.each([
  ['POST', '/__mock/reset'],
  ['PUT', '/__mock/faults/sendLeadMessage'],
  ['POST', '/__mock/provider-states'],
  ['POST', '/__mock/incoming-lead'],
])('%s %s answers 400 on a body that is not JSON or not an object', async (method, path) => {
  for (const body of ['{"scenario":', 'nicht json', '"default"', '[1,2]', 'null']) {
    const response = await fetch(`${base()}${path}`, { method, body, headers: { 'Content-Type': 'application/json' } });
    expect(response.status, `${method} ${path} with ${body}`).toBe(400);
    expect(((await response.json()) as { message?: unknown }).message).toEqual(expect.any(String));
  }
});
