// Journey of the galleries (issue 17), in Chromium against the mock backend: a vendor uploads four images, one of
// them too small, one too wide; the browser refuses the small one with the rule it breaks, scales the wide one down
// and sends the three others, each with its own progress bar up to the end; then an active image becomes the main
// image, and after a reload it still is. And on a phone, in German and Arabic, the gallery has no serious axe finding
// (issue 38, D4: in Arabic each media's "التفاصيل" was named "تفاصيل الصورة N", its visible text not in its name).
import { PROVIDER } from '../mocks/db/core';
import type { Locale } from '../src/lib/locale';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { href } from './app-routes';
import { axeFindings } from './axe';
import { expect, test } from './fixtures';
import { headerOnlyPng, solidPng } from './images';
import { uiText } from './ui-texts';

test.use({ as: 'demo' });

/** A PNG of the given size (its header, which the browser check and the mock read), then padding. */
const png = (name: string, width: number, height: number) => headerOnlyPng(name, width, height, 512 * 1024);

test('a vendor uploads images with progress, one refused by a rule, and makes an image the main image', async ({
  page,
}) => {
  await page.goto(href.providerGallery(PROVIDER.havelblick));
  const grid = page.getByRole('list', { name: 'Fotos und Videos der Galerie' });
  await expect(grid.getByRole('article').first()).toBeVisible();

  await page.getByLabel('Bilder auswählen').setInputFiles([
    png('festsaal.png', 1600, 1067),
    png('briefmarke.png', 400, 300),
    png('garten.png', 1200, 800),
    // Wider than the 6000 pixels the rules allow: scaled down in the browser, then sent.
    solidPng('panorama.png', 6400, 900),
  ]);
  const uploads = page.getByRole('list', { name: 'Ausgewählte Dateien' });
  const entry = (name: string) => uploads.getByRole('listitem').filter({ hasText: name }).first();
  await expect(
    entry('briefmarke.png').getByText('Das Bild ist zu schmal: 400 Pixel, es muss mindestens 800 Pixel breit sein.'),
  ).toBeVisible();
  await expect(entry('briefmarke.png').getByRole('progressbar')).toHaveCount(0);
  await expect(
    entry('panorama.png').getByText(/^Verkleinert auf 6000 × 843 Pixel \(vorher 6400 × 900\)/),
  ).toBeVisible();
  for (const name of ['festsaal.png', 'garten.png', 'panorama.png']) {
    await expect(entry(name).getByText('Hochgeladen – wartet auf Freigabe')).toBeVisible();
    await expect(entry(name).getByRole('progressbar', { name: `Fortschritt von ${name}` })).toHaveAttribute(
      'value',
      '1',
    );
  }

  await page.getByRole('button', { name: 'Hauptbild wählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hauptbild wählen' });
  await expect(dialog.getByText(/Eine Änderung erscheint innerhalb einer Stunde/)).toBeVisible();
  const choice = dialog.getByRole('radio').nth(1);
  // A picture is named by its place in its gallery, as in the grid ("Bild 3"); the gallery is the group around it.
  const name = (await choice.locator('xpath=..').textContent())?.trim() ?? '';
  expect(name).toMatch(/^Bild \d+$/);
  const gallery = (await choice.locator('xpath=ancestor::fieldset[1]/legend').textContent())?.trim() ?? '';
  await choice.check();
  await dialog.getByRole('button', { name: 'Als Hauptbild festlegen' }).click();
  // In the toast list (Radix also announces the toast in a live region with the same text for a moment).
  await expect(
    page
      .getByRole('region', { name: /Benachrichtigungen/ })
      .getByText(/Auf der Website erscheint es innerhalb einer Stunde/),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await page.getByRole('button', { name: 'Hauptbild wählen' }).click();
  const reopened = page.getByRole('dialog', { name: 'Hauptbild wählen' });
  await expect(
    reopened
      .getByRole('group', { name: gallery, exact: true })
      .getByRole('radio', { name: `${name} (Hauptbild)`, exact: true }),
  ).toBeChecked();
  await reopened.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(grid.getByRole('article').filter({ hasText: 'Hauptbild' })).toHaveCount(1);
});

for (const locale of ['de_DE', 'ar_AE'] satisfies Locale[]) {
  test(`on a phone the gallery has no serious axe findings in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: LOCALE_STORAGE_KEY,
      value: locale,
    });
    await page.goto(href.providerGallery(PROVIDER.havelblick));
    const grid = page.getByRole('list', { name: uiText(locale, 'media.grid.label') });
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await axeFindings(page, `${locale} 390 px ${href.providerGallery(PROVIDER.havelblick)}`)).toEqual([]);
  });
}
