// The calendar area in the production build (issue 36, one journey per area): a vendor blocks a free day of this
// month for a private party, finds the day marked after a reload from the mock over HTTP, and deletes the entry
// again (the production journeys share one mock server).
import { PROVIDER } from '../mocks/db/core';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

const TITLE = 'Firmenfeier im Orangeriesaal';

/** The days of this month in Berlin, as the calendar names its cells ("Montag, 7. Dezember 2026"). */
function daysOfThisMonth(): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-')
    .map(Number);
  if (!year || !month) throw new Error('no date');
  const format = new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => format.format(Date.UTC(year, month - 1, index + 1, 12)));
}

test('a vendor blocks a day, finds it marked after a reload and deletes the entry', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.calendarEvents(PROVIDER.havelblick));

  const grid = page.getByRole('grid');
  // The day panel shows its entries, or that there are none, once the month's entries have loaded.
  await expect(
    page
      .getByText('An diesem Tag gibt es keinen Eintrag. Der Tag ist frei.')
      .or(page.getByRole('list', { name: 'Einträge an diesem Tag' })),
  ).toBeVisible();
  // A free day of the month the calendar opens with (the journeys run in Berlin time), so a reload shows it again.
  let date: string | undefined;
  for (const day of daysOfThisMonth().reverse()) {
    if ((await grid.getByRole('gridcell', { name: `${day}: Frei`, exact: true }).count()) === 0) continue;
    date = day;
    break;
  }
  if (!date) throw new Error('no free day this month');
  const freeDay = grid.getByRole('gridcell', { name: `${date}: Frei`, exact: true });
  await freeDay.click();
  await expect(freeDay).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eintrag hinzufügen' });
  await dialog.getByLabel('Titel').fill(TITLE);
  await dialog.getByLabel('Verfügbarkeit').selectOption({ label: 'Blockiert' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`„${TITLE}“ wurde gespeichert.`).first()).toBeVisible();

  await page.reload();
  const blocked = grid.getByRole('gridcell', { name: `${date}: Blockiert`, exact: true });
  await expect(blocked).toBeVisible();

  await blocked.click();
  await page.getByRole('button', { name: `„${TITLE}“ löschen`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Eintrag löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(`„${TITLE}“ wurde gelöscht.`).first()).toBeVisible();
  // The month's entries, fetched again from the mock, no longer hold it.
  await expect(grid.getByRole('gridcell', { name: `${date}: Frei`, exact: true })).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
