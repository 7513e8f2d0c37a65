// The journeys run in Node, where the app's boot (src/app/route-table.ts, which finds the features' route files
// through Vite's import.meta.glob) never runs. This module finds them the same way, by file name, and registers
// them, so `href` and `routes` of src/config/paths.ts work in journeys exactly as in the app.
import { readdirSync } from 'node:fs';
import { allRoutes, registerRoutes, type RouteEntry } from '../src/config/paths';
import { appRoutes } from '../src/app/routes';

const featuresDir = new URL('../src/features/', import.meta.url);
const featureRouteFiles = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, featuresDir)).includes('routes.ts'))
  .map((entry) => new URL(`${entry.name}/routes.ts`, featuresDir).href);

for (const file of await Promise.all(featureRouteFiles.map((url) => import(url)))) {
  for (const entries of Object.values(file as Record<string, Record<string, RouteEntry>>)) registerRoutes(entries);
}
registerRoutes(appRoutes);

export { allRoutes };
export { href, routes } from '../src/config/paths';
