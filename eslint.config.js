// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import direction: shared code (src/components, src/lib, src/api) never reaches into features or the app;
// a feature never reaches into another feature; app code never imports mocks or test helpers.
// Every folder under src/features is a feature; the import zones below keep them from reaching into each other.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Syntax every file of src/ avoids (no-restricted-syntax); a block that adds its own entries repeats these. */
const restrictedSyntax = [
  // React's `use` inside a condition that changes while it loads (`if (!loaded) use(load())`) throws React error
  // #467 when a suspended first render is replayed (src/lib/thenable.ts); the hooks rule allows it. `use` is called
  // on every render with a promise, a fulfilled one when the thing is there.
  {
    selector: [
      'IfStatement > :not(ExpressionStatement, BlockStatement) CallExpression[callee.name="use"]',
      'IfStatement > ExpressionStatement > CallExpression[callee.name="use"]',
      'IfStatement > BlockStatement > ExpressionStatement > CallExpression[callee.name="use"]',
      'ConditionalExpression > CallExpression[callee.name="use"]',
      'LogicalExpression > CallExpression[callee.name="use"]',
    ].join(', '),
    message:
      'Call `use` on every render, with a fulfilled promise when the thing is loaded (src/lib/thenable.ts): a conditional `use` throws React error #467 on a replayed render.',
  },
  // Numbers are typed in the reader's notation ("1.760,50" in German) and read by one parser (issue 35): a
  // browser number field or a text field read with Number() takes "2.000" for 2.
  {
    selector:
      'JSXAttribute[name.name="type"][value.value="number"], JSXAttribute[name.name="inputMode"][value.value="decimal"]',
    message:
      "Use NumberInput (src/components/forms/number-input.tsx) for a number or an amount: it reads and writes the reader's notation.",
  },
  // Text keys are typed (src/app/text-resources.ts, issue 40.7), but i18next accepts any string as the key of a call
  // that passes a `defaultValue`: a misspelled key would show the default instead of failing the type check.
  {
    selector: [
      'CallExpression[callee.name="t"] > ObjectExpression > Property[key.name="defaultValue"]',
      'CallExpression[callee.property.name="t"] > ObjectExpression > Property[key.name="defaultValue"]',
    ].join(', '),
    message:
      'No defaultValue in t(): it lets any string pass as a text key. Add the text to the bundles (npm run check:locales) or type the key (TextKey).',
  },
];

const URL_PARAMS_MESSAGE =
  "Read and write the page's URL params through src/lib/search-params.ts (useSearchParamState, or the field set's read in a loader).";

const DATES_MESSAGE =
  'Compute with dates through src/lib/calendar-day.ts and show them through src/lib/format.ts (docs/decisions/0008-one-date-module.md).';
/**
 * The app code has one date module (docs/decisions/0008): no date library beside it, so the rules of "today" and
 * the bundle's weight stay in one place. Tests may compare with dayjs, the card's library, as an oracle.
 */
const restrictedDateImports = {
  paths: ['dayjs', 'date-fns', 'moment', 'luxon', 'temporal-polyfill', '@js-temporal/polyfill'].map((name) => ({
    name,
    message: DATES_MESSAGE,
  })),
  patterns: [
    { group: ['dayjs/*', 'date-fns/*', 'moment/*', 'luxon/*', 'temporal-polyfill/*'], message: DATES_MESSAGE },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'src/api/generated',
      'public/mockServiceWorker.js',
      'contracts/pacts',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // What the eye misses in markup (issue 40.7): a control without a name, a click on a non-interactive element, an
  // invalid ARIA attribute. axe checks the rendered pages too (e2e/routes.spec.ts); this catches it as it is typed.
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region or group that scrolls takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'group'] }],
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without a resolver import-x cannot tell where `@/…` or `../x` lead, and every zone below stays silent.
    settings: {
      // import-x parses the files it follows (for no-cycle) with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A feature's routes file adds its routes to the registry with `interface RouteRegistry extends … {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move shared code to src/lib or src/components.',
            })),
            {
              target: ['./src/lib', './src/components', './src/api', './src/i18n', './src/config'],
              from: ['./src/features', './src/app'],
              message: 'Shared code flows one way: shared -> features -> app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: './src',
              from: ['./mocks', './contracts', './e2e', './src/testing'],
              except: [],
              message:
                'App code never imports mocks or test code (mock mode loads mocks through src/mock-mode.ts only).',
            },
          ],
        },
      ],
    },
  },
  // No way around the types (issue 24.4): the app code reads API data only as the generated types say. A type
  // assertion that narrows (`lead as { coupleDisplayName: string }`), a non-null assertion and `any` would let it
  // read a field the document does not have while the type checker stays quiet. Type-aware, so scoped to the app
  // code that handles API data. Not here: tests and the mock backend (the faster untyped lint), the route registry
  // (src/config), i18n set-up and the URL-state machinery (src/lib/search-params.ts), whose generic mapped types
  // are not API data. `as const` and widening casts stay allowed; a justified exception
  // is an `eslint-disable-next-line … -- reason` in place.
  {
    files: ['src/{app,features,api,components,lib}/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/api/generated/**', 'src/lib/search-params.ts'],
    // A program of the app code only (tsconfig.eslint.json), not of tests, mocks and contracts: about 5 s less CPU
    // than the project service over tsconfig.json (measured 29 s against 34 s for the whole lint).
    languageOptions: { parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unsafe-type-assertion': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // … and no reading through an implicit `any` either (`JSON.parse(text).data.coupleDisplayName`).
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/mock-mode.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // The syntax rules of every file of src/ (restrictedSyntax, above).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax] },
  },
  // Dates: one module (restrictedDateImports above). The block below repeats these paths, as it sets the same rule.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { 'no-restricted-imports': ['error', restrictedDateImports] },
  },
  // A page's URL params are read and written through one module (issue 39.3): src/lib/search-params.ts, with a
  // parser and a default per field (`useSearchParamState` in a page, the field set's `read` in a loader). Not
  // react-router's useSearchParams, and no `new URLSearchParams(location.search)` by hand. Exceptions: the module
  // itself, and tests (they check the address the page wrote). Building a URL (an href, an external link, an API
  // query) is not reading the page's params and stays allowed.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/search-params.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router-dom', 'react-router'].map((name) => ({
              name,
              importNames: ['useSearchParams'],
              message: URL_PARAMS_MESSAGE,
            })),
            ...restrictedDateImports.paths,
          ],
          patterns: restrictedDateImports.patterns,
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector: 'NewExpression[callee.name="URLSearchParams"] MemberExpression[property.name="search"]',
          message: URL_PARAMS_MESSAGE,
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
);
