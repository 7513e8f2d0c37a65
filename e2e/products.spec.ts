// Journey of the products page (issue 14), in Chromium against the mock backend: a vendor adds a product, moves it
// up one place with the keyboard (dnd-kit's keyboard sensor on real layout) and finds the order kept after a reload.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

const NAME = 'Fotobox mit Requisiten';

test('a vendor adds a product, moves it up by keyboard and finds the order kept after a reload', async ({ page }) => {
  await page.goto(href.providerItems(PROVIDER.lichtwerk));
  const list = page.getByRole('list', { name: 'Produkte in ihrer Reihenfolge' });
  const names = () => list.getByRole('heading', { level: 2 }).allTextContents();
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Produkt hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Produkt hinzufügen' });
  await dialog.getByLabel('Name', { exact: true }).fill(NAME);
  await dialog.getByLabel('Preis in €', { exact: true }).fill('390');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Das Produkt wurde angelegt und wartet auf Freigabe.', { exact: true })).toBeVisible();
  const created = list.getByRole('article', { name: NAME });
  await expect(created.getByText('Wartet auf Freigabe', { exact: true })).toBeVisible();
  const before = await names();
  expect(before.at(-1)).toBe(NAME);

  const handle = list.getByRole('button', { name: `„${NAME}“ verschieben` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(`„${NAME}“ aufgenommen, Position ${before.length} von ${before.length}.`, { exact: true }),
  ).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for arrow keys in a timer after the pick-up, and Chromium runs input
  // before timers: a key sent at once can come first and is lost (a person is never that fast). A timer of our own
  // runs after the sensor's, so the sensor listens once it has run.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByText(`„${NAME}“ auf Position ${before.length - 1} von ${before.length}.`, { exact: true }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(`„${NAME}“ auf Position ${before.length - 1} von ${before.length} abgelegt.`, { exact: true }),
  ).toBeAttached();
  const expected = [...before.slice(0, -2), NAME, before.at(-2)];
  await expect.poll(names).toEqual(expected);
  // The save is done when the page is no longer busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await names()).toEqual(expected);
});
