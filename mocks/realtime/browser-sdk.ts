// For tests in Node: the browser build of the Firebase Realtime Database SDK. Node resolves `firebase/database`
// to the SDK's Node build, which opens its socket with faye-websocket over raw TCP, where no interceptor can
// see it. The browser build — the one the portal runs — uses the global WebSocket (Node 24 has one), which MSW
// intercepts, so tests exercise the real SDK against the realtime mock.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as FirebaseDatabase from 'firebase/database';

type DatabaseSdk = typeof FirebaseDatabase;

export async function loadBrowserDatabaseSdk(): Promise<DatabaseSdk> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@firebase/database/package.json'));
  return (await import(/* @vite-ignore */ pathToFileURL(join(root, 'dist/index.esm.js')).href)) as DatabaseSdk;
}
