// The production preview's runtime configuration (`npm run preview:mock-api`, scripts/serve-production.ts): the
// deployment's runtime-config.js of the build, plus every optional integration pointed at the mock's stand-in, so
// the preview shows the whole product (issue 36.6). A deployment never gets these: they exist only here.
//
// Stand-ins of other sites' pages (mocks/browser/*.html) are served by the preview on the portal's own origin
// (they return with relative addresses; mocks/lib/stand-in-origin.ts); the HTTP mock answers with their addresses.
import { fileURLToPath } from 'node:url';
import type { RuntimeConfigOverrides } from '../src/lib/runtime-config';

/** The mock's stand-in pages the preview serves under `/__mock/`, by name, with their files. */
export const STAND_IN_PAGES: Record<string, string> = Object.fromEntries(
  ['bank-3d-secure.html', 'instagram-connect.html', 'google-consent.html'].map((name) => [
    name,
    fileURLToPath(new URL(`../mocks/browser/${name}`, import.meta.url)),
  ]),
);

/**
 * The headers of a stand-in page: its own policy, not the portal's (it stands in for another site's page; its one
 * inline script reads the address), which lets it load nothing and send forms only back to the portal.
 */
export const STAND_IN_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cache-Control': 'no-cache',
};

/**
 * The optional integrations (each off while its key is empty) the preview leaves off, and why: the ones it does not
 * list it configures (previewRuntimeConfig below; scripts/preview-config.test.ts checks that each is one or the
 * other). docs/integrations.md, "In the production preview".
 */
export const NOT_IN_PREVIEW: Record<string, string> = {
  'integrations.analytics':
    'gtag.js comes from Google (the measurement id is all the configuration names): a stand-in would need a script address of its own in the configuration',
  'integrations.push':
    "Firebase Cloud Messaging's SDK talks to Google's fixed addresses; its stand-in lives in the page, in mock mode only (e2e/integrations.spec.ts)",
  'integrations.chat':
    "no stand-in chat script yet; the sidebar's entry stays the e-mail to the account manager, as in mock mode",
  realtime:
    "the realtime stand-in answers the Firebase SDK's WebSocket inside the page's service worker; the HTTP mock has no WebSocket (e2e/realtime.spec.ts runs in dev mode)",
};

/** The preview's configuration: the build's runtime-config.js (`deployment`) with the stand-ins added. */
export function previewRuntimeConfig(
  deployment: RuntimeConfigOverrides,
  origins: { portal: string; mock: string },
): RuntimeConfigOverrides {
  const mock = new URL(origins.mock);
  return {
    ...deployment,
    instagramAppId: 'portal-preview',
    instagramAuthorizeUrl: '/__mock/instagram-connect.html',
    threeDSecureOrigins: [new URL(origins.portal).origin],
    integrations: {
      ...deployment.integrations,
      errorReporting: { dsn: `${mock.protocol}//preview@${mock.host}/1`, environment: 'preview' },
    },
  };
}

/** The runtime-config.js the preview serves. */
export function runtimeConfigScript(config: RuntimeConfigOverrides): string {
  return [
    "// Runtime configuration of the production preview (scripts/preview-config.ts): the build's runtime-config.js",
    "// with every optional integration pointed at the mock's stand-in.",
    `window.__PORTAL_CONFIG__ = ${JSON.stringify(config, null, 2)};`,
    '',
  ].join('\n');
}
