// Journey of the statistics (issue 20), in Chromium against the mock backend: the visit statistics open with the
// last six months, switch to twelve months and to another provider — chart and table follow, the URL keeps both,
// and Back returns to the provider before.
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

test('a vendor reads the visits of a year, for one listing and then another', async ({ page }) => {
  await page.goto(href.statisticsVisits());
  const chart = page.getByRole('img', { name: 'Profilaufrufe je Monat' });
  const table = page.getByRole('table', { name: 'Besuche je Monat' });
  const currentPoints = chart.locator('[data-series="current"] circle');
  // Header, one row per month, the total.
  await expect(table.getByRole('row')).toHaveCount(1 + 6 + 1);
  await expect(currentPoints).toHaveCount(6);

  await page.getByRole('combobox', { name: 'Zeitraum', exact: true }).selectOption({ label: 'Letzte 12 Monate' });
  await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);
  await expect(currentPoints).toHaveCount(12);
  await expect(page).toHaveURL(/period=12m/);

  const venueFirstMonth = await table.getByRole('row').nth(1).textContent();
  const venueLine = await chart.locator('[data-series="current"] polyline').getAttribute('points');
  await page.getByRole('combobox', { name: 'Anbieter', exact: true }).selectOption({ label: 'Lichtwerk Fotografie' });
  await expect(page).toHaveURL(/provider=102/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(venueFirstMonth ?? '');
  await expect(chart.locator('[data-series="current"] polyline')).not.toHaveAttribute('points', venueLine ?? '');
  await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);

  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Anbieter', exact: true })).toHaveValue('101');
  await expect(page.getByRole('combobox', { name: 'Zeitraum', exact: true })).toHaveValue('12m');
  await expect(table.getByRole('row').nth(1)).toHaveText(venueFirstMonth ?? '');
});
