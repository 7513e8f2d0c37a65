// Build only (issue 23): what every page of a layout loads on a first visit, besides the boot chunk, in one chunk.
//
// Rolldown's automatic splitting makes one chunk per set of dynamic imports that share a module. With ~50 routes,
// lazily opened dialogs and per-schema modules that is 500 chunks, and a logged-in page's first visit fetched
// 30–70 of them, most under 1 KB: each is compressed alone, names its imports from the boot chunk again and is one
// more entry in the preload list. The main layout alone (sidebar, top bar, their queries, icons) came in two dozen
// files. Grouped, no route loads anything it did not load before, and the group compresses better (about 4 KB less
// on every main-layout page; docs/performance.md, "Bundle size").
//
// A module's routes: the static imports of the route's layout, page and loader (and what the loader starts with
// `import()`), followed through re-exports name by name (a page that imports `Bell` from `lucide-react` loads one
// icon, not the 1,600 the package re-exports). What the entry loads (the boot chunk, its own group) is left out.
// The imports are read from the transformed code with regular expressions: a wrong reading can only move a module
// into another chunk (measured by `npm run bench:bundle`), never change what runs or in which order.
import type { Plugin } from 'vite';
import { LAYOUT_MODULES, readRouteFiles, type RouteFile } from './route-files.mjs';

/** Names a module is asked for: a set of export names, or every export (`*`: namespace or side-effect import). */
type Wanted = Set<string> | '*';

interface ImportClause {
  specifier: string;
  /** Names imported (`default` for a default import), or `*`. */
  names: Wanted;
}
interface ReExport {
  specifier: string;
  /** exported name → imported name (`*` for a namespace). */
  names: Map<string, string>;
}
interface ModuleShape {
  imports: ImportClause[];
  /** `export … from` and `import … ; export { … }` pairs: what the module passes on from elsewhere. */
  reExports: ReExport[];
  /** `export * from '…'` */
  starExports: string[];
  /** Only imports and exports: a barrel, whose imports load only as far as their names are asked for. */
  barrel: boolean;
}

const STATEMENT =
  /\b(import|export)\s*(type\s+)?([\w$*{}\s,]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

function parseSpecifiers(clause: string): Map<string, string> {
  // `{ a as b, default as c }` → local/exported name → imported name
  const found = new Map<string, string>();
  const inner = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  for (const part of inner.split(',')) {
    const [imported, local] = part
      .trim()
      .split(/\s+as\s+/)
      .map((s) => s.trim());
    if (imported) found.set(local ?? imported, imported);
  }
  return found;
}

/** The module's static imports and re-exports, read from its transformed JavaScript. */
export function moduleShape(code: string): ModuleShape {
  const imports: ImportClause[] = [];
  const reExports: ReExport[] = [];
  const starExports: string[] = [];
  /** local name → where it was imported from (for `import …; export { … }` barrels) */
  const importedLocals = new Map<string, { specifier: string; name: string }>();
  for (const match of code.matchAll(STATEMENT)) {
    const [, keyword, typeOnly, clause = '', specifier, bare] = match;
    if (bare) {
      imports.push({ specifier: bare, names: '*' });
      continue;
    }
    if (typeOnly || !specifier) continue;
    if (keyword === 'import') {
      const names = new Set<string>();
      let all = false;
      const defaultName = clause.match(/^\s*([\w$]+)\s*(,|$)/)?.[1];
      if (defaultName) {
        names.add('default');
        importedLocals.set(defaultName, { specifier, name: 'default' });
      }
      const namespace = clause.match(/\*\s*as\s+([\w$]+)/)?.[1];
      if (namespace) {
        all = true;
        importedLocals.set(namespace, { specifier, name: '*' });
      }
      for (const [local, imported] of parseSpecifiers(clause)) {
        names.add(imported);
        importedLocals.set(local, { specifier, name: imported });
      }
      imports.push({ specifier, names: all ? '*' : names });
    } else if (/^\s*\*\s*$/.test(clause)) {
      starExports.push(specifier);
    } else {
      const namespace = clause.match(/^\s*\*\s*as\s+([\w$]+)/)?.[1];
      reExports.push({ specifier, names: namespace ? new Map([[namespace, '*']]) : parseSpecifiers(clause) });
    }
  }
  // `export { a, b as c };` of imported bindings
  for (const match of code.matchAll(/\bexport\s*\{([^}]*)\}\s*(?!\s*from)[;\n]/g)) {
    for (const [exported, local] of parseSpecifiers(`{${match[1]}}`)) {
      const origin = importedLocals.get(local);
      if (origin) reExports.push({ specifier: origin.specifier, names: new Map([[exported, origin.name]]) });
    }
  }
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(STATEMENT, '')
    .replace(/\bexport\s*\{[^}]*\}/g, '')
    .replace(/["']use strict["']/g, '')
    .replace(/[\s;]/g, '');
  return { imports, reExports, starExports, barrel: rest === '' && (reExports.length > 0 || starExports.length > 0) };
}

interface Graph {
  shape(id: string): ModuleShape | undefined;
  resolved(importer: string, specifier: string): string | undefined;
}

/** The modules a first visit of a route loads: from its starting modules, through re-exports by name. */
export function firstVisitModules(graph: Graph, starts: string[]): Set<string> {
  const loaded = new Set<string>();
  /** barrel id → names already followed (or `*`) */
  const followed = new Map<string, Wanted>();
  const queue: Array<[string, Wanted]> = starts.map((id) => [id, '*']);
  while (queue.length) {
    const [id, wanted] = queue.pop()!;
    const shape = graph.shape(id);
    if (!shape?.barrel) {
      if (loaded.has(id)) continue;
      loaded.add(id);
      if (!shape) continue;
      for (const clause of shape.imports) {
        const target = graph.resolved(id, clause.specifier);
        if (target) queue.push([target, clause.names]);
      }
      for (const reExport of [...shape.reExports.map((r) => r.specifier), ...shape.starExports]) {
        const target = graph.resolved(id, reExport);
        if (target) queue.push([target, '*']);
      }
      continue;
    }
    // A barrel: follow only the names asked for.
    const before = followed.get(id);
    if (before === '*') continue;
    const fresh =
      wanted === '*' ? '*' : new Set([...wanted].filter((name) => !(before instanceof Set && before.has(name))));
    if (fresh !== '*' && fresh.size === 0) continue;
    followed.set(id, fresh === '*' ? '*' : new Set([...(before ?? []), ...fresh]));
    loaded.add(id);
    const unmatched = fresh === '*' ? '*' : new Set(fresh);
    for (const reExport of shape.reExports) {
      const names = new Set<string>();
      for (const [exported, imported] of reExport.names) {
        if (fresh !== '*' && !fresh.has(exported)) continue;
        if (unmatched !== '*') unmatched.delete(exported);
        if (imported === '*') {
          names.clear();
          const target = graph.resolved(id, reExport.specifier);
          if (target) queue.push([target, '*']);
          break;
        }
        names.add(imported);
      }
      if (names.size === 0) continue;
      const target = graph.resolved(id, reExport.specifier);
      if (target) queue.push([target, names]);
    }
    if (unmatched === '*' || unmatched.size > 0)
      for (const specifier of shape.starExports) {
        const target = graph.resolved(id, specifier);
        if (target) queue.push([target, unmatched]);
      }
  }
  return loaded;
}

/**
 * The share of a layout's routes that must load a module on their first visit for it to join the layout's group.
 * Measured with `npm run bench:bundle` (2026-11-25, tenth session of issue 23): at 90% the page frame (`Page`,
 * `PageHeader` and their back arrow, loaded by 32 of the main layout's 35 routes) joins, which takes 0.2–0.3 KB
 * off 47 routes (three small chunks fewer) and adds 0.7 KB to the two that do not use it (the dashboard and the
 * home, 9 KB under their budget); 5 KB less summed over all routes. Lower shares add no further module until a
 * route-specific one, which every other route would then load for nothing.
 */
const MOST_OF_LAYOUT = 0.9;

/**
 * The group of a module that a first visit of these routes loads: its layout's, when they are routes of one layout
 * and (nearly) all of them (`MOST_OF_LAYOUT`). A module that routes of another layout load too stays apart.
 */
function groupName(routes: RouteFile[], set: Set<string>): string | null {
  for (const layout of ['main', 'auth'] as const) {
    const all = routes.filter((route) => route.layout === layout).map((route) => route.name);
    if ([...set].every((name) => all.includes(name)) && set.size >= MOST_OF_LAYOUT * all.length)
      return `${layout}-layout`;
  }
  return null;
}

/**
 * The plugin (which reads the module graph once it is complete) and the `codeSplitting` group (which rolldown
 * consults afterwards): what every route of a layout loads on a first visit forms one chunk.
 */
export function firstVisitChunks(root: string) {
  /** module id → chunk group name */
  const names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'portal-first-visit-chunks',
    apply: 'build',
    async buildEnd(error) {
      names.clear();
      if (error) return;
      const shapes = new Map<string, ModuleShape | undefined>();
      const resolutions = new Map<string, string | undefined>();
      const ids = [...this.getModuleIds()];
      for (const id of ids) {
        const code = this.getModuleInfo(id)?.code;
        shapes.set(id, code == null ? undefined : moduleShape(code));
      }
      // Resolve every import once (the same resolution the build made).
      await Promise.all(
        ids.flatMap((id) => {
          const shape = shapes.get(id);
          if (!shape) return [];
          const specifiers = new Set([
            ...shape.imports.map((i) => i.specifier),
            ...shape.reExports.map((r) => r.specifier),
            ...shape.starExports,
          ]);
          return [...specifiers].map(async (specifier) => {
            const result = await this.resolve(specifier, id);
            resolutions.set(`${id}\n${specifier}`, result && !result.external ? result.id : undefined);
          });
        }),
      );
      const graph: Graph = {
        shape: (id) => shapes.get(id),
        resolved: (importer, specifier) => resolutions.get(`${importer}\n${specifier}`),
      };
      const existing = (base: string) =>
        [`${root}/${base}.tsx`, `${root}/${base}.ts`, `${root}/${base}`].find((id) => shapes.has(id));
      const boot = firstVisitModules(graph, [existing('src/main')!]);
      const routes = readRouteFiles(root);
      const routesOf = new Map<string, Set<string>>();
      for (const route of routes) {
        const starts = [...LAYOUT_MODULES[route.layout], route.page, ...(route.loader ? [route.loader] : [])]
          .map((base) => existing(base.replace(/\.tsx?$/, '')))
          .filter((id): id is string => Boolean(id));
        // What the loader starts with `import()` loads beside the page (a page's content that waits for the data).
        const loaderId = route.loader ? existing(route.loader) : undefined;
        const lazyContent = loaderId ? (this.getModuleInfo(loaderId)?.dynamicallyImportedIds ?? []) : [];
        for (const id of firstVisitModules(graph, [...starts, ...lazyContent])) {
          if (boot.has(id) || /\.css($|\?)/.test(id)) continue;
          if (!routesOf.has(id)) routesOf.set(id, new Set());
          routesOf.get(id)!.add(route.name);
        }
      }
      for (const [id, set] of routesOf) {
        // What is loaded with `import()` (a page, a loader, a lazily loaded part) keeps its own chunk: grouped, its
        // import would load the whole group, and the build manifest would no longer show what it loads.
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) continue;
        const name = groupName(routes, set);
        if (name) names.set(id, name);
      }
    },
  };
  const group = {
    name: (id: string) => names.get(id) ?? null,
    test: (id: string) => names.has(id),
    // Only the modules themselves: what else they import has its own routes (or is loaded later).
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
