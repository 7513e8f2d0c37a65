// Journey of the registration wizard (issue 21), in Chromium against the mock backend, logged out: a new vendor
// opens the registration link, fills in the five steps with one photo (uploaded with its progress), accepts the
// preliminary information, sends and lands on the pending page, which the link shows again after a reload.
import { CATEGORY } from '../mocks/db/core';
import { PROVIDER_CONTENT_SEED } from '../mocks/db/provider-content';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { headerOnlyPng } from './images';

/** A PNG of the given size (its header, which the browser check and the mock read), then padding. */
const png = (name: string, width: number, height: number) => headerOnlyPng(name, width, height, 256 * 1024);

test('a new vendor completes the application with one photo and sees it pending', async ({ page }) => {
  await page.goto(href.signupWizard(PROVIDER_CONTENT_SEED.emptyWizardHash));
  const step = (number: number) =>
    page.getByRole('heading', { level: 1, name: new RegExp(`^Schritt ${number} von 5`) });
  const next = () => page.getByRole('button', { name: 'Weiter' }).click();

  await expect(step(1)).toBeVisible();
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('elif@goldschmiede-kaya.de');
  await page.getByLabel('Telefonnummer', { exact: true }).fill('0221 3456789');
  await next();

  await expect(step(2)).toBeVisible();
  await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: CATEGORY.decoration.name });
  await page.getByLabel('Stadt', { exact: true }).selectOption({ label: 'Köln' });
  await page.getByLabel('Adresse', { exact: true }).fill('Severinstraße 120, 50678 Köln');
  await next();

  await expect(step(3)).toBeVisible();
  await page
    .getByLabel('Beschreibung Ihres Angebots', { exact: true })
    .fill(
      'Die Goldschmiede Kaya fertigt Trauringe von Hand in ihrer Werkstatt in der Kölner Südstadt. Paare wählen ' +
        'Gold, Platin oder recyceltes Silber, gestalten Form und Oberfläche gemeinsam mit uns und können auf Wunsch ' +
        'in einem Ringkurs ihre eigenen Ringe schmieden. Gravuren und Sonderwünsche besprechen wir in Ruhe.',
    );
  await next();

  await expect(step(4)).toBeVisible();
  await page.getByLabel('Fotos auswählen', { exact: true }).setInputFiles([png('werkstatt.png', 1600, 1067)]);
  await expect(
    page.getByRole('region', { name: 'Fotos Ihrer Bewerbung (1)' }).getByText('werkstatt.png', { exact: true }),
  ).toBeVisible();
  await next();

  await expect(step(5)).toBeVisible();
  // Nothing was sent yet, so nothing is refused: after the step's next two frames (its check would have shown by
  // then) no "Bitte bestätigen Sie …" stands under the checkbox.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  await expect(page.getByText('Bitte bestätigen Sie die Vorabinformationen.')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Ich habe die Vorabinformationen gelesen und akzeptiere sie.' }).check();
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click();

  await expect(page.getByRole('heading', { name: 'Ihre Bewerbung wird geprüft' })).toBeVisible();
  await expect(page.getByText(/innerhalb von 48 Stunden bearbeitet/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ihre Bewerbung wird geprüft' })).toBeVisible();
});
