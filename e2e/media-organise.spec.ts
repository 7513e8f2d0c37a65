// Journey of a gallery kept all year (issue 42.4), in Chromium against the mock backend, on a phone: a long caption
// shows two lines under its picture and all of it while it has the focus (layout only a browser has), a picture moves
// to another gallery whose count follows, and the photographer's connected Instagram account is disconnected after
// asking. The route tests (src/features/media/routes/provider-gallery-moves.test.tsx, …-instagram.test.tsx) check
// the rest.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { axeFindings } from './axe';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

const LONG_CAPTION =
  'Der Festsaal im Abendlicht mit gedeckten Tafeln für 120 Gäste, Kronleuchtern und dem Blick durch die hohen ' +
  'Fenster auf die Havel, wo das Brautpaar nach der Trauung mit dem Boot am eigenen Steg ankommt';

test('on a phone a long caption shows two lines and all of it on focus, and a picture moves to another gallery', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href.providerGallery(PROVIDER.havelblick));
  const grid = page.getByRole('list', { name: 'Fotos und Videos der Galerie' });
  const first = grid.getByRole('article', { name: 'Bild 1', exact: true });
  await first.getByRole('button', { name: 'Details zu Bild 1', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Details zu Bild 1' });
  await details.getByLabel('Bildunterschrift').fill(LONG_CAPTION);
  await details.getByRole('button', { name: 'Speichern' }).click();
  await expect(details).toBeHidden();

  // Cut to two lines: a named tab stop, which shows the whole caption while it has the focus.
  const caption = first.getByRole('group', { name: 'Bildunterschrift' });
  await expect(caption).toHaveText(LONG_CAPTION);
  const lineHeight = await caption.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const height = async () => (await caption.boundingBox())?.height ?? 0;
  expect(await height()).toBeLessThanOrEqual(2 * lineHeight + 1);
  await caption.focus();
  expect(await height()).toBeGreaterThan(2 * lineHeight + 1);

  const nav = page.getByRole('navigation', { name: 'Galerien des Anbieters' });
  const winter = nav.getByRole('link', { name: /^Winterhochzeiten/ });
  const before = Number((await winter.textContent())?.match(/(\d+) Einträge/)?.[1]);
  await grid
    .getByRole('article', { name: 'Bild 2', exact: true })
    .getByRole('button', { name: 'Verschieben nach … – Bild 2' })
    .click();
  const move = page.getByRole('dialog', { name: 'Bild 2 verschieben' });
  await move.getByRole('radio', { name: 'Winterhochzeiten' }).check();
  await move.getByRole('button', { name: 'Verschieben', exact: true }).click();
  await expect(
    page
      .getByRole('region', { name: /Benachrichtigungen/ })
      .getByText(/^Bild 2 wurde in die Galerie „.+“ verschoben\.$/),
  ).toBeVisible();
  await expect(winter).toContainText(`${before + 1} Einträge`);
  await expect(page.getByRole('heading', { level: 2, name: /^Location/ })).toBeFocused();
});

test('the photographer’s connected Instagram account is shown and disconnected after asking', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href.providerGallery(PROVIDER.lichtwerk));
  await expect(page.getByText(/^Verbunden mit Instagram: .@lichtwerk\.fotografie.$/)).toBeVisible();
  expect(await axeFindings(page, `de_DE 390 px ${href.providerGallery(PROVIDER.lichtwerk)}`)).toEqual([]);

  await page.getByRole('button', { name: 'Trennen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instagram-Konto trennen?' });
  await dialog.getByRole('button', { name: 'Trennen' }).click();
  await expect(page.getByText('Kein Instagram-Konto verbunden.')).toBeVisible();
  await expect(page.getByText(/^Verbunden mit Instagram/)).toHaveCount(0);

  // Saved by the mock: still disconnected after a reload.
  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(page.getByText('Kein Instagram-Konto verbunden.')).toBeVisible();
});
