// npm run deploy:headers: writes deploy/security-headers.conf (nginx `add_header` lines) from
// scripts/security-headers.ts and a runtime configuration, the same headers `npm run preview` serves.
//   npm run deploy:headers                                      public/runtime-config.js, this checkout's VITE_ env
//   npm run deploy:headers -- --config=/etc/portal/runtime-config.js --out=/etc/nginx/portal-headers.conf
// A deployment that replaces runtime-config.js (another API or realtime host) writes its own file this way.
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { deploymentConfig, nginxHeaders, securityHeaders } from './security-headers';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const configFile = resolve(root, option('config') ?? 'public/runtime-config.js');
const out = resolve(root, option('out') ?? 'deploy/security-headers.conf');

const headers = securityHeaders(
  deploymentConfig({ runtimeConfigFile: configFile, env: loadEnv('production', root, 'VITE_') }),
);
writeFileSync(out, nginxHeaders(headers, relative(root, configFile)));
console.log(`Wrote ${relative(root, out)} from ${relative(root, configFile)}.`);
