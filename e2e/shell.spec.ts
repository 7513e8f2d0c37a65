// Journeys of the portal shell (issue 4), in Chromium against the mock backend.
import { expect, freshStart, loginAs, test } from './fixtures';

test('an anonymous visit to /leads?x=1 lands on login and returns there after login', async ({ page }) => {
  await freshStart(page, '/leads?x=1');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fleads%3Fx%3D1$/);
  await page.getByLabel('Benutzername').fill('demo');
  await page.getByLabel('Passwort', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/leads\?x=1$/);
});

test('a wrong password shows the server message on the password field', async ({ page }) => {
  await freshStart(page);
  await page.getByLabel('Benutzername').fill('demo');
  const password = page.getByLabel('Passwort', { exact: true });
  await password.fill('falsch123');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Benutzername oder Passwort ist falsch.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('login by one-time code', async ({ page }) => {
  await freshStart(page);
  const code = new Promise<string>((resolve) => {
    page.on('console', (message) => {
      const match = message.text().match(/Einmalcode für demo: (\d{6})/);
      if (match) resolve(match[1] as string);
    });
  });
  await page.getByRole('tab', { name: 'Mit Einmalcode' }).click();
  await page.getByLabel('Benutzername').fill('demo');
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByText(/Wir haben einen Einmalcode an .* gesendet\./)).toBeVisible();
  await page
    .getByRole('textbox', { name: /Einmalcode|Zeichen 1/ })
    .first()
    .click();
  await page.keyboard.type(await code);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('logout deletes the session and goes to login', async ({ page }) => {
  await loginAs(page, 'demo', '/');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fleads/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await freshStart(page, '/diese-seite-gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});

test('switching to Arabic flips the page to right-to-left', async ({ page }) => {
  await loginAs(page, 'demo', '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('group', { name: 'Sprache wechseln' }).getByRole('menuitem', { name: 'Arabisch' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  expect(await page.evaluate(() => localStorage.getItem('lng'))).toBe('ar_SA');
});

test('the basic user opening visits statistics gets the upgrade popup and can send the request', async ({ page }) => {
  await loginAs(page, 'basic', '/');
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const statistics = navigation.getByRole('button', { name: 'Statistiken' });
  if ((await statistics.getAttribute('aria-expanded')) === 'false') await statistics.click();
  await navigation.getByRole('button', { name: /Besuche/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade anfragen' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  // The snackbar and its live-region announcement both carry the text.
  await expect(page.getByText(/Ihre Upgrade-Anfrage wurde gesendet/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the renew user is forced to /password-renew', async ({ page }) => {
  await loginAs(page, 'renew', '/leads');
  await expect(page).toHaveURL(/\/password-renew$/);
});

test('a click on an unread notification marks it completed and opens its link on the public website', async ({
  page,
}) => {
  await page.route('https://www.hochzeitsportal.de/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<html lang="de"><title>Hochzeitsportal</title></html>',
    }),
  );
  await loginAs(page, 'demo', '/');
  const bell = page.getByRole('button', { name: /^Benachrichtigungen, ungelesen/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number((await bell.textContent())?.match(/\d+/)?.[0]);
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await popover.getByRole('article').filter({ hasText: 'ungelesen' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/^https:\/\/www\.hochzeitsportal\.de\//);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Benachrichtigungen/ })).toHaveText(
    `Benachrichtigungen, ungelesen: ${unreadBefore - 1}`,
  );
});
