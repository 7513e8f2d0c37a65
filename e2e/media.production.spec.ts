// The media area in the production build (issue 36, one journey per area): a vendor uploads a photo to the venue's
// gallery (multipart with upload progress to the mock over HTTP), sees it waiting for approval with its thumbnail
// loaded from the media path the API names, and makes another, active image the main image (only approved images
// may be; docs/media.md), which a reload keeps.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { solidPng } from './images';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('a vendor uploads a photo to a gallery and chooses the main image', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.providerGallery(PROVIDER.havelblick));
  const grid = page.getByRole('list', { name: 'Fotos und Videos der Galerie' });
  const cards = grid.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await page.getByLabel('Bilder auswählen').setInputFiles(solidPng('festsaal-abends.png', 1200, 800));
  const entry = page.getByRole('list', { name: 'Ausgewählte Dateien' }).getByRole('listitem');
  await expect(entry.getByText('Hochgeladen – wartet auf Freigabe')).toBeVisible();
  await expect(entry.getByRole('progressbar', { name: 'Fortschritt von festsaal-abends.png' })).toHaveAttribute(
    'value',
    '1',
  );
  await expect(cards).toHaveCount(before + 1);
  // The thumbnail is decoration beside the card's name (alt=""), so it has no role of an image.
  const uploaded = cards.last().locator('img');
  await expect(cards.last().getByText('Wartet auf Freigabe')).toBeVisible();
  await uploaded.scrollIntoViewIfNeeded();
  await expect
    .poll(() => uploaded.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Hauptbild wählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hauptbild wählen' });
  const choice = dialog.getByRole('radio', { checked: false }).first();
  // A picture is named by its place in its gallery ("Bild 3"); the gallery is the group around it.
  const name = (await choice.locator('xpath=..').textContent())?.trim() ?? '';
  expect(name).toMatch(/^Bild \d+$/);
  const gallery = (await choice.locator('xpath=ancestor::fieldset[1]/legend').textContent())?.trim() ?? '';
  await choice.check();
  await dialog.getByRole('button', { name: 'Als Hauptbild festlegen' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Benachrichtigungen (F8)' })
      .getByText('Das Hauptbild wurde geändert. Auf der Website erscheint es innerhalb einer Stunde.'),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Hauptbild wählen' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Hauptbild wählen' })
      .getByRole('group', { name: gallery, exact: true })
      .getByRole('radio', { name: `${name} (Hauptbild)`, exact: true }),
  ).toBeChecked();
  await page.keyboard.press('Escape');

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
