// Benchmark of the first screens in Chromium (not a test), issue 23 points 2 and 3: the demo build (production
// bundle, mock backend in the service worker, default scenario), full page loads of the login page, the
// dashboard and the inbox, desktop (1350×940) and mobile (390×844).
//   1. layout shift: the cumulative layout shift of the load (largest session window, as Lighthouse and
//      web-vitals count it), with the elements that moved most — target ≤ 0.02;
//   2. waterfall: when the session request and the page's first data request start, against the moment the
//      route's page chunk has arrived — target: the first API request starts before the chunk has finished.
//   npm run bench:first-screens          (BENCH_RUNS=3; `-- --no-build` reuses dist-demo)
// Every browser run on the shared machine: `flock /tmp/browser.lock npm run bench:first-screens`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { logInQuietly } from './lib/bench-login';

const PORT = Number(process.env.BENCH_PORT ?? 5195);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const CLS_TARGET = 0.02;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** The routes measured; `page` is the page's module, whose chunk the build manifest names. */
const ROUTES = [
  { name: 'login', path: '/auth/login', loggedIn: false, page: 'src/features/auth/routes/login.tsx' },
  { name: 'dashboard', path: '/', loggedIn: true, page: 'src/features/dashboard/routes/dashboard-page.tsx' },
  { name: 'inbox', path: '/leads', loggedIn: true, page: 'src/features/leads/routes/leads-page.tsx' },
] as const;

/** The URL path of a module's chunk in the demo build (chunks are named by their hash alone: vite.config.ts). */
function chunkOf(module: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist-demo/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not in the demo build's manifest`);
  return new RegExp(`/${entry.file.replaceAll('.', '\\.')}$`);
}

function build(): void {
  if (process.argv.includes('--no-build') && existsSync('dist-demo/index.html')) return;
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the demo build failed');
}

async function serve(): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--mode', 'demo', '--outDir', 'dist-demo', '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${BASE}/auth/login`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('vite preview did not start');
}

/** Logs in as demo through the API of the page's mock backend, with the queued modals already closed. */
function logIn(page: Page): Promise<void> {
  return logInQuietly(page, BASE);
}

/** Collects layout shifts from the first paint on (before any script of the page runs). */
const PROBE = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((source) => {
        const node = source.node;
        if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
        const label = node.getAttribute('aria-label') || node.getAttribute('aria-labelledby') || '';
        const text = (node.textContent || '').trim().slice(0, 40);
        return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (label ? '[' + label + ']' : '') +
          ' "' + text + '" ' + source.previousRect.y + '→' + source.currentRect.y;
      });
      window.__shifts.push({ value: entry.value, time: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long (web-vitals' CLS). */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      current = 0;
      start = shift.time;
    }
    current += shift.value;
    last = shift.time;
    best = Math.max(best, current);
  }
  return best;
}

interface Load {
  cls: number;
  shifts: Shift[];
  chunkEnd: number | null;
  sessionStart: number | null;
  firstApiStart: number | null;
  firstDataStart: number | null;
}

async function measure(context: BrowserContext, path: string, chunk: RegExp): Promise<Load> {
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    // Late shifts (an image, a font, a query answered after the first idle moment) still count.
    await page.waitForTimeout(1000);
    const { shifts, resources } = await page.evaluate(() => ({
      shifts: (window as unknown as { __shifts: Shift[] }).__shifts,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    }));
    const api = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    const session = api.find((entry) => /\/api\/access-tokens\/\d+/.test(entry.name));
    const data = api.filter((entry) => entry !== session);
    const first = (entries: typeof api) => (entries.length ? Math.min(...entries.map((entry) => entry.start)) : null);
    return {
      cls: cumulativeLayoutShift(shifts),
      shifts,
      chunkEnd: resources.find((entry) => chunk.test(entry.name))?.end ?? null,
      sessionStart: session?.start ?? null,
      firstApiStart: first(api),
      firstDataStart: first(data),
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`);

build();
const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  console.log(
    `First screens of the demo build, ${RUNS} full loads each (medians); CLS target ≤ ${CLS_TARGET}, the first API request before the page chunk has arrived.`,
  );
  console.log(
    'route      viewport  CLS (worst)      page chunk done  session request  first data request  first API before chunk',
  );
  for (const { name: viewportName, viewport, isMobile } of VIEWPORTS) {
    const contextOptions = { locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport, isMobile, hasTouch: isMobile };
    const anonymous = await browser.newContext(contextOptions);
    const loggedIn = await browser.newContext(contextOptions);
    await anonymous.addInitScript(PROBE);
    await loggedIn.addInitScript(PROBE);
    const setup = await loggedIn.newPage();
    await logIn(setup);
    await setup.close();
    for (const route of ROUTES) {
      const context = route.loggedIn ? loggedIn : anonymous;
      const chunk = chunkOf(route.page);
      await measure(context, route.path, chunk); // warm-up: service worker, HTTP cache, mock database
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await measure(context, route.path, chunk));
      const cls = median(loads.map((load) => load.cls));
      const worst = Math.max(...loads.map((load) => load.cls));
      const pick = (key: 'chunkEnd' | 'sessionStart' | 'firstDataStart' | 'firstApiStart') => {
        const values = loads.map((load) => load[key]).filter((value): value is number => value !== null);
        return values.length ? median(values) : null;
      };
      const before = loads.every(
        (load) => load.firstApiStart !== null && load.chunkEnd !== null && load.firstApiStart < load.chunkEnd,
      );
      const waterfallOk = !route.loggedIn || before;
      if (cls > CLS_TARGET || !waterfallOk) failed = true;
      console.log(
        [
          route.name.padEnd(10),
          viewportName.padEnd(9),
          `${cls.toFixed(3)} (${worst.toFixed(3)})`.padEnd(16),
          ms(pick('chunkEnd')).padEnd(16),
          ms(pick('sessionStart')).padEnd(16),
          ms(pick('firstDataStart')).padEnd(19),
          route.loggedIn ? (before ? 'yes' : 'NO') : '(logged out)',
        ].join(' '),
      );
      if (process.argv.includes('--shifts') || cls > CLS_TARGET) {
        const shifts = loads.flatMap((load) => load.shifts).sort((a, b) => b.value - a.value);
        for (const shift of shifts.slice(0, 4))
          console.log(
            `      shift ${shift.value.toFixed(4)} at ${shift.time.toFixed(0)} ms: ${shift.sources.join(' | ')}`,
          );
      }
    }
    await anonymous.close();
    await loggedIn.close();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid);
}
if (failed) console.log('Not every first screen meets its target (see above).');
