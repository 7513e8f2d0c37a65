// Registers every route at boot: each feature's `routes.ts` (found by file name, so a new feature folder needs
// no line here) and the app's error pages. Importing this module is what fills `routes` and `href` of
// `@/config/paths`.
import { registerRoutes, type RouteEntry } from '@/config/paths';
import { appRoutes } from './routes';

const featureRouteFiles = import.meta.glob<Record<string, Record<string, RouteEntry>>>('../features/*/routes.ts', {
  eager: true,
});

for (const file of Object.values(featureRouteFiles)) {
  for (const entries of Object.values(file)) registerRoutes(entries);
}
registerRoutes(appRoutes);
