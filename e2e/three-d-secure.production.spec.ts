// 3-D Secure in the production build (issue 36.4): with the README's test card the portal sends the browser to the
// mock bank page, which the preview serves on its own origin and names in its runtime configuration
// (`threeDSecureOrigins`, docs/payments.md "3-D Secure in the production preview"); a real deployment lists none
// and keeps the rule "https on another origin only".
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('an owner pays an open payment with a new card through 3-D Secure and keeps the card', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.providerPayments(0));
  const pending = page.getByRole('list', { name: 'Offene Zahlungen' });
  const payment = pending.getByRole('listitem').filter({ hasText: 'Prime-Paket' });
  const description = (await payment.locator('p').first().textContent()) ?? '';
  await payment.getByRole('button', { name: `${description} bezahlen` }).click();

  const dialog = page.getByRole('dialog', { name: /bezahlen$/ });
  await dialog.getByLabel('Mit einer neuen Karte').check();
  await dialog.getByLabel('Karteninhaber').fill('Katharina Vogt');
  // The README's 3-D Secure test card.
  await dialog.getByLabel('Kartennummer').fill('4000 0000 0000 3220');
  await dialog.getByLabel('Gültig bis').fill('12/39');
  await dialog.getByLabel('Prüfnummer (CVC)').fill('123');
  await dialog.getByLabel('Karte für spätere Zahlungen speichern').check();
  await dialog.getByRole('button', { name: /€ bezahlen$/ }).click();

  await expect(page.getByRole('heading', { name: 'Mock-Bank: Zahlung bestätigen' })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click();

  await expect(page.getByText(/ist bezahlt\./)).toBeVisible();
  await page.getByRole('link', { name: 'Weiter' }).click();
  const past = page.getByRole('list', { name: 'Bisherige Zahlungen' });
  await expect(
    past.getByRole('listitem').filter({ hasText: description }).getByText('Bezahlt', { exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Gespeicherte Karten' }).click();
  await expect(page.getByRole('list', { name: 'Gespeicherte Karten' }).getByText('Visa 3220')).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
