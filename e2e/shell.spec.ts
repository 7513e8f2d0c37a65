// Journeys of the portal shell (issue 4), in Chromium against the mock backend.
import { DEMO_LOGINS } from '../mocks/db/core';
import { href } from './app-routes';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { endsWith, expect, SESSION_KEYS, test } from './fixtures';

const leadsWithQuery = href.leads(new URLSearchParams({ x: '1' }));

test('an anonymous visit to /leads?x=1 lands on login and returns there after login', async ({ page }) => {
  await page.goto(leadsWithQuery);
  await expect(page).toHaveURL(endsWith(href.login(leadsWithQuery)));
  await page.getByLabel('Benutzername').fill('demo');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_LOGINS.demo);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(endsWith(leadsWithQuery));
});

test('a wrong password shows the server message on the password field', async ({ page }) => {
  await page.goto(href.login());
  // The login's tab bar fits its height: no stray scrollbar arrows beside the tabs (issue 38.7).
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  expect(await tabs.evaluate((list) => list.scrollHeight - list.clientHeight)).toBe(0);
  await page.getByLabel('Benutzername').fill('demo');
  const password = page.getByLabel('Passwort', { exact: true });
  await password.fill('falsch123');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Benutzername oder Passwort ist falsch.').first()).toBeVisible();
  await expect(page).toHaveURL(endsWith(href.login()));
});

test('login by one-time code', async ({ page }) => {
  await page.goto(href.login());
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
  await expect(page).toHaveURL(endsWith(href.home()));
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test.describe('logged in as demo', () => {
  test.use({ as: 'demo' });

  test('logout deletes the session and goes to login', async ({ page }) => {
    await page.goto(href.home());
    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(endsWith(href.login()));
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.accessToken)).toBeNull();
    await page.goto(href.leads());
    await expect(page).toHaveURL(endsWith(href.login(href.leads())));
  });

  test('switching to Arabic flips the page to right-to-left', async ({ page }) => {
    await page.goto(href.home());
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('group', { name: 'Sprache wechseln' }).getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('ar_SA');
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
    await page.goto(href.home());
    const bell = page.getByRole('button', { name: /^Benachrichtigungen, ungelesen/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await bell.textContent())?.match(/\d+/)?.[0]);
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    await popover.getByRole('article').filter({ hasText: 'ungelesen' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/^https:\/\/www\.hochzeitsportal\.de\//);
    await page.goto(href.home());
    await expect(page.getByRole('button', { name: /^Benachrichtigungen/ })).toHaveText(
      `Benachrichtigungen, ungelesen: ${unreadBefore - 1}`,
    );
  });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});

test.describe('logged in as basic', () => {
  test.use({ as: 'basic' });

  test('opening visits statistics gets the upgrade popup and can send the request', async ({ page }) => {
    await page.goto(href.home());
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const statistics = navigation.getByRole('button', { name: 'Statistiken' });
    if ((await statistics.getAttribute('aria-expanded')) === 'false') await statistics.click();
    await navigation.getByRole('button', { name: /^Besucherstatistik/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade anfragen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    // Top right as spec point 2 says, below the top bar, so it covers none of the bar's controls.
    const snackbar = page
      .getByRole('region', { name: /Benachrichtigungen/ })
      .getByRole('listitem')
      .filter({ hasText: /Ihre Upgrade-Anfrage wurde gesendet/ });
    await expect(snackbar).toBeVisible();
    const [box, bar] = await Promise.all([snackbar.boundingBox(), page.getByRole('banner').boundingBox()]);
    const viewport = page.viewportSize();
    expect(box && bar && viewport).toBeTruthy();
    if (box && bar && viewport) {
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(box.y).toBeLessThan(viewport.height / 3);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    }
    await expect(dialog).toBeHidden();
  });
});

test.describe('logged in as renew', () => {
  test.use({ as: 'renew' });

  test('the user who must change the password is forced to /password-renew', async ({ page }) => {
    await page.goto(href.leads());
    await expect(page).toHaveURL(endsWith(href.passwordRenew()));
  });
});
