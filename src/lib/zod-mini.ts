// What `zod/mini` resolves to in the portal's builds and dev server (vite.config.ts): see ./zod.ts.
import './zod-config';

export * from 'zod/v4/mini';
export { z } from 'zod/v4/mini';
