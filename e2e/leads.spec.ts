// Journeys of the couples inbox (issue 5), in Chromium against the mock backend.
import { expect, loginAs, test } from './fixtures';

test('a vendor finds a couple by search in the inbox and opens the request', async ({ page }) => {
  await loginAs(page, 'demo', '/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Brautpaare' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Brautpaar suchen' }).fill('Anna Schmidt');
  await expect(page).toHaveURL(/[?&]q=Anna\+Schmidt/);
  const rows = page.getByRole('list', { name: 'Anfragen' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('link', { name: /Anna Schmidt & Lukas Becker/ })
    .click();
  await expect(page).toHaveURL(/\/leads\/42$/);
});
