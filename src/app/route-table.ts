// Registers every route at boot: each feature's `routes.ts` (found by file name, so a new feature folder needs
// no line here) and the app's error pages. Importing this module is what fills `routes` and `href` of
// `@/config/paths`.
import { registerRoutes, type RouteEntry } from '@/config/paths';
import { appRoutes } from './routes';
import './feature-texts';

const featureRouteFiles = import.meta.glob<Record<string, Record<string, RouteEntry>>>('../features/*/routes.ts', {
  eager: true,
});

for (const [path, file] of Object.entries(featureRouteFiles)) {
  // `../features/<feature>/routes.ts`: the folder names the feature whose texts load with these routes.
  const feature = path.split('/')[2];
  for (const entries of Object.values(file)) registerRoutes(entries, feature);
}
registerRoutes(appRoutes);
