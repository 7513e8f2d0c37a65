// What `zod` resolves to in the portal's builds and dev server (vite.config.ts): zod itself, with its settings
// (./zod-config) applied before the first schema exists. Evaluated first by whichever route validates first, so the
// boot chunk carries no zod (issue 23: −3 KB on every route) and no module has to remember to import the settings.
import './zod-config';

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
