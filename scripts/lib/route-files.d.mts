export interface RouteFile {
  /** The route's key in its feature's route file. */
  name: string;
  feature: string;
  layout: 'auth' | 'bare' | 'checkout' | 'main';
  /** The page module, relative to the project root, without its extension (`.ts` or `.tsx`). */
  page: string;
  /** The loader module, as `page`. */
  loader?: string;
  /** The features (and shared components, `provider-page`) whose texts load with the route: its own first. */
  texts: string[];
}
export const LAYOUT_MODULES: Record<RouteFile['layout'], string[]>;
export function readRouteFiles(root: string): RouteFile[];
