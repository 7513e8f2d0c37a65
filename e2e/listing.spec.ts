// Journey of the listing (issue 13), in Chromium against the mock backend: a vendor opens a provider from the list,
// sees the 300-character rule of the provider text, fixes the text, sends it for approval and finds it still
// pending after a reload.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { endsWith, expect, test } from './fixtures';

test.use({ as: 'demo' });

const LONG_TEXT =
  'Das Schlossgut Havelblick liegt direkt am Ufer der Havel in Potsdam-Sacrow. Freie Trauungen finden im Schlosspark oder auf der Seeterrasse statt, gefeiert wird im Festsaal mit eigener Tanzfläche für bis zu 160 Gäste. Unsere Küche kocht saisonal und regional, und Zimmer für Ihre Gäste stehen im Haus bereit.';

test('a vendor edits the description, sees the 300-character rule, sends it and finds it pending after a reload', async ({
  page,
}) => {
  await page.goto(href.providers());
  const providers = page.getByRole('list', { name: 'Ihre Anbieter' });
  await providers.getByRole('link', { name: 'Schlossgut Havelblick' }).click();
  await expect(page).toHaveURL(endsWith(href.providerInfo(PROVIDER.havelblick)));

  await page.getByRole('tab', { name: 'Beschreibung' }).click();
  await expect(page).toHaveURL(endsWith(href.providerInfoTab(PROVIDER.havelblick, 'description')));
  const text = page.getByRole('textbox', { name: 'Beschreibungstext' });
  await text.fill('Zu kurz für unsere Paare.');
  await expect(page.getByText('25 Zeichen – mindestens 300 Zeichen sind nötig.')).toBeVisible();
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await expect(page.getByText('Der Beschreibungstext muss mindestens 300 Zeichen lang sein.')).toBeVisible();

  await text.fill(LONG_TEXT);
  await expect(page.getByText('Der Beschreibungstext muss mindestens 300 Zeichen lang sein.')).toBeHidden();
  await page.getByRole('button', { name: 'Zur Freigabe senden' }).click();
  await expect(page.getByText('Ihre Änderung wurde zur Freigabe gesendet.').first()).toBeVisible();
  const pending = page.getByRole('region', { name: 'Änderungen in Prüfung' });
  await expect(pending.getByText('Beschreibungstext', { exact: true })).toBeVisible();

  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Änderungen in Prüfung' }).getByText('Beschreibungstext', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Beschreibungstext/ })).toHaveValue(LONG_TEXT);
  await expect(page.getByText('Wartet auf Freigabe').first()).toBeVisible();
});
