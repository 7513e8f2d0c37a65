// Shared set-up of the consumer contracts: one pact (consumer provider-portal, provider portal-api) in
// contracts/pacts/, the provider states by name, and a way to point the portal's own client at Pact.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { writeSession } from '@/lib/session-store';

// A string, not `new URL()`: under jsdom, URL is jsdom's class, which node:url does not accept.
/** The committed pact files. */
export const COMMITTED_PACT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'pacts');
/**
 * Where the consumer tests write and the verification and comparison read. `npm run test:contracts` sets
 * PACT_DIR to a temporary folder and compares what the consumer tests wrote with the committed files
 * (scripts/contract-tests.mjs).
 */
export const PACT_DIR = process.env.PACT_DIR ?? COMMITTED_PACT_DIR;

export function createPact(): PactV4 {
  return new PactV4({
    consumer: 'provider-portal',
    provider: 'portal-api',
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

/**
 * The day the interactions describe: their example dates (the lead window 2026-05-22 to 2026-11-22, lead 42 of two
 * days before) are those of a mock seeded at this instant. The provider verification pins the mock's clock to it
 * (contracts/verify.pact.test.ts); the mock's seed is otherwise anchored to the day it starts.
 */
export const CONTRACT_NOW = new Date('2026-11-22T12:00:00Z');

/** The session of the logged-in demo user that the provider state creates (token values are fixed). */
export const DEMO_SESSION = {
  accessTokenId: 1,
  accessToken: 'at_contract_demo_session_0000000001',
  consumerKey: 'ck_contract_demo_0001',
} as const;

/** Provider states, named after facts. Each has a handler in contracts/provider-states/ (set through POST /__mock/provider-states). */
export const STATES = {
  demoUserExists: 'the user demo with password demo1234 exists',
  demoLoggedIn: 'the user demo is logged in with access token 1',
  noSession: 'no access token is valid',
  lead42Exists: 'a lead 42 of the couple "Anna Schmidt & Lukas Becker" at provider 101 exists',
  renewLoggedIn: 'the user renew must change the password and is logged in with access token 1',
  recoveryKeyValid: 'the recovery key wiederherstellung-demo-2026 of the user demo is valid',
  recoveryKeyUnknown: 'no recovery key abgelaufen-0000-0000 is valid',
  quickCodeSent: 'the user demo has the one-time code 246810, sent a minute ago',
  quickCodeJustSent: 'the user demo asked for a one-time code 10 seconds ago',
  quickCodeExpired: 'the one-time code 246810 of the user demo expired',
  quickCodeLocked: 'the one-time code of the user demo was entered wrongly 5 times',
  demoLoginLocked: 'the login of the user demo is locked after 5 wrong passwords',
  noUserUnbekannt: 'no user unbekannt exists',
  googleCodeOfDemo: 'the Google authorization code google:demo belongs to the user demo',
  /** Only after a state that starts from a fresh database (demo logged in); parameters TWO_FACTOR_SECRET_PARAMS. */
  demoTwoFactorSetupStarted:
    'the user demo started a two-factor set-up with the secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  /** Only after a state that starts from a fresh database (demo logged in); parameters TWO_FACTOR_ON_PARAMS. */
  demoTwoFactorOn:
    'the user demo has two-factor login on since 2026-11-20T09:30:00Z with the secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',

  invitationExists: 'an invitation for customer user 5 of customer 1 with hash einladung-lena-hoffmann-2026 exists',
  invitationUnknown: 'no invitation with hash ungueltig-0000 exists',
  /** Only after a state that starts from a fresh database (it stays on until the next one). */
  validationFormatV2: 'validation failures are answered in error format version 2',
  /** Only after a state that starts from a fresh database. */
  openTodo4900: 'an open to-do 4900 of provider 101 exists',
  noPrompt4999: 'no prompt 4999 exists',
  demoHasPrompts: 'the providers of the user demo have open and completed to-dos and notifications',
  provider103MissesData: 'the provider 103 of the user demo misses form data',
  noOpenDiscountsUpgrade: 'the customer 1 has no open upgrade request for discounts',
  basicLoggedIn: 'the user basic is logged in with access token 1',
  demoHasRecentLeads: 'the providers of the user demo have leads in the last six months',
  lead42Unread: 'a lead 42 with two unread messages exists',
  noLead999999: 'no lead 999999 exists',
  lead43Undeliverable: 'lead 43 has an undeliverable e-mail address',
  /** Only after a state that starts from a fresh database (the basic user logged in). */
  basicLockedLead4990: 'the user basic has a lead 4990 beyond the monthly quota of the basic plan',
  /** Only after a state that starts from a fresh database. */
  lead42Note4800: 'lead 42 has a note 4800 of Jonas Albrecht that demo has not read',
  /** Only after a state that starts from a fresh database. */
  lead42Note4801OfDemo: 'lead 42 has a note 4801 of Katharina Vogt (demo)',
  noNote999999: 'no note 999999 exists',
  jonasLoggedIn: 'the user jonas.albrecht is logged in with access token 1',
  /** Only after a state that starts from a fresh database. */
  lead42Data4242: 'the lead data of lead 42 is record 4242 with 90 guests and a budget of 18000 EUR',
  couple1042Active: 'the couple 1042 of lead 42 was active and seen on the website',
  customer1HasTemplates: 'the customer 1 has mail templates',
  customer1HasAttachments: 'the customer 1 has attachments',
  demoSignatureFor101: 'the user demo has a signature for provider 101 only',
  jonasSignatureFor101: 'the colleague Jonas Albrecht has a signature for provider 101 with link id 4',
  /** Only after a state that starts from a fresh database (demo logged in). */
  demoWithoutEditRightsFor101: 'the link of the user demo to provider 101 has no edit rights',
  provider101HasRedirectNumber: 'the provider 101 has a call-tracking number',
  provider201HasNoRedirectNumber: 'the provider 201 has no call-tracking number',
  /** Only after a state that starts from a fresh database. */
  provider103EmptyMinBudget5300: 'the required minBudget answer of provider 103 is record 5300 and empty',
  /** Only after a state that starts from a fresh database. */
  provider101PhoneChange7400: 'the phone number change 7400 of provider 101 waits for approval',
  /** Catalogues (issue 14); gives `expireAt`, a valid expiry date of today, for the requests that send one. */
  provider101Catalogues: 'the provider 101 has the catalogue 1 and the expired catalogues 2 and 3',
  noCatalogue999999: 'no catalogue 999999 exists',
  provider101Halls: 'the halls of provider 101 are records 1 to 4, hall 4 without meal and cocktail capacity',
  provider101References: 'the reference gallery of provider 101 holds provider 151 but not provider 156',
  referralCampaignActive: 'the referral campaign 502 and the category 7 (wedding planners) are active',
  /** Only after a state that starts from a fresh database. */
  provider101CalendarEvent9500:
    'the calendar event 9500 "Option Familie Weber" on 2027-05-22 is the only event of provider 101 in May 2027',
} as const;

/** The logged-in state's parameters for the user renew (same fixed token values as demo's). */
export const RENEW_SESSION_PARAMS = { ...DEMO_SESSION, username: 'renew' };

/** Parameters of the logged-in state: the provider creates exactly this token. */
export const DEMO_SESSION_PARAMS = { ...DEMO_SESSION, username: 'demo' };

/** The logged-in state's parameters for the user basic (same fixed token values as demo's). */
export const BASIC_SESSION_PARAMS = { ...DEMO_SESSION, username: 'basic' };

/** The logged-in state's parameters for Jonas Albrecht, staff without administrator rights (same token values). */
export const JONAS_SESSION_PARAMS = { ...DEMO_SESSION, username: 'jonas.albrecht' };

/** The secret of the two-factor states: the pacts' codes are its codes at CONTRACT_NOW (RFC 6238). */
export const TWO_FACTOR_SECRET_PARAMS = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' } as const;
export const TWO_FACTOR_ON_PARAMS = { ...TWO_FACTOR_SECRET_PARAMS, enabledAt: '2026-11-20T09:30:00Z' } as const;

/** Regular expressions of the API's formats, for matchers where the portal depends on the shape only. */
export const PATTERNS = {
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  /** RFC 3339 date-time with seconds and a zone (Z or an offset), as the API sends them. */
  dateTime: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
} as const;

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
