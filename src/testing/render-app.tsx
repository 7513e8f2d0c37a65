// Renders the real portal (router, guards, providers) at a URL, optionally logged in as a demo user, against
// the mock backend. Tests then find elements by role and label, like a user.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { listAgreementSignsQueryLimits, listAgreementTextsQueryLimits } from '@/api/generated/limits';
import { agreementsToSign } from '@/components/agreements/agreements-api';
import { writeSession } from '@/lib/session-store';
import { resetDatabase } from '@mocks/db';
import { DEMO_LOGINS } from '@mocks/db/core';
import type { ScenarioName } from '@mocks/db/seed-context';
import { clearFaults, listFaults, setFault } from '@mocks/lib/faults';
import { closeModals, queuedModals } from './modal-history';
import { testApi, unwrap } from './test-api';

/** The demo logins of the mock backend (README, "Demo logins") a test can render the portal as. */
export type DemoUser = 'demo' | 'basic' | 'neu' | 'renew';
/**
 * A demo login or a team member of the demo account (README, "Demo logins"): Felix Brandt (read-only, no active
 * provider), Mia Krause (linked to the photographer without edit rights), Jonas Albrecht (can-manage on the venue).
 */
export type TestUser = DemoUser | TeamMember;
type TeamMember = 'felix.brandt' | 'mia.krause' | 'jonas.albrecht';

/** The demo account's team members share the seed's password (mocks/db/core/logins.ts). */
const TEAM_MEMBER_PASSWORD = 'passwort123';
const passwordOf = (user: TestUser) => (user in DEMO_LOGINS ? DEMO_LOGINS[user as DemoUser] : TEAM_MEMBER_PASSWORD);

/** Logs in through the API (no UI) and stores the session like the login page does. */
export async function loginAs(user: TestUser) {
  const { data } = unwrap(
    await testApi.POST('/access-tokens', {
      body: { username: user, password: passwordOf(user), userType: 'provider' },
    }),
  );
  writeSession({ accessToken: data.accessToken, accessTokenId: data.id, consumerKey: data.consumerKey });
  return data;
}

/** The most open to-dos one page of the API holds; the demo users have far fewer. */
const TODO_PAGE = 100;

/**
 * Marks every modal of the queue as just closed in the modal history, the way the product remembers a close:
 * the four fixed modals of the registry and the to-do prompt of each open to-do of the logged-in user (the
 * queue shows the newest one; a test that completes it must not be met by the next one).
 */
export async function dismissQueuedModals(userId: number): Promise<void> {
  const { data: todos, paging } = unwrap(
    await testApi.GET('/provider-prompts', {
      params: { query: { type: 'todo', completed: false, limit: TODO_PAGE } },
    }),
  );
  if (paging.total > todos.length) throw new Error(`more than ${TODO_PAGE} open to-dos: page through them`);
  closeModals(queuedModals(todos.map((todo) => todo.id)), userId, window.localStorage);
}

/**
 * Signs every agreement text the logged-in user still has to accept (the agreement dialog blocks every page of
 * the main layout until they are signed, docs/signup.md).
 */
export async function signDueAgreements(): Promise<void> {
  const { data: texts } = unwrap(
    await testApi.GET('/agreement-texts', {
      params: { query: { limit: listAgreementTextsQueryLimits.limit.maximum } },
    }),
  );
  const { data: signs } = unwrap(
    await testApi.GET('/customer-user-agreement-signs', {
      params: { query: { limit: listAgreementSignsQueryLimits.limit.maximum } },
    }),
  );
  for (const text of agreementsToSign(texts, signs)) {
    unwrap(await testApi.POST('/customer-user-agreement-signs', { body: { agreementTextId: text.id } }));
  }
}

export interface RenderAppOptions {
  /** Logged in as this demo user (through the API); logged out when not given. */
  as?: TestUser;
  /**
   * Whether the modal queue (price update, missing info, to-do prompt, …) may show. Off by default: the queue is
   * real product behaviour that covers any page of the main layout shortly after login, so tests about other
   * things start with every queued modal closed in the modal history (the queue's own tests turn it on and
   * write the history they need). Applies to the user of `as`.
   */
  modals?: boolean;
  /**
   * Whether the agreement dialog may show. Off by default: like the queued modals it covers every page of the
   * main layout, so the user of `as` has signed every due agreement text first (the dialog's own tests turn it on).
   */
  agreements?: boolean;
  scenario?: ScenarioName;
  /** Changes the freshly seeded mock data before the app renders (e.g. a hostile message body). */
  prepare?: () => Promise<void> | void;
  /** The app's query client, for a test that reads the cache (a fresh one otherwise, as at boot). */
  queryClient?: QueryClient;
}

/** Runs the kit's own requests with the faults a test has set aside: those are meant for the app. */
async function withoutFaults(action: () => Promise<void>): Promise<void> {
  const faults = listFaults();
  clearFaults();
  try {
    await action();
  } finally {
    for (const [operationId, fault] of Object.entries(faults)) setFault(operationId, fault);
  }
}

/** Renders the app on a freshly seeded mock backend (scenario `default` unless told otherwise). */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  await resetDatabase(options.scenario ?? 'default');
  await options.prepare?.();
  const { as, modals, agreements } = options;
  if (as)
    await withoutFaults(async () => {
      const session = await loginAs(as);
      if (!modals) await dismissQueuedModals(session.customerUserId);
      if (!agreements) await signDueAgreements();
    });
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  const result = render(<App queryClient={options.queryClient} />);
  return { ...result, user };
}
