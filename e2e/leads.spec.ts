// Journeys of the couples inbox (issue 5), in Chromium against the mock backend.
import type { Page } from '@playwright/test';
import { expect, loginAs, test, waitForMock } from './fixtures';

// Each journey seeds the mock backend and logs in first; on a busy 2-core machine that alone takes ~15 s.
test.describe.configure({ timeout: 60_000 });

test('a vendor finds a couple by search in the inbox and opens the request', async ({ page }) => {
  await loginAs(page, 'demo', '/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Brautpaare' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Brautpaar suchen' }).fill('Anna Schmidt');
  await expect(page).toHaveURL(/[?&]q=Anna\+Schmidt/);
  const rows = page.getByRole('list', { name: 'Anfragen' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: /Anna Schmidt & Lukas Becker/ })
    .click();
  await expect(page).toHaveURL(/\/leads\/42$/);
});

/** Messages of lead 42 whose body contains `text`, asked from the mock backend as the logged-in user. */
async function storedMessages(page: Page, text: string): Promise<number> {
  return page.evaluate(async (needle) => {
    const headers = {
      'X-Access-Token': localStorage.getItem('accessToken') ?? '',
      'X-Consumer-Key': localStorage.getItem('consumerKey') ?? '',
    };
    const response = await fetch('/api/leads/42/messages?limit=100', { headers });
    const { data } = (await response.json()) as { data: Array<{ body: string }> };
    return data.filter((message) => message.body.includes(needle)).length;
  }, text);
}

test('a vendor answers by e-mail with a template and finds the message in the thread after a reload', async ({
  page,
}) => {
  await loginAs(page, 'demo', '/leads/42?activeTab=messages');
  const form = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await form.getByLabel('E-Mail-Vorlage').selectOption({ index: 1 });
  const subject = await form.getByLabel('Betreff').inputValue();
  expect(subject.length).toBeGreaterThan(0);
  await expect(form.getByLabel('Nachricht')).not.toHaveValue('');
  await form.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre E-Mail wurde gesendet.').first()).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  const thread = page.getByRole('list', { name: 'Nachrichtenverlauf' });
  await expect(thread.getByText(subject)).toBeVisible();
});

test('a send that fails keeps the draft word for word, also across a reload, and the retry stores one message', async ({
  page,
}) => {
  const text = 'Vielen Dank für Ihre Anfrage! Der 12. Juni ist bei uns noch frei. Probeessen am Samstag?';
  await loginAs(page, 'demo', '/leads/42?activeTab=messages');
  await waitForMock(page);
  await page.evaluate(() => window.__mockFaults?.set('sendLeadMessage', { kind: 'server-error', remaining: 1 }));
  const form = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await form.getByLabel('Betreff').fill('Ihre Hochzeit am 12. Juni');
  await form.getByLabel('Nachricht').fill(text);
  await form.getByRole('button', { name: 'E-Mail senden' }).click();

  await expect(page.getByText('Ihre Nachricht konnte nicht gesendet werden.').first()).toBeVisible();
  await expect(form.getByLabel('Nachricht')).toHaveValue(text);
  expect(await storedMessages(page, 'Probeessen am Samstag')).toBe(0);

  await page.reload();
  await expect(form.getByLabel('Nachricht')).toHaveValue(text);
  await expect(form.getByLabel('Betreff')).toHaveValue('Ihre Hochzeit am 12. Juni');
  await form.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre E-Mail wurde gesendet.').first()).toBeVisible();
  await expect(form.getByLabel('Nachricht')).toHaveValue('');
  expect(await storedMessages(page, 'Probeessen am Samstag')).toBe(1);
});

test('the inbox works in Arabic, right to left', async ({ page }) => {
  await loginAs(page, 'demo', '/dashboard');
  await page.evaluate(() => localStorage.setItem('lng', 'ar_AE'));
  await page.goto('/leads');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأزواج' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'البحث عن زوجين' }).fill('Anna Schmidt');
  // Wait for the filtered list: a row clicked while the list re-sorts under the pointer may be missed.
  await expect(page).toHaveURL(/[?&]q=Anna\+Schmidt/);
  const rows = page.getByRole('list', { name: 'الطلبات' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: /Anna Schmidt & Lukas Becker/ })
    .click();
  await expect(page.getByRole('tablist', { name: 'أقسام الطلب' })).toBeVisible();
  await page.getByRole('tab', { name: 'الرسائل' }).click();
  await expect(page.getByRole('form', { name: 'بريد إلكتروني إلى العروسين' })).toBeVisible();
});
