// The catalogues area in the production build (issue 36, one journey per area): a vendor renews the expired price
// list of the venue with a price typed the German way ("2.000") and finds it after a reload, saved by the mock over
// HTTP.
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

/** The calendar day `days` from today in Berlin (the journeys' time zone), as a date field takes it. */
function berlinDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(Date.now() + days * 86_400_000);
}

test('a vendor saves a catalogue price typed the German way and sees it after a reload', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.providerCatalogs(PROVIDER.havelblick));

  const catalog = page.getByRole('region', { name: 'Saalmiete und Trauung 2026' });
  await catalog.getByRole('button', { name: 'Preise aktualisieren' }).click();
  const form = catalog.getByRole('form', { name: 'Saalmiete und Trauung 2026' });
  // Its prices expired: the save asks for a new end of validity.
  await form.getByLabel('Preise gültig bis').fill(berlinDay(60));
  await form.getByLabel('Preis in EUR: Freie Trauung im Park · Alle Tage').fill('2.000');
  await form.getByRole('button', { name: 'Preise speichern' }).click();
  await expect(page.getByText('Die Preise wurden gespeichert.').first()).toBeVisible();

  await page.reload();
  const prices = page.getByRole('table', { name: 'Preise von Saalmiete und Trauung 2026' });
  await expect(prices.getByRole('row', { name: /^Freie Trauung im Park Alle Tage 2\.000,00\s€/ })).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
