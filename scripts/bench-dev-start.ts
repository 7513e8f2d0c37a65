// Benchmark of `npm run dev` for a newcomer (issue 34 point 5; not a test): how long after the dev server says it
// is ready the first usable page is there. Starts `vite --mode mock` afresh, then in Chromium, in a fresh browser
// context each run:
//   1. login: from opening /auth/login until the login form can be used (its button is there, rendered by React);
//   2. dashboard: from the click on "Anmelden" until the dashboard shows its data (a lead in "Neueste Anfragen").
// The first run is the one a newcomer sees (Vite transforms every module on its first request); the later runs
// are a reload with Vite's transforms cached. Goal: login and dashboard together within 2 s of "ready".
//   npm run bench:dev-start              (BENCH_RUNS=3; `-- --clear-cache` deletes Vite's dependency cache first)
// Every browser run on the shared machine: `flock /tmp/browser.lock npm run bench:dev-start`.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 5196);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const GOAL_MS = 2000;

/** Starts the dev server and resolves once it answers, with the milliseconds from spawn to ready. */
async function startDevServer(): Promise<{ server: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const server = spawn('npx', ['vite', '--mode', 'mock', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${BASE}/auth/login`)).ok) return { server, readyMs: performance.now() - started };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the dev server did not start');
}

async function main() {
  if (process.argv.includes('--clear-cache')) rmSync('node_modules/.vite', { recursive: true, force: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const { server, readyMs } = await startDevServer();
  const rows: Array<{ run: string; login: number; dashboard: number }> = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${BASE}/auth/login`);
      const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
      await submit.waitFor({ state: 'visible', timeout: 120_000 });
      const login = performance.now() - t0;
      await page.getByLabel('Benutzername').fill('demo');
      await page.getByLabel('Passwort', { exact: true }).fill('demo1234');
      const t1 = performance.now();
      await submit.click();
      await page
        .getByRole('region', { name: 'Neueste Anfragen' })
        .getByRole('link')
        .filter({ hasNot: page.getByText('Alle Anfragen') })
        .first()
        .waitFor({ state: 'visible', timeout: 120_000 });
      const dashboard = performance.now() - t1;
      rows.push({ run: run === 0 ? 'first (cold)' : `again ${run}`, login, dashboard });
      await context.close();
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }

  console.log(`\nDev server ready after ${(readyMs / 1000).toFixed(1)} s (spawn to first answer).`);
  console.log('| run | login form usable (s) | login → dashboard with data (s) | together (s) | goal ≤ 2 s |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const total = row.login + row.dashboard;
    console.log(
      `| ${row.run} | ${(row.login / 1000).toFixed(2)} | ${(row.dashboard / 1000).toFixed(2)} | ${(total / 1000).toFixed(2)} | ${total <= GOAL_MS ? 'met' : 'not met'} |`,
    );
  }
}

await main();
