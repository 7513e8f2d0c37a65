// The `gateway-error` fault (issue 36.5): what a proxy in front of the API answers when the API is down, a 502
// with nginx's HTML page instead of a JSON error, so a walker of the production preview (and the developer panel
// in dev mode) can see how the portal treats an answer that is not the documented error shape. Over a real port:
// the MSW interceptor of the other mock tests would catch these requests.
import { expect, it } from 'vitest';
import { startMockHttpServerForFile } from './mock-http-server';

const base = startMockHttpServerForFile();

it('answers the next call of the operation with a 502 HTML page, then the real answer again', async () => {
  const injected = await fetch(`${base()}/__mock/faults/listCities`, {
    method: 'PUT',
    body: JSON.stringify({ kind: 'gateway-error', remaining: 1 }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(injected.status).toBe(200);
  expect(await injected.json()).toEqual({ listCities: { kind: 'gateway-error', remaining: 1 } });

  const gateway = await fetch(`${base()}/cities`);
  expect(gateway.status).toBe(502);
  expect(gateway.headers.get('Content-Type')).toMatch(/^text\/html/);
  expect(await gateway.text()).toContain('<title>502 Bad Gateway</title>');

  const again = await fetch(`${base()}/cities`);
  expect(again.status).toBe(200);
  expect(again.headers.get('Content-Type')).toMatch(/^application\/json/);
});

it('refuses a fault kind it does not know', async () => {
  const response = await fetch(`${base()}/__mock/faults/listCities`, {
    method: 'PUT',
    body: JSON.stringify({ kind: 'html-error' }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.status).toBe(400);
});
