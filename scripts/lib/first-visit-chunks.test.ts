import { describe, expect, it } from 'vitest';
import { firstVisitModules, moduleShape } from './first-visit-chunks';

/** A module graph from code by id; specifiers are the ids themselves. */
function graphOf(modules: Record<string, string>) {
  return {
    shape: (id: string) => (id in modules ? moduleShape(modules[id]!) : undefined),
    resolved: (_importer: string, specifier: string) => (specifier in modules ? specifier : undefined),
  };
}

describe('moduleShape', () => {
  it('tells a barrel (only imports and exports) from a module with code', () => {
    expect(moduleShape(`export { default as Bell, default as BellIcon } from './bell';\n`).barrel).toBe(true);
    expect(moduleShape(`import * as Dialog from 'dialog';\nexport { Dialog };`).barrel).toBe(true);
    expect(moduleShape(`import { a } from 'a';\nexport const b = a + 1;`).barrel).toBe(false);
  });

  it('reads default, named, namespace and side-effect imports, and skips type-only ones', () => {
    const shape = moduleShape(
      `import React, { useState as useLocal } from "react";\nimport * as ns from 'ns';\nimport 'polyfill';\nimport type { T } from 'types';\nconsole.log(React, useLocal, ns);`,
    );
    expect(shape.imports).toEqual([
      { specifier: 'react', names: new Set(['default', 'useState']) },
      { specifier: 'ns', names: '*' },
      { specifier: 'polyfill', names: '*' },
    ]);
  });
});

describe('firstVisitModules', () => {
  const graph = graphOf({
    page: `import { Bell } from 'icons';\nimport { useQuery } from 'query';\nexport default () => [Bell, useQuery];`,
    icons: `export { default as Bell, default as BellIcon } from 'bell';\nexport { default as Lock } from 'lock';`,
    bell: `export default 'bell';`,
    lock: `export default 'lock';`,
    query: `import { useMutation } from 'use-mutation';\nexport * from 'core';\nexport { useMutation };`,
    'use-mutation': `export const useMutation = 1;`,
    core: `export { useQuery } from 'use-query';\nexport { QueryClient } from 'query-client';`,
    'use-query': `export const useQuery = 1;`,
    'query-client': `export const QueryClient = 1;`,
    dialog: `import * as Icons from 'icons';\nexport default Icons;`,
  });

  it('follows a barrel only into the names asked for, through `export *` too', () => {
    expect([...firstVisitModules(graph, ['page'])].sort()).toEqual([
      'bell',
      'core',
      'icons',
      'page',
      'query',
      'use-query',
    ]);
  });

  it('follows every re-export of a barrel imported as a namespace', () => {
    expect(firstVisitModules(graph, ['dialog'])).toEqual(new Set(['dialog', 'icons', 'bell', 'lock']));
  });

  it('asks a barrel again for names a later importer wants', () => {
    const twoPages = graphOf({
      a: `import { Bell } from 'icons';\nexport default Bell;`,
      b: `import { Bell, Lock } from 'icons';\nexport default [Bell, Lock];`,
      icons: `export { default as Bell } from 'bell';\nexport { default as Lock } from 'lock';`,
      bell: `export default 'bell';`,
      lock: `export default 'lock';`,
    });
    expect(firstVisitModules(twoPages, ['a', 'b'])).toEqual(new Set(['a', 'b', 'icons', 'bell', 'lock']));
  });
});
