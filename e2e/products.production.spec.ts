// The products area in the production build (issue 36, one journey per area): a vendor adds a product with a price
// typed the German way ("1.290,50"), and after a reload finds it at the end of the list, priced, waiting for
// approval, as the mock over HTTP saved it.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

const NAME = 'Hochzeitsreportage mit Drohnenaufnahmen';

test('a vendor adds a product and finds it waiting for approval after a reload', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.providerItems(PROVIDER.lichtwerk));
  const list = page.getByRole('list', { name: 'Produkte in ihrer Reihenfolge' });
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Produkt hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Produkt hinzufügen' });
  await dialog.getByLabel('Name', { exact: true }).fill(NAME);
  await dialog.getByLabel('Preis in €', { exact: true }).fill('1.290,50');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page.getByText('Das Produkt wurde angelegt und wartet auf Freigabe.', { exact: true })).toBeVisible();

  await page.reload();
  const product = list.getByRole('article', { name: NAME });
  await expect(product.getByText('Wartet auf Freigabe', { exact: true })).toBeVisible();
  await expect(product.getByText(/^1\.290,50\s€$/)).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 }).last()).toHaveText(NAME);

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
