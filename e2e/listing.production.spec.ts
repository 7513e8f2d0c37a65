// The listing area in the production build (issue 36, one journey per area): a vendor changes the venue's phone
// number (checked with the phone metadata the build loads on demand), sends it for approval and finds the change
// pending after a reload from the mock over HTTP.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('a vendor sends a new phone number of the listing for approval', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.providerInfoTab(PROVIDER.havelblick, 'contact'));

  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('0331 2004599');
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await expect(page.getByText('Ihre Änderung wurde zur Freigabe gesendet.').first()).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Änderungen in Prüfung' }).getByText('Telefonnummer', { exact: true }),
  ).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
