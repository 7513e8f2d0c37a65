// Journey of the team (issue 16), in Chromium against the mock backend: the account owner adds a team member with
// two phones and provider rights, sees them waiting for approval, reloads, edits only the bio and sees only the
// bio sent.
import type { Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

test('an owner adds a team member with two phones and rights, then changes only the bio', async ({ page }) => {
  await page.goto(href.customerUsers());
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await dialog.getByLabel('Name', { exact: true }).fill('Paula Schröder');
  await dialog.getByLabel('Benutzername').fill('paula.schroeder');
  await dialog.getByLabel('Passwort', { exact: true }).fill('Hochzeit2026');
  await dialog.getByLabel('Neues Passwort wiederholen').fill('Hochzeit2026');
  await dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'Telefonnummer 1', exact: true }).fill('0151 23456789');
  await dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'Telefonnummer 2', exact: true }).fill('0331 2004567');
  await dialog.getByRole('checkbox', { name: 'Betreut Schlossgut Havelblick' }).click();
  await dialog.getByRole('checkbox', { name: 'Anfragen für Schlossgut Havelblick per E-Mail' }).click();
  await dialog.getByRole('checkbox', { name: 'Darf Schlossgut Havelblick bearbeiten' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Benutzer wurde gespeichert.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const paula = () => page.getByRole('listitem', { name: /Paula Schröder/ });
  await expect(paula().getByText('Wartet auf Freigabe')).toBeVisible();
  // Formatted as everywhere else (issue 38.9), dialled in E.164.
  await expect(paula().getByRole('link', { name: '+49 1512 3456789' })).toHaveAttribute('href', 'tel:+4915123456789');
  await expect(paula().getByRole('link', { name: '+49 331 2004567' })).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(paula().getByText('Wartet auf Freigabe')).toBeVisible();
  await expect(paula().getByText('Anfragen per E-Mail')).toBeVisible();
  await expect(paula().getByText('Bearbeitungsrechte')).toBeVisible();

  await page.getByRole('button', { name: 'Paula Schröder bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Paula Schröder bearbeiten' });
  await edit.getByLabel('Über mich').fill('Ich betreue Trauungen im Schlosspark.');
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/customers\/1\/users\/\d+$/.test(new URL(request.url()).pathname),
  );
  await edit.getByRole('button', { name: 'Speichern' }).click();
  expect((await sent).postDataJSON()).toEqual({ bio: 'Ich betreue Trauungen im Schlosspark.' });
  await expect(page.getByText('Der Benutzer wurde gespeichert.').first()).toBeVisible();
  await expect(edit).toBeHidden();
});

test.describe('on a phone, right to left', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  /** Fails when the page scrolls sideways: something is wider than the phone. */
  async function expectNoSidewaysScroll(page: Page) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  }

  test('the team list, the user dialog and the settings fit a 390 px phone in Arabic', async ({ page }) => {
    await page.addInitScript(({ key, locale }) => window.localStorage.setItem(key, locale), {
      key: LOCALE_STORAGE_KEY,
      locale: 'ar_AE',
    });
    await page.goto(href.customerUsers());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: 'مستخدمو الحساب' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة مستخدم' });
    await dialog.getByRole('button', { name: 'إضافة رقم هاتف' }).click();
    await expect(dialog.getByRole('textbox', { name: 'رقم الهاتف 1', exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    await page.goto(href.settingsTab('security'));
    await expect(page.getByRole('tab', { name: 'الأمان', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'إعداد تسجيل الدخول الثنائي' }).click();
    await expect(page.getByRole('img', { name: 'رمز QR لتطبيق المصادقة' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'المفتاح للكتابة' }).locator('[dir="ltr"]')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
