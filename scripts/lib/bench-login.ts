// The logins the browser benchmarks start from (bench-leads.ts, bench-first-screens.ts): the demo user, with every
// modal of the queue marked as seen and the consent banner answered, so no dialog covers what is measured.
//   logInQuietly:     the demo build, logged in through the page's mock backend (fast, no form);
//   logInThroughForm: a deployment (the production build against the HTTP mock), through the real login form.
import type { Page } from '@playwright/test';
import { anotherPromptModal, MODALS } from '../../src/features/dashboard/modals/modal-registry';
import { CONSENT_VERSION, type ConsentRecord } from '../../src/lib/integrations/consent';
import { USER } from '../../mocks/db/core/ids';
import { CONSENT_STORAGE_KEY, modalHistoryKey } from '../../src/lib/session-store';

/**
 * Answers in the page's local storage what would otherwise cover the measured page: every modal of the queue
 * marked as seen (the fixed ones, and one "another prompt" per open to-do of the logged-in user, read from the API
 * with the session in local storage), and the consent banner answered with "necessary only".
 */
async function quietDialogs(page: Page): Promise<void> {
  const consent: ConsentRecord = {
    version: CONSENT_VERSION,
    statistics: false,
    marketing: false,
    decidedAt: new Date().toISOString(),
  };
  await page.evaluate(
    async ({ fixedIds, promptIdPattern, keys, consent }) => {
      const closedAt = Date.now();
      const history: Record<string, { once: true; closedAt: number }> = {};
      for (const id of fixedIds) history[id] = { once: true, closedAt };
      const todos = await fetch('/api/provider-prompts?type=todo&completed=false&limit=100', {
        headers: {
          'X-Access-Token': localStorage.getItem('accessToken') ?? '',
          'X-Consumer-Key': localStorage.getItem('consumerKey') ?? '',
        },
      }).then((r) => r.json());
      for (const todo of todos.data as Array<{ id: number }>)
        history[promptIdPattern.replace(/0$/, String(todo.id))] = { once: true, closedAt };
      localStorage.setItem(keys.modalHistory, JSON.stringify(history));
      localStorage.setItem(keys.consent, JSON.stringify(consent));
    },
    {
      fixedIds: Object.values(MODALS).map((modal) => modal.id),
      // The id of the prompt modal for to-do 0, its number replaced per to-do in the page.
      promptIdPattern: anotherPromptModal(0).id,
      keys: { modalHistory: modalHistoryKey(USER.demo), consent: CONSENT_STORAGE_KEY },
      consent,
    },
  );
}

/** Opens the login page (`query`: e.g. `?mockScenario=large`), waits for the mock and logs demo in quietly. */
export async function logInQuietly(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/auth/login${query}`);
  await page.getByRole('button', { name: /^Mock:/ }).waitFor({ timeout: 60_000 });
  await page.evaluate(async () => {
    const response = await fetch('/api/access-tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234', userType: 'provider' }),
    });
    const { data } = await response.json();
    localStorage.setItem('accessToken', data.accessToken);
    localStorage.setItem('accessTokenId', String(data.id));
    localStorage.setItem('consumerKey', data.consumerKey);
  });
  await quietDialogs(page);
  await page.evaluate(() => (window as unknown as { __mockFlush?: () => Promise<void> }).__mockFlush?.());
}

/** Logs demo in through the real login form of `baseUrl` (a deployment: the API answers over HTTP) quietly. */
export async function logInThroughForm(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Benutzername').fill('demo');
  await page.getByLabel('Passwort', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
  await quietDialogs(page);
}
