// Renders the real portal (router, guards, providers) at a URL, optionally logged in as a demo user, against
// the mock backend. Tests then find elements by role and label, like a user.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { resetDatabase } from '../../mocks/db';
import type { ScenarioName } from '../../mocks/db/seed-context';
import { writeSession } from '@/lib/session-store';

export type DemoUser = 'demo' | 'basic' | 'neu' | 'renew';

const passwords: Record<DemoUser, string> = {
  demo: 'demo1234',
  basic: 'basic1234',
  neu: 'neu12345',
  renew: 'renew1234',
};

/** Logs in through the API (no UI) and stores the session like the login page does. */
export async function loginAs(
  user: DemoUser,
): Promise<{ id: number; accessToken: string; customerId: number; customerUserId: number }> {
  const response = await fetch('http://127.0.0.1:4010/api/access-tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user, password: passwords[user], userType: 'provider' }),
  });
  if (response.status !== 201) throw new Error(`Login of ${user} failed with ${response.status}`);
  const { data } = (await response.json()) as {
    data: { id: number; accessToken: string; consumerKey: string; customerId: number; customerUserId: number };
  };
  writeSession({ accessToken: data.accessToken, accessTokenId: data.id, consumerKey: data.consumerKey });
  return data;
}

/** Renders the app on a freshly seeded mock backend (scenario `default` unless told otherwise). */
export async function renderApp(
  url: string,
  options: {
    user?: DemoUser;
    scenario?: ScenarioName;
    /** Changes the freshly seeded mock data before the app renders (e.g. a hostile message body). */
    prepare?: () => Promise<void> | void;
  } = {},
) {
  await resetDatabase(options.scenario ?? 'default');
  await options.prepare?.();
  if (options.user) await loginAs(options.user);
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  const result = render(<App />);
  return { ...result, user };
}
