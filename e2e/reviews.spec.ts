// Journey of the reviews page (issue 18), in Chromium against the mock backend: a vendor answers a pending review
// with the keyboard, sees the reply waiting for approval, reloads and finds it still there.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

const REPLY = 'Vielen Dank für Ihre lieben Worte – wir freuen uns, dass Sie bei uns gefeiert haben!';

test('a vendor replies to a pending review, sees the reply pending and finds it after a reload', async ({ page }) => {
  await page.goto(`${href.testimonials()}?status=pending&provider=${PROVIDER.havelblick}`);
  const reviews = page.getByRole('list', { name: 'Bewertungen' });
  const review = reviews.getByRole('article').first();
  await expect(review.getByText('In Prüfung', { exact: true })).toBeVisible();
  const names = (await review.getByRole('heading', { level: 3 }).textContent()) ?? '';

  await review.getByRole('button', { name: 'Antworten' }).focus();
  await page.keyboard.press('Enter');
  const field = review.getByRole('textbox', { name: 'Ihre öffentliche Antwort' });
  await field.fill(REPLY);
  await expect(review.getByText(`${REPLY.length} von 2.000 Zeichen`, { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(page.getByText('Ihre Antwort wurde gesendet und wird geprüft.', { exact: true })).toBeVisible();

  const answered = reviews.getByRole('article', { name: names });
  const reply = answered.getByText('Ihre Antwort', { exact: true }).locator('..');
  await expect(reply.getByText('In Prüfung', { exact: true })).toBeVisible();
  await expect(answered.getByText(REPLY, { exact: true })).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(reviews.getByRole('article', { name: names }).getByText(REPLY, { exact: true })).toBeVisible();
  await expect(
    reviews
      .getByRole('article', { name: names })
      .getByText('Ihre Antwort', { exact: true })
      .locator('..')
      .getByText('In Prüfung', { exact: true }),
  ).toBeVisible();
});
