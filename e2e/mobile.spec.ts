// Journeys on a phone (issue 11): the inbox shows its first couple on the first screen, and every tab of a lead
// can be reached, left to right and right to left.
import type { Locator, Page } from '@playwright/test';
import { LEAD } from '../mocks/db/leads';
import { href } from './app-routes';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test.use({ as: 'demo', viewport: PHONE });

/** Opens the portal in Arabic (right to left) from the first page load on. */
async function inArabic(page: Page) {
  await page.addInitScript(({ key, locale }) => window.localStorage.setItem(key, locale), {
    key: LOCALE_STORAGE_KEY,
    locale: 'ar_AE',
  });
}

/** Fails unless the element lies entirely within the phone's screen (no part cut off or scrolled away). */
async function expectOnScreen(locator: Locator) {
  await expect(async () => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('the element is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }).toPass();
}

test('on a phone the inbox shows the first couple on the first screen and the filters behind a button', async ({
  page,
}) => {
  await page.goto(href.leads());
  const rows = page.getByRole('list', { name: 'Anfragen' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expectOnScreen(rows.first());

  const filter = page.getByRole('button', { name: /^Filter( \(\d+\))?$/ });
  await expect(filter).toHaveAccessibleName('Filter');
  await expect(filter).toHaveAttribute('aria-expanded', 'false');
  await filter.click();
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /^Status/ }).click();
  await page.getByRole('checkbox', { name: 'Neu' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]status=/);
  await expect(filter).toHaveAccessibleName('Filter (1)');
});

test('on a phone every tab of a lead can be reached by keyboard and is scrolled into view', async ({ page }) => {
  await page.goto(href.lead(LEAD.wellKnown));
  const tabs = page.getByRole('tablist', { name: 'Bereiche der Anfrage' });
  const details = tabs.getByRole('tab', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await details.focus();
  await expect(details).toBeFocused();
  for (const name of ['Aktivitäten', /^Nachrichten/, 'Notizen', 'Anrufdaten', 'Hochzeitskredit']) {
    await page.keyboard.press('ArrowRight');
    const tab = tabs.getByRole('tab', { name });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectOnScreen(tab);
  }
  await expect(page.getByRole('tabpanel', { name: 'Hochzeitskredit' })).toBeVisible();
  // The tabs stay on one line: the list scrolls instead of wrapping.
  const [first, last] = await Promise.all([details.boundingBox(), tabs.getByRole('tab').last().boundingBox()]);
  expect(first?.y).toBe(last?.y);
  // Scrolled to its end, the list fades its start edge, where tabs lie beyond it; back at the start, the other.
  // (The computed style spells transparent as rgba(0, 0, 0, 0).)
  const mask = () => tabs.evaluate((list) => getComputedStyle(list).maskImage);
  await expect.poll(mask).toMatch(/^linear-gradient\(to right, rgba\(0, 0, 0, 0\)/);
  await page.keyboard.press('Home');
  await expect.poll(mask).toMatch(/^linear-gradient\(to right, rgb\(0, 0, 0\).*rgba\(0, 0, 0, 0\)\)$/);
});

test('on a phone a lead opened on its last tab shows that tab', async ({ page }) => {
  await page.goto(`${href.lead(LEAD.wellKnown)}?activeTab=loan`);
  const loan = page.getByRole('tab', { name: 'Hochzeitskredit' });
  await expect(loan).toHaveAttribute('aria-selected', 'true');
  await expectOnScreen(loan);
});

test('on a phone in Arabic the tabs scroll the other way and the arrows follow the reading direction', async ({
  page,
}) => {
  await inArabic(page);
  await page.goto(href.lead(LEAD.wellKnown));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('tablist', { name: 'أقسام الطلب' });
  const details = tabs.getByRole('tab', { name: 'التفاصيل' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expectOnScreen(details);
  await details.focus();
  await expect(details).toBeFocused();
  // One step at a time, each seen selected before the next key (as a person presses them).
  const all = tabs.getByRole('tab');
  for (let step = 1; step <= 5; step += 1) {
    await page.keyboard.press('ArrowLeft');
    await expect(all.nth(step)).toHaveAttribute('aria-selected', 'true');
  }
  const loan = tabs.getByRole('tab', { name: 'قرض الزفاف' });
  await expect(loan).toHaveAttribute('aria-selected', 'true');
  await expectOnScreen(loan);
  // Right to left: the first tab starts at the right edge, the last one lies to its left.
  const [first, last] = await Promise.all([details.boundingBox(), loan.boundingBox()]);
  expect(last!.x).toBeLessThan(first!.x);
});

test('on a phone in Arabic the inbox filters collapse behind a button with the active count', async ({ page }) => {
  await inArabic(page);
  await page.goto(href.leads(new URLSearchParams({ status: 'new', unread: 'true' })));
  const rows = page.getByRole('list', { name: 'الطلبات' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expectOnScreen(rows.first());
  const filter = page.getByRole('button', { name: /^عوامل التصفية/ });
  await expect(filter).toHaveAccessibleName('عوامل التصفية (2)');
  await expect(filter).toHaveAttribute('aria-expanded', 'false');
});
