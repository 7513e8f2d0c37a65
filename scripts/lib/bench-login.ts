// The login both browser benchmarks start from (bench-leads.ts, bench-first-screens.ts): the demo user logged in
// through the page's mock backend, with every modal of the queue marked as seen, so no dialog covers what is measured.
import type { Page } from '@playwright/test';

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
    const closedAt = Date.now();
    const history: Record<string, { once: true; closedAt: number }> = {};
    for (const id of ['advertisement-video', 'price-update', 'catalog-insert', 'missing-provider-info'])
      history[id] = { once: true, closedAt };
    const todos = await fetch('/api/provider-prompts?type=todo&completed=false&limit=100', {
      headers: { 'X-Access-Token': data.accessToken, 'X-Consumer-Key': data.consumerKey },
    }).then((r) => r.json());
    for (const todo of todos.data as Array<{ id: number }>)
      history[`another-prompt:${todo.id}`] = { once: true, closedAt };
    localStorage.setItem('modalHistory', JSON.stringify(history));
    await (window as unknown as { __mockFlush?: () => Promise<void> }).__mockFlush?.();
  });
}
