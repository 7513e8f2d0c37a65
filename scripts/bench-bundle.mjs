#!/usr/bin/env node
// Measures (not a test) the gzipped JavaScript a first visit of a route loads in the production build, from the
// chunk graph of the build manifest, against the budgets of the developers' guide: the login route at most 90 KB,
// the dashboard (and the inbox) at most 150 KB.
//   npm run bench:bundle              (builds dist/ first; `-- --no-build` reuses it; `-- --enforce` exits 1 when over)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!(process.argv.includes('--no-build') && existsSync(join(root, 'dist', '.vite', 'manifest.json')))) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(root, 'dist', '.vite', 'manifest.json'), 'utf8'));
/** The JavaScript files a module needs before it runs: its chunk and, recursively, its static imports. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dependency of chunk.imports ?? []) closure(dependency, into);
  return into;
}
const gzipped = (file) => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// What the router and the layouts load for a first visit (src/app/router.tsx, src/app/main-outlet.tsx).
const routes = [
  {
    name: 'login (/auth/login)',
    budget: 90 * 1024,
    modules: ['index.html', 'src/features/shell/auth-layout.tsx', 'src/features/auth/routes/login.tsx'],
  },
  {
    name: 'dashboard (/)',
    budget: 150 * 1024,
    modules: [
      'index.html',
      'src/features/shell/main-layout.tsx',
      'src/features/dashboard/routes/dashboard-page.tsx',
      'src/features/dashboard/modals/modal-queue-host.tsx',
      'src/features/realtime/realtime-lead-events.tsx',
    ],
  },
  {
    name: 'inbox (/leads)',
    budget: 150 * 1024,
    modules: [
      'index.html',
      'src/features/shell/main-layout.tsx',
      'src/features/leads/routes/leads-page.tsx',
      'src/features/dashboard/modals/modal-queue-host.tsx',
      'src/features/realtime/realtime-lead-events.tsx',
    ],
  },
];
const overBudget = [];
for (const route of routes) {
  const files = new Set();
  for (const module of route.modules) closure(module, files);
  const total = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped(file), 0);
  console.log(`${route.name}: ${kb(total)} of gzipped JavaScript (budget ${kb(route.budget)})`);
  for (const file of [...files].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 5))
    console.log(`    ${kb(gzipped(file)).padStart(8)}  ${file}`);
  if (total > route.budget) overBudget.push(route.name);
}
// Loaded later, when the browser is idle after login: reported, not part of a route's first load.
const realtimeKey = Object.keys(manifest).find((key) => key.endsWith('src/features/realtime/lead-event-channel.ts'));
if (realtimeKey) {
  const later = [...closure(realtimeKey)].filter((file) => !closure('index.html').has(file));
  console.log(`realtime channel (Firebase, loaded when idle): ${kb(later.reduce((sum, f) => sum + gzipped(f), 0))}`);
}
if (overBudget.length) {
  console.log(`Over budget: ${overBudget.join(', ')}`);
  if (process.argv.includes('--enforce')) process.exit(1);
}
