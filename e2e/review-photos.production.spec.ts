// Review photos in the production build (issue 36.3): every media path the API names is under the one media prefix
// a deployment routes to its media store (docs/media.md, "Where media live"), so the photos of the reviews load in
// the preview as in dev mode, instead of answering 404 under a prefix of their own.
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('the reviews show their photos', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.testimonials());
  const galleries = page.getByRole('list', { name: 'Fotos zur Bewertung' });
  await expect(galleries.first()).toBeVisible();
  const photos = galleries.getByRole('img');
  expect(await photos.count()).toBeGreaterThan(0);
  for (const photo of await photos.all()) {
    // Lazy images load when they come near the viewport, as they do for a user scrolling the list.
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
  }
  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
