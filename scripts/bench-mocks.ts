// Benchmark of the mock backend (not a test): p50 and p95 of GET /leads (first page, filtered, searched)
// and of a message send, in the `large` scenario (10,000 leads), through MSW's Node interceptor.
//   npm run bench:mocks            (BENCH_RUNS=200 to change the sample size)
import { performance } from 'node:perf_hooks';
import { resetDatabase } from '../mocks/db';
import { createMockServer, TEST_API_BASE_URL } from '../mocks/node';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function measure(name: string, run: (i: number) => Promise<Response>) {
  for (let i = 0; i < 10; i++) await (await run(i)).arrayBuffer(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const response = await run(i);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`${name}: status ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const seedStart = performance.now();
await resetDatabase('large');
const seedMs = performance.now() - seedStart;
const server = createMockServer();
server.listen({ onUnhandledRequest: 'error' });

const login = await fetch(`${TEST_API_BASE_URL}/access-tokens`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'demo1234', userType: 'provider' }),
});
const { data: session } = (await login.json()) as { data: { accessToken: string } };
const headers = { 'X-Access-Token': session.accessToken, 'Content-Type': 'application/json' };
const today = new Date();
const sixMonthsAgo = new Date(today);
sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
const window = `createdAtStart=${sixMonthsAgo.toISOString().slice(0, 10)}&createdAtEnd=${today.toISOString().slice(0, 10)}`;
const get = (query: string) => () => fetch(`${TEST_API_BASE_URL}/leads?${query}`, { headers });

const results = [
  await measure('GET /leads (first page)', get(`${window}&limit=25&page=1&sort=-createdAt`)),
  await measure(
    'GET /leads (filtered: status, provider, unread)',
    get(`${window}&status=new,pending&providerIds=101&unread=true`),
  ),
  await measure('GET /leads (searched: coupleName)', get(`${window}&coupleName=schmidt`)),
  await measure('POST /leads/{id}/messages (send)', (i) =>
    fetch(`${TEST_API_BASE_URL}/leads/${42}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: `Ihre Anfrage ${i}`, body: '<p>Vielen Dank für Ihre Anfrage!</p>' }),
    }),
  ),
];
server.close();

console.log(`Seed of scenario "large": ${seedMs.toFixed(0)} ms. ${RUNS} runs each, Node ${process.version}.`);
console.log('| request | p50 (ms) | p95 (ms) |');
console.log('|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`);
