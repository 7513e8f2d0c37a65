#!/usr/bin/env node
// Builds the production bundle and fails when it carries mock code (MSW, the mock database, the dev panel).
// Mock mode reaches the mocks only through a dynamic import behind a build-time constant (src/mock-mode.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const markers = ['mockServiceWorker', 'mockWorker.js', 'setupWorker', 'msw/data', 'Mock-Backend', 'createOpenApiHttp'];
const files = readdirSync(join(root, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
const offenders = [];
for (const file of files) {
  const text = readFileSync(join(root, 'dist', 'assets', file), 'utf8');
  for (const marker of markers) if (text.includes(marker)) offenders.push(`${file} contains "${marker}"`);
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
console.log(`Production build: ${files.length} JavaScript files, no mock code.`);
