// Journey of the listing (issue 13), in Chromium against the mock backend: a vendor opens a provider from the list,
// sees the 300-character rule of the provider text, fixes the text, sends it for approval and finds it still
// pending after a reload.
import type { Page } from '@playwright/test';
import { PROVIDER } from '../mocks/db/core';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { href } from './app-routes';
import { endsWith, expect, test } from './fixtures';

test.use({ as: 'demo' });

const LONG_TEXT =
  'Das Schlossgut Havelblick liegt direkt am Ufer der Havel in Potsdam-Sacrow. Freie Trauungen finden im Schlosspark oder auf der Seeterrasse statt, gefeiert wird im Festsaal mit eigener Tanzfläche für bis zu 160 Gäste. Unsere Küche kocht saisonal und regional, und Zimmer für Ihre Gäste stehen im Haus bereit.';

test('a vendor edits the description, sees the 300-character rule, sends it and finds it pending after a reload', async ({
  page,
}) => {
  await page.goto(href.providers());
  const providers = page.getByRole('list', { name: 'Ihre Anbieter' });
  await providers.getByRole('link', { name: 'Schlossgut Havelblick' }).click();
  await expect(page).toHaveURL(endsWith(href.providerInfo(PROVIDER.havelblick)));

  await page.getByRole('tab', { name: 'Beschreibung' }).click();
  await expect(page).toHaveURL(endsWith(href.providerInfoTab(PROVIDER.havelblick, 'description')));
  const text = page.getByRole('textbox', { name: 'Beschreibungstext' });
  await text.fill('Zu kurz für unsere Paare.');
  await expect(page.getByText('25 Zeichen – mindestens 300 Zeichen sind nötig.')).toBeVisible();
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await expect(page.getByText('Der Beschreibungstext muss mindestens 300 Zeichen lang sein.')).toBeVisible();

  await text.fill(LONG_TEXT);
  await expect(page.getByText('Der Beschreibungstext muss mindestens 300 Zeichen lang sein.')).toBeHidden();
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await expect(page.getByText('Ihre Änderung wurde zur Freigabe gesendet.').first()).toBeVisible();
  const pending = page.getByRole('region', { name: 'Änderungen in Prüfung' });
  await expect(pending.getByText('Beschreibungstext', { exact: true })).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Änderungen in Prüfung' }).getByText('Beschreibungstext', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Beschreibungstext/ })).toHaveValue(LONG_TEXT);
  await expect(page.getByText('Wartet auf Freigabe').first()).toBeVisible();
});

test('a vendor adds a hall, sees the minimum above the maximum refused, fixes it and finds the hall after a reload', async ({
  page,
}) => {
  await page.goto(href.providerInfo(PROVIDER.havelblick));
  await page
    .getByRole('navigation', { name: 'Seiten des Anbieters' })
    .getByRole('link', { name: 'Räume & Kapazitäten' })
    .click();
  await expect(page).toHaveURL(endsWith(href.providerCapacity(PROVIDER.havelblick)));

  await page.getByRole('button', { name: 'Raum hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raum hinzufügen' });
  await dialog.getByRole('textbox', { name: 'Name des Raums' }).fill('Spiegelsaal');
  await dialog.getByRole('combobox', { name: 'Bereich' }).selectOption({ label: 'Innenbereich' });
  await dialog.getByRole('textbox', { name: 'Mindestens Gäste' }).fill('120');
  await dialog.getByRole('textbox', { name: 'Höchstens Gäste' }).fill('80');
  await dialog.getByRole('textbox', { name: 'Gäste beim Essen' }).fill('70');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  const order = 'Die Höchstzahl der Gäste darf nicht kleiner sein als die Mindestzahl.';
  await expect(dialog.getByText(order)).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Mindestens Gäste' }).fill('40');
  await expect(dialog.getByText(order)).toBeHidden();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Raum „Spiegelsaal“ wurde angelegt.').first()).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  const hall = page.getByRole('list', { name: 'Ihre Räume' }).getByRole('listitem', { name: /^Spiegelsaal/ });
  await expect(hall).toBeVisible();
  await expect(hall.getByText('40 bis 80 Gäste')).toBeVisible();
});

test.describe('on a phone, right to left', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  /** Fails when the page scrolls sideways: something is wider than the phone. */
  async function expectNoSidewaysScroll(page: Page) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  }

  test('the providers list and the info page fit a 390 px phone in Arabic', async ({ page }) => {
    await page.addInitScript(({ key, locale }) => window.localStorage.setItem(key, locale), {
      key: LOCALE_STORAGE_KEY,
      locale: 'ar_AE',
    });
    await page.goto(href.providers());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cards = page.getByRole('list', { name: 'مزوّدوك' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const search = page.getByRole('searchbox', { name: 'البحث عن المزوّدين بالاسم' });
    await expect(search).toBeVisible();
    const card = await cards.first().boundingBox();
    if (!card) throw new Error('the first card is not laid out');
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);

    await cards.first().getByRole('link').click();
    await expect(page.getByRole('tablist', { name: 'أقسام الملف' })).toBeVisible();
    await page.getByRole('tab', { name: 'التواصل والروابط' }).click();
    await expect(page.getByRole('textbox', { name: 'رقم الهاتف' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The venue's halls: the shared header with its sub-navigation (which scrolls inside itself) and the dialog.
    await page.goto(href.providerCapacity(PROVIDER.havelblick));
    await expect(page.getByRole('navigation', { name: 'صفحات مقدّم الخدمة' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'قاعاتك' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'إضافة قاعة' }).click();
    await expect(page.getByRole('dialog', { name: 'إضافة قاعة' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
