// Every route of the table opens without a console error, as the demo user (logged-in routes) or anonymously
// (logged-out routes); routes of later features show their "coming soon" page.
import { allRoutes, routes } from './app-routes';
import { expect, test, waitForMock } from './fixtures';

const sample: Record<string, string> = {
  id: '42',
  providerId: '101',
  galleryId: '301',
  tab: 'budget',
  recoveryKey: 'wiederherstellung-demo-2026',
  customerId: '1',
  customerUserId: '5',
  hash: 'einladung-lena-hoffmann-2026',
};

const concrete = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => sample[name] ?? '1');
const all = allRoutes();

/**
 * Each route is opened by a page load of its own (as from a bookmark): a few seconds each on a busy machine. A page
 * shows before its mock backend has started (src/mock-mode.ts); the walk leaves it only once the mock is up, as
 * two CI runs aborted the next page load while the one before was still registering the mock's service worker.
 */
const PER_ROUTE_MS = 12_000;

test.describe('logged in', () => {
  test.use({ as: 'demo' });

  test('every logged-in route renders without console errors', async ({ page }) => {
    const loggedIn = all.filter((r) => r.access === 'logged-in' && r.path !== routes.passwordRenew.path);
    test.setTimeout(loggedIn.length * PER_ROUTE_MS);
    for (const route of loggedIn) {
      await page.goto(concrete(route.path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (!route.built)
        await expect(page.getByText('Dieser Bereich des Portals ist noch nicht verfügbar.')).toBeVisible();
      await waitForMock(page);
    }
  });
});

test('every logged-out and public route renders without console errors', async ({ page }) => {
  const loggedOut = all.filter((r) => r.access !== 'logged-in');
  test.setTimeout(loggedOut.length * PER_ROUTE_MS);
  for (const route of loggedOut) {
    await page.goto(concrete(route.path));
    await expect(page.locator('main').first()).toBeVisible();
    await waitForMock(page);
  }
});
