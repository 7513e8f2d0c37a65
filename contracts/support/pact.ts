// Shared set-up of the consumer contracts: one pact (consumer provider-portal, provider portal-api) in
// contracts/pacts/, the provider states by name, and a way to point the portal's own client at Pact.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { writeSession } from '@/lib/session-store';

// A string, not `new URL()`: under jsdom, URL is jsdom's class, which node:url does not accept.
export const PACT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'pacts');

export function createPact(): PactV4 {
  return new PactV4({
    consumer: 'provider-portal',
    provider: 'portal-api',
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

/** The session of the logged-in demo user that the provider state creates (token values are fixed). */
export const DEMO_SESSION = {
  accessTokenId: 1,
  accessToken: 'at_contract_demo_session_0000000001',
  consumerKey: 'ck_contract_demo_0001',
} as const;

/** Provider states, named after facts. Each has a handler in mocks/http-server.ts (POST /__mock/provider-states). */
export const STATES = {
  demoUserExists: 'the user demo with password demo1234 exists',
  demoLoggedIn: 'the user demo is logged in with access token 1',
  noSession: 'no access token is valid',
  lead42Exists: 'a lead 42 of the couple "Anna Schmidt & Lukas Becker" at provider 101 exists',
} as const;

/** Parameters of the logged-in state: the provider creates exactly this token. */
export const DEMO_SESSION_PARAMS = { ...DEMO_SESSION, username: 'demo' };

/** Points the portal's API client at a Pact mock server (the client reads the base URL on each use). */
export function usePactServer(url: string): void {
  window.__PORTAL_CONFIG__ = { apiBaseUrl: url };
}

/** Logs the demo user in on the client side, as the login page does after a successful login. */
export function storeDemoSession(): void {
  writeSession(DEMO_SESSION);
}

/** The headers the portal's client sends with a stored session. */
export const SESSION_HEADERS = {
  'X-Access-Token': DEMO_SESSION.accessToken,
  'X-Consumer-Key': DEMO_SESSION.consumerKey,
};
