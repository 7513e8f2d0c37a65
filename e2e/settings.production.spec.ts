// The settings area in the production build (issue 36, one journey per area): a user changes the text about
// themselves and the profile picture (previewed before it is sent, uploaded as multipart) and finds both after a
// reload, the picture loaded from the media path the API names.
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { solidPng } from './images';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

const BIO = 'Ich betreue Ihre Hochzeit im Schlossgut vom ersten Besuch bis zum letzten Tanz.';

test('a user saves the text about themselves and a new profile picture', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.settingsTab('profile'));

  await page.getByLabel('Über mich').fill(BIO);
  await page.getByLabel('Profilbild', { exact: true }).setInputFiles(solidPng('katharina.png', 400, 400));
  const picture = page.getByRole('img', { name: 'Profilbild' });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByText('Ihr Profil wurde gespeichert.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Über mich')).toHaveValue(BIO);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
