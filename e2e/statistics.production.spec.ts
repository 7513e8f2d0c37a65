// The statistics area in the production build (issue 36, one journey per area): a vendor on the prime plan opens
// every statistics page of the route table and reads its figures (charts drawn as inline SVG under the CSP, the
// numbers from the mock over HTTP). A statistics route added to the table fails the journey until it says here
// what the page shows.
import type { Page } from '@playwright/test';
import { allRoutes, href } from './app-routes';
import { endsWith, expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

/** A table of figures: its header row, at least one row of figures. */
async function expectFigures(page: Page, caption: string): Promise<void> {
  const table = page.getByRole('table', { name: caption });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('cell').filter({ hasText: /\d/ }).first()).toBeVisible();
}

/** What each statistics page shows the demo account, by route name. */
const FIGURES: Record<string, (page: Page) => Promise<void>> = {
  statisticsVisits: async (page) => {
    await expect(page.getByRole('img', { name: 'Profilaufrufe je Monat' })).toBeVisible();
    await expectFigures(page, 'Besuche je Monat');
  },
  statisticsWeddings: async (page) => {
    await expect(page.getByRole('img', { name: 'Anfragen, Buchungen und Hochzeiten je Monat' })).toBeVisible();
    await expectFigures(page, 'Anfragen, Angebote, Buchungen und Hochzeiten je Monat');
    await expect(page.getByRole('heading', { name: 'Was Ihr Paket einbringt' })).toBeVisible();
  },
  statisticsRivals: async (page) => {
    await expectFigures(page, 'Profilaufrufe im Vergleich');
    await expect(page.getByRole('rowheader', { name: /\(Sie\)$/ })).toBeVisible();
  },
  // Hidden in the sidebar and backed by no operation: it forwards to the visits (docs/statistics.md).
  statisticsMagnet: async (page) => {
    await expect(page).toHaveURL(endsWith(href.statisticsVisits()));
    await expectFigures(page, 'Besuche je Monat');
  },
};

test('a vendor opens every statistics page and reads its figures', async ({ page }) => {
  const pages = allRoutes().filter((route) => route.nav?.group === 'statistics');
  expect(pages.map((route) => route.name).sort()).toEqual(Object.keys(FIGURES).sort());
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');

  for (const route of pages) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await FIGURES[route.name]?.(page);
  }

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
