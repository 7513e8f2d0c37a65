// Journeys log in without the UI: the session is created through the mock API inside the page (the mock
// backend lives in the page's service worker) and stored like the login page stores it.
import { test as base, expect, type Page } from '@playwright/test';

export type DemoUser = 'demo' | 'basic' | 'neu' | 'renew';
const passwords: Record<DemoUser, string> = {
  demo: 'demo1234',
  basic: 'basic1234',
  neu: 'neu12345',
  renew: 'renew1234',
};

/** Waits until the mock backend's service worker answers (the developer panel button appears). */
export async function waitForMock(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Mock:/ })).toBeVisible({ timeout: 20_000 });
}

/** Opens the app on a freshly seeded mock backend. */
export async function freshStart(page: Page, path = '/auth/login'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mockScenario=default`);
  await waitForMock(page);
  // A scenario given in the URL is seeded once; clearing the saved state makes every journey start clean.
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('anbieterportal-mock');
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
    localStorage.clear();
  });
  await page.goto(path);
  await waitForMock(page);
}

/**
 * Closes the queued modals (price update, missing info, …) that appear shortly after login, so a journey can
 * use the page. They are real product behaviour; journeys about them open the page without this.
 */
export async function dismissModals(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  // The queue starts once the user and the missing data have loaded; one modal follows the other.
  await page.waitForLoadState('networkidle');
  for (let round = 0; round < 10; round++) {
    try {
      await dialog.first().waitFor({ state: 'visible', timeout: round === 0 ? 3_000 : 1_500 });
    } catch {
      return;
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}

export async function loginAs(
  page: Page,
  user: DemoUser,
  path = '/',
  options: { keepModals?: boolean } = {},
): Promise<void> {
  await freshStart(page);
  await page.evaluate(
    async ({ username, password, keepModals }) => {
      const response = await fetch('/api/access-tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password, userType: 'provider' }),
      });
      const { data } = await response.json();
      localStorage.setItem('accessToken', data.accessToken);
      localStorage.setItem('accessTokenId', String(data.id));
      localStorage.setItem('consumerKey', data.consumerKey);
      if (!keepModals) {
        // Mark every queued modal as just closed, so the journey starts on a quiet page.
        const todos = await fetch('/api/provider-prompts?type=todo&completed=false&limit=100', {
          headers: { 'X-Access-Token': data.accessToken, 'X-Consumer-Key': data.consumerKey },
        }).then((r) => (r.ok ? r.json() : { data: [] }));
        const closedAt = Date.now();
        const history: Record<string, { once: true; closedAt: number }> = {};
        for (const id of ['advertisement-video', 'price-update', 'catalog-insert', 'missing-provider-info']) {
          history[id] = { once: true, closedAt };
        }
        for (const todo of todos.data as Array<{ id: number }>)
          history[`another-prompt:${todo.id}`] = { once: true, closedAt };
        localStorage.setItem('modalHistory', JSON.stringify(history));
      }
      await window.__mockFlush?.();
    },
    { username: user, password: passwords[user], keepModals: options.keepModals ?? false },
  );
  await page.goto(path);
}

/** Fails the journey on any console error of the page (a broken route must not pass silently). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser logs every non-2xx answer as a failed resource; the journeys assert those themselves.
        if (text.startsWith('Failed to load resource')) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
