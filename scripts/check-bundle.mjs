#!/usr/bin/env node
// Builds the production bundle and fails when it carries mock code (MSW, the mock database, the dev panel).
// Mock mode reaches the mocks only through a dynamic import behind a build-time constant (src/mock-mode.ts).
// It fails too when react-router's development build is in it: its package exports name only that one, and the
// build reaches the production build through an alias (vite.config.ts, docs/decisions/0001), which an upgrade that
// moves the files, or a removed alias, would lose without a sound (about 0.5 KB on every route).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const markers = ['mockServiceWorker', 'mockWorker.js', 'setupWorker', 'msw/data', 'Mock-Backend', 'createOpenApiHttp'];
// Warnings only react-router's development build prints (its production build is the same code without them).
const developmentMarkers = ['You rendered descendant <Routes>', 'No routes matched location'];
const files = readdirSync(join(root, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
const offenders = [];
const development = [];
for (const file of files) {
  const text = readFileSync(join(root, 'dist', 'assets', file), 'utf8');
  for (const marker of markers) if (text.includes(marker)) offenders.push(`${file} contains "${marker}"`);
  for (const marker of developmentMarkers)
    if (text.includes(marker)) development.push(`${file} contains react-router's warning "${marker}"`);
}
const rootFiles = readdirSync(join(root, 'dist'));
for (const worker of ['mockServiceWorker.js', 'mockWorker.js'])
  if (rootFiles.includes(worker)) offenders.push(`dist/${worker} exists`);
if (rootFiles.includes('__mock')) offenders.push('dist/__mock/ exists (the mock Google consent page)');
if (offenders.length) {
  console.error('The production build carries mock code:');
  for (const o of offenders) console.error(`  - ${o}`);
  process.exit(1);
}
if (development.length) {
  console.error(
    "The production build carries react-router's development build (see REACT_ROUTER_PRODUCTION in vite.config.ts):",
  );
  for (const d of development) console.error(`  - ${d}`);
  process.exit(1);
}
console.log(`Production build: ${files.length} JavaScript files, no mock code, react-router's production build.`);
