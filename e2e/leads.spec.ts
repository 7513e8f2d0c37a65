// Journeys of the couples inbox (issue 5), in Chromium against the mock backend.
import type { Locator, Page } from '@playwright/test';
import { LEAD } from '../mocks/db/leads';
import { href } from './app-routes';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { apiInPage, endsWith, expect, type ListBody, test, waitForMock } from './fixtures';

test.use({ as: 'demo' });

test('a vendor finds a couple by search in the inbox and opens the request', async ({ page }) => {
  await page.goto(href.leads());
  await expect(page.getByRole('heading', { level: 1, name: 'Brautpaare' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Brautpaar suchen' }).fill('Anna Schmidt');
  await expect(page).toHaveURL(/[?&]q=Anna\+Schmidt/);
  const rows = page.getByRole('list', { name: 'Anfragen' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: /Anna Schmidt & Lukas Becker/ })
    .click();
  await expect(page).toHaveURL(endsWith(href.lead(LEAD.wellKnown)));
});

/** Messages of lead 42 whose body contains `text`, asked from the mock backend as the logged-in user. */
async function storedMessages(page: Page, text: string): Promise<number> {
  const { data } = await apiInPage<ListBody<'LeadMessage'>>(page, `/leads/${LEAD.wellKnown}/messages?limit=100`);
  return data.filter((message) => message.body.includes(text)).length;
}

/**
 * How far a message sits from the start and from the end edge of the thread (in the reading direction): the
 * conversation puts incoming messages at the start and the user's own at the end, mirrored in Arabic.
 */
async function gapsInThread(thread: Locator, message: Locator, dir: 'ltr' | 'rtl') {
  const [list, box] = await Promise.all([thread.boundingBox(), message.boundingBox()]);
  if (!list || !box) throw new Error('the thread or the message is not laid out');
  const left = box.x - list.x;
  const right = list.x + list.width - (box.x + box.width);
  return dir === 'ltr' ? { start: left, end: right } : { start: right, end: left };
}

test('a vendor answers by e-mail with a template and finds the message in the thread after a reload', async ({
  page,
}) => {
  await page.goto(href.lead(LEAD.wellKnown, 'messages'));
  const form = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await form.getByLabel('E-Mail-Vorlage').selectOption({ index: 1 });
  const subject = await form.getByLabel('Betreff').inputValue();
  expect(subject.length).toBeGreaterThan(0);
  await expect(form.getByRole('textbox', { name: 'Nachricht' })).not.toHaveText('');
  await form.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre E-Mail wurde gesendet.').first()).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  const thread = page.getByRole('list', { name: 'Nachrichtenverlauf' });
  await expect(thread.getByText(subject)).toBeVisible();

  // The couple's messages sit at the start of the thread, the user's own at the end.
  const incoming = await gapsInThread(thread, thread.getByRole('article', { name: /^Nachricht von / }).first(), 'ltr');
  const sent = await gapsInThread(thread, thread.getByRole('article', { name: /^Ihre Nachricht von / }).last(), 'ltr');
  expect(incoming.start).toBeLessThan(incoming.end);
  expect(sent.end).toBeLessThan(sent.start);
});

test('a send that fails keeps the draft word for word, also across a reload, and the retry stores one message', async ({
  page,
}) => {
  const text = 'Vielen Dank für Ihre Anfrage! Der 12. Juni ist bei uns noch frei. Probeessen am Samstag?';
  await page.goto(href.lead(LEAD.wellKnown, 'messages'));
  await waitForMock(page);
  await page.evaluate(() => window.__mockFaults?.set('sendLeadMessage', { kind: 'server-error', remaining: 1 }));
  const form = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await form.getByLabel('Betreff').fill('Ihre Hochzeit am 12. Juni');
  await form.getByRole('textbox', { name: 'Nachricht' }).fill(text);
  await form.getByRole('button', { name: 'E-Mail senden' }).click();

  await expect(page.getByText('Ihre Nachricht konnte nicht gesendet werden.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nachricht' })).toHaveText(text);
  expect(await storedMessages(page, 'Probeessen am Samstag')).toBe(0);

  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Nachricht' })).toHaveText(text);
  await expect(form.getByLabel('Betreff')).toHaveValue('Ihre Hochzeit am 12. Juni');
  await form.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre E-Mail wurde gesendet.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nachricht' })).toHaveText('');
  expect(await storedMessages(page, 'Probeessen am Samstag')).toBe(1);
});

test('the inbox works in Arabic, right to left', async ({ page }) => {
  await page.addInitScript(({ key, locale }) => window.localStorage.setItem(key, locale), {
    key: LOCALE_STORAGE_KEY,
    locale: 'ar_AE',
  });
  await page.goto(href.leads());
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

  // Mirrored: the couple's messages sit at the start of the thread, which is the right in Arabic.
  const thread = page.getByRole('list', { name: 'سجل المحادثة' });
  const incoming = await gapsInThread(thread, thread.getByRole('article', { name: /^رسالة من / }).first(), 'rtl');
  expect(incoming.start).toBeLessThan(incoming.end);
});
