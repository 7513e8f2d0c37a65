// npm run preview:mock-api: the production build (`dist/`) as a deployment serves it, against the mock backend
// over HTTP instead of the real API. The CSP browser journey (e2e/csp.spec.ts) and benchmarks use it.
//
//   npm run preview:mock-api                       -> http://127.0.0.1:4175 (PORT), mock API on 4176 (MOCK_PORT)
//   npm run preview:mock-api -- --build=always     builds dist/ first; `never` serves dist/ as it is; the default
//                                                  `if-stale` builds only when a source is newer than dist/
//
// Like the deployment described in deploy/nginx.conf: one origin; the static files with the security headers of
// scripts/security-headers.ts (computed from the runtime-config.js served here), `/assets/*` cached for good, the
// SPA's index.html for every other path, answers compressed with gzip, and the API path of the runtime
// configuration (`/api`) proxied to the API, here the mock server (`npm run mock:serve`; scenario MOCK_SCENARIO).
// Unlike a deployment it serves its own runtime-config.js, with every optional integration pointed at the mock's
// stand-in (scripts/preview-config.ts), and the stand-in pages of other sites under `/__mock/`; media paths
// (`/media/*`) go to the mock, which draws a stand-in per path.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { startMockHttpServer } from '../mocks/http-server';
import { MEDIA_PREFIX } from '../mocks/lib/media-placeholder';
import { previewRuntimeConfig, runtimeConfigScript, STAND_IN_PAGE_HEADERS, STAND_IN_PAGES } from './preview-config';
import { readRuntimeConfigFile, resolveDeploymentConfig, securityHeaders } from './security-headers';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const port = Number(option('port') ?? process.env.PORT ?? 4175);
const mockPort = Number(option('mock-port') ?? process.env.MOCK_PORT ?? port + 1);
const buildMode = option('build') ?? 'if-stale';
if (!['always', 'if-stale', 'never'].includes(buildMode))
  throw new Error(`--build=${buildMode}: always, if-stale or never`);

/** The newest modification time under the build's inputs. */
function newestInput(): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (!entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'scripts/security-headers.ts',
  ])
    if (existsSync(join(root, input))) visit(join(root, input));
  return newest;
}

const manifest = join(dist, '.vite', 'manifest.json');
const stale = !existsSync(manifest) || statSync(manifest).mtimeMs < newestInput();
if (buildMode === 'always' || (buildMode === 'if-stale' && stale)) {
  console.log('Building the production bundle into dist/ …');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(manifest)) {
  throw new Error('dist/ has no build: run `npm run build` or pass --build=always');
}

const portalOrigin = `http://127.0.0.1:${port}`;
const runtimeConfig = previewRuntimeConfig(readRuntimeConfigFile(join(dist, 'runtime-config.js')), {
  portal: portalOrigin,
  mock: `http://127.0.0.1:${mockPort}`,
});
const runtimeConfigJs = runtimeConfigScript(runtimeConfig);
const config = resolveDeploymentConfig(loadEnv('production', root, 'VITE_'), runtimeConfig);
// The headers of scripts/security-headers.ts, as `npm run preview` (vite.config.ts) and
// deploy/security-headers.conf send them, computed from the runtime configuration served here.
const headers = securityHeaders(config);
// A relative API base URL is served by this origin and proxied; an absolute one is another server's business.
const apiPath = /^[a-z]+:|^\/\//i.test(config.apiBaseUrl) ? null : config.apiBaseUrl.replace(/\/+$/, '');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const gzipped = new Map<string, Buffer>();

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const extension = extname(file);
  let body: Buffer = readFileSync(file);
  const out: Record<string, string> = {
    ...headers,
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    let compressed = gzipped.get(file);
    if (!compressed) gzipped.set(file, (compressed = gzipSync(body)));
    body = compressed;
    out['Content-Encoding'] = 'gzip';
  }
  res.writeHead(200, { ...out, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

function sendText(res: ServerResponse, type: string, body: string, own: Record<string, string>): void {
  res.writeHead(200, { ...own, 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(body);
}

function proxyToApi(req: IncomingMessage, res: ServerResponse, path: string): void {
  const upstream = request(
    {
      host: '127.0.0.1',
      port: mockPort,
      method: req.method,
      path,
      headers: { ...req.headers, host: `127.0.0.1:${mockPort}` },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...headers });
      answer.pipe(res);
    },
  );
  // The mock drops the connection for an injected network error: the browser sees a failed request, like here.
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

const mock = await startMockHttpServer({
  port: mockPort,
  scenario: process.env.MOCK_SCENARIO ?? 'default',
  portalOrigin,
});

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (apiPath && (url.pathname === apiPath || url.pathname.startsWith(`${apiPath}/`)))
    return proxyToApi(req, res, `${url.pathname.slice(apiPath.length) || '/'}${url.search}`);
  // Media paths of the API's answers live on the portal's origin; a deployment routes them to its media store, here
  // the mock server, which draws a stand-in per path.
  if (url.pathname.startsWith(MEDIA_PREFIX)) return proxyToApi(req, res, `${url.pathname}${url.search}`);
  if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
  if (url.pathname === '/runtime-config.js')
    return sendText(res, 'text/javascript; charset=utf-8', runtimeConfigJs, {
      ...headers,
      'Cache-Control': 'no-cache',
    });
  const standIn = url.pathname.startsWith('/__mock/') ? STAND_IN_PAGES[url.pathname.slice('/__mock/'.length)] : null;
  if (standIn) return sendText(res, 'text/html; charset=utf-8', readFileSync(standIn, 'utf8'), STAND_IN_PAGE_HEADERS);
  const file = normalize(join(dist, decodeURIComponent(url.pathname)));
  if (!file.startsWith(dist + sep) && file !== dist) return notFound(res);
  // Files of the build, but never its manifest or a source map (the build writes none; a stray one stays private).
  const servable = !file.startsWith(join(dist, '.vite')) && !file.endsWith('.map');
  if (servable && existsSync(file) && statSync(file).isFile())
    return sendFile(
      req,
      res,
      file,
      url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  // A missing file under /assets/ is an error, not a page; every other path is a route of the single-page app.
  if (url.pathname.startsWith('/assets/') || extname(url.pathname)) return notFound(res);
  return sendFile(req, res, join(dist, 'index.html'), 'no-cache');
});

await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
console.log(`Production build on http://127.0.0.1:${port} (API ${apiPath ?? config.apiBaseUrl} -> mock ${mock.url})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void mock.close().then(() => process.exit(0));
  });
