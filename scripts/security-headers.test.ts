// The security headers have one source (scripts/security-headers.ts): `npm run preview` serves it, and the
// deployment snippet in deploy/ must say the same. The hosts of connect-src come from the runtime configuration.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  deploymentConfig,
  nginxHeaders,
  nginxQuoted,
  readRuntimeConfigFile,
  resolveDeploymentConfig,
  securityHeaders,
  servedHeaders,
} from './security-headers';

const root = `${resolve(import.meta.dirname, '..')}/`;
const publicRuntimeConfig = `${root}public/runtime-config.js`;
const productionEnv = loadEnv('production', root, 'VITE_');

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((entry) => entry.split(' ')[0] === name);
  if (!found) throw new Error(`${name} is missing from ${csp}`);
  return found.split(' ').slice(1);
}

describe('the deployment headers', () => {
  it('deploy/security-headers.conf is what `npm run deploy:headers` writes from public/runtime-config.js', () => {
    const expected = nginxHeaders(
      securityHeaders(deploymentConfig({ runtimeConfigFile: publicRuntimeConfig, env: productionEnv })),
      'public/runtime-config.js',
    );
    expect(readFileSync(`${root}deploy/security-headers.conf`, 'utf8')).toBe(expected);
  });

  it('`npm run preview` and `npm run preview:mock-api` serve the same headers, the mock modes none', () => {
    // Both servers call servedHeaders: before the first build from public/, afterwards from dist/, a copy of it.
    const production = servedHeaders({ root, outDir: 'dist', mode: 'production' }) ?? {};
    const snippet = readFileSync(`${root}deploy/security-headers.conf`, 'utf8');
    const lines = Object.entries(production).map(
      ([name, value]) => `add_header ${name} "${nginxQuoted(value)}" always;`,
    );
    expect(snippet.split('\n').filter((line) => line.startsWith('add_header '))).toEqual(lines);
    expect(servedHeaders({ root, outDir: 'dist-demo', mode: 'demo' })).toBeUndefined();
  });

  it('reads the deployment runtime configuration as the page does', () => {
    expect(readRuntimeConfigFile(publicRuntimeConfig).apiBaseUrl).toBe('/api');
  });
});

describe('the Content-Security-Policy', () => {
  const config = (overrides: Parameters<typeof resolveDeploymentConfig>[1]) => resolveDeploymentConfig({}, overrides);

  it('is strict: scripts of the own origin only, no plugins, no base, no framing, forms only to the portal', () => {
    const csp = contentSecurityPolicy(config({ apiBaseUrl: '/api' }));
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(csp, 'trusted-types')).toEqual(['dompurify']);
    expect(csp).not.toMatch(/unsafe-eval|unsafe-hashes|\*(?!\.)/);
  });

  it('connects to the own origin only when the API is under a path of it and no realtime database is set', () => {
    expect(directive(contentSecurityPolicy(config({ apiBaseUrl: '/api' })), 'connect-src')).toEqual(["'self'"]);
  });

  it('connects to the API host of the runtime configuration', () => {
    const csp = contentSecurityPolicy(config({ apiBaseUrl: 'https://api.hochzeitsportal.de/v2/' }));
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.hochzeitsportal.de']);
  });

  it('connects to the realtime database over https and wss, and to the servers of its domain it hands over to', () => {
    const regional = config({
      realtime: {
        databaseUrl: 'https://portal-prod-default-rtdb.europe-west1.firebasedatabase.app',
        apiKey: 'k',
        projectId: 'portal-prod',
      },
    });
    expect(directive(contentSecurityPolicy(regional), 'connect-src')).toEqual([
      "'self'",
      'https://portal-prod-default-rtdb.europe-west1.firebasedatabase.app',
      'wss://portal-prod-default-rtdb.europe-west1.firebasedatabase.app',
      'wss://*.europe-west1.firebasedatabase.app',
    ]);
    const classic = config({
      realtime: { databaseUrl: 'https://portal-prod.firebaseio.com', apiKey: 'k', projectId: 'p' },
    });
    expect(directive(contentSecurityPolicy(classic), 'connect-src')).toContain('wss://*.firebaseio.com');
  });

  it('takes the realtime database of the build variables when the runtime configuration names none', () => {
    const fromEnv = resolveDeploymentConfig(
      { VITE_FIREBASE_DATABASE_URL: 'https://p.firebaseio.com' },
      { apiBaseUrl: '/api' },
    );
    expect(directive(contentSecurityPolicy(fromEnv), 'connect-src')).toContain('wss://p.firebaseio.com');
  });

  it("frames only the players of the two video services (the galleries' video popup), on https", () => {
    const csp = contentSecurityPolicy(config({ apiBaseUrl: '/api' }));
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('adds each service of issue 22 only when the runtime configuration names it (docs/integrations.md)', () => {
    const none = contentSecurityPolicy(config({ apiBaseUrl: '/api' }));
    expect(directive(none, 'script-src')).toEqual(["'self'"]);
    expect(directive(none, 'connect-src')).toEqual(["'self'"]);
    expect(directive(none, 'trusted-types')).toEqual(['dompurify']);
    expect(none).not.toMatch(/sentry|google|chat/);

    const errors = contentSecurityPolicy(
      config({ integrations: { errorReporting: { dsn: 'https://abc@o42.ingest.de.sentry.io/7' } } }),
    );
    expect(directive(errors, 'connect-src')).toEqual(["'self'", 'https://o42.ingest.de.sentry.io']);
    expect(directive(errors, 'script-src')).toEqual(["'self'"]);

    const analytics = contentSecurityPolicy(config({ integrations: { analytics: { measurementId: 'G-ABC123' } } }));
    expect(directive(analytics, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(analytics, 'connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(directive(analytics, 'trusted-types')).toEqual(['dompurify', 'portal-scripts']);

    const push = contentSecurityPolicy(
      config({ integrations: { push: { messagingSenderId: '1234', vapidKey: 'BPk', apiKey: 'k', projectId: 'p' } } }),
    );
    expect(directive(push, 'connect-src')).toEqual([
      "'self'",
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ]);
    expect(directive(push, 'script-src')).toEqual(["'self'"]);
    expect(directive(push, 'trusted-types')).toEqual(['dompurify', 'portal-scripts']);

    const chat = contentSecurityPolicy(
      config({
        integrations: {
          chat: { scriptUrl: 'https://widget.chat.example/loader.js', widgetId: 'w-1', apiGlobal: 'ChatApi' },
        },
      }),
    );
    expect(directive(chat, 'script-src')).toEqual(["'self'", 'https://widget.chat.example']);
    expect(directive(chat, 'connect-src')).toEqual([
      "'self'",
      'https://widget.chat.example',
      'wss://widget.chat.example',
    ]);
    expect(directive(chat, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://widget.chat.example',
    ]);
    // A chat script without a widget id is not configured: nothing is allowed for it.
    const half = config({ integrations: { chat: { scriptUrl: 'https://widget.chat.example/loader.js' } } });
    expect(contentSecurityPolicy(half)).not.toContain('widget.chat.example');
  });

  it('names every directive once', () => {
    const names = contentSecurityPolicyDirectives(config({})).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the other headers', () => {
  it('forbid sniffing and framing and cut the referrer to the origin across sites', () => {
    const headers = securityHeaders(resolveDeploymentConfig({}, {}));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    // Autoplay only for the page and the two video players it frames (the popup starts videos muted).
    expect(headers['Permissions-Policy']).toContain(
      'autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    );
  });

  it('escape the double quotes of a value inside the nginx line', () => {
    expect(nginxQuoted('autoplay=(self "https://a.example")')).toBe('autoplay=(self \\"https://a.example\\")');
  });
});
