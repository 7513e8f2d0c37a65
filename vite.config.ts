import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { featureSharedTextsPlugin } from './scripts/lib/feature-shared-texts';
import { firstVisitChunks } from './scripts/lib/first-visit-chunks';
import { servedHeaders } from './scripts/security-headers';

const require = createRequire(import.meta.url);

/**
 * Files only mock mode has, served by the dev server in mock mode and emitted into the demo build only; none is
 * in `public/`, so the production build (`npm run build`) ships no mock code (`scripts/check-bundle.mjs`):
 * MSW's service worker script, and the mock's stand-in for Google's consent page (`mocks/browser/`, where the
 * mock's POST /auth/google sends the browser).
 */
const MOCK_ONLY_FILES = [
  {
    fileName: 'mockServiceWorker.js',
    contentType: 'text/javascript',
    source: () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
  },
  {
    // MSW's worker behind a listener that leaves the app's own files to the network (see the file).
    fileName: 'mockWorker.js',
    contentType: 'text/javascript',
    source: () => readFileSync(fileURLToPath(new URL('./mocks/browser/mock-worker.js', import.meta.url)), 'utf8'),
  },
  {
    fileName: '__mock/google-consent.html',
    contentType: 'text/html; charset=utf-8',
    source: () => readFileSync(fileURLToPath(new URL('./mocks/browser/google-consent.html', import.meta.url)), 'utf8'),
  },
  {
    // Issue 16: the consent stand-in for connecting Google or Facebook on /settings/accounts.
    fileName: '__mock/social-connect.html',
    contentType: 'text/html; charset=utf-8',
    source: () => readFileSync(fileURLToPath(new URL('./mocks/browser/social-connect.html', import.meta.url)), 'utf8'),
  },
  {
    // Issue 17: the stand-in for Instagram's authorization page when a gallery connects Instagram.
    fileName: '__mock/instagram-connect.html',
    contentType: 'text/html; charset=utf-8',
    source: () =>
      readFileSync(fileURLToPath(new URL('./mocks/browser/instagram-connect.html', import.meta.url)), 'utf8'),
  },
  {
    // Issue 19: the bank's 3-D Secure page, where the mock's POST /payments/{id}/pay sends a 3-D Secure card.
    fileName: '__mock/bank-3d-secure.html',
    contentType: 'text/html; charset=utf-8',
    source: () => readFileSync(fileURLToPath(new URL('./mocks/browser/bank-3d-secure.html', import.meta.url)), 'utf8'),
  },
];

function mockOnlyFiles(enabled: boolean): Plugin {
  return {
    name: 'portal-mock-only-files',
    configureServer(server) {
      if (!enabled) return;
      for (const file of MOCK_ONLY_FILES) {
        server.middlewares.use(`/${file.fileName}`, (_req, res) => {
          res.setHeader('Content-Type', file.contentType);
          res.end(file.source());
        });
      }
    },
    generateBundle() {
      if (!enabled) return;
      for (const file of MOCK_ONLY_FILES)
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source() });
    },
  };
}

const REACT_ROUTER_DIST = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
/**
 * react-router's production build, which its package exports do not name (they name the development build under
 * every condition, so `resolve.conditions` cannot select it: docs/decisions/0001). `npm test`'s bundle check fails
 * when the development build's warnings reach the production bundle (scripts/check-bundle.mjs).
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}dom-export.mjs` },
];

interface GeneratedModule {
  /** The generated file. */
  file: string;
  /** The virtual id prefix of its parts. */
  prefix: string;
  /** Where each declaration starts; group 1 is its exported name. */
  declaration: RegExp;
  /** What a part needs besides the parts it uses (which are found by name). */
  preamble: string;
  /** Turns a declaration's TypeScript into the JavaScript of its part. */
  toJavaScript: (declaration: string) => string;
}

/**
 * Build only (issue 23): a generated file of many independent declarations becomes one module per declaration,
 * and the file a list of re-exports of them. A bundler puts a module into one chunk, so as one file every route
 * carried every declaration any route uses; split, a route carries only what it (and what that is built from)
 * uses. The generated files stay as they are; dev server and tests read them unchanged. Split: the zod schemas
 * (`zod.gen.ts`, 700+ schemas) and the document's limits (`limits.ts`, 300+ constants).
 */
function splitGeneratedModule(part: GeneratedModule): Plugin {
  let declarations: Map<string, string> | null = null;
  const parse = (source: string) => {
    const found = new Map<string, string>();
    const starts = [...source.matchAll(part.declaration)];
    starts.forEach((match, index) => {
      const end = index + 1 < starts.length ? starts[index + 1]!.index : source.length;
      // The declaration up to the doc comment of the next one.
      const text = source.slice(match.index, end).replace(/\/\*\*[\s\S]*?\*\/\s*$/, '');
      found.set(match[1]!, part.toJavaScript(text));
    });
    return found;
  };
  return {
    name: `portal-split-generated:${part.prefix}`,
    apply: 'build',
    buildStart() {
      declarations = parse(readFileSync(part.file, 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(part.prefix) ? id : null;
    },
    load(id) {
      if (!declarations) return null;
      if (id === part.file) {
        const names = [...declarations.keys()];
        return { code: names.map((name) => `export { ${name} } from '${part.prefix}${name}';`).join('\n') };
      }
      if (!id.startsWith(part.prefix)) return null;
      const name = id.slice(part.prefix.length);
      const text = declarations.get(name);
      if (text === undefined) throw new Error(`${name} is not declared in ${part.file}`);
      const uses = new Set([...text.matchAll(/\b\w+\b/g)].map((m) => m[0]).filter((n) => n !== name));
      const imports = [...uses]
        .filter((dependency) => declarations!.has(dependency))
        .map((dependency) => `import { ${dependency} } from '${part.prefix}${dependency}';`);
      return { code: [part.preamble, ...imports, text].join('\n'), moduleSideEffects: false };
    },
  };
}

const splitGeneratedSchemas = splitGeneratedModule({
  file: fileURLToPath(new URL('./src/api/generated/zod/zod.gen.ts', import.meta.url)),
  prefix: '\0portal-schema:',
  declaration: /^export const (z\w+) = /gm,
  preamble: `import * as z from 'zod';`,
  // Plain `z.…(…)` calls: TypeScript and JavaScript alike.
  toJavaScript: (declaration) => declaration,
});

const splitGeneratedLimits = splitGeneratedModule({
  file: fileURLToPath(new URL('./src/api/generated/limits.ts', import.meta.url)),
  prefix: '\0portal-limits:',
  declaration: /^export const (\w+Limits) = /gm,
  preamble: '',
  // Object literals `as const`.
  toJavaScript: (declaration) => declaration.replace(/\s+as const;\s*$/, ';\n'),
});

const firstVisit = firstVisitChunks(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''));

export default defineConfig(({ command, mode }) => {
  const mock = mode === 'mock' || mode === 'demo';
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    plugins: [
      react(),
      tailwindcss(),
      mockOnlyFiles(mock),
      splitGeneratedSchemas,
      splitGeneratedLimits,
      firstVisit.plugin,
      // Route titles and sidebar labels: in their feature's texts, loaded with the shared bundle (see the file).
      featureSharedTextsPlugin(fileURLToPath(new URL('./src', import.meta.url))),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        // zod with its settings applied first (src/lib/zod.ts), wherever it is first used.
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
        { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/zod-mini.ts', import.meta.url)) },
        // react-router's package exports only its development build (warnings and checks kept in); it ships a
        // production build beside it, which a production bundle should carry (issue 23).
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // A newcomer's first page (issue 34): Vite transforms these modules and what they import as soon as it is
      // ready, not when the browser first asks: the boot, the mock backend, the login and the dashboard with
      // their layouts (`npm run bench:dev-start`).
      warmup: {
        clientFiles: [
          './src/main.tsx',
          ...(mock ? ['./mocks/browser/index.ts', './mocks/browser/dev-panel.ts'] : []),
          './src/features/shell/auth-layout.tsx',
          './src/features/auth/routes/login.tsx',
          './src/features/shell/main-layout.tsx',
          './src/features/dashboard/routes/dashboard-page.tsx',
        ],
      },
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      // The production build's CSP and security headers (docs/security.md); none in the mock modes.
      headers: servedHeaders({ root: fileURLToPath(new URL('.', import.meta.url)), outDir, mode }),
    },
    build: {
      target: 'es2022',
      // No source maps in the production build: public maps hand out the whole source. The demo build (journeys,
      // traces) keeps them; `npm run bench:bundle -- --modules` builds with hidden ones to analyse the chunks.
      sourcemap: mock ? true : process.env.PORTAL_SOURCEMAP === 'hidden' ? 'hidden' : false,
      // scripts/check-bundle.mjs reads the chunk graph from the manifest to measure what each route loads.
      manifest: true,
      // Every browser the portal supports knows <link rel="modulepreload">; the polyfill only cost every page bytes.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The generated zod schemas are plain `z.…(…)` calls, which a bundler must keep unless told they are pure;
        // without this every route that validates one form carried all 285 schemas (~130 KB of source).
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          // Chunks are named by their hash alone: every import between chunks, and the boot chunk's list of what
          // each lazy chunk needs (for modulepreload), names files, and readable names cost 1.7 to 2.9 KB gzipped on
          // every first visit (issue 23). The build manifest still maps each source module to its file.
          chunkFileNames: 'assets/[hash].js',
          // Everything the entry needs before any route (React, the router, i18next, the query client, the route
          // table) in one chunk rather than two dozen: every first visit loads all of it anyway, and one file
          // compresses better (issue 23: about 6 KB less gzipped JavaScript on every route).
          // The entry module itself stays the entry chunk (the build manifest's `index.html`).
          codeSplitting: {
            groups: [
              {
                name: 'boot',
                tags: ['$initial'],
                test: (id: string) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
                priority: 2,
              },
              // What every page of a layout loads besides the boot chunk (the main layout's sidebar and top bar,
              // their queries, icons and texts) in one chunk rather than twenty (scripts/lib/first-visit-chunks.ts).
              { ...firstVisit.group, priority: 1 },
            ],
          },
        },
      },
      outDir,
    },
  };
});
