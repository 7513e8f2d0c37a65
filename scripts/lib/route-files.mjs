// Reads the features' route files (`src/features/<feature>/routes.ts`) as text: each route's name, layout, page
// module, loader module and the feature texts it loads. Used where the route table cannot be imported: the build
// (vite.config.ts groups what a first visit loads into chunks) and `npm run bench:bundle` (measures it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module a layout renders around its routes' pages (src/app/router.tsx), relative to the project root. */
export const LAYOUT_MODULES = {
  auth: ['src/features/shell/auth-layout.tsx'],
  bare: [],
  checkout: ['src/features/shell/checkout-layout.tsx'],
  main: ['src/features/shell/main-layout.tsx'],
};

/**
 * @param {string} root the project root
 * @returns {import('./route-files.d.mts').RouteFile[]}
 */
export function readRouteFiles(root) {
  const found = [];
  const featuresDir = join(root, 'src', 'features');
  for (const feature of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    // `const x = () => import('./routes/y')` (or a loader defined the same way) used by several entries.
    const named = new Map(
      [...text.matchAll(/const (\w+)(?::[^=]+)? = \([^)]*\) =>\s*import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]),
    );
    const entries = text.split(/\n {2}(?=\w+: \{)/).slice(1);
    for (const entry of entries) {
      const name = entry.match(/^(\w+):/)[1];
      const layout = entry.match(/layout: '(\w+)'/)?.[1];
      const pageMatch = entry.match(/page: (?:\(\) => import\('([^']+)'\)|(\w+))/);
      if (!layout || !pageMatch) continue;
      const page = pageMatch[1] ?? named.get(pageMatch[2]);
      // `loader: lazyLoader(() => import('./loaders').then(…))`, or a loader the routes file imports itself.
      const loaderMatch = entry.match(/loader: (?:lazyLoader\(\s*\(\) =>\s*import\('([^']+)'\)|(\w+)(?=,))/);
      if (/^ +loader: /m.test(entry) && !loaderMatch)
        throw new Error(`${file}: the loader of ${name} is written in a form this reader does not know`);
      const loader = loaderMatch ? (loaderMatch[1] ?? named.get(loaderMatch[2])) : undefined;
      const inFeature = (relative) => join('src', 'features', feature, relative).replaceAll('\\', '/');
      // The texts of other features or of shared components a route declares (`texts: ['team']`,
      // `texts: ['provider-page']`), loaded beside its own.
      const extraTexts = [...(entry.match(/texts: \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
      found.push({
        name,
        feature,
        layout,
        page: inFeature(page),
        loader: loader ? inFeature(loader) : undefined,
        texts: [feature, ...extraTexts],
      });
    }
  }
  return found;
}
