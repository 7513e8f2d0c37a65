#!/usr/bin/env node
// Proves that the import boundaries and the type rules of eslint.config.js really bite: each planted file below
// must fail lint with the named rule, and each allowed one must pass. Without a working resolver import-x cannot tell where
// `@/…` or `../x` lead and every zone stays silent, so this runs in `npm test` next to the lint itself.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Planted files: where the importing file stands, what it imports, and the rule that must (or must not) fire. */
const cases = [
  {
    name: 'a feature imports another feature by a relative path',
    file: 'src/features/leads/planted.ts',
    code: "import { dashboardKeys } from '../dashboard/api/keys';\nexport const planted = dashboardKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature imports another feature through the @ alias',
    file: 'src/features/leads/planted.ts',
    code: "import { useLogout } from '@/features/shell/hooks/use-logout';\nexport const planted = useLogout;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature loads another feature lazily',
    file: 'src/features/todo/planted.ts',
    code: "export const planted = () => import('@/features/leads/routes/leads-page');\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared code (src/lib) imports a feature',
    file: 'src/lib/planted.ts',
    code: "import { dashboardKeys } from '@/features/dashboard/api/keys';\nexport const planted = dashboardKeys;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared UI (src/components) imports the app layer',
    file: 'src/components/planted.ts',
    code: "import { createRouter } from '@/app/router';\nexport const planted = createRouter;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'app code imports the mock backend',
    file: 'src/features/leads/planted.ts',
    code: "import { db } from '../../../mocks/db';\nexport const planted = db;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared code imports the mock backend through its alias',
    file: 'src/lib/planted.ts',
    code: "import { db } from '@mocks/db';\nexport const planted = db;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a number field that is not NumberInput (it would read "2.000" as 2)',
    file: 'src/features/leads/planted.tsx',
    code: 'export const Planted = () => <input type="number" aria-label="Preis" />;\n',
    rule: 'no-restricted-syntax',
  },
  // A page's URL params through one module (issue 39.3): src/lib/search-params.ts.
  {
    name: "a page reads its URL params with react-router's useSearchParams",
    file: 'src/features/leads/planted.ts',
    code: "import { useSearchParams } from 'react-router-dom';\nexport const usePlanted = () => useSearchParams()[0].get('q');\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a page parses location.search by hand',
    file: 'src/features/leads/planted.ts',
    code: "export const planted = () => new URLSearchParams(window.location.search).get('q');\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a page reads its URL params through the module (allowed)',
    file: 'src/features/leads/planted.ts',
    code: "import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';\nconst params = defineSearchParams({ q: searchParam.text(20) });\nexport const usePlanted = () => useSearchParamState(params).values.q;\n",
    rule: null,
  },
  {
    name: 'a feature imports shared code (allowed)',
    file: 'src/features/leads/planted.ts',
    code: "import { cn } from '@/lib/cn';\nexport const planted = cn;\n",
    rule: null,
  },
  {
    name: 'a feature imports its own files (allowed)',
    file: 'src/features/leads/planted.ts',
    code: "import { leadKeys } from './api/keys';\nexport const planted = leadKeys;\n",
    rule: null,
  },
  // No way around the types (issue 24.4): app code may not read API data past the generated types.
  {
    name: 'a row reads a field the document lacks through a type assertion',
    file: 'src/features/leads/planted.ts',
    code: "import type { Lead } from './api/leads';\nexport const planted = (lead: Lead) => (lead as Lead & { coupleDisplayName: string }).coupleDisplayName;\n",
    rule: '@typescript-eslint/no-unsafe-type-assertion',
  },
  {
    name: 'API code asserts a value is present',
    file: 'src/api/planted.ts',
    code: 'export const planted = (lead?: { id: number }) => lead!.id;\n',
    rule: '@typescript-eslint/no-non-null-assertion',
  },
  {
    name: 'shared code takes API data as any',
    file: 'src/lib/planted.ts',
    code: 'export const planted = (answer: any) => answer.data;\n',
    rule: '@typescript-eslint/no-explicit-any',
  },
  {
    name: 'a feature reads stored API data through the `any` of JSON.parse',
    file: 'src/features/leads/planted.ts',
    code: 'export const planted = (text: string): unknown => JSON.parse(text).data.coupleDisplayName;\n',
    rule: '@typescript-eslint/no-unsafe-member-access',
  },
  {
    name: 'a widening assertion and `as const` (allowed)',
    file: 'src/features/leads/planted.ts',
    code: "export const planted = { sizes: [25, 50] as const, label: 'x' as string };\n",
    rule: null,
  },
  // React's `use` only while loading (src/lib/thenable.ts): React error #467 on a replayed first render.
  {
    name: 'a component calls `use` only while something loads',
    file: 'src/lib/planted.ts',
    code: "import { use } from 'react';\nexport function usePlanted(ready: boolean, load: () => Promise<void>) {\n  if (!ready) use(load());\n}\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a component reads a value or `use`s its download',
    file: 'src/lib/planted.ts',
    code: "import { use } from 'react';\nexport function usePlanted(value: string | undefined, load: () => Promise<string>) {\n  return value ?? use(load());\n}\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a component calls `use` on every render (allowed)',
    file: 'src/lib/planted.ts',
    code: "import { use } from 'react';\nexport function usePlanted(load: () => Promise<string>) {\n  return use(load());\n}\n",
    rule: null,
  },
];

// Every planted file is written before the first lint: in single-run mode (set when `CI` is in the environment)
// typescript-eslint builds the type-aware program once, so a file created after the first lint would be unknown to it.
// Each case therefore gets its own file name beside the others.
const planted = cases.map((entry, index) => ({
  ...entry,
  path: join(root, entry.file.replace(/planted\.ts$/, `planted-${index}.ts`)),
}));
const cycleDir = join(root, 'src/lib/planted-cycle');
const failures = [];
try {
  for (const entry of planted) writeFileSync(entry.path, entry.code);
  // An import cycle needs two real files on disk: the resolver follows the second file's imports.
  mkdirSync(cycleDir, { recursive: true });
  writeFileSync(join(cycleDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
  writeFileSync(join(cycleDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");

  const eslint = new ESLint({ cwd: root });
  for (const entry of planted) {
    const [result] = await eslint.lintFiles([entry.path]);
    const rules = (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
    const ok = entry.rule === null ? rules.length === 0 : rules.includes(entry.rule);
    if (!ok) failures.push(`${entry.name}: expected ${entry.rule ?? 'no error'}, got [${rules.join(', ')}]`);
  }
  const [result] = await eslint.lintFiles([join(cycleDir, 'a.ts')]);
  const rules = (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  if (!rules.includes('import-x/no-cycle'))
    failures.push(`an import cycle: expected import-x/no-cycle, got [${rules.join(', ')}]`);
} finally {
  for (const entry of planted) rmSync(entry.path, { force: true });
  rmSync(cycleDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error('Lint rules do not bite as they should:');
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log(
  `Lint rules bite: ${cases.length + 1} planted imports, type escapes, use() calls and URL-param readers, each judged as expected.`,
);
