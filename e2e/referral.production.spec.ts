// The referral area in the production build (issue 36, one journey per area): a vendor refers a florist, agrees to
// the programme's terms and lands on the success page, the referral sent to the mock over HTTP.
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('a vendor sends a referral', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.referProvider());

  const form = page.getByRole('form', { name: 'Firma empfehlen' });
  await form.getByLabel('Name der Firma').fill('Blütenzauber Babelsberg');
  await form.getByLabel('Ansprechpartner').fill('Marie Hartmann');
  await form.getByLabel('Telefonnummer', { exact: true }).fill('0331 2011234');
  await form.getByLabel('Kategorie').selectOption({ label: 'Dekoration & Floristik' });
  await form.getByRole('checkbox', { name: /Teilnahmebedingungen des Empfehlungsprogramms/ }).click();
  await form.getByRole('button', { name: 'Empfehlung senden' }).click();

  await expect(page).toHaveURL(href.referProviderSuccess());
  await expect(page.getByText('Wir haben Ihre Empfehlung für „Blütenzauber Babelsberg“ erhalten.')).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
