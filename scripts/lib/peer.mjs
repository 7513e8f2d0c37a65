// The peer build (../shared/peers/shadcn-admin/dist, see its README): served as a deployment would serve it, and its
// first visit measured in Debian's Chromium. Both benchmarks compare the portal with it in the same run
// (scripts/bench-bundle.mjs, scripts/bench-lighthouse.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PEER_DIST = join(root, '..', 'shared', 'peers', 'shadcn-admin', 'dist');

/**
 * The peer's first visit as measured by `peerFirstVisitJs` on 2026-12-07 (its build is fixed: shadcn-admin at
 * a6352e7, see its README): what the bundle check compares with where the peer build is not beside the
 * checkout (a clean clone elsewhere, as CI makes). Where it is, the measurement must still give this figure.
 */
export const PEER_FIRST_VISIT_RECORDED = { bytes: 356_107, files: 37 };

/** Whether the peer build is there to be measured. */
export const peerBuildPresent = () => existsSync(join(PEER_DIST, 'index.html'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Serves the peer on 127.0.0.1:`port`: gzip, long-cached assets, index.html for every other path (an SPA). */
export function servePeer(port) {
  if (!existsSync(join(PEER_DIST, 'index.html'))) throw new Error(`No peer build at ${PEER_DIST}`);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname));
    let file = join(PEER_DIST, path);
    if (!file.startsWith(PEER_DIST + sep) || !existsSync(file) || statSync(file).isDirectory())
      file = join(PEER_DIST, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    const compress = /text|javascript|json|svg/.test(type);
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(compress ? gzipSync(body) : body);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/**
 * The JavaScript the peer's first route `/` loads in Chromium until the network is idle: its files, and their gzipped
 * bytes at level 9, as bench-bundle counts the portal's chunks (the same measure on both sides; Lighthouse's
 * transfer sizes add headers and the server's gzip level).
 */
export async function peerFirstVisitJs({ port = 4199, chromiumPath = '/usr/bin/chromium' } = {}) {
  const { chromium } = await import('@playwright/test');
  const server = await servePeer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) files.add(path);
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    // Its first screen drawn (its lazily loaded route included), then no request for half a second: "networkidle"
    // alone came too early on a busy machine, between two chunks, and counted half the files.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = [...files].reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(PEER_DIST, path)), { level: 9 }).length,
      0,
    );
    return { bytes, files: files.size };
  } finally {
    await browser.close();
    server.close();
  }
}
