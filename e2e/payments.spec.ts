// Journey of payments (issue 19), in Chromium against the mock backend: the owner pays a pending payment with a new
// card that needs 3-D Secure, confirms it on the mock bank page, comes back to the portal's result page and finds
// the payment under past payments.
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

test('an owner pays a pending payment with a new card through the bank page and sees it paid', async ({ page }) => {
  await page.goto(href.providerPayments(0));
  const pending = page.getByRole('list', { name: 'Offene Zahlungen' });
  const venuePayment = pending.getByRole('listitem').filter({ hasText: 'Prime-Paket' });
  const description = (await venuePayment.locator('p').first().textContent()) ?? '';
  expect(description).toContain('Prime-Paket');
  await venuePayment.getByRole('button', { name: `${description} bezahlen` }).click();

  // The title names what is paid: "<description> bezahlen".
  const dialog = page.getByRole('dialog', { name: /bezahlen$/ });
  await expect(dialog.getByRole('heading', { name: /bezahlen$/ })).toContainText(description);
  await dialog.getByLabel('Mit einer neuen Karte').check();
  await dialog.getByLabel('Karteninhaber').fill('Katharina Vogt');
  // The mock's 3-D Secure test card (docs/payments.md).
  await dialog.getByLabel('Kartennummer').fill('4000 0000 0000 3220');
  await dialog.getByLabel('Gültig bis').fill('12/39');
  await dialog.getByLabel('Prüfnummer (CVC)').fill('123');
  await dialog.getByRole('button', { name: /€ bezahlen$/ }).click();

  await expect(page.getByRole('heading', { name: 'Mock-Bank: Zahlung bestätigen' })).toBeVisible();
  expect(page.url()).not.toContain('4000000000003220');
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();

  await expect(page.getByText(/ist bezahlt\./)).toBeVisible();
  await page.getByRole('link', { name: 'Weiter' }).click();
  await expect(page.getByRole('tab', { name: 'Bisherige Zahlungen', selected: true })).toBeVisible();
  const past = page.getByRole('list', { name: 'Bisherige Zahlungen' });
  await expect(
    past.getByRole('listitem').filter({ hasText: description }).getByText('Bezahlt', { exact: true }),
  ).toBeVisible();
  await expect(pending).toBeHidden();
});
