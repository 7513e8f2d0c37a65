import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
    fileName: '__mock/google-consent.html',
    contentType: 'text/html; charset=utf-8',
    source: () => readFileSync(fileURLToPath(new URL('./mocks/browser/google-consent.html', import.meta.url)), 'utf8'),
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

export default defineConfig(({ mode }) => {
  const mock = mode === 'mock' || mode === 'demo';
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  return {
    plugins: [react(), tailwindcss(), mockOnlyFiles(mock)],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      // The production build's CSP and security headers (docs/security.md); none in the mock modes.
      headers: servedHeaders({ root: fileURLToPath(new URL('.', import.meta.url)), outDir, mode }),
    },
    build: {
      target: 'es2022',
      // No source maps in the production build: public maps hand out the whole source. The demo build (journeys,
      // traces) keeps them.
      sourcemap: mock,
      // scripts/check-bundle.mjs reads the chunk graph from the manifest to measure what each route loads.
      manifest: true,
      rolldownOptions: {
        // The generated zod schemas are plain `z.…(…)` calls, which a bundler must keep unless told they are pure;
        // without this every route that validates one form carried all 285 schemas (~130 KB of source).
        treeshake: { manualPureFunctions: ['z'] },
      },
      outDir,
    },
  };
});
