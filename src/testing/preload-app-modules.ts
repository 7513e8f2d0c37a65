// Setup of the unit test files that share their worker's modules (vitest.config.ts, `isolate: false`): evaluates
// every module of the app before the file's first test, so that no test leaves an import half-done behind it.
// A module that a test starts to load lazily (a route, a dialog, a language's texts) and that is still loading
// when its file ends is fetched through that file's environment, which is being torn down: the import fails
// ("Cannot load … after the environment was torn down"), and a lazy component caches the failure for the next file
// (a clean-clone CI run failed the login tests on it). With every module evaluated once per worker, a lazy import
// only ever reads a module that is there. Files that test what loads lazily run isolated.
const modules = import.meta.glob([
  '/src/**/*.{ts,tsx,json}',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/**/*.d.ts',
  // The entry renders the app into the page: not a module to load in a test.
  '!/src/main.tsx',
  '!/src/testing/**',
]);

await Promise.all(Object.values(modules).map((load) => load()));
