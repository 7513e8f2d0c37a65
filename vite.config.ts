import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * MSW's service worker script, served in mock mode and emitted into the demo build only. It is not in
 * `public/`, so the production build (`npm run build`) ships no mock code.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'portal-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
    },
  };
}

export default defineConfig(({ mode }) => {
  const mock = mode === 'mock' || mode === 'demo';
  return {
    plugins: [react(), tailwindcss(), mockServiceWorker(mock)],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: true,
      // scripts/check-bundle.mjs reads the chunk graph from the manifest to measure what each route loads.
      manifest: true,
      rolldownOptions: {
        // The generated zod schemas are plain `z.…(…)` calls, which a bundler must keep unless told they are pure;
        // without this every route that validates one form carried all 285 schemas (~130 KB of source).
        treeshake: { manualPureFunctions: ['z'] },
      },
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    },
  };
});
