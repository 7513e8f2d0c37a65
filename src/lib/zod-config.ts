// Zod's global settings, imported first by src/lib/zod.ts and src/lib/zod-mini.ts (what `zod` and `zod/mini`
// resolve to in the builds): they must be in place before the first schema exists.
//
// jitless: zod compiles object parsers with `new Function` where the page allows it and finds out by calling
// `Function('')` when the first object schema is created. The production CSP has no 'unsafe-eval'
// (docs/security.md), so that probe is blocked and reported as a `securitypolicyviolation` on every page load
// although zod catches it; jitless parses without generated code and never probes.
import { config } from 'zod/v4/core';

config({ jitless: true });
