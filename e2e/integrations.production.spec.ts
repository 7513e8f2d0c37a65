// The production preview shows the whole product (issue 36.6): its runtime configuration points every optional
// integration at the mock's stand-in (scripts/preview-config.ts), so the gallery offers connecting Instagram, and
// the connection runs through the mock's consent page back into the portal.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('a gallery connects Instagram through the stand-in consent page', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.providerGallery(PROVIDER.havelblick));
  await page.getByRole('button', { name: 'Instagram verbinden' }).click();

  await expect(page.getByRole('heading', { name: 'Instagram verbinden' })).toBeVisible();
  await page.getByRole('button', { name: 'Mit Instagram-Konto verbinden' }).click();

  await expect(
    page
      .getByRole('region', { name: 'Benachrichtigungen (F8)' })
      .getByText(/Das Instagram-Konto „.+“ ist jetzt mit Ihrem Anbieter verbunden\./),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href.providerGallery(PROVIDER.havelblick)}`));
  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});

test('a user logs in with Google through the stand-in consent page', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await page.goto(href.login());
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await page.getByRole('button', { name: /Katharina Vogt/ }).click();
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
