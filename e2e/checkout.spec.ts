// Journey of the checkout (issue 19 point 4), in Chromium against the mock backend's `payment-due` scenario: the
// login has an overdue payment, so the portal holds it at /checkout; the user pays it with a new card through the
// mock bank page's 3-D Secure step, comes back to /checkout and continues to the dashboard.
import { DEMO_LOGINS } from '../mocks/db/core';
import { href } from './app-routes';
import { endsWith, expect, test } from './fixtures';

test('a login with an overdue payment pays it at /checkout through the bank page and continues', async ({ page }) => {
  await page.goto(`${href.login()}?mockScenario=payment-due`);
  await page.getByLabel('Benutzername').fill('demo');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_LOGINS.demo);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

  await expect(page).toHaveURL(endsWith(href.checkout()));
  await expect(page.getByRole('alert')).toContainText('Eine Zahlung ist überfällig.');
  const due = page.getByRole('list', { name: 'Fällige Zahlungen' });
  const overdue = due.getByRole('listitem').filter({ hasText: 'Überfällig' });
  await overdue.getByRole('button', { name: /bezahlen$/ }).click();

  // The title names what is paid: "<description> bezahlen".
  const dialog = page.getByRole('dialog', { name: /bezahlen$/ });
  await dialog.getByLabel('Mit einer neuen Karte').check();
  await dialog.getByLabel('Karteninhaber').fill('Katharina Vogt');
  // The mock's 3-D Secure test card (docs/payments.md).
  await dialog.getByLabel('Kartennummer').fill('4000 0000 0000 3220');
  await dialog.getByLabel('Gültig bis').fill('12/39');
  await dialog.getByLabel('Prüfnummer (CVC)').fill('123');
  await dialog.getByRole('button', { name: /€ bezahlen$/ }).click();

  await expect(page.getByRole('heading', { name: 'Mock-Bank: Zahlung bestätigen' })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();
  await expect(page.getByText(/ist bezahlt\./)).toBeVisible();
  await page.getByRole('link', { name: 'Weiter' }).click();

  // Back at /checkout: nothing overdue is left; the payment due later can wait.
  await expect(page).toHaveURL(endsWith(href.checkout()));
  await expect(due.getByText('Überfällig')).toHaveCount(0);
  await page.getByRole('link', { name: 'Später bezahlen' }).click();
  await expect(page).toHaveURL(endsWith(href.home()));
  await expect(page.getByRole('heading', { level: 1, name: /Katharina Vogt/ })).toBeVisible();
});
