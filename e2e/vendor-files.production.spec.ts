// The files of issue 42 in the production build (CSP on, the API over HTTP): a floor plan for a hall, a picture for
// a product and a catalogue's PDF travel as multipart to the mock, and what the API names back loads from its
// `/media/` path (docs/media.md, "Where media live"). The route tests check the rules and refusals; this journey
// checks what only a deployed build can break: the upload over HTTP, the file's address under the policy.
import type { Locator } from '@playwright/test';
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { solidPng } from './images';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

/** Resolves once the image has loaded with pixels (not a broken image). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** A one-page PDF, as small as a PDF reader still opens. */
function tinyPdf(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

test('a vendor adds a floor plan to a hall, a picture to a product and a PDF to a catalogue', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');

  // A floor plan for the terrace (which has no picture in the seed; on a retry it has the first try's).
  await page.goto(href.providerCapacity(PROVIDER.havelblick));
  await page
    .getByRole('button', {
      name: /^(Foto oder Grundriss hochladen – Gartenterrasse|Ersetzen – (Foto|Grundriss): Gartenterrasse)$/,
    })
    .click();
  const hallDialog = page.getByRole('dialog');
  await hallDialog.getByRole('radio', { name: 'Grundriss' }).check();
  await hallDialog.getByLabel('Bilddatei').setInputFiles(solidPng('terrasse-grundriss.png', 1200, 800));
  await hallDialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(hallDialog).toBeHidden();
  await expectLoaded(page.getByRole('img', { name: 'Grundriss: Gartenterrasse' }));
  await page.reload();
  await expectLoaded(page.getByRole('img', { name: 'Grundriss: Gartenterrasse' }));

  // A new picture for a gown, chosen as a user does (the button opens the file chooser) once the page has its
  // image rules: it loads from the path the API names and waits for the team's approval.
  await page.goto(href.providerItems(PROVIDER.brautsalon));
  await expect(page.getByText(/^Produktbilder: Erlaubt sind/)).toBeVisible();
  const row = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Bild ersetzen' }) })
    .first();
  const name = (await row.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const chooser = page.waitForEvent('filechooser');
  await row.getByRole('button', { name: 'Bild ersetzen' }).click();
  await (await chooser).setFiles(solidPng('kleid-vorne.png', 1200, 1600));
  await expect(
    page.getByText(`Das Bild von „${name}“ wurde hochgeladen und wartet auf die Freigabe durch unser Team.`).first(),
  ).toBeVisible();
  const product = page.getByRole('article', { name, exact: true });
  await expect(product.getByText('Wartet auf Freigabe')).toBeVisible();
  await expectLoaded(product.getByRole('img').first());

  // The venue's catalogue gets its PDF; the link the API names serves it.
  await page.goto(href.providerCatalogs(PROVIDER.havelblick));
  const catalog = page.getByRole('region', { name: 'Saalmiete und Trauung 2026' });
  await catalog.getByLabel('PDF-Datei für „Saalmiete und Trauung 2026“').setInputFiles(tinyPdf('preisliste.pdf'));
  await expect(page.getByText(/Das PDF wurde (gespeichert|ersetzt)\./).first()).toBeVisible();
  const link = catalog.getByRole('link', { name: /PDF/ }).first();
  const address = await link.getAttribute('href');
  expect(address).toMatch(/^\/media\//);
  const answer = await page.request.get(address ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
