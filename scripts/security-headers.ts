// The security headers of the production build: the Content-Security-Policy and its companions. One source for
// everything that serves the build: `npm run preview` (vite.config.ts), `npm run preview:mock-api`
// (scripts/serve-production.ts) and the deployment snippet `deploy/security-headers.conf` (written by
// `npm run deploy:headers`, compared with this module by scripts/security-headers.test.ts). Every directive is
// explained in docs/security.md ("Content-Security-Policy and headers").
//
// The hosts the page talks to are not written here: they come from the deployment's runtime configuration
// (`runtime-config.js`, which sets `window.__PORTAL_CONFIG__`) over the build's `VITE_*` variables, merged by the
// same function the page uses (`resolveRuntimeConfig`, src/lib/runtime-config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { loadEnv } from 'vite';
import { resolveIntegrationsConfig } from '../src/lib/integrations/config';
import {
  type IntegrationsConfig,
  type RuntimeConfig,
  type RuntimeConfigEnv,
  type RuntimeConfigOverrides,
  resolveRuntimeConfig,
} from '../src/lib/runtime-config';
import { SCRIPT_POLICY_NAME } from '../src/lib/integrations/trusted-scripts';
import { VIDEO_EMBED_ORIGINS } from '../src/lib/video-embed';

/** The one Trusted Types policy the page creates: DOMPurify's, which returns the sanitized HTML as TrustedHTML. */
export const TRUSTED_TYPES_POLICIES = ['dompurify'] as const;

/** The deployment's `window.__PORTAL_CONFIG__`, read by running its runtime-config.js against an empty window. */
export function readRuntimeConfigFile(file: string): RuntimeConfigOverrides {
  return readRuntimeConfigScript(readFileSync(file, 'utf8'), file);
}

/** The `window.__PORTAL_CONFIG__` a runtime-config.js sets (its text, as a server serves it). */
export function readRuntimeConfigScript(source: string, filename = 'runtime-config.js'): RuntimeConfigOverrides {
  const sandbox = { window: {} as { __PORTAL_CONFIG__?: RuntimeConfigOverrides } };
  runInNewContext(source, sandbox, { filename, timeout: 1000 });
  return sandbox.window.__PORTAL_CONFIG__ ?? {};
}

/** What the policy is computed from: the page's configuration and its integrations (issue 22). */
export type DeploymentConfig = RuntimeConfig & { integrations: IntegrationsConfig };

/** The configuration a page of this deployment runs with. */
export function deploymentConfig(input: { runtimeConfigFile: string; env: RuntimeConfigEnv }): DeploymentConfig {
  return resolveDeploymentConfig(input.env, readRuntimeConfigFile(input.runtimeConfigFile));
}

/** The page's configuration and its integrations from the same two sources the page reads. */
export function resolveDeploymentConfig(env: RuntimeConfigEnv, overrides?: RuntimeConfigOverrides): DeploymentConfig {
  return {
    ...resolveRuntimeConfig(env, overrides),
    integrations: resolveIntegrationsConfig(env, overrides?.integrations),
  };
}

/**
 * The headers a server of the build in `root/outDir` sends: computed from the runtime configuration it serves
 * (`<outDir>/runtime-config.js`, before the first build `public/runtime-config.js`) and the mode's `VITE_`
 * variables. `npm run preview` (vite.config.ts) and `npm run preview:mock-api` (scripts/serve-production.ts) both
 * call this. Only the production mode has them: the mock modes run MSW's service worker and the mock's pages.
 */
export function servedHeaders(input: {
  root: string;
  outDir: string;
  mode: string;
}): Record<string, string> | undefined {
  if (input.mode !== 'production') return undefined;
  const served = join(input.root, input.outDir, 'runtime-config.js');
  const runtimeConfigFile = existsSync(served) ? served : join(input.root, 'public', 'runtime-config.js');
  return securityHeaders(deploymentConfig({ runtimeConfigFile, env: loadEnv(input.mode, input.root, 'VITE_') }));
}

function isIpAddress(hostname: string): boolean {
  return /^[\d.]+$/.test(hostname) || hostname.startsWith('[');
}

/** The API's origin when it is another one than the page's; `null` for a relative base URL (same origin). */
function apiSources(apiBaseUrl: string): string[] {
  const page = 'https://portal.invalid';
  const api = new URL(apiBaseUrl, page);
  return api.origin === page ? [] : [api.origin];
}

/**
 * The Firebase Realtime Database: its REST origin and its WebSocket. The database may move a connection to another
 * server of the same database domain (its handshake names the host, e.g. `s-gke-euw1-nssi2-3.europe-west1.
 * firebasedatabase.app` or `s-usc1b-nss-2.firebaseio.com`), so WebSockets to that domain are allowed too.
 */
function realtimeSources(databaseUrl: string): string[] {
  if (!databaseUrl) return [];
  const url = new URL(databaseUrl);
  const secure = url.protocol === 'https:';
  const socket = `${secure ? 'wss' : 'ws'}://${url.host}`;
  const sources = [url.origin, socket];
  const labels = url.hostname.split('.');
  if (secure && !isIpAddress(url.hostname) && labels.length >= 3) sources.push(`wss://*.${labels.slice(1).join('.')}`);
  return sources;
}

/** The hosts of the services of issue 22 (docs/integrations.md), per directive; each only when it is configured. */
export function integrationSources(config: DeploymentConfig): {
  script: string[];
  connect: string[];
  frame: string[];
  /** Whether the page creates its script-URL policy (src/lib/integrations/trusted-scripts.ts). */
  scriptPolicy: boolean;
} {
  const { errorReporting, analytics, push, chat } = config.integrations;
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  // Error reports go to the DSN's ingest host (the SDK itself is part of the build).
  if (errorReporting.dsn) connect.push(new URL(errorReporting.dsn).origin);
  // The tag manager's script, and where gtag.js sends its hits (regional hosts included).
  if (analytics.measurementId) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
  }
  // Firebase Cloud Messaging: the installation and the token registration (the SDK is part of the build, the
  // service worker is the portal's own /firebase-messaging-sw.js).
  const pushOn = push.vapidKey !== '' && push.messagingSenderId !== '';
  if (pushOn) connect.push('https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com');
  // The chat provider's script, its API and socket, and the frame its window lives in.
  if (chat.widgetId && chat.scriptUrl) {
    const origin = new URL(chat.scriptUrl).origin;
    script.push(origin);
    connect.push(origin, origin.replace(/^http/, 'ws'));
    frame.push(origin);
  }
  return { script, connect, frame, scriptPolicy: script.length > 0 || pushOn };
}

/** The Content-Security-Policy of the production build, directive by directive. */
export function contentSecurityPolicyDirectives(config: DeploymentConfig): Array<[string, string[]]> {
  const integrations = integrationSources(config);
  const connect = [
    ...new Set([
      "'self'",
      ...apiSources(config.apiBaseUrl),
      ...realtimeSources(config.realtime.databaseUrl),
      ...integrations.connect,
    ]),
  ];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...integrations.script]],
    ['style-src', ["'self'"]],
    // <style> elements only: the scroll lock of Radix's dialogs and menus (react-remove-scroll) writes one per open
    // dialog, with content computed at run time (docs/security.md). Style attributes stay refused: React sets
    // styles through the CSSOM, which a policy does not govern.
    ['style-src-elem', ["'self'", "'unsafe-inline'"]],
    // Messages and signatures are HTML from couples and vendors whose images are on any https host (the sanitizer
    // keeps https images and data: images only).
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    // The video popup of the galleries (spec point 9) frames the players of the two video services; a configured
    // service (docs/integrations.md) may add its own.
    ['frame-src', [...Object.values(VIDEO_EMBED_ORIGINS), ...integrations.frame]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES, ...(integrations.scriptPolicy ? [SCRIPT_POLICY_NAME] : [])]],
  ];
}

export function contentSecurityPolicy(config: DeploymentConfig): string {
  return contentSecurityPolicyDirectives(config)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Browser features the portal never uses, switched off for the page and anything it embeds. Autoplay is the one
 * exception: the video players of the galleries' popup start the video muted (spec point 9), which needs it for
 * their origins (the iframe's `allow="autoplay"` can only pass on what this policy grants).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${Object.values(VIDEO_EMBED_ORIGINS)
    .map((origin) => `"${origin}"`)
    .join(' ')})`,
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Every header the production build is served with (documents, scripts, styles and proxied API answers alike). */
export function securityHeaders(config: DeploymentConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers without CSP level 2; frame-ancestors 'none' says the same.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A header value inside nginx's double quotes (the Permissions-Policy names origins in double quotes). */
export function nginxQuoted(value: string): string {
  return value.replace(/["\\]/g, (character) => `\\${character}`);
}

/** The headers as nginx `add_header` lines (`always`: also on error answers), for `include` in a server block. */
export function nginxHeaders(headers: Record<string, string>, source: string): string {
  const lines = [
    '# Security headers of the portal. Generated by `npm run deploy:headers` from scripts/security-headers.ts and',
    `# ${source}; do not edit by hand. Include it in the server block that serves dist/ (see deploy/nginx.conf).`,
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${nginxQuoted(value)}" always;`),
  ];
  return `${lines.join('\n')}\n`;
}
