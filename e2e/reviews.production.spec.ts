// The reviews area in the production build (issue 36, one journey per area): a vendor answers a review of the venue
// that waits for approval and sees the reply waiting for approval too, after a reload from the mock over HTTP.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

const REPLY = 'Vielen Dank für Ihre lieben Worte – wir freuen uns, dass Sie bei uns gefeiert haben!';

test('a vendor replies to a review and sees the reply pending', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(`${href.testimonials()}?status=pending&provider=${PROVIDER.havelblick}`);
  const reviews = page.getByRole('list', { name: 'Bewertungen' });
  // One not answered yet (the production project's journeys share one mock server).
  const open = reviews
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Antworten' }) })
    .first();
  await expect(open.getByText('In Prüfung', { exact: true })).toBeVisible();
  const names = (await open.getByRole('heading', { level: 3 }).textContent()) ?? '';
  // By its couple from here: once the reply form is open, the button that found it is gone.
  const review = reviews.getByRole('article', { name: names });

  await review.getByRole('button', { name: 'Antworten' }).click();
  await review.getByRole('textbox', { name: 'Ihre öffentliche Antwort' }).fill(REPLY);
  await review.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(page.getByText('Ihre Antwort wurde gesendet und wird geprüft.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(review.getByText(REPLY, { exact: true })).toBeVisible();
  await expect(
    review.getByText('Ihre Antwort', { exact: true }).locator('..').getByText('In Prüfung', { exact: true }),
  ).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
